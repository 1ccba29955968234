import type { PreferenceSettings } from '../../../kernel/contract'
import { applyLanguage, applyTheme } from './theme'

let stopFollowingTheme: (() => void) | null = null

/**
 * Makes the owner's preferences take effect on the page: the theme (light, dark, or the device's,
 * followed live) and `<html lang>`. Called when Settings load them and when the owner changes one.
 */
export function applyPreferences({ theme, language }: Pick<PreferenceSettings, 'theme' | 'language'>): void {
  stopFollowingTheme?.()
  stopFollowingTheme = applyTheme(theme)
  applyLanguage(language)
}
