const KB = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const COUNT = new Intl.NumberFormat('en-MY')
/**
 * The account's timezone, in which the server also words its messages ("uploaded 22 Nov 2026
 * 18:13"). Spec §3's default; the settings screen will let the owner choose another.
 */
export const ACCOUNT_TIMEZONE = 'Asia/Kuala_Lumpur'
const WHEN = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACCOUNT_TIMEZONE,
})

/** Spec §2: the chosen file's size in KB. */
export function kilobytes(bytes: number): string {
  return `${KB.format(bytes / 1024)} KB`
}

export function count(n: number, one: string, many: string): string {
  return `${COUNT.format(n)} ${n === 1 ? one : many}`
}

/** A server timestamp for people; the raw text when it does not parse. */
export function when(timestamp: string): string {
  const time = Date.parse(timestamp)
  return Number.isNaN(time) ? timestamp : WHEN.format(time)
}
