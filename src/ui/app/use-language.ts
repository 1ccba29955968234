import { useSyncExternalStore } from 'react'
import { catalogueLanguage, onCatalogueLanguage, type CatalogueLanguage } from '../../i18n/language'

/**
 * The language messages are read in; the component re-renders when it changes. App reads it, so a
 * change re-renders the whole tree (no screen is memoised) and every message is read again.
 */
export function useLanguage(): CatalogueLanguage {
  return useSyncExternalStore(onCatalogueLanguage, catalogueLanguage, catalogueLanguage)
}
