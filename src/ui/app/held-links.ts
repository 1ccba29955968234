import { useEffect } from 'react'

/** Whether a click would follow a link to another page of the app in this tab. */
function heldPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null
  return url.pathname + url.search + url.hash
}

/**
 * While `active`, a click on a link to another page of the app (the navigation, the brand, any link)
 * does not navigate: `onHeld` gets where it leads instead. The app's router is a `<BrowserRouter>`,
 * which has no navigation blocking (`useBlocker` needs a data router, whose code would push the
 * landing page past its budget, docs/decisions/005-landing-page-budget.md). The click is held in
 * the capture phase, before the router's link sees it. Links opening elsewhere (a new tab, a
 * download, another site) and in-page anchors pass.
 */
export function useHeldLinks(active: boolean, onHeld: (to: string) => void): void {
  useEffect(() => {
    if (!active) return
    const hold = (event: MouseEvent) => {
      const to = heldPath(event)
      if (to === null) return
      event.preventDefault()
      onHeld(to)
    }
    document.addEventListener('click', hold, true)
    return () => document.removeEventListener('click', hold, true)
  }, [active, onHeld])
}

/** While `active`, the browser asks before the page is reloaded, closed or left for another site. */
export function useAskBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [active])
}
