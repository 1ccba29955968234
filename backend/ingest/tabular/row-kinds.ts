/** Whether a data row is a sale, a refund, cancelled, or not a sale line at all. */
import type { NotSaleCause } from '../types'
import { normaliseHeader } from './headers'

export type RowKind = 'sale' | 'refund' | 'cancelled' | 'other'

/** A row's kind, and for a cancelled row which column said so. */
export interface Verdict {
  kind: RowKind
  cause: NotSaleCause | null
}

const CANCELLED = new Set(['cancelled', 'canceled', 'cancel', 'void', 'voided', 'failed', 'rejected', 'deleted', 'declined'])
const TRUTHY = new Set(['true', 'yes', 'y', '1', 'x', 'void', 'voided'])
const FOOTER = /^(?:grand\s*)?totals?\b|^jumlah\b|^sub\s*-?\s*totals?\b|^summary\b|^ringkasan\b/i

/** Row types that are sales: Loyverse's Sale, Square's and Lightspeed's Payment. */
const SALE_TYPES = new Set(['sale', 'sales', 'payment', 'order', 'purchase', 'invoice', 'receipt', 'transaction', 'charge', 'jualan'])
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
  if (type.includes('refund') || type.includes('return')) return 'refund'
  if (CANCELLED.has(type)) return 'cancelled'
  if (SALE_TYPES.has(type)) return 'sale'
  return OTHER_TYPES.has(type) ? 'other' : null
}

const verdicts: Record<RowKind, Verdict> = {
  sale: { kind: 'sale', cause: null },
  refund: { kind: 'refund', cause: null },
  cancelled: { kind: 'cancelled', cause: 'type' },
  other: { kind: 'other', cause: null },
}
const VOIDED: Verdict = { kind: 'cancelled', cause: 'void' }
const STATUS_CANCELLED: Verdict = { kind: 'cancelled', cause: 'status' }

export interface RowKindOptions {
  /** When given, only these types (normalised) are sales; refunds always count (GrabFood's Payment, Adjustment). */
  saleKinds?: readonly string[]
  /**
   * The type column holds row types (some of its values are known ones): then only sale and refund
   * types count, and an unknown type is left out. A `Type` column of dining options or categories
   * decides nothing.
   */
  typed: boolean
}

/**
 * `kind` is a row type (Loyverse's Receipt type, Square's Event Type, Lightspeed's Type, GrabFood's
 * Category); `status` a status column; `voided` Toast's `Void?`/`Voided`. Memoised per cell value: a
 * column holds a handful of distinct values.
 */
export class RowKinds {
  private readonly voided = new Map<string, boolean>()
  private readonly cancelled = new Map<string, boolean>()
  private readonly kinds = new Map<string, Verdict>()

  constructor(private readonly options: RowKindOptions) {}

  read(kind: string, status: string, voided: string): Verdict {
    if (memo(this.voided, voided, () => TRUTHY.has(normaliseHeader(voided)))) return VOIDED
    if (memo(this.cancelled, status, () => CANCELLED.has(normaliseHeader(status)))) return STATUS_CANCELLED
    return memo(this.kinds, kind, () => this.kindOf(kind))
  }

  private kindOf(cell: string): Verdict {
    const { saleKinds, typed } = this.options
    const known = typeKind(cell)
    if (known === 'refund') return verdicts.refund
    if (saleKinds) return saleKinds.includes(normaliseHeader(cell)) ? verdicts.sale : verdicts.other
    if (!typed || cell.trim() === '') return verdicts.sale
    return verdicts[known ?? 'other']
  }
}

function memo<T>(map: Map<string, T>, key: string, compute: () => T): T {
  let value = map.get(key)
  if (value === undefined) {
    value = compute()
    map.set(key, value)
  }
  return value
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
