/**
 * The locale everything is written in: an account's language, currency and timezone (its settings),
 * defaulting to English, ringgit and Kuala Lumpur. Every formatter in kernel/format takes one, so the
 * settings' choices change the whole app, the backend's messages, the insights and the report alike.
 */
export const LANGUAGES = ['en', 'ms', 'zh'] as const
export const CURRENCIES = ['MYR', 'USD', 'SGD'] as const
export const TIMEZONES = ['Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Bangkok'] as const

export type Language = (typeof LANGUAGES)[number]
export type Currency = (typeof CURRENCIES)[number]

/** The one default zone: an account that has not chosen one, and any zone name the runtime does not know. */
export const DEFAULT_TIMEZONE = 'Asia/Kuala_Lumpur'

export interface Locale {
  language: Language
  currency: Currency
  /** An IANA zone name. */
  timezone: string
}

export const DEFAULT_LOCALE: Locale = { language: 'en', currency: 'MYR', timezone: DEFAULT_TIMEZONE }

/** The BCP 47 tag Intl is asked with: the language as written in Malaysia. */
export function intlTag(language: Language): string {
  return `${language}-MY`
}

/** `zone` when the runtime knows it, else the default zone. */
export function knownZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIMEZONE
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone
  } catch {
    return DEFAULT_TIMEZONE
  }
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

/** Intl formatters are costly to build and cheap to reuse: one per language and options. */
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, build: () => T): T {
  let formatter = cache.get(key) as T | undefined
  if (!formatter) cache.set(key, (formatter = build()))
  return formatter
}

/** The default locale in another zone (English, ringgit): for times alone, where no amount is written. */
export function localeIn(timezone: string | null | undefined): Locale {
  return { ...DEFAULT_LOCALE, timezone: timezone || DEFAULT_TIMEZONE }
}

/**
 * The locale an answer is shown in: its zone and currency (GET /metrics says both), in English, the
 * one language Selera writes yet; the defaults for what the answer does not say.
 */
export function localeOf({ timezone, currency }: { timezone?: string | null | undefined; currency?: Currency | null | undefined }): Locale {
  return { ...DEFAULT_LOCALE, timezone: timezone || DEFAULT_TIMEZONE, currency: currency ?? DEFAULT_LOCALE.currency }
}
