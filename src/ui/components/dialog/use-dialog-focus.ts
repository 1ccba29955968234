import { useEffect, type RefObject } from 'react'

/**
 * The focus of a modal dialog: while `open`, it starts on `first` (the dialog's first control, or
 * the text it is for); when the dialog closes or goes, it goes back to what had it before, the
 * button that opened the dialog, if that is still in the page.
 */
export function useDialogFocus(open: boolean, first: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    first.current?.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [open, first])
}
