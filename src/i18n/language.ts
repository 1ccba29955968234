import { baseLocale, getLocale, locales, setLocale, type Locale } from './paraglide/runtime.js'

/** The languages the catalogue holds, the same codes as the settings' `language` (en, ms, zh). */
export const CATALOGUE_LANGUAGES = locales
export const BASE_LANGUAGE = baseLocale
export type CatalogueLanguage = Locale

const listeners = new Set<() => void>()

/** The language messages are read in now: the base language until one is set. */
export function catalogueLanguage(): CatalogueLanguage {
  return getLocale()
}

/**
 * Reads every message in `language` from now on and tells the listeners (the app re-renders). Paraglide's
 * `setLocale` reloads the page by default; the app re-renders instead, keeping whatever the owner was doing.
 */
export function setCatalogueLanguage(language: CatalogueLanguage): void {
  if (language === getLocale()) return
  void setLocale(language, { reload: false })
  for (const listener of listeners) listener()
}

/** Calls `listener` after each change of language; returns the way to stop. */
export function onCatalogueLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
