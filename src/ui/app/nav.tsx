import { useEffect, useId } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { m } from '../../i18n/messages'
import { MenuToggle } from '../components/menu-toggle/menu-toggle'
import { useCollapsibleMenu } from '../components/menu-toggle/use-collapsible-menu'

/** The navigation items, in order (docs/product.md#navigation); each label read when the menu renders. */
export const NAV_ITEMS = [
  { to: '/profile', get label() { return m.nav_profile() } },
  { to: '/dashboard', get label() { return m.nav_dashboard() } },
  { to: '/upload', get label() { return m.nav_upload() } },
  { to: '/chat', get label() { return m.nav_chat() } },
  { to: '/media', get label() { return m.nav_media() } },
  { to: '/settings', get label() { return m.nav_settings() } },
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
    <nav className="app-nav" aria-label={m.nav_label()} ref={containerRef}>
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
            {m.nav_logout()}
          </button>
        </li>
      </ul>
    </nav>
  )
}
