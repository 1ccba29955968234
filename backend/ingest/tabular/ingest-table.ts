/**
 * A header-bearing table (CSV/TXT rows, or XLSX rows as strings) to sales, day totals or a clear
 * refusal. Finds the header under any title rows, recognises the POS format by its headers, maps the
 * columns, settles the date order, then reads every row in one pass.
 */
import type { IngestFinding, IngestResult, IngestSummary } from '../types'
import { claimNamedQuantity, claimQuantity, claimUnitPrice, nonMoneyColumns, planAmounts } from './amounts'
import { type DateOrder, type DateOrderFinding, dateOrderNote } from './dates'
import { planDates } from './date-plan'
import { DAY_SUMMARY_FORMAT, DAY_SUMMARY_NOTE, isDaySummary } from './day-summary'
import type { Delimiter } from './delimited'
import { dayTotalsNotes, readDayTotals } from './day-totals'
import {
  describeMapping,
  describeSkipped,
  emptyFileMessage,
  formatNotes,
  missingColumnsMessage,
  noRowsMessage,
  type UnreadableRow,
  unreadableNote,
} from './explain'
import { findingNotes } from './findings'
import { type Columns, type FormatSpec, detectFormat, preferFilledReceipt, resolveColumns } from './formats'
import { guessColumns, guessHeaderRow } from './guess'
import { GENERIC_ALIASES, findHeaderRow, normaliseHeader } from './headers'
import { itemReportRefusal } from './item-reports'
import { detectCurrency, settleCurrency } from './currency'
import { MoneyConventions } from './money-conventions'
import { type OrderKeys, planOrderKeys } from './order-keys'
import { isBlankRow, typeKind } from './row-kinds'
import { SheetSample } from './sample'
import { statusColumns } from './status-columns'
import { readSales } from './sales-reader'
import { type TableContext, mixedNumbersRefusal, unreadableRefusal } from './unreadable'
import { weekdayColumn } from './weekdays'
import { zeroRevenueRefusal } from './zero-amounts'
import { DEFAULT_TIMEZONE } from '../../../kernel/format'
import { accountZone } from '../../time/zone'

/** A sheet of dates without times: its sales are placed on their days, and in no hour. */
const NO_TIMES_NOTE = 'The file has no times of day: its sales count on their days, not in the hours of the day.'

export interface IngestTableOptions {
  /** IANA zone of the account: the file's local times are read in it. */
  timezone: string
  /** For the owner's messages only. */
  fileName: string
  /** The owner's reading of numeric dates, taken unless a date proves the other (date-order.ts). */
  dateOrder?: DateOrder
  /** The upload's instant (epoch ms): a reading that puts a sale after it is wrong. */
  now?: number
  /** How the text was separated, when it was: semicolons hint at "," for decimals (money-conventions.ts). */
  delimiter?: Delimiter
  /** The account's currency (ISO code): the file's own, when it states one, must be it (currency.ts). */
  currency?: string
}

const TITLE_OUTLET = /^(?:store|outlet|branch|location|cawangan|kedai)(?:\s*name)?\s*[:：]\s*(.*)$/i

