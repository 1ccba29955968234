/**
 * `POST /upload` in manual mode (docs/product.md#manual-entry): one day's sales typed
 * in by the owner, stored as a day total (revenue and customers, and orders when the owner gives
 * their number) under an upload record of its own. A day that already has a manual entry is asked
 * about first (./manual-day.ts). A bad date, amount, order count or mode is refused with 400
 * `{detail}`; bad e-mail addresses are not: the sales are recorded and the answer names the
 * addresses it left out, so none is silently kept or silently lost. Amounts are the business's own,
 * written in the account's currency (nothing converted); days in its zone.
 */
import '../../kernel/contract/zod-config'
import * as z from 'zod'
import type { UploadResponse } from '../../kernel/contract'
import { isoAt, type BackendContext } from '../context'
import { apiError } from '../errors'
import { count, counted, currencySymbol, formatDay, money, type Locale } from '../../kernel/format'
import { addDays, isoDate, parseIsoDay, zonedDateTime, type LocalDate } from '../time/calendar'
import { writingLocale } from '../accounts/preferences'
import { checkMode, dayNote, dayTakenAnswer, entrySummary, entryWhat, manualEntriesOn } from './manual-day'
import { refreshRollups } from '../analytics/rollups/kept'
import { removeUpload } from './remove-upload'
import { newId } from '../ids'

/** The form's text parts as they arrived; null when absent. */
export interface ManualInput {
  date: string | null
  sales: string | null
  emails: string | null
  /** Selera's extensions: the day's number of orders, and `replace` or `add` for a day that has an entry. */
  orders?: string | null
  mode?: string | null
}

/** No café takes this much in a day: a larger figure is a typo (or a test of the limits). */
export const MAX_MANUAL_SALES = 100_000_000
/** Nor serves this many orders. */
export const MAX_MANUAL_ORDERS = 100_000

const EmailSchema = z.email()

/**
 * The owner's today runs in the account's timezone; tomorrow is allowed too, for an owner entering
 * the next day's pre-orders or whose device clock is a zone ahead.
 */
function checkDate(text: string | null, nowMs: number, timezone: string): LocalDate {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') throw apiError(400, 'A date is required, written YYYY-MM-DD.')
  const day = parseIsoDay(trimmed)
  if (!day) throw apiError(400, `${trimmed} is not a calendar date written YYYY-MM-DD.`)
  const tomorrow = addDays(zonedDateTime(nowMs, timezone), 1)
  if (isoDate(day) > isoDate(tomorrow)) throw apiError(400, `${trimmed} is in the future: sales can be recorded up to ${formatDay(tomorrow)}.`)
  return day
}

/** An amount with at most two decimals, read exactly: whole cents (sen), never a float parse of a long string. */
function checkSales(text: string | null, locale: Locale): number {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') throw apiError(400, 'A sales amount is required.')
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed)
  if (!match) throw apiError(400, `Sales must be an amount in ${currencySymbol(locale.currency)} such as 1234.50: not negative, at most two decimals.`)
  const whole = match[1]!.replace(/^0+(?=\d)/, '')
  const sen = whole.length > 10 ? Infinity : Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  if (sen > MAX_MANUAL_SALES * 100) throw apiError(400, `Sales above ${money(MAX_MANUAL_SALES, locale)} for one day cannot be entered by hand.`)
  return sen / 100
}

/** A whole number of orders, or null when none was given. */
function checkOrders(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') return null
  if (!/^\d+$/.test(trimmed)) throw apiError(400, 'Orders must be a whole number such as 52, not negative.')
  const orders = trimmed.length > 7 ? Infinity : Number(trimmed)
  if (orders > MAX_MANUAL_ORDERS) throw apiError(400, `More than ${count(MAX_MANUAL_ORDERS)} orders in one day cannot be entered by hand.`)
  return orders
}

/** Split on commas (and, forgivingly, semicolons and spaces), trimmed, lower-cased, de-duplicated. */
export function parseEmails(text: string | null): { valid: string[]; invalid: string[] } {
  const parts = (text ?? '').split(/[,;\s]+/).filter((part) => part !== '')
  const valid = new Set<string>()
  const invalid = new Set<string>()
  for (const part of parts) {
    if (EmailSchema.safeParse(part).success) valid.add(part.toLowerCase())
    else invalid.add(part)
  }
  return { valid: [...valid], invalid: [...invalid] }
}

function invalidNote(invalid: string[]): string {
  if (invalid.length === 0) return ''
  const quoted = invalid.map((address) => `“${address}”`).join(', ')
  return ` Not recorded: ${quoted} (${invalid.length === 1 ? 'not a valid e-mail address' : 'not valid e-mail addresses'}).`
}

export async function uploadManualEntry(ctx: BackendContext, accountId: string, input: ManualInput): Promise<UploadResponse> {
  const locale = await writingLocale(ctx, accountId)
  const day = checkDate(input.date, ctx.now(), locale.timezone)
  const amount = checkSales(input.sales, locale)
  const orders = checkOrders(input.orders)
  const mode = checkMode(input.mode ?? null)
  const { valid, invalid } = parseEmails(input.emails)
  const date = isoDate(day)
  const earlier = await manualEntriesOn(ctx.store, accountId, date)
  if (earlier.ids.length > 0 && mode === null) return dayTakenAnswer(day, earlier, locale)
  if (mode === 'replace') for (const earlierId of earlier.ids) await removeUpload(ctx, accountId, earlierId, { refresh: false })
  const id = newId()
  const total = { date, netAmount: amount, orders, outlet: null, customers: valid.map((email) => `email:${email}`) }
  await ctx.store.sales.addDayTotals(accountId, id, [total])

  const what = entryWhat(amount, orders, day, locale)
  const customers = valid.length > 0 ? counted(valid.length, 'customer') : null
  await ctx.store.uploads.insert({
    id,
    account_id: accountId,
    kind: 'manual',
    file_name: null,
    content_hash: null,
    uploaded_at: isoAt(ctx.now()),
    format: 'Manual entry',
    rows: 1,
    chunks: 1,
    outlets: [],
    from: date,
    to: date,
    summary: entrySummary(total, locale),
    // Entered in the account's currency, which the form names.
    currency: locale.currency,
    orders_per_line: false,
    status: 'completed',
  })
  // The dashboard's rollups follow the new day now, not at its next read.
  await refreshRollups(ctx, accountId)
  return {
    upload_completed: true,
    status: 'completed',
    message: `Recorded ${what}${customers ? ` with ${customers}` : ''}.${dayNote(mode, day, earlier, amount, locale)}${invalidNote(invalid)}`,
    // Adding the corrected addresses with 0.00 to the day adds the customers without counting the sales twice.
    suggestion: invalid.length > 0 ? 'Correct them and send them again for the same date with sales of 0.00, added to this entry, so the sales are not counted twice.' : null,
    chunks_created: 1,
  }
}
