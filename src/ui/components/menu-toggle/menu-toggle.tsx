import type { Ref } from 'react'
import { m } from '../../../i18n/messages'
import './menu-toggle.css'

export interface MenuToggleProps {
  open: boolean
  controls: string
  onToggle: () => void
  ref?: Ref<HTMLButtonElement>
  className?: string
}

/** The small-screen menu button of both headers: an icon, named 'Open menu' / 'Close menu'. */
export function MenuToggle({ open, controls, onToggle, ref, className }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`menu-toggle${className ? ` ${className}` : ''}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="visually-hidden">{open ? m.menu_close() : m.menu_open()}</span>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  )
}