export function ingestTable(rows: string[][], options: IngestTableOptions): IngestResult {
  const fileName = options.fileName || 'This file'
  const firstContent = rows.findIndex((row) => !isBlankRow(row))
  if (firstContent < 0) return { kind: 'refused', reason: 'empty', message: emptyFileMessage(fileName) }

  let headerAt = findHeaderRow(rows)
  if (headerAt < 0) headerAt = guessHeaderRow(rows)
  if (headerAt < 0) {
    const message = missingColumnsMessage(fileName, rows[firstContent] ?? null, null)
    return { kind: 'refused', reason: 'no_sales_columns', message }
  }
  const header = rows[headerAt] ?? []
  const headers = header.map(normaliseHeader)
  const format = detectFormat(headers)
  const columns = resolveColumns(format, headers)
  const notMoney = () => nonMoneyColumns(columns, false)
  const conventions = new MoneyConventions({ rows, start: headerAt + 1, header, delimiter: options.delimiter ?? null, notMoney })
  const sample = new SheetSample(rows, headerAt + 1, conventions)
  if (format.id === 'generic') {
    claimNamedQuantity(headers, columns, sample)
    claimUnitPrice(headers, columns, sample)
  }
  const quantityFound = format.id === 'generic' ? claimQuantity(header, columns, sample) : -1
  preferFilledReceipt(format, headers, columns, rows, headerAt + 1)
  const notes = format.id === 'generic' ? guessColumns(rows, headerAt, columns, header) : []
  if (quantityFound >= 0) notes.push(`"${(header[quantityFound] ?? '').trim()}" read as the quantity: times the unit price, it gives each line's amount.`)
  if (columns.date < 0 || (columns.net < 0 && columns.gross < 0 && columns.price < 0)) {
    const report = itemReportRefusal(fileName, headers, columns)
    if (report) return { kind: 'refused', reason: 'no_sales_columns', ...report }
    return { kind: 'refused', reason: 'no_sales_columns', message: missingColumnsMessage(fileName, header, columns) }
  }

  const { zone, note: zoneNote } = accountZone(options.timezone || DEFAULT_TIMEZONE)
  const start = headerAt + 1
  const dates = planDates(format, rows, start, headers, header, columns, { zone: zone.name, now: options.now ?? null, chosen: options.dateOrder ?? null })
  const { finding } = dates
  const table: TableContext = { rows, start, header, columns, order: finding.order, zone, conventions }
  const defaultOutlet = columns.outlet < 0 ? outletFromTitle(rows, headerAt) : ''
  const titleRows = rows.slice(0, headerAt).filter((row) => !isBlankRow(row)).length
  const context: SummaryContext = { format, header, columns, finding, defaultOutlet, titleRows, notes, amount: '' }

  const daySummary = isDaySummary(format, headers, columns, sample, finding.order, weekdayColumn(headers, rows, start))
  if (format.output === 'day-totals' || daySummary) {
    const dayFormat = daySummary ? DAY_SUMMARY_FORMAT : format
    const amounts = planAmounts(sample, header, headers, columns, dayFormat)
    const mixed = conventions.conflict([...amounts.columns, columns.orders])
    if (mixed) return mixedNumbersRefusal(fileName, header, mixed)
    const money = settleCurrency(fileName, detectCurrency(rows, start, header, headers, amounts.columns), options.currency ?? null, rows, start)
    if (money.kind === 'refused') return money.refusal
    const dateHeader = headers[columns.date] ?? ''
    const orders = conventions.of(columns.orders)
    const read = readDayTotals(rows, start, columns, { zone, order: finding.order, defaultOutlet, dateHeader, amount: (row) => amounts.line(row, 1), orders, leftOut: money.leftOut })
    if (read.days.length === 0) return noRows(fileName, dayFormat, read, table)
    const outlets = read.days.map((day) => day.outlet).filter((outlet): outlet is string => outlet !== null)
    const dayContext = { ...context, format: dayFormat, amount: amounts.mapping, notes: daySummary ? [DAY_SUMMARY_NOTE, ...notes] : notes }
    const numbers = conventions.findings([...amounts.columns, columns.orders], -1)
    const summary = summarise(dayContext, { ...read, rows: read.days.length, outlets, refunds: 0, findings: [...dates.findings, amounts.finding, ...money.findings, ...numbers] })
    if (money.currency) summary.currency = money.currency
    summary.notes.push(...dayTotalsNotes(read, columns.orders >= 0), zoneNote ?? `Days are in ${zone.name}.`)
    return { kind: 'day-totals', days: read.days, summary }
  }

  const orderKeys = planOrderKeys(rows, start, columns, header, otherReceiptColumns(format, headers, columns))
  columns.receipt = orderKeys.column
  sample.groupOrders(columns.receipt, columns.date)
  const amounts = planAmounts(sample, header, headers, columns, format)
  const mixed = conventions.conflict([...amounts.columns, columns.quantity])
  if (mixed) return mixedNumbersRefusal(fileName, header, mixed)
  const money = settleCurrency(fileName, detectCurrency(rows, start, header, headers, amounts.columns), options.currency ?? null, rows, start)
  if (money.kind === 'refused') return money.refusal
  const typedKinds = columns.kind >= 0 && (format.id !== 'generic' || sample.rows.some((row) => typeKind(row[columns.kind] ?? '') !== null))
  const statuses = statusColumns(headers, columns, sample)
  const cancellationInvoices = hasCancellationInvoices(sample, columns.receipt)
  const read = readSales(rows, start, {
    ...{ headers, header, columns, format, width: header.length, zone, order: finding.order, defaultOutlet },
    ...{ amounts, conventions, typedKinds, statuses, cancellationInvoices, orderKeys, leftOut: money.leftOut },
  })
  if (read.batch.length === 0) return noRows(fileName, format, read, table)
  const zero = zeroRevenueRefusal(fileName, header, headers, sample, { batch: read.batch, base: amounts.base, columns: new Set([...amounts.columns, ...nonMoneyColumns(columns)]) })
  if (zero) return zero
  const numbers = conventions.findings([...amounts.columns, columns.quantity], columns.quantity)
  const findings = [...dates.findings, amounts.finding, ...(orderKeys.finding ? [orderKeys.finding] : []), ...money.findings, ...numbers, ...read.findings]
  const summary = summarise({ ...context, amount: amounts.mapping }, { ...read, rows: read.batch.length, outlets: read.batch.dict.outlet, findings })
  if (money.currency) summary.currency = money.currency
  const orderMapping = orderKeysMapping(orderKeys, header, columns)
  if (orderMapping) summary.mapping.receipt = orderMapping
  const untimed = read.batch.untimed
  const noTimes = untimed !== undefined && untimed.every((flag) => flag === 1)
  summary.notes.push(
    noTimes
      ? NO_TIMES_NOTE
      : (zoneNote ??
          (read.fileZones.size > 0
            ? `Times read in the file's own time zone column (${[...read.fileZones].join(', ')}).`
            : `Times read in ${zone.name}.`)),
  )
  return { kind: 'sales', batch: read.batch, summary }
}

