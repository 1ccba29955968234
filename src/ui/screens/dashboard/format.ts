/**
 * How the dashboard writes numbers and times (spec §9: RM with two decimals), en-MY style with
 * thousands separators, no space after RM. Times are read in the account's zone: the one the numbers were computed
 * in (`metrics.timezone`), else spec §3's default.
 */
export const DEFAULT_TIMEZONE = 'Asia/Kuala_Lumpur'

const RM = new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const RM_COMPACT = new Intl.NumberFormat('en-MY', { notation: 'compact', maximumFractionDigits: 1 })
const COUNT = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 })
const PERCENT = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })
const SHARE = new Intl.NumberFormat('en-MY', { style: 'percent', maximumFractionDigits: 0 })

/**
 * `RM12,345.60`: written as Malaysian business writing does, and as the insights and the weekly
 * report write it (Intl's en-MY puts a no-break space after RM, which the insights beside the
 * cards do not have).
 */
export function money(value: number): string {
  return RM.format(value).replace(/RM\s/, 'RM')
}

/** `RM12.3K`: axis ticks, where two decimals would crowd the chart. */
export function moneyShort(value: number): string {
  return `${value < 0 ? '-' : ''}RM${RM_COMPACT.format(Math.abs(value))}`
}

export function count(value: number): string {
  return COUNT.format(value)
}

/** A change in percent, signed, 1 decimal: `+12.5%`, `-2.1%`, `0.0%`. */
export function percentChange(value: number): string {
  return `${PERCENT.format(value)}%`
}

/** A share of a whole, 0 to 1: `58%`. */
export function share(value: number): string {
  return SHARE.format(value)
}

/** The account's zone when the runtime knows it; the default otherwise. */
export function zoneOrDefault(zone: string | undefined): string {
  if (!zone) return DEFAULT_TIMEZONE
  try {
    new Intl.DateTimeFormat('en-MY', { timeZone: zone })
    return zone
  } catch {
    return DEFAULT_TIMEZONE
  }
}

/** 'Last updated': `16 Nov 2026, 3:04 pm` in the account's zone. */
export function updatedAt(timestamp: number, zone: string | undefined): string {
  return new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: zoneOrDefault(zone) }).format(timestamp)
}

const DAY = new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const DAY_LONG = new Intl.DateTimeFormat('en-MY', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** A local day `YYYY-MM-DD` (already in the account's zone) as `16 Nov`. */
export function shortDay(day: string): string {
  return DAY.format(Date.parse(`${day}T00:00:00Z`))
}

/** `Mon, 16 Nov 2026`. */
export function longDay(day: string): string {
  return DAY_LONG.format(Date.parse(`${day}T00:00:00Z`))
}

/** The heatmap's rows, as the series orders them (Monday first). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** An hour of the day as a clock reads it: `12 am`, `9 am`, `3 pm`. */
export function hourLabel(hour: number): string {
  const h = ((hour % 24) + 24) % 24
  const twelve = h % 12 === 0 ? 12 : h % 12
  return `${twelve} ${h < 12 ? 'am' : 'pm'}`
}

/**
 * The whole metrics object as text (spec §2: "raw formatted text"): JSON, two-space indented, with
 * short arrays and objects kept on one line so that the 7 × 24 heatmap reads as seven rows, not
 * 168 lines.
 */
export function formatJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  const line = inline(value)
  const primitives = Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')
  if (primitives || line.length + indent.length <= 96) return line
  const inner = `${indent}  `
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + formatJson(item, inner)).join(',\n')}\n${indent}]`
  const entries = definedEntries(value)
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`).join(',\n')}\n${indent}}`
}

function inline(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  return `{${definedEntries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')}}`
}

function definedEntries(value: object): Array<[string, unknown]> {
  return Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
}
