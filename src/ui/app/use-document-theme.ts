import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

const current = () => document.documentElement.dataset.theme

/**
 * The theme the page is painted in (`<html data-theme>`, src/ui/app/theme.ts), re-rendering when it
 * changes: for what CSS cannot repaint by itself, such as a canvas drawn with colours read from tokens.
 */
export function useDocumentTheme(): string | undefined {
  return useSyncExternalStore(subscribe, current, () => undefined)
}
