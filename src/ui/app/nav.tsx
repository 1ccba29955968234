import { useSelector } from '@xstate/react'
import { useEffect, useId } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { menuMachine } from '../../machines/menu/menu.machine'
import { useMachineActor } from './inspection'
import { MenuToggle } from '../components/menu-toggle/menu-toggle'

/** Spec §2: the navigation items, in order. */
export const NAV_ITEMS = [
  { to: '/profile', label: 'Company Profile' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/upload', label: 'Upload Data' },
  { to: '/chat', label: 'AI Chat' },
  { to: '/media', label: 'Generated Media' },
  { to: '/settings', label: 'Settings' },
] as const

export interface NavProps {
  onLogout: () => void
  loggingOut: boolean
}

/** The signed-in navigation; below 1024 px it collapses behind a toggle (spec §2). */
export function Nav({ onLogout, loggingOut }: NavProps) {
  const menu = useMachineActor(menuMachine)
  const open = useSelector(menu, (snapshot) => snapshot.matches('open'))
  const listId = useId()
  const { pathname } = useLocation()

  // Choosing a destination closes the menu, whichever way the route changed.
  useEffect(() => menu.send({ type: 'menu.close' }), [pathname, menu])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') menu.send({ type: 'menu.close' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, menu])

  return (
    <nav className="app-nav" aria-label="Main">
      <MenuToggle className="app-nav__toggle" open={open} controls={listId} onToggle={() => menu.send({ type: 'menu.toggle' })} />
      <ul id={listId} className="app-nav__list" data-open={open}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="app-nav__link">
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
