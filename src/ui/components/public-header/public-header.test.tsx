import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PublicHeader, type PublicHeaderLink } from './public-header'

const LINKS: PublicHeaderLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '/#features' },
  { label: 'Support', href: '#support' },
]

function Where() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.hash}</output>
}

function renderHeader(props: Partial<Parameters<typeof PublicHeader>[0]> = {}, route = '/login') {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={[route]}>
      <PublicHeader links={LINKS} action={<button type="button">Sign In</button>} {...props} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
  return { user, toggle: () => screen.getByRole('button', { name: /menu/i }) }
}

describe('PublicHeader', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows a banner with the brand linking home, a Main navigation with the links, and the action', () => {
    renderHeader()
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Selera' })).toHaveAttribute('href', '/')
    const nav = within(banner).getByRole('navigation', { name: 'Main' })
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3)
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features')
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '#support')
    expect(within(banner).getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('renders route links through the router and anchors as plain links', async () => {
    const { user } = renderHeader()
    expect(screen.getByLabelText('location')).toHaveTextContent('/login')
    await user.click(screen.getByRole('link', { name: 'Features' }))
    expect(screen.getByLabelText('location')).toHaveTextContent('/#features')
    await user.click(screen.getByRole('link', { name: 'Home' }))
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/)
  })

  it('the toggle opens and closes the menu it controls', async () => {
    const { user, toggle } = renderHeader()
    const button = toggle()
    expect(button).toHaveAccessibleName('Open menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(list).toBe(screen.getByRole('list'))
    expect(list).toHaveAttribute('data-state', 'closed')

    await user.click(button)
    expect(button).toHaveAccessibleName('Close menu')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(list).toHaveAttribute('data-state', 'open')

    await user.click(button)
    expect(button).toHaveAccessibleName('Open menu')
    expect(list).toHaveAttribute('data-state', 'closed')
  })

  it.each(['Home', 'Features', 'Support'])('choosing the %s link closes the menu', async (name) => {
    const { user, toggle } = renderHeader()
    await user.click(toggle())
    await user.click(screen.getByRole('link', { name }))
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('Escape closes the menu and returns focus to the toggle', async () => {
    const { user, toggle } = renderHeader()
    await user.click(toggle())
    await user.tab()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(toggle()).toHaveFocus()
  })

  it('a press outside the header closes the menu, a press inside does not', async () => {
    const { user, toggle } = renderHeader()
    await user.click(toggle())
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByLabelText('location'))
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when the viewport grows past the breakpoint', async () => {
    let onChange: ((event: { matches: boolean }) => void) | undefined
    const matchMedia = vi.fn((query: string) => ({
      media: query,
      matches: false,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
        onChange = listener
      },
      removeEventListener: () => undefined,
    }))
    vi.stubGlobal('matchMedia', matchMedia)
    const { user, toggle } = renderHeader()
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 768px)')
    await user.click(toggle())
    act(() => onChange?.({ matches: false }))
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    act(() => onChange?.({ matches: true }))
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('offers a skip link to the main content when told where it is', () => {
    renderHeader({ mainId: 'main-content' })
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content')
  })

  it('has no skip link otherwise, and no action area without an action', () => {
    renderHeader({ action: undefined })
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument()
  })
})
