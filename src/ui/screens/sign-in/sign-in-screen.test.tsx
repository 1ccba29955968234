import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../../mocks/db'
import { server } from '../../../../tests/setup/vitest.setup'
import { createBackendGate } from '../../../../tests/utils/backend-gate'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { getAccessToken } from '../../../api/auth-token'
import { email, password, remember, signInButton, openSignIn, fillAndSubmit, expectProfile } from '../../../../tests/utils/sign-in-screen'
import { everythingTheBrowserKeeps } from '../../../../tests/utils/browser-storage'

describe('sign-in screen: what it shows (docs/product.md#sign-in)', () => {
  it('a header with Home → /, Features → /#features, Support → #support, and a menu toggle', async () => {
    await openSignIn()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features')
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '#support')
    expect(within(nav).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    // #support has a target on this page.
    expect(screen.getByRole('heading', { name: 'Support' }).closest('#support')).not.toBeNull()
  })

  it('Home goes to the landing page', async () => {
    const route = await openSignIn()
    await route.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }))
    await screen.findByRole('heading', { name: 'Get Started Today' })
    expect(route.location().pathname).toBe('/')
  })

  it("Features goes to the landing page's features section", async () => {
    const route = await openSignIn()
    await route.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Features' }))
    await screen.findByRole('heading', { name: 'Get Started Today' })
    expect(route.location()).toMatchObject({ pathname: '/', hash: '#features' })
  })

  it("'Welcome Back', a required e-mail field of type email, a required password field, Remember me off", async () => {
    await openSignIn()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Back')
    expect(email()).toHaveAttribute('type', 'email')
    expect(email()).toBeRequired()
    expect(email()).toHaveValue('')
    expect(password()).toHaveAttribute('type', 'password')
    expect(password()).toBeRequired()
    expect(remember()).not.toBeChecked()
    expect(signInButton()).toHaveAccessibleName('Sign In')
    expect(signInButton()).toBeEnabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("'Show password' / 'Hide password' toggles the password field's type", async () => {
    const route = await openSignIn()
    await route.user.type(password(), 'selera-demo')
    await route.user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password()).toHaveAttribute('type', 'text')
    expect(password()).toHaveValue('selera-demo')
    await route.user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password()).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
  })

  it("'Get started free' goes to the sign-up page (docs/spec-deviations.md)", async () => {
    const route = await openSignIn()
    const link = screen.getByRole('link', { name: 'Get started free' })
    expect(link).toHaveAttribute('href', '/signup')
    await route.user.click(link)
    await screen.findByRole('heading', { name: 'Create your account' })
    expect(route.location().pathname).toBe('/signup')
  })

  it('the demo accounts box fills the form with either account', async () => {
    const route = await openSignIn()
    const box = screen.getByRole('region', { name: 'Demo accounts' })
    await route.user.click(within(box).getByRole('button', { name: 'Use demo@selera.my' }))
    expect(email()).toHaveValue('demo@selera.my')
    expect(password()).toHaveValue('selera-demo')
    await route.user.click(within(box).getByRole('button', { name: 'Use new@selera.my' }))
    expect(email()).toHaveValue('new@selera.my')
    expect(password()).toHaveValue('selera-demo')
    await route.user.click(signInButton())
    await expectProfile(route)
    expect(await screen.findByText('Warung Baru')).toBeInTheDocument()
  })
})

