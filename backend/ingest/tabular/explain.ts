/**
 * What the owner reads about a tabular file: the mapping chosen, the notes, and the refusal messages
 * (which columns were found, which are needed).
 */
import { counted } from '../../../kernel/format'
import type { IngestSummary } from '../types'
import { unknownDateWord } from './date-words'
import type { Columns, FormatSpec } from './formats'
import { SQUARE_TENDER_COLUMNS } from './square-tenders'

/** Canonical column → the file's header(s) it was read from. */
export function describeMapping(
  header: readonly string[],
  columns: Columns,
  format: FormatSpec,
  defaultOutlet: string,
  amount: string,
): Record<string, string> {
  const name = (index: number): string => (index >= 0 ? (header[index] ?? '').trim() : '')
  const mapping: Record<string, string> = {}
  const set = (key: string, value: string): void => {
    if (value !== '') mapping[key] = value
  }
  if (format.output === 'day-totals') {
    set('date', name(columns.date))
    set('netAmount', amount || name(columns.net))
    set('orders', name(columns.orders))
    set('outlet', name(columns.outlet))
    return mapping
  }
  set('timestamp', [name(columns.date), name(columns.time)].filter(Boolean).join(' + '))
  set('receipt', name(columns.receipt))
  set('item', name(columns.item))
  set('category', name(columns.category))
  set('quantity', name(columns.quantity))
  set('netAmount', amount)
  const customerColumns = [columns.email, columns.contacts, columns.phone, columns.customerId, columns.customerName]
  set('customer', customerColumns.map(name).filter(Boolean).join(' / '))
  set('outlet', columns.outlet >= 0 ? name(columns.outlet) : defaultOutlet && `${defaultOutlet} (the title above the table)`)
  set('payment', format.tenders ? SQUARE_TENDER_COLUMNS : name(columns.payment))
  set('channel', format.channel ? `${format.channel} (the whole file)` : name(columns.channel))
  return mapping
}

/** `2 blank rows, 1 unreadable row, 3 cancelled, 4 non-sale lines`, or '' when nothing was skipped. */
export function describeSkipped(skipped: IngestSummary['skipped']): string {
  const parts = [
    count(skipped.blank, 'blank row'),
    count(skipped.malformed, 'unreadable row'),
    skipped.cancelled > 0 ? `${skipped.cancelled} cancelled or voided` : '',
    count(skipped.other, 'non-sale line'),
  ].filter(Boolean)
  return parts.join(', ')
}

/** `ordersNoted`: the order-key finding says how orders were counted (order-keys.ts), in place of the usual line. */
export function formatNotes(format: FormatSpec, columns: Columns, refunds: number, ordersNoted = false): string[] {
  const notes: string[] = []
  if (format.id === 'generic') notes.push('Columns were matched by their names; the mapping lists which column fed what.')
  if (format.multiRowReceipts) {
    notes.push("Only item lines count as sales: each receipt's summary, service charge and payment lines are not added again.")
  }
  if (format.output === 'sales' && !ordersNoted) {
    notes.push(
      columns.receipt >= 0
        ? 'Orders are the distinct receipt numbers; a receipt of refunds only is not an order.'
        : 'The file has no receipt column: each sale row is one order.',
    )
  }
  if (refunds > 0) notes.push(`${count(refunds, 'refund row')} stored as negative sales.`)
  return notes
}

export function emptyFileMessage(fileName: string): string {
  return `"${fileName}" has no rows to read.`
}

const NEEDED =
  'Selera needs at least a date column (e.g. Date, Order Date, Created On) and an amount column (e.g. Net Sales, Amount, Total).'

/** For a header row without the two columns a sale needs. */
export function missingColumnsMessage(fileName: string, header: readonly string[] | null, columns: Columns | null): string {
  const found = (header ?? []).map((cell) => cell.trim()).filter(Boolean)
  if (found.length === 0) return `We could not find a header row in "${fileName}". ${NEEDED}`
  const shown = found.length > 15 ? `${found.slice(0, 15).join(', ')} and ${found.length - 15} more` : found.join(', ')
  let what = 'no date column and no amount column'
  if (columns && columns.date >= 0) what = `a date column ("${(header ?? [])[columns.date]?.trim()}") but no amount column`
  else if (columns && (columns.net >= 0 || columns.gross >= 0 || columns.price >= 0)) what = 'an amount column but no date column'
  return `We could not find sales in "${fileName}": it has ${what}. Columns found: ${shown}. ${NEEDED}`
}

/** A row that could not be read, as the owner can find it in the file. */
export interface UnreadableRow {
  /** 1-based, counting every row of the table (title rows included). */
  row: number
  date: string
  amount: string
}

export function unreadableNote(unreadable: UnreadableRow): string {
  const word = /\d/.test(unreadable.date) ? unknownDateWord(unreadable.date) : null
  const why = word ? ` ("${word}" is not a date or time word Selera knows)` : ''
  return `The first row that could not be read is row ${unreadable.row}: date "${unreadable.date}"${why}, amount "${unreadable.amount}".`
}

export function noRowsMessage(
  fileName: string,
  format: FormatSpec,
  skipped: IngestSummary['skipped'],
  unreadable: UnreadableRow | null,
): string {
  const reasons = describeSkipped(skipped)
  const first = unreadable ? ` ${unreadableNote(unreadable)}` : ''
  return `"${fileName}" has the columns we need (${format.name}) but no sales rows we could read${reasons ? ` (skipped: ${reasons})` : ''}.${first}`
}

function count(n: number, noun: string): string {
  return n > 0 ? counted(n, noun) : ''
}