interface SummaryContext {
  format: FormatSpec
  header: readonly string[]
  columns: Columns
  finding: DateOrderFinding
  defaultOutlet: string
  titleRows: number
  notes: string[]
  /** The amount's columns as the mapping shows them. */
  amount: string
}

interface SummaryCounts {
  rows: number
  skipped: IngestSummary['skipped']
  outlets: readonly string[]
  from: number | null
  to: number | null
  refunds: number
  firstUnreadable: UnreadableRow | null
  findings: IngestFinding[]
}

function summarise(context: SummaryContext, counts: SummaryCounts): IngestSummary {
  const { format, header, columns, finding, defaultOutlet, titleRows } = context
  const ordersNoted = counts.findings.some((each) => each.code === 'order-key')
  const notes = [...context.notes, dateOrderNote(finding), ...formatNotes(format, columns, counts.refunds, ordersNoted), ...findingNotes(counts.findings)]
  if (titleRows > 0) notes.push(`${titleRows} title row${titleRows === 1 ? '' : 's'} above the header skipped.`)
  const skipped = describeSkipped(counts.skipped)
  if (skipped) notes.push(`Skipped: ${skipped}.`)
  if (counts.firstUnreadable) notes.push(unreadableNote(counts.firstUnreadable))
  return {
    format: format.name,
    rows: counts.rows,
    skipped: counts.skipped,
    outlets: [...new Set(counts.outlets)].sort((a, b) => a.localeCompare(b)),
    from: counts.from,
    to: counts.to,
    mapping: describeMapping(header, columns, format, defaultOutlet, context.amount),
    notes,
    ...(counts.findings.length > 0 ? { findings: counts.findings } : {}),
  }
}

/** No row stored: the column no row could be read in, when one is at fault, else what was skipped. */
function noRows(fileName: string, format: FormatSpec, read: Pick<SummaryCounts, 'skipped' | 'firstUnreadable'>, table: TableContext): IngestResult {
  const unreadable = unreadableRefusal(fileName, table, read.firstUnreadable)
  return unreadable ?? { kind: 'refused', reason: 'empty', message: noRowsMessage(fileName, format, read.skipped, read.firstUnreadable) }
}

/** Columns named like a receipt besides the one chosen, that no other field claims: Toast's `Order #` beside its `Order Id`. */
function otherReceiptColumns(format: FormatSpec, headers: readonly string[], columns: Columns): number[] {
  const names = new Set([...(format.columns.receipt ?? []), ...GENERIC_ALIASES.receipt])
  const taken = new Set(Object.values(columns))
  return headers.flatMap((name, index) => (!taken.has(index) && names.has(name) ? [index] : []))
}

/** The receipt as the mapping shows it when it is not one column: `Order # + Date`, or the time the lines share. */
function orderKeysMapping(keys: OrderKeys, header: readonly string[], columns: Columns): string {
  const name = (index: number) => (header[index] ?? '').trim()
  if (keys.perDay) return `${name(columns.receipt)} + the day of ${name(columns.date)}`
  if (keys.byTime) return `${[name(columns.date), name(columns.time)].filter(Boolean).join(' + ')} (lines sold at one time)`
  return ''
}

/** Retail exports (the UCI Online Retail set) number a cancellation `C536379` beside invoices `536365`. */
function hasCancellationInvoices(sample: SheetSample, receipt: number): boolean {
  if (receipt < 0) return false
  const numbers = sample.rows.map((row) => (row[receipt] ?? '').trim())
  return numbers.some((number) => /^\d+$/.test(number)) && numbers.some((number) => /^c-?\d+$/i.test(number))
}

/** `Store: Bangsar` (or `Outlet:`, `Branch:`, `Cawangan:`) in a title row, in one cell or two. */
function outletFromTitle(rows: readonly string[][], headerAt: number): string {
  for (let r = 0; r < headerAt; r += 1) {
    const cells = (rows[r] ?? []).map((cell) => cell.trim()).filter(Boolean)
    const match = TITLE_OUTLET.exec(cells[0] ?? '')
    if (match) return (match[1] ?? '').trim() || (cells[1] ?? '')
  }
  return ''
}
