import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { setChaosRule } from '../../../tests/utils/chaos'
import { renderRoute, type RenderedRoute } from '../../../tests/utils/render'
import { validateWithBackend } from '../../api/auth'
import { getAccessToken } from '../../api/auth-token'
import { PROTECTED, TITLE_OF, expectSignInScreen, expectScreen, mainNav } from '../../../tests/utils/app-shell'

/** The navigation items, in order, and where each goes (docs/product.md#navigation). */
const NAV = [
  ['Company Profile', '/profile'],
  ['Dashboard', '/dashboard'],
  ['Upload Data', '/upload'],
  ['AI Chat', '/chat'],
  ['Generated Media', '/media'],
  ['Settings', '/settings'],
] as const

async function expectLanding(route: RenderedRoute) {
  await screen.findByRole('heading', { name: 'Get Started Today' })
  expect(route.location().pathname).toBe('/')
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
}

describe('app shell: route guards (docs/product.md#route-table)', () => {
  it.each(PROTECTED)('%s redirects to /login when signed out', async (path) => {
    const route = await renderRoute(path)
    await expectSignInScreen(route)
    expect(screen.queryByRole('heading', { name: TITLE_OF[path] })).not.toBeInTheDocument()
  })

  it.each(PROTECTED)('%s shows "%s" when signed in', async (path, title) => {
    const route = await renderRoute(path, { user: 'demo' })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(route.location().pathname).toBe(path)
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled()
  })

  it.each(['/nope', '/profile/extra', '/Dashboard-2', '/login/again'])('unknown path %s goes to / when signed out', async (path) => {
    const route = await renderRoute(path)
    await expectLanding(route)
  })

  it.each(['/nope', '/profile/extra', '/settings/danger'])('unknown path %s goes to / when signed in', async (path) => {
    const route = await renderRoute(path, { user: 'demo' })
    await expectLanding(route)
    // Still signed in: the landing page is public, the session is untouched.
    expect(route.session.getSnapshot().hasTag('signedIn')).toBe(true)
    expect(getAccessToken()).not.toBeNull()
  })

  it('/ and /login are public', async () => {
    const landing = await renderRoute('/')
    await expectLanding(landing)
    landing.unmount()
    const login = await renderRoute('/login')
    await expectSignInScreen(login)
  })

  it('/login when signed in goes to /profile', async () => {
    const route = await renderRoute('/login', { user: 'new' })
    await expectScreen(route, '/profile')
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument()
  })
})

describe('app shell: navigation (docs/product.md#navigation)', () => {
  it('has exactly the product items in order, then Logout', async () => {
    await renderRoute('/profile', { user: 'demo' })
    const nav = await mainNav()
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(NAV.map(([label]) => label))
    links.forEach((link, i) => expect(link).toHaveAttribute('href', NAV[i]![1]))
    const buttons = within(nav).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Open menu', 'Logout'])
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([...NAV.map(([label]) => label), 'Logout'])
  })

  it('marks the current route in the navigation', async () => {
    await renderRoute('/upload', { user: 'demo' })
    const nav = await mainNav()
    expect(within(nav).getByRole('link', { name: 'Upload Data' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('each link navigates to its screen', async () => {
    const route = await renderRoute('/settings', { user: 'demo' })
    await expectScreen(route, '/settings')
    for (const [label, path] of NAV) {
      await route.user.click(within(await mainNav()).getByRole('link', { name: label }))
      await expectScreen(route, path)
    }
  })

  it('the brand link goes to /profile', async () => {
    const route = await renderRoute('/media', { user: 'demo' })
    await expectScreen(route, '/media')
    await route.user.click(screen.getByRole('link', { name: 'Selera, company profile' }))
    await expectScreen(route, '/profile')
  })

  it('shows who is signed in', async () => {
    await renderRoute('/profile', { user: 'demo' })
    expect(await screen.findByText('Kopi Kita Café')).toBeInTheDocument()
    expect(screen.getByText('demo@selera.my')).toBeInTheDocument()
    expect(screen.getByRole('main')).not.toContainElement(screen.getByText('demo@selera.my'))
  })

  it('Logout clears the token, revokes the session and lands on /login with "You have signed out."', async () => {
    const route = await renderRoute('/dashboard', { user: 'demo' })
    await expectScreen(route, '/dashboard')
    expect(getAccessToken()).not.toBeNull()
    await route.user.click(screen.getByRole('button', { name: 'Logout' }))
    await expectSignInScreen(route)
    expect(getAccessToken()).toBeNull()
    expect(await screen.findByRole('status')).toHaveTextContent('You have signed out.')
    await waitFor(() => expect(route.session.getSnapshot().matches('signedOut')).toBe(true))
    // The auth service forgot the session too: its refresh token no longer works.
    expect(db.refreshToken.count({ where: { revoked: { equals: false } } })).toBe(0)
  })

  it('after Logout the owner can sign in again and is back on /profile', async () => {
    const route = await renderRoute('/chat', { user: 'demo' })
    await expectScreen(route, '/chat')
    await route.user.click(screen.getByRole('button', { name: 'Logout' }))
    await expectSignInScreen(route)
    await route.user.type(screen.getByLabelText('Email'), 'new@selera.my')
    await route.user.type(screen.getByLabelText('Password'), 'selera-demo')
    await route.user.click(screen.getByRole('button', { name: 'Sign In' }))
    await expectScreen(route, '/profile')
    expect(await screen.findByText('Warung Baru')).toBeInTheDocument()
    expect(getAccessToken()).not.toBeNull()
  })

  it('a 401 from a protected call signs out and lands on /login with "Your session has ended. Please sign in again."', async () => {
    const route = await renderRoute('/dashboard', { user: 'demo' })
    await expectScreen(route, '/dashboard')
    setChaosRule('POST /auth', { status: 401, body: { detail: 'Token expired' } })
    // What a screen's machine does: a protected call, which the backend refuses.
    await expect(validateWithBackend()).rejects.toMatchObject({ kind: 'http', message: 'Backend validation failed' })
    await expectSignInScreen(route)
    expect(getAccessToken()).toBeNull()
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.')
  })

  it('a protected call answering 500 does not sign out', async () => {
    const route = await renderRoute('/dashboard', { user: 'demo' })
    await expectScreen(route, '/dashboard')
    setChaosRule('POST /auth', { status: 500 })
    await expect(validateWithBackend()).rejects.toMatchObject({ kind: 'http' })
    expect(route.location().pathname).toBe('/dashboard')
    expect(getAccessToken()).not.toBeNull()
  })
})
