/**
 * Money, counts and percentages, one style throughout the app, the backend's messages, the insights
 * and the report: the currency's symbol then the amount, no space (`RM1,234.50`, `-RM12.00`, as
 * Malaysian business writing has it), thousands separators, percentages with their sign.
 */
import { cached, DEFAULT_LOCALE, intlTag, type Currency, type Locale } from './locale'

/** The symbol written before an amount; our own table, since Intl writes `MYR` or `RM ` by language. */
const SYMBOLS: Record<Currency, string> = { MYR: 'RM', USD: 'US$', SGD: 'S$' }

/** `RM`, `US$`, `S$`: for labels that name the currency without an amount ('Sales amount (S$)'). */
export function currencySymbol(currency: Currency = DEFAULT_LOCALE.currency): string {
  return SYMBOLS[currency]
}

function digits(locale: Locale, min: number, max: number): Intl.NumberFormat {
  return cached(`n:${locale.language}:${min}:${max}`, () => new Intl.NumberFormat(intlTag(locale.language), { minimumFractionDigits: min, maximumFractionDigits: max }))
}

function amount(value: number, locale: Locale, decimals: number): string {
  const text = digits(locale, decimals, decimals).format(Math.abs(value))
  // An amount that rounds to zero is never negative: `RM0.00`, not `-RM0.00`.
  const negative = value < 0 && /[1-9]/.test(text)
  return `${negative ? '-' : ''}${SYMBOLS[locale.currency]}${text}`
}

/** `RM1,234.50`: to the sen. */
export function money(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return amount(value, locale, 2)
}

/** `RM1,235`: chart labels and round figures, where sen are noise. */
export function moneyWhole(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return amount(value, locale, 0)
}

/** In sentences: whole units from 100 up (`RM1,240`), to the sen below (`RM14.20`), where the sen still mean something. */
export function moneyBrief(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return Math.round(Math.abs(value) * 100) < 10_000 ? money(value, locale) : moneyWhole(value, locale)
}

/** `RM12.3K`: axis ticks. */
export function moneyCompact(value: number, locale: Locale = DEFAULT_LOCALE): string {
  const compact = cached(`c:${locale.language}`, () => new Intl.NumberFormat(intlTag(locale.language), { notation: 'compact', maximumFractionDigits: 1 }))
  return `${value < 0 ? '-' : ''}${SYMBOLS[locale.currency]}${compact.format(Math.abs(value))}`
}

/** A whole number with thousands separators: `14,095`. */
export function count(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return digits(locale, 0, 0).format(value)
}

/** A quantity, up to 3 decimals (weighed items): `1.25`. */
export function quantity(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return digits(locale, 0, 3).format(value)
}

/** A ratio as a percentage: `percent(0.583)` is `58%`, `percent(0.0421, 1)` is `4.2%`. */
export function percent(ratio: number, decimals = 0, locale: Locale = DEFAULT_LOCALE): string {
  return `${digits(locale, decimals, decimals).format(Math.abs(ratio) * 100)}%`
}

/** A change in percent, signed, 1 decimal: `+12.5%`, `-2.1%`, `0.0%`; an en dash when there is nothing to compare with. */
export function percentChange(change: number | null, locale: Locale = DEFAULT_LOCALE): string {
  if (change === null) return '–'
  const text = digits(locale, 1, 1).format(Math.abs(change))
  const sign = /[1-9]/.test(text) ? (change > 0 ? '+' : '-') : ''
  return `${sign}${text}%`
}

/** A file size in KB, 1 decimal: `12.3 KB`. */
export function kilobytes(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${digits(locale, 1, 1).format(bytes / 1024)} KB`
}

/** `part` as a share of `total`: `4.2%` (1 decimal unless told), `0.0%` of nothing. */
export function share(part: number, total: number, decimals = 1, locale: Locale = DEFAULT_LOCALE): string {
  return percent(total > 0 ? part / total : 0, decimals, locale)
}

/**
 * A file size in MB, 1 decimal, rounded up, so a file just over a limit never reads as the limit
 * (`10.1 MB` beside "the maximum is 10MB", not `10.0 MB`).
 */
export function megabytes(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${digits(locale, 1, 1).format(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB`
}
