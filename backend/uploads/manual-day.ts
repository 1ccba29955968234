/**
 * A day that already has a manual entry (docs/product.md#manual-entry): a second entry for it is
 * not stored silently. Without a `mode` the answer asks (status `manual_exists`, nothing stored);
 * `replace` takes the day's earlier manual entries out first, `add` stores the new one beside them.
 * Only manual entries count: sales read from files are the POS's, which an entry may add to (a
 * day's cash sales, say).
 */
import { UPLOAD_STATUS, type ManualMode, type UploadResponse } from '../../kernel/contract'
import { counted, DEFAULT_LOCALE, formatDay, money, type Locale } from '../../kernel/format'
import type { Store } from '../store'
import { parseIsoDay, type LocalDate } from '../time/calendar'
import { apiError } from '../errors'

/** An entry as its answer says it: `RM1,234.50 and 52 orders for 14 Jan 2025`, in the account's currency. */
export function entryWhat(amount: number, orders: number | null, day: LocalDate, locale: Locale = DEFAULT_LOCALE): string {
  return `${money(amount, locale)}${orders === null ? '' : ` and ${counted(orders, 'order')}`} for ${formatDay(day)}`
}

/**
 * An entry's upload summary (GET /uploads): `Manual entry, RM1,234.50 for 14 Jan 2025, 2 customers`.
 * Written when listed, from the stored day total, so it follows the account's currency.
 */
export function entrySummary(total: { date: string; netAmount: number; orders: number | null; customers: readonly string[] }, locale: Locale = DEFAULT_LOCALE): string {
  const day = parseIsoDay(total.date)
  const what = day ? entryWhat(total.netAmount, total.orders, day, locale) : money(total.netAmount, locale)
  return ['Manual entry', what, ...(total.customers.length > 0 ? [counted(total.customers.length, 'customer')] : [])].join(', ')
}

/** The form's `mode` part: absent, or one of the two answers to the question. */
export function checkMode(text: string | null): ManualMode | null {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') return null
  if (trimmed === 'replace' || trimmed === 'add') return trimmed
  throw apiError(400, `The mode must be 'replace' or 'add', not '${trimmed}'.`)
}

export interface DayEntries {
  /** Upload ids of the day's manual entries. */
  ids: string[]
  /** Their sales together. */
  amount: number
}

/** The manual entries stored for `date` (`YYYY-MM-DD`), and their sales together. */
export async function manualEntriesOn(store: Store, accountId: string, date: string): Promise<DayEntries> {
  const ids = (await store.uploads.findAll({ account_id: accountId, kind: 'manual', from: date }, [['uploaded_at', 'asc']])).map((record) => record.id)
  const amount = (await store.sales
    .dayTotalsOf(accountId))
    .filter((total) => ids.includes(total.uploadId))
    .reduce((sum, total) => sum + total.netAmount, 0)
  return { ids, amount }
}

function entries(day: DayEntries): string {
  return day.ids.length === 1 ? 'a manual entry' : counted(day.ids.length, 'manual entry', 'manual entries')
}

/** The question, as an answer that stored nothing: "14 Jan 2025 already has a manual entry: RM1,234.50." (the account's currency). */
export function dayTakenAnswer(day: LocalDate, earlier: DayEntries, locale: Locale = DEFAULT_LOCALE): UploadResponse {
  const total = earlier.ids.length === 1 ? money(earlier.amount, locale) : `${money(earlier.amount, locale)} in all`
  return {
    upload_completed: false,
    status: UPLOAD_STATUS.manualExists,
    message: `${formatDay(day)} already has ${entries(earlier)}: ${total}.`,
    suggestion: 'Send the entry again to replace what the day has, or to add to it.',
    chunks_created: 0,
  }
}

/** What the answer adds about the day's earlier entries once the new one is stored. */
export function dayNote(mode: ManualMode | null, day: LocalDate, earlier: DayEntries, amount: number, locale: Locale = DEFAULT_LOCALE): string {
  if (earlier.ids.length === 0) return ''
  if (mode === 'replace') return ` It replaces ${entries(earlier)} of ${money(earlier.amount, locale)}.`
  return ` ${formatDay(day)} now has ${money(earlier.amount + amount, locale)} entered by hand.`
}
