/** Whether a data row is a sale, a refund, cancelled, refunded, or not a sale line at all. */
import type { NotSaleCause } from '../types'
import { normaliseHeader } from './headers'
import { parseMoney } from './money'

/** The columns that say a row is not a sale (status-columns.ts finds them): type, statuses, voids, cancellations, refunds. */
export interface StatusColumns {
  kind: number
  statuses: number[]
  voids: number[]
  cancels: number[]
  refunds: number[]
}

export type RowKind = 'sale' | 'refund' | 'cancelled' | 'other'

/**
 * A row's kind; `refunded` a sale refunded in full, `part-refunded` in part (the amount, when the file
 * has it, is taken off by amounts.ts). `cause`: for a cancelled row, which kind of column said so.
 */
export interface Verdict {
  kind: RowKind | 'refunded' | 'part-refunded'
  cause: NotSaleCause | null
  /** The column that decided, -1 when none did. */
  column: number
}

// Malay and Indonesian `dibatalkan`, Chinese `已取消` and `已作废`, Spanish `cancelado`, German `storniert`
// (Loyverse's and SumUp's statuses in those languages).
const CANCELLED = new Set([
  'cancelled', 'canceled', 'cancel', 'void', 'voided', 'failed', 'rejected', 'deleted', 'declined', 'expired', 'dibatalkan', 'batal',
  '已取消', '取消', '已作废', '作废', '已作廢', 'cancelado', 'cancelada', 'anulado', 'anulada', 'storniert', 'annulé', 'annule',
])
const REFUNDED = new Set(['refunded', 'fully refunded', 'refund'])
const PART_REFUNDED = new Set(['partially refunded', 'partial refund', 'partly refunded', 'partially returned'])
/** What a flag column (`Void?`, `Cancelled at`, `Refunded`) holds when it is not set: blank, no, 0. */
const UNSET = new Set(['', 'false', 'no', 'n', '0', 'none', 'null', 'nil', 'n a', 'na', 'not cancelled', 'not voided', 'not refunded'])
const FOOTER = /^(?:grand\s*)?totals?\b|^jumlah\b|^sub\s*-?\s*totals?\b|^summary\b|^ringkasan\b/i

/** Row types that are sales: Loyverse's Sale (Jualan, Penjualan, 销售), Square's and Lightspeed's Payment. */
const SALE_TYPES = new Set([
  'sale', 'sales', 'payment', 'order', 'purchase', 'invoice', 'receipt', 'transaction', 'charge', 'jualan', 'penjualan', '销售', '銷售',
  'venta', 'ventas', 'pago', 'verkauf', 'zahlung', 'vente',
])
/** Refunds and returns, also as Loyverse writes them in Malay, Indonesian, Chinese and Spanish, SumUp in German. */
const REFUND_TYPE = /refund|return|bayaran balik|pulangan|pengembalian|退款|退货|退貨|reembolso|devoluci[oó]n|erstattung|rückerstattung|remboursement/
/**
 * Row types a POS writes beside its sales that are not sales: cash drops and floats, paid in/out,
 * transfers between tables or tenders, split and reopened (recalled) bills, tips, deposits.
 */
const OTHER_TYPES = new Set([
  'float', 'cash drop', 'drop', 'cash lift', 'lift', 'paid in', 'paid out', 'pay in', 'pay out', 'payout', 'payouts', 'cash in',
  'cash out', 'petty cash', 'transfer', 'foreign', 'split', 'transitory', 'recall', 'update', 'no sale', 'open drawer',
  'opening float', 'closing float', 'deposit', 'withdrawal', 'expense', 'tip', 'tips', 'gratuity', 'adjustment',
  'correction', 'reversal', 'gift card', 'top up', 'reload', 'opening balance', 'closing balance',
])

/** What a row type cell says, or null for a word that is not a known row type. */
export function typeKind(cell: string): RowKind | null {
  const type = normaliseHeader(cell)
  if (REFUND_TYPE.test(type)) return 'refund'
  if (CANCELLED.has(type)) return 'cancelled'
  if (SALE_TYPES.has(type)) return 'sale'
  return OTHER_TYPES.has(type) ? 'other' : null
}

/** A flag cell that is set: `true`, `yes`, `Voided`, a date; not 0, however written (`0.00`, `0,00`). */
function isSet(cell: string): boolean {
  const value = normaliseHeader(cell)
  return !UNSET.has(value) && parseMoney(cell) !== 0 && parseMoney(cell, 'comma-decimal') !== 0
}

