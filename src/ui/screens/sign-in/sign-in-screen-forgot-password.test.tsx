import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../../mocks/db'
import { NEUTRAL_RESET, email, openSignIn } from '../../../../tests/utils/sign-in-screen'

describe('sign-in screen: Forgot password', () => {
  it('with no e-mail: a hint to type it first, and no request', async () => {
    const route = await openSignIn()
    await route.user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Enter your e-mail address above, then choose Forgot password.')
    expect(db.passwordRecovery.count()).toBe(0)
  })

  it('answers a known and an unknown address with the same neutral message; only the known one gets a reset link', async () => {
    const messages: string[] = []
    for (const [address, recoveries] of [
      ['demo@selera.my', 1],
      ['nobody@selera.my', 1],
    ] as const) {
      const route = await openSignIn()
      await route.user.type(email(), address)
      await route.user.click(screen.getByRole('button', { name: 'Forgot password?' }))
      const status = await screen.findByRole('status')
      await waitFor(() => expect(status).toHaveTextContent(NEUTRAL_RESET))
      messages.push(status.textContent ?? '')
      expect(db.passwordRecovery.count()).toBe(recoveries)
      expect(email()).toHaveValue(address)
      route.unmount()
    }
    expect(messages[0]).toBe(messages[1])
    expect(db.passwordRecovery.getAll().map((recovery) => recovery.email)).toEqual(['demo@selera.my'])
  })
})
