import { useEffect, useEffectEvent, type RefObject } from 'react'

/** What can take the focus inside a dialog. */
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * The keys of a modal dialog while it is open: Escape calls `onEscape`; Tab and Shift+Tab go round
 * what can take the focus inside it. Listened for on the document, not on the dialog: when the
 * focused control is disabled or removed (an Upload button while its file uploads, a Generate
 * button while it generates), the focus falls to the page's body, and the dialog's keys must still
 * work from there — Tab then comes back into the dialog.
 */
export function useModalKeys(boxRef: RefObject<HTMLElement | null>, open: boolean, onEscape: () => void): void {
  const escape = useEffectEvent(onEscape)
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      const box = boxRef.current
      if (!box) return
      if (event.key === 'Escape') {
        event.preventDefault()
        escape()
        return
      }
      if (event.key !== 'Tab') return
      // In document order: jsdom's querySelectorAll of a selector list returns them by selector.
      const stops = [...box.querySelectorAll<HTMLElement>('*')].filter((element) => element.matches(FOCUSABLE))
      const focused = document.activeElement
      const inside = focused instanceof HTMLElement && focused !== box && box.contains(focused)
      const leavingForward = !event.shiftKey && (focused === stops.at(-1) || !inside)
      const leavingBack = event.shiftKey && (focused === stops[0] || !inside)
      if (leavingForward || leavingBack) {
        event.preventDefault()
        ;(leavingForward ? stops[0] : stops.at(-1))?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, boxRef])
}