export interface RowKindOptions {
  /** When given, only these types (normalised) are sales; refunds always count (GrabFood's Payment, Adjustment). */
  saleKinds?: readonly string[]
  /**
   * The type column holds row types (some of its values are known ones): then only sale and refund
   * types count, and an unknown type is left out. A `Type` column of dining options or categories
   * decides nothing.
   */
  typed: boolean
  columns: StatusColumns
}

type Reading = (cell: string) => Verdict | null

/**
 * Reads a row's kind from its type, status and flag columns, memoised per column and cell value (a
 * column holds a handful of distinct values). Cancelled wins, then the row type, then refunded.
 */
export class RowKinds {
  private readonly readings: Array<{ column: number; read: Reading; memo: Map<string, Verdict | null> }>
  private readonly all: number[]

  constructor(options: RowKindOptions) {
    const { kind, statuses, voids, cancels, refunds } = options.columns
    const verdict = (kind: Verdict['kind'], cause: NotSaleCause | null, column: number): Verdict => ({ kind, cause, column })
    const readings: Array<{ column: number; read: Reading }> = [
      ...statuses.map((column) => ({ column, read: (cell: string) => (CANCELLED.has(normaliseHeader(cell)) ? verdict('cancelled', 'status', column) : null) })),
      ...voids.map((column) => ({ column, read: (cell: string) => (isSet(cell) ? verdict('cancelled', 'void', column) : null) })),
      ...cancels.map((column) => ({ column, read: (cell: string) => (isSet(cell) ? verdict('cancelled', 'cancelled-at', column) : null) })),
      ...(kind >= 0 ? [{ column: kind, read: (cell: string) => typeVerdict(cell, options, kind) }] : []),
      ...statuses.map((column) => ({ column, read: (cell: string) => refundVerdict(normaliseHeader(cell), column) })),
      ...refunds.map((column) => ({ column, read: (cell: string) => (isSet(cell) ? verdict('refunded', null, column) : null) })),
    ]
    this.readings = readings.map((reading) => ({ ...reading, memo: new Map() }))
    this.all = readings.map((reading) => reading.column)
  }

  read(row: readonly string[]): Verdict {
    for (const { column, read, memo } of this.readings) {
      const cell = row[column] ?? ''
      let verdict = memo.get(cell)
      if (verdict === undefined) {
        verdict = read(cell)
        memo.set(cell, verdict)
      }
      if (verdict) return verdict
    }
    return SALE
  }

  /** The row leaves every column that decides its kind blank (a line of an order takes its order's). */
  isBlank(row: readonly string[]): boolean {
    return this.all.every((column) => clean(row[column] ?? '') === '')
  }
}

export const SALE: Verdict = { kind: 'sale', cause: null, column: -1 }

function typeVerdict(cell: string, { saleKinds, typed }: RowKindOptions, column: number): Verdict | null {
  const known = typeKind(cell)
  const kind = known === 'refund' ? 'refund' : saleKinds ? (saleKinds.includes(normaliseHeader(cell)) ? 'sale' : 'other') : !typed || cell.trim() === '' ? 'sale' : (known ?? 'other')
  return kind === 'sale' ? null : { kind, cause: kind === 'cancelled' ? 'type' : null, column }
}

function refundVerdict(status: string, column: number): Verdict | null {
  if (REFUNDED.has(status)) return { kind: 'refunded', cause: null, column }
  return PART_REFUNDED.has(status) ? { kind: 'part-refunded', cause: null, column } : null
}

export function isBlankRow(row: readonly string[]): boolean {
  for (let index = 0; index < row.length; index += 1) {
    const cell = row[index] ?? ''
    if (cell !== '' && (cell.charCodeAt(0) > 32 || cell.trim() !== '')) return false
  }
  return true
}

/** `cell.trim()`, without the call for the usual cell that has nothing to trim. */
export function clean(cell: string): string {
  const last = cell.length - 1
  return last < 0 || (cell.charCodeAt(0) > 32 && cell.charCodeAt(last) > 32) ? cell : cell.trim()
}

/**
 * A totals line under the table, or the header repeated (two exports pasted together: its date
 * cell is the header's date name). Only asked of rows that failed to read, so it stays cheap.
 */
export function isFooterRow(row: readonly string[], dateIndex: number, dateHeader: string): boolean {
  const first = row.find((cell) => cell.trim() !== '') ?? ''
  if (FOOTER.test(first.trim())) return true
  return dateIndex >= 0 && normaliseHeader(row[dateIndex] ?? '') === dateHeader
}
