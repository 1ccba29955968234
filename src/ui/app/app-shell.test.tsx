import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { setChaosRule } from '../../../tests/utils/chaos'
import { leaveLead } from '../../../tests/utils/leads'
import { renderRoute, type RenderedRoute } from '../../../tests/utils/render'
import { validateWithBackend } from '../../api/auth'
import { getAccessToken } from '../../api/auth-token'

/** The signed-in routes and the titles their screens show (docs/product.md#route-table). */
const PROTECTED = [
  ['/profile', 'Company Profile - Help our AI understand your business better'],
  ['/dashboard', 'Dashboard'],
  ['/upload', 'Upload Your Business Data'],
  ['/chat', 'AI Business Assistant'],
  ['/media', 'Generated Media'],
  ['/settings', 'Settings'],
] as const

/** The navigation items, in order, and where each goes (docs/product.md#navigation). */
const NAV = [
  ['Company Profile', '/profile'],
  ['Dashboard', '/dashboard'],
  ['Upload Data', '/upload'],
  ['AI Chat', '/chat'],
  ['Generated Media', '/media'],
  ['Settings', '/settings'],
] as const

const TITLE_OF: Record<string, string> = Object.fromEntries(PROTECTED)

async function expectSignInScreen(route: RenderedRoute) {
  await screen.findByRole('heading', { name: 'Welcome Back' })
  expect(route.location().pathname).toBe('/login')
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
}

async function expectLanding(route: RenderedRoute) {
  await screen.findByRole('heading', { name: 'Get Started Today' })
  expect(route.location().pathname).toBe('/')
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
}

async function expectScreen(route: RenderedRoute, path: string) {
  expect(await screen.findByRole('heading', { level: 1, name: TITLE_OF[path] })).toBeInTheDocument()
  expect(route.location().pathname).toBe(path)
}

/** The signed-in navigation (the layout's only `nav`), once it is on screen. */
const mainNav = () => screen.findByRole('navigation', { name: 'Main' })
const menuToggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ })
/** The list the toggle controls, found through its aria-controls (jsdom applies no CSS, so visibility is the data-open flag). */
function controlledList(): HTMLElement {
  const id = menuToggle().getAttribute('aria-controls')
  const list = id ? document.getElementById(id) : null
  if (!list) throw new Error('The menu toggle controls no element')
  return list
}

function expectMenu(open: boolean) {
  const toggle = menuToggle()
  expect(toggle).toHaveAttribute('aria-expanded', String(open))
  expect(toggle).toHaveAccessibleName(open ? 'Close menu' : 'Open menu')
  expect(controlledList()).toHaveAttribute('data-open', String(open))
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

describe('app shell: the navigation toggle on small screens', () => {
  it('opens and closes the list, with its name and aria-expanded following', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    expectMenu(false)
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(menuToggle())
    expectMenu(false)
  })

  it('Escape closes it and puts focus back on the toggle', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    // Focus inside the list, on a link that is about to be hidden.
    within(controlledList()).getByRole('link', { name: 'Settings' }).focus()
    await route.user.keyboard('{Escape}')
    expectMenu(false)
    expect(menuToggle()).toHaveFocus()
    expect(route.location().pathname).toBe('/profile')
  })

  it('a press outside the navigation closes it', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(screen.getByRole('heading', { level: 1 }))
    expectMenu(false)
  })

  it('choosing a link closes it and navigates', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(within(controlledList()).getByRole('link', { name: 'AI Chat' }))
    await expectScreen(route, '/chat')
    expectMenu(false)
  })

  it('choosing the link of the current screen closes it too', async () => {
    const route = await renderRoute('/profile', { user: 'demo' })
    await mainNav()
    await route.user.click(menuToggle())
    expectMenu(true)
    await route.user.click(within(controlledList()).getByRole('link', { name: 'Company Profile' }))
    await expectScreen(route, '/profile')
    await waitFor(() => expectMenu(false))
  })
})

describe('app shell: the demo bar (demo mode)', () => {
  it('is shown on signed-in screens only', async () => {
    const login = await renderRoute('/login')
    await expectSignInScreen(login)
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument()
    login.unmount()
    await renderRoute('/dashboard', { user: 'demo' })
    expect(await screen.findByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument()
  })

  it("'Reset demo data' asks first; Cancel resets nothing", async () => {
    await leaveLead()
    const route = await renderRoute('/profile', { user: 'demo' })
    const bar = await screen.findByRole('complementary', { name: 'Demo mode' })
    await route.user.click(within(bar).getByRole('button', { name: 'Reset demo data' }))
    expect(within(bar).getByText('Reset every demo account to its starting data? You will be signed out.')).toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Yes, reset' })).toHaveFocus()
    await route.user.click(within(bar).getByRole('button', { name: 'Cancel reset' }))
    expect(within(bar).getByRole('button', { name: 'Reset demo data' })).toBeEnabled()
    expect(within(bar).getByRole('button', { name: 'Reset demo data' })).toHaveFocus()
    expect(within(bar).getByRole('status')).toHaveTextContent(/^$/)
    expect(db.lead.count()).toBe(1)
  })

  it("'Yes, reset' puts the fake backend back to its seed (a lead left before is gone) and signs the presenter out", async () => {
    await leaveLead()
    expect(db.lead.count()).toBe(1)
    const route = await renderRoute('/profile', { user: 'demo' })
    const bar = await screen.findByRole('complementary', { name: 'Demo mode' })
    await route.user.click(within(bar).getByRole('button', { name: 'Reset demo data' }))
    await route.user.click(within(bar).getByRole('button', { name: 'Yes, reset' }))
    await waitFor(() => expect(route.location().pathname).toBe('/login'))
    expect(await screen.findByRole('status')).toHaveTextContent('Demo data reset. Sign in to start again.')
    expect(db.lead.count()).toBe(0)
    expect(db.account.count()).toBe(2)
    expect(getAccessToken()).toBeNull()
  })

  it('a failed reset says so and leaves the data as it was', async () => {
    await leaveLead()
    setChaosRule('POST /demo/reset', { status: 500 })
    const route = await renderRoute('/profile', { user: 'demo' })
    const bar = await screen.findByRole('complementary', { name: 'Demo mode' })
    await route.user.click(within(bar).getByRole('button', { name: 'Reset demo data' }))
    await route.user.click(within(bar).getByRole('button', { name: 'Yes, reset' }))
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Could not reset the demo data. Try again.'))
    expect(db.lead.count()).toBe(1)
    expect(within(bar).getByRole('button', { name: 'Reset demo data' })).toBeEnabled()
  })
})