describe('sign-in screen: signing in', () => {
  it('a successful sign-in lands on /profile; the token is in memory and in no browser storage, cookie or URL', async () => {
    const route = await openSignIn()
    await fillAndSubmit(route, 'demo@selera.my', 'selera-demo')
    await expectProfile(route)

    const token = getAccessToken()
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const refreshToken = route.session.getSnapshot().context.session?.refreshToken
    expect(refreshToken).toBeTruthy()
    const kept = everythingTheBrowserKeeps()
    expect(kept).not.toContain(token!)
    expect(kept).not.toContain(refreshToken!)
    expect(kept).not.toContain('selera-demo')
    expect(kept).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)
    expect(document.cookie).toBe('')
    const { search, hash } = route.location()
    expect(search + hash).not.toContain(token!)
  })

  it("while submitting: 'Signing in...', everything disabled, and a repeat submit sends nothing more", async () => {
    const gate = createBackendGate(server)
    const grants: string[] = []
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/auth/v1/token')) grants.push(request.url)
    }
    server.events.on('request:start', onRequest)
    try {
      const route = await openSignIn()
      await route.user.type(email(), 'demo@selera.my')
      await route.user.type(password(), 'selera-demo')
      await route.user.click(signInButton())

      await waitFor(() => expect(signInButton()).toHaveTextContent('Signing in...'))
      expect(signInButton()).toBeDisabled()
      expect(email()).toBeDisabled()
      expect(password()).toBeDisabled()
      expect(remember()).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Use demo@selera.my' })).toBeDisabled()

      // A second submit of the form (Enter, a double click that got through) is ignored.
      fireEvent.submit(signInButton().closest('form')!)
      fireEvent.submit(signInButton().closest('form')!)
      await waitFor(() => expect(grants).toHaveLength(1))

      gate.open()
      await expectProfile(route)
      expect(grants).toHaveLength(1)
    } finally {
      server.events.removeListener('request:start', onRequest)
      gate.open()
    }
  })

  it('an incomplete form is not sent', async () => {
    const route = await openSignIn()
    await route.user.type(email(), 'demo@selera.my')
    await route.user.click(signInButton())
    expect(password()).toBeInvalid()
    expect(signInButton()).toHaveTextContent('Sign In')
    expect(route.session.getSnapshot().value).toBe('signedOut')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("a wrong password → 'Invalid email or password', the fields kept, no token", async () => {
    const route = await openSignIn()
    await fillAndSubmit(route, 'demo@selera.my', 'not-the-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(email()).toHaveValue('demo@selera.my')
    expect(password()).toHaveValue('not-the-password')
    expect(email()).toBeEnabled()
    expect(signInButton()).toHaveTextContent('Sign In')
    expect(signInButton()).toBeEnabled()
    expect(route.location().pathname).toBe('/login')
    expect(getAccessToken()).toBeNull()
  })

  it("an unknown account → the same 'Invalid email or password'", async () => {
    const route = await openSignIn()
    await fillAndSubmit(route, 'nobody@selera.my', 'selera-demo')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(getAccessToken()).toBeNull()
  })

  it('past the auth service\'s limit on attempts, even the right password is refused, and the page says why', async () => {
    const route = await openSignIn()
    await route.user.type(email(), 'demo@selera.my')
    for (let attempt = 0; attempt < 10; attempt++) {
      fireEvent.change(password(), { target: { value: `wrong-${attempt}` } })
      await route.user.click(signInButton())
      await waitFor(() => expect(signInButton()).toHaveTextContent('Sign In'))
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password')
    }
    fireEvent.change(password(), { target: { value: 'selera-demo' } })
    await route.user.click(signInButton())
    expect(await screen.findByText('Too many sign-in attempts. Wait a few minutes, then try again.')).toHaveAttribute('role', 'alert')
    expect(route.location().pathname).toBe('/login')
    expect(getAccessToken()).toBeNull()
  })

  it("backend validation failing (POST /auth 500) → the same 'Invalid email or password', no token, still on /login", async () => {
    setChaosRule('POST /auth', { status: 500 })
    const route = await openSignIn()
    await fillAndSubmit(route, 'demo@selera.my', 'selera-demo')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(email()).toHaveValue('demo@selera.my')
    expect(password()).toHaveValue('selera-demo')
    expect(route.location().pathname).toBe('/login')
    expect(getAccessToken()).toBeNull()
    // The session the auth service had already started is revoked again.
    await waitFor(() => expect(db.refreshToken.count({ where: { revoked: { equals: false } } })).toBe(0))
  })

  it('after a failure the owner can correct the password and get in', async () => {
    const route = await openSignIn()
    await fillAndSubmit(route, 'demo@selera.my', 'not-the-password')
    await screen.findByRole('alert')
    await route.user.clear(password())
    await route.user.type(password(), 'selera-demo')
    await route.user.click(signInButton())
    await expectProfile(route)
  })
})
