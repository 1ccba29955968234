import type { ButtonHTMLAttributes } from 'react'

// Kept beside SubmitButton, the one button the landing page has, so that page loads no other module for it.
export { BusyLabel, type BusyLabelProps } from '../field/field'

export type ActionButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'aria-disabled' | 'onClick'> & {
  /** Whether a press acts now (the machine's `can`); when not, the button says so and keeps its place in the tab order. */
  enabled: boolean
  /** Its work is running: a spinner before its words. */
  busy: boolean
  onAct: () => void
}

/**
 * A button the machine may refuse for a while (a Refresh while loading, a Download while another is
 * fetched): `aria-disabled` rather than `disabled`, so it keeps the focus a press gave it, and a
 * refused press does nothing.
 */
export function ActionButton({ enabled, busy, onAct, children, ...button }: ActionButtonProps) {
  return (
    <button
      type="button"
      {...button}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onAct()
      }}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
