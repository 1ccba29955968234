import { useEffect, useId } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { MenuToggle } from '../components/menu-toggle/menu-toggle'
import { useCollapsibleMenu } from '../components/menu-toggle/use-collapsible-menu'

/** The navigation items, in order (docs/product.md#navigation). */
export const NAV_ITEMS = [
  { to: '/profile', label: 'Company Profile' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/upload', label: 'Upload Data' },
  { to: '/chat', label: 'AI Chat' },
  { to: '/media', label: 'Generated Media' },
  { to: '/settings', label: 'Settings' },
] as const

/** Must match the 1024 px breakpoint in layout.css, where the items show inline. */
const WIDE_VIEWPORT = '(min-width: 1024px)'

export interface NavProps {
  onLogout: () => void
  loggingOut: boolean
}

/** The signed-in navigation; below 1024 px it collapses behind a toggle (docs/product.md#navigation). */
export function Nav({ onLogout, loggingOut }: NavProps) {
  const { open, containerRef, toggleRef, toggle, close } = useCollapsibleMenu(WIDE_VIEWPORT)
  const listId = useId()
  const { pathname } = useLocation()

  // Choosing a destination closes the menu, whichever way the route changed.
  useEffect(close, [pathname]) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <nav className="app-nav" aria-label="Main" ref={containerRef}>
      <MenuToggle ref={toggleRef} className="app-nav__toggle" open={open} controls={listId} onToggle={toggle} />
      <ul id={listId} className="app-nav__list" data-open={open}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="app-nav__link" onClick={close}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="app-nav__logout">
          <button type="button" className="btn btn-secondary btn-sm" onClick={onLogout} disabled={loggingOut}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  )
}
