import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAskBeforeUnload, useHeldLinks } from './held-links'

function Page({ active, onHeld }: { active: boolean; onHeld: (to: string) => void }) {
  useHeldLinks(active, onHeld)
  useAskBeforeUnload(active)
  return (
    <nav aria-label="Links">
      <a href="/dashboard?period=7d#top">Dashboard</a>
      <a href={`${window.location.pathname}#main`}>Skip to content</a>
      <a href="/samples/sales.csv" download>
        Sample
      </a>
      <a href="/chat" target="_blank">
        Chat in a new tab
      </a>
      <a href="https://example.com/help">Elsewhere</a>
    </nav>
  )
}

/** Clicks the link; answers whether the hook held it (jsdom, which cannot follow links, is stopped from trying). */
function held(name: string, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  let heldByHook = true
  const notHeld = (seen: Event) => {
    heldByHook = seen.defaultPrevented
    seen.preventDefault()
  }
  document.addEventListener('click', notHeld, { once: true })
  screen.getByRole('link', { name }).dispatchEvent(event)
  return heldByHook
}

describe('useHeldLinks', () => {
  it('holds a link to another page of the app, handing over where it leads', () => {
    const onHeld = vi.fn()
    render(<Page active onHeld={onHeld} />)
    expect(held('Dashboard')).toBe(true)
    expect(onHeld).toHaveBeenCalledWith('/dashboard?period=7d#top')
  })

  it('lets through in-page anchors, downloads, new tabs, other sites and modified clicks', () => {
    const onHeld = vi.fn()
    render(<Page active onHeld={onHeld} />)
    for (const name of ['Skip to content', 'Sample', 'Chat in a new tab', 'Elsewhere']) expect(held(name), name).toBe(false)
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) expect(held('Dashboard', init)).toBe(false)
    expect(onHeld).not.toHaveBeenCalled()
  })

  it('holds nothing while inactive', () => {
    const onHeld = vi.fn()
    render(<Page active={false} onHeld={onHeld} />)
    expect(held('Dashboard')).toBe(false)
    expect(onHeld).not.toHaveBeenCalled()
  })
})

describe('useAskBeforeUnload', () => {
  const unloadAsked = () => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }

  it('asks while active, and not once inactive', () => {
    const { rerender } = render(<Page active onHeld={() => undefined} />)
    expect(unloadAsked()).toBe(true)
    rerender(<Page active={false} onHeld={() => undefined} />)
    expect(unloadAsked()).toBe(false)
  })
})
