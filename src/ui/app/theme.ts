import type { Language, Theme } from '../../../kernel/contract'
import { setCatalogueLanguage } from '../../i18n/language'

/** Where this device keeps the theme chosen last, so the next visit paints in it before any request. */
export const THEME_STORAGE_KEY = 'selera-theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

let stopFollowing: (() => void) | null = null

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system'
}

/** The theme chosen last on this device; 'system' before any choice (or when storage is off). */
export function rememberedTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    return isTheme(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

function remember(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage off (a private window, a policy): this visit still shows the theme; the next starts from the device's.
  }
}

function paint(theme: 'light' | 'dark'): void {
  document.documentElement.dataset.theme = theme
}

/**
 * Paints the page in `theme` (`<html data-theme="light|dark">`, which tokens.css reads) and remembers
 * it on this device. 'system' follows the device's light or dark setting live, until the returned
 * function is called or another theme is applied (each call ends the previous one's following).
 */
export function applyTheme(theme: Theme): () => void {
  stopFollowing?.()
  stopFollowing = null
  remember(theme)
  const query = theme === 'system' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
  if (!query) {
    paint(theme === 'dark' ? 'dark' : 'light')
    return () => {}
  }
  const follow = () => paint(query.matches ? 'dark' : 'light')
  follow()
  query.addEventListener('change', follow)
  const stop = () => {
    query.removeEventListener('change', follow)
    if (stopFollowing === stop) stopFollowing = null
  }
  stopFollowing = stop
  return stop
}

/**
 * The owner's language: every message from the catalogue, and `<html lang>` (screen readers pronounce,
 * and browsers hyphenate and translate, in it).
 */
export function applyLanguage(language: Language): void {
  setCatalogueLanguage(language)
  document.documentElement.lang = language
}
