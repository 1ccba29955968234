import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { startSession } from '../../../../tests/utils/session'
import { backendReady, backendStatus, holdCallsUntil, resetBackendGate } from '../../../api/backend-ready'
import { App } from '../../app/app'
import { BACKEND_NOTICE_TEXT, BackendNotice } from './backend-notice'

/** The demo's start-up, settled by the test (main.tsx hands the service worker's to the gate). */
function startUp() {
  let ready!: () => void
  let fail!: (error: Error) => void
  holdCallsUntil(
    new Promise<void>((resolve, reject) => {
      ready = resolve
      fail = reject
    }),
  )
  return { ready, fail }
}

afterEach(() => resetBackendGate())

describe('BackendNotice', () => {
  it('says nothing while nobody waits for the backend, even when it is still starting', async () => {
    const { ready } = startUp()
    render(<BackendNotice source={backendStatus} />)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await act(async () => {
      ready()
      await backendReady()
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('says "Starting the demo..." while a call is held, and goes away once the backend is up', async () => {
    const { ready } = startUp()
    render(<BackendNotice source={backendStatus} />)
    const held = backendReady()
    expect(await screen.findByRole('status')).toHaveTextContent(BACKEND_NOTICE_TEXT.starting)
    await act(async () => {
      ready()
      await held
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('says the demo could not start when a held call fails for that reason', async () => {
    const { fail } = startUp()
    render(<BackendNotice source={backendStatus} />)
    const held = backendReady().catch(() => undefined)
    await act(async () => {
      fail(new Error('no service worker'))
      await held
    })
    expect(screen.getByRole('alert')).toHaveTextContent(BACKEND_NOTICE_TEXT.failed)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('signing in before the demo backend is up', () => {
  it('holds the click on Sign In, says so, and signs in once the backend is ready', async () => {
    const { ready } = startUp()
    const session = await startSession()
    render(
      <MemoryRouter initialEntries={['/login']}>
        <App session={session} backend={backendStatus} />
      </MemoryRouter>,
    )
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Welcome Back' })
    await user.type(screen.getByLabelText('Email'), 'demo@selera.my')
    await user.type(screen.getByLabelText('Password'), 'selera-demo')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    const notice = await screen.findByText(BACKEND_NOTICE_TEXT.starting)
    expect(notice).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()

    act(() => ready())
    expect(await screen.findByRole('heading', { level: 1, name: /^Company Profile/ }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText(BACKEND_NOTICE_TEXT.starting)).not.toBeInTheDocument()
  })
})
