import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { REMEMBERED_EMAIL_KEY, email, password, remember, signInButton, openSignIn, fillAndSubmit, expectProfile, logout } from '../../../../tests/utils/sign-in-screen'
import { everythingTheBrowserKeeps } from '../../../../tests/utils/browser-storage'

describe('sign-in screen: Remember me', () => {
  it('remembers the e-mail (only) across a remount, and forgets it when unticked', async () => {
    const route = await openSignIn()
    await route.user.click(remember())
    expect(remember()).toBeChecked()
    await fillAndSubmit(route, 'demo@selera.my', 'selera-demo')
    await expectProfile(route)
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('demo@selera.my')
    expect(everythingTheBrowserKeeps()).not.toContain('selera-demo')

    // Signed out, the sign-in screen mounts again with the address filled in and the box ticked.
    await logout(route)
    expect(email()).toHaveValue('demo@selera.my')
    expect(password()).toHaveValue('')
    expect(remember()).toBeChecked()

    // A whole new app (a reload) remembers it too.
    route.unmount()
    route.session.stop()
    const again = await openSignIn()
    expect(email()).toHaveValue('demo@selera.my')
    expect(remember()).toBeChecked()

    await again.user.click(remember())
    expect(remember()).not.toBeChecked()
    await again.user.type(password(), 'selera-demo')
    await again.user.click(signInButton())
    await expectProfile(again)
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull()

    await logout(again)
    expect(email()).toHaveValue('')
    expect(remember()).not.toBeChecked()
  })

  it('a failed sign-in remembers nothing', async () => {
    const route = await openSignIn()
    await route.user.click(remember())
    await fillAndSubmit(route, 'demo@selera.my', 'not-the-password')
    await screen.findByRole('alert')
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull()
  })
})
