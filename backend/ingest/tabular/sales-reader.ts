/**
 * The hot loop: data rows to sales columns, one pass, no object per row. Decides for each row
 * whether it is a sale, a refund (stored negative), cancelled, a non-sale line (StoreHub's receipt
 * summary, service charge and payment lines; a totals footer) or malformed, and counts the skips.
 * A line of a multi-line order takes what it leaves blank from the order's first line (orders.ts).
 */
import type { IngestFinding, IngestSummary, SalesBatch } from '../types'
import type { AmountPlan } from './amounts'
import { SalesBatchBuilder, type SaleStrings } from './batch-builder'
import { CustomerReader } from './customers'
import type { UnreadableRow } from './explain'
import type { DateOrder } from './dates'
import type { Columns, FormatSpec } from './formats'
import type { MoneyConventions } from './money-conventions'
import { parseMoney } from './money'
import { type OrderKeys, dayOf, perDayKey } from './order-keys'
import { OrderLines } from './orders'
import { RowKinds, SALE, clean, isBlankRow, isFooterRow } from './row-kinds'
import type { StatusColumns } from './status-columns'
import { squareTenders } from './square-tenders'
import { Tally } from './tally'
import { TimestampReader } from './timestamps'
import type { Zone } from '../../time/zone'
import { namedZone } from '../../time/zone-names'

export interface SalesReadContext {
  /** The header row, normalised. */
  headers: readonly string[]
  /** The header row as the file writes it, for the findings. */
  header: readonly string[]
  columns: Columns
  format: FormatSpec
  /** Header width: a row with more non-empty cells than this has shifted columns. */
  width: number
  zone: Zone
  order: DateOrder
  /** From a title row like `Store: Bangsar`, when the sheet has no outlet column. */
  defaultOutlet: string
  amounts: AmountPlan
  /** How each column writes its numbers (a quantity `1,5` where "," is the decimal point). */
  conventions: MoneyConventions
  /** The type column holds row types (row-kinds.ts `RowKindOptions.typed`). */
  typedKinds: boolean
  statuses: StatusColumns
  /** Receipt numbers `C` + digits beside plain-digit ones: negative lines under them cancel a sale (retail exports). */
  cancellationInvoices: boolean
  /** What an order is (order-keys.ts): its number, its day and number, or its time and outlet. */
  orderKeys: Pick<OrderKeys, 'perDay' | 'byTime'>
  /** 1 for rows in another currency than the account's (currency.ts): left out, as non-sale lines. */
  leftOut?: Uint8Array | null
}

export interface SalesRead {
  batch: SalesBatch
  skipped: IngestSummary['skipped']
  from: number | null
  to: number | null
  /** Zones named by the file's own time zone column (Square), if any. */
  fileZones: Set<string>
  refunds: number
  /** The first malformed row, to show the owner what could not be read. */
  firstUnreadable: UnreadableRow | null
  findings: IngestFinding[]
}

const CANCELLATION_INVOICE = /^c-?\d+$/i
const STOREHUB_PAYMENT = /^payment\b\s*[:-]?\s*(.*)$/i
const STOREHUB_NON_SALE = /^(?:service charge|rounding|change|tips?)\b/i

