import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { m } from '../../../i18n/messages'
import { useCollapsibleMenu } from '../menu-toggle/use-collapsible-menu'
import { BrandMark } from './brand-mark'
import { MenuToggle } from '../menu-toggle/menu-toggle'
import '../../styles/index.css'
import './public-header.css'

export interface PublicHeaderLink {
  label: string
  /** An in-page anchor (`#features`) or an app route (`/`, `/#features`). */
  href: string
}

export interface PublicHeaderProps {
  links: PublicHeaderLink[]
  /** Shown at the end of the bar on every screen size, e.g. the Sign In button. */
  action?: ReactNode
  /** The id of the page's main content: when given, a "Skip to main content" link leads there. */
  mainId?: string
}

/** Must match the 768 px breakpoint in public-header.css, where the links show inline. */
const WIDE_VIEWPORT = '(min-width: 768px)'

function HeaderLink({ link, onChoose }: { link: PublicHeaderLink; onChoose: () => void }) {
  if (link.href.startsWith('/')) {
    return (
      <Link className="public-header__link" to={link.href} onClick={onChoose}>
        {link.label}
      </Link>
    )
  }
  return (
    <a className="public-header__link" href={link.href} onClick={onChoose}>
      {link.label}
    </a>
  )
}

/**
 * The header of the public pages (landing, sign-in). Below 768 px the links collapse behind a toggle
 * driven by the menu machine; it closes when a link is chosen, on Escape, on a press outside the
 * header, and when the viewport grows past the breakpoint.
 */
export function PublicHeader({ links, action, mainId }: PublicHeaderProps) {
  const { open, containerRef, toggleRef, toggle, close } = useCollapsibleMenu(WIDE_VIEWPORT)
  const menuId = useId()

  return (
    <header className="public-header" ref={containerRef}>
      {mainId ? (
        <a className="skip-link" href={`#${mainId}`}>
          {m.publicHeader_skipToMain()}
        </a>
      ) : null}
      <div className="container public-header__bar">
        <Link className="public-header__brand" to="/">
          <BrandMark />
          <span>Selera</span>
        </Link>
        <nav className="public-header__nav" aria-label={m.publicHeader_navLabel()}>
          <MenuToggle
            ref={toggleRef}
            className="public-header__toggle"
            open={open}
            controls={menuId}
            onToggle={toggle}
          />
          <ul id={menuId} className="public-header__links" data-state={open ? 'open' : 'closed'}>
            {links.map((link) => (
              <li key={link.href}>
                <HeaderLink link={link} onChoose={close} />
              </li>
            ))}
          </ul>
        </nav>
        {action ? <div className="public-header__action">{action}</div> : null}
      </div>
    </header>
  )
}
