/** How the report writes money, changes, days and hours (all in the font's characters). */
import type { LocalDate } from '../time/calendar'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

const ringgit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/** `RM1,234.50`, `-RM12.00` for a net refund (written as the insights write it, no space). */
export function rm(value: number): string {
  return `${value < 0 ? '-' : ''}RM${ringgit.format(Math.abs(value))}`
}

/** `RM1,235`: chart labels, where sen are noise. */
export function rmWhole(value: number): string {
  return `${value < 0 ? '-' : ''}RM${whole.format(Math.abs(value))}`
}

export function quantity(value: number): string {
  return count.format(value)
}

/** `+4.2%`, `-2.3%`, `0.0%`; an en dash when there is nothing to compare with. */
export function percentChange(change: number | null): string {
  if (change === null) return '–'
  return `${change > 0 ? '+' : change < 0 ? '-' : ''}${Math.abs(change).toFixed(1)}%`
}

/** `16 – 22 November 2026`, `30 November – 6 December 2026`, `29 December 2025 – 4 January 2026`. */
export function weekRange(monday: LocalDate, sunday: LocalDate): string {
  const month = (date: LocalDate) => MONTHS[date.month - 1]!
  if (monday.year !== sunday.year) return `${monday.day} ${month(monday)} ${monday.year} – ${sunday.day} ${month(sunday)} ${sunday.year}`
  if (monday.month !== sunday.month) return `${monday.day} ${month(monday)} – ${sunday.day} ${month(sunday)} ${sunday.year}`
  return `${monday.day} – ${sunday.day} ${month(sunday)} ${sunday.year}`
}

/** `12:00–13:00` */
export function hourRange(hour: number): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`
}

/** `4.2%` of a whole, 1 decimal. */
export function share(part: number, total: number): string {
  return total > 0 ? `${((part / total) * 100).toFixed(1)}%` : '0.0%'
}