export function readSales(rows: readonly string[][], start: number, context: SalesReadContext): SalesRead {
  const { columns: c, format, width, zone, defaultOutlet, amounts } = context
  const builder = new SalesBatchBuilder(rows.length - start)
  const skipped = { blank: 0, malformed: 0, cancelled: 0, other: 0 }
  const timestamps = new TimestampReader(context.order)
  const customers = new CustomerReader(c)
  const { statuses } = context
  const kinds = new RowKinds({ ...(c.kind >= 0 && format.saleKinds ? { saleKinds: format.saleKinds } : {}), typed: context.typedKinds, columns: statuses })
  const tally = new Tally()
  const order = new OrderLines(builder, amounts.order, (receipt) => tally.refundedOrder(receipt))
  const classifies = statuses.kind >= 0 || [statuses.statuses, statuses.voids, statuses.cancels, statuses.refunds].some((list) => list.length > 0)
  const tenders = format.tenders ? squareTenders(context.headers, context.conventions) : null
  const quantityConvention = context.conventions.of(c.quantity)
  const fileZones = new Set<string>()
  const strings: SaleStrings = { receipt: '', item: '', category: '', customer: '', outlet: '', payment: '', channel: '' }
  let from = Infinity
  let to = -Infinity
  let firstUnreadable: UnreadableRow | null = null
  const dateHeader = context.headers[c.date] ?? ''
  let lastDate = ''
  let lastTime = ''
  let lastZone = zone
  let lastTimestamp = Number.NaN
  let lastTimeOfDay = -1
  let lastDay = ''
  const { perDay, byTime } = context.orderKeys
  const leftOut = context.leftOut ?? null
  // The receipts as the file writes them, when the stored keys are not (the cancelled orders' count).
  const written = perDay || byTime ? new Set<string>() : null
  // Whether any sale has a time of day other than 00:00: a file whose every time is midnight has
  // dates saved as date-times, not times.
  let clockTimes = false

  for (let r = start; r < rows.length; r += 1) {
    const row = rows[r] as string[]
    if (isBlankRow(row)) {
      skipped.blank += 1
      continue
    }
    if (hasExtraCells(row, width)) {
      skipped.malformed += 1
      continue
    }
    if (leftOut?.[r]) {
      skipped.other += 1
      continue
    }
    let receipt = clean(cell(row, c.receipt))
    let dateCell = cell(row, c.date)
    let timeCell = cell(row, c.time)
    let outlet = clean(cell(row, c.outlet))
    const item = clean(cell(row, c.item))
    let payment = clean(cell(row, c.payment))
    // A line of the order above takes what it leaves blank from the order's first line.
    const belongs = order.belongs(receipt, dateCell, item)
    const datedByOrder = belongs && clean(dateCell) === ''
    if (belongs) {
      receipt ||= order.receipt
      if (datedByOrder) [dateCell, timeCell] = [order.date, timeCell || order.time]
      outlet ||= order.outlet
      payment ||= order.payment
    } else {
      order.open(row, { receipt, date: dateCell, time: timeCell, outlet, payment })
      order.customer = customers.read(row)
    }
    if (format.multiRowReceipts) {
      // StoreHub lists a receipt's payment after its items, and summary and charge lines among them.
      const paymentLine = STOREHUB_PAYMENT.exec(item)
      if (paymentLine) {
        order.payment = (paymentLine[1] ?? '').trim() || 'Other'
        builder.fillPayment(order.firstRow, order.payment)
      }
      if (item === '' || paymentLine || STOREHUB_NON_SALE.test(item)) {
        skipped.other += 1
        continue
      }
      payment ||= order.payment
    }

    let verdict = SALE
    if (classifies) {
      const own = kinds.read(row)
      if (!belongs) order.verdict = own
      verdict = belongs && kinds.isBlank(row) ? order.verdict : own
    }
    const { kind } = verdict
    if (kind === 'cancelled') {
      skipped.cancelled += 1
      tally.cancel(verdict.cause ?? 'status', verdict.column, receipt)
      continue
    }
    if (kind === 'other') {
      skipped.other += 1
      tally.otherType(clean(cell(row, verdict.column)))
      continue
    }

    let rowZone = zone
    const zoneName = c.zone >= 0 ? clean(cell(row, c.zone)) : ''
    if (zoneName !== '') {
      const named = namedZone(zoneName)
      if (named) {
        rowZone = named
        fileZones.add(named.name)
      }
    }
    // Rows of one receipt repeat its date and time: read them once.
    if (dateCell !== lastDate || timeCell !== lastTime || rowZone !== lastZone) {
      lastDate = dateCell
      lastTime = timeCell
      lastZone = rowZone
      lastTimestamp = timestamps.read(dateCell, timeCell, rowZone)
      lastTimeOfDay = timestamps.timeOfDay
      if (perDay) lastDay = dayOf(dateCell)
    }
    const timestamp = lastTimestamp
    let quantity = c.quantity >= 0 ? parseMoney(cell(row, c.quantity), quantityConvention) : Number.NaN
    if (Number.isNaN(quantity)) quantity = item === '' && c.price < 0 ? 0 : 1
    let net = amounts.line(row, quantity)
    // Lines of an order with an order-level net share it: one without an amount of its own gets 0 first.
    if (!Number.isFinite(net) && order.sharesNet) net = 0
    if (Number.isNaN(timestamp) || !Number.isFinite(net)) {
      if (isFooterRow(row, c.date, dateHeader)) {
        skipped.other += 1
      } else {
        skipped.malformed += 1
        firstUnreadable ??= { row: r + 1, date: `${dateCell} ${timeCell}`.trim(), amount: cell(row, amounts.base) }
      }
      continue
    }
    // A cancellation invoice reverses a sale (usually an earlier invoice of the same file): its lines
    // come off revenue as a return's do, and a receipt of negative lines is no order (analytics).
    const cancellation = context.cancellationInvoices && (quantity < 0 || net < 0) && CANCELLATION_INVOICE.test(receipt)
    if (cancellation) tally.cancellationInvoice(c.receipt, receipt)
    const line = receipt || `#${r}`
    if (kind === 'refund' || cancellation) {
      net = -Math.abs(net)
      quantity = -Math.abs(quantity)
    } else if (kind === 'refunded' && !amounts.refundAmounts) {
      // Refunded in full, the file does not say how much: the sale and its refund cancel out.
      if (net > 0) net = 0
      tally.refundedOrder(line)
    } else if (kind === 'part-refunded' && !amounts.refundAmounts) {
      tally.missingRefund(line)
    }
    if (amounts.refunded?.(row)) tally.refundedOrder(line)
    // A refund row, or a line whose amount is negative without a word for it: a return.
    if (net < 0) tally.refundLines += 1
    if (timestamp < from) from = timestamp
    if (timestamp > to) to = timestamp
    if (datedByOrder) tally.continued += 1

    strings.item = item
    strings.category = clean(cell(row, c.category))
    strings.customer = customers.read(row) || (belongs ? order.customer : '')
    strings.outlet = outlet || defaultOutlet
    strings.receipt = perDay ? perDayKey(receipt, lastDay) : byTime && receipt === '' ? `${dateCell} ${timeCell} ${strings.outlet}` : receipt
    written?.add(receipt)
    strings.payment = payment || (tenders?.(row) ?? '')
    strings.channel = format.channel ?? clean(cell(row, c.channel))
    if (lastTimeOfDay > 0) clockTimes = true
    builder.push(timestamp, net, quantity, strings, lastTimeOfDay < 0)
  }
  order.close()
  if (!clockTimes) builder.markUntimed()

  const batch = builder.build()
  const found = batch.length > 0
  const receipts = written ?? new Set(batch.dict.receipt)
  const findings = tally.findings({ name: (column) => (context.header[column] ?? '').trim(), kindColumn: c.kind, stored: (receipt) => receipts.has(receipt) })
  return { batch, skipped, from: found ? from : null, to: found ? to : null, fileZones, refunds: tally.refundLines, firstUnreadable, findings }
}

function cell(row: readonly string[], index: number): string {
  return index >= 0 ? (row[index] ?? '') : ''
}

/** Cells past the header's last column that hold something: an unquoted comma shifted the row. */
function hasExtraCells(row: readonly string[], width: number): boolean {
  for (let index = width; index < row.length; index += 1) if ((row[index] ?? '').trim() !== '') return true
  return false
}
