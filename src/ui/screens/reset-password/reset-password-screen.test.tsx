import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { renderRoute } from '../../../../tests/utils/render'
import { signInWithPassword } from '../../../api/auth'
import { getDemoOutbox } from '../../../api/demo'
import { SIGN_IN_TEXT } from '../sign-in/messages'
import { RESET_TEXT } from './messages'

settleRequestsAfterEach(server)

describe('Set a new password (Forgot password, finished)', () => {
  it('demo: Forgot password → Open the reset link (demo) → a new password (a mismatch refused first) → signed in; the new password signs in, the old one no longer', async () => {
    const route = await renderRoute('/login')
    await route.user.type(await screen.findByLabelText('Email'), 'demo@selera.my')
    await route.user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    await route.user.click(await screen.findByRole('link', { name: SIGN_IN_TEXT.demoResetLink }))
    expect(await screen.findByRole('heading', { level: 1, name: RESET_TEXT.title })).toBeInTheDocument()
    await route.user.type(await screen.findByLabelText(RESET_TEXT.password), 'kopi-kita-2026')
    await route.user.type(screen.getByLabelText(RESET_TEXT.confirm), 'kopi-kita-2025')
    await route.user.click(screen.getByRole('button', { name: RESET_TEXT.save }))
    expect(screen.getByLabelText(RESET_TEXT.confirm)).toHaveAccessibleDescription(RESET_TEXT.problems.mismatch)
    await route.user.clear(screen.getByLabelText(RESET_TEXT.confirm))
    await route.user.type(screen.getByLabelText(RESET_TEXT.confirm), 'kopi-kita-2026')
    await route.user.click(screen.getByRole('button', { name: RESET_TEXT.save }))
    await waitFor(() => expect(route.location().pathname).toBe('/profile'))
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument()
    await expect(signInWithPassword('demo@selera.my', 'selera-demo')).rejects.toThrow()
    await expect(signInWithPassword('demo@selera.my', 'kopi-kita-2026')).resolves.toMatchObject({ user: { email: 'demo@selera.my' } })
  })

  it('a link works once: opened again it says it is invalid or has expired, with the way back to sign in', async () => {
    const first = await renderRoute('/login')
    await first.user.type(await screen.findByLabelText('Email'), 'demo@selera.my')
    await first.user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    await screen.findByRole('link', { name: SIGN_IN_TEXT.demoResetLink })
    const [mail] = await getDemoOutbox('demo@selera.my')
    const path = new URL(mail!.link).pathname + new URL(mail!.link).search
    first.unmount()
    const opened = await renderRoute(path)
    await screen.findByLabelText(RESET_TEXT.password)
    opened.unmount()
    await renderRoute(path)
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXT.invalid)
    expect(screen.getByRole('link', { name: RESET_TEXT.backToSignIn })).toHaveAttribute('href', '/login')
  })

  it('without a token: invalid; demo, for an address that was sent nothing: says so', async () => {
    const route = await renderRoute('/reset-password')
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXT.invalid)
    route.unmount()
    await renderRoute('/reset-password?demo=nobody%40selera.my')
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXT.noMail('nobody@selera.my'))
  })
})
