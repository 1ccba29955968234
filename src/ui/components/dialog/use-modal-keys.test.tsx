import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useModalKeys } from './use-modal-keys'

function Modal({ onEscape }: { onEscape: () => void }) {
  const boxRef = useRef<HTMLDivElement>(null)
  useModalKeys(boxRef, true, onEscape)
  return (
    <>
      <button type="button">Outside</button>
      <div ref={boxRef} role="dialog" aria-modal="true" aria-label="Assets">
        <button type="button">Close</button>
        <input aria-label="Brand name" />
        <button type="button" disabled>
          Uploading...
        </button>
        <button type="button">Done</button>
      </div>
    </>
  )
}

describe('useModalKeys', () => {
  it('goes round the enabled controls inside, in document order, both ways', async () => {
    const user = userEvent.setup()
    render(<Modal onEscape={() => {}} />)
    screen.getByRole('button', { name: 'Done' }).focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('textbox', { name: 'Brand name' })).toHaveFocus()
  })

  it('still works when the focus fell to the page (its control was disabled): Escape closes, Tab comes back in', async () => {
    const user = userEvent.setup()
    const onEscape = vi.fn()
    render(<Modal onEscape={onEscape} />)
    document.body.focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    document.body.focus()
    await user.keyboard('{Escape}')
    expect(onEscape).toHaveBeenCalledTimes(1)
  })
})
