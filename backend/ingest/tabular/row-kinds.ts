/** Whether a data row is a sale, a refund, cancelled, or not a sale line at all. */
import { normaliseHeader } from './headers'

export type RowKind = 'sale' | 'refund' | 'cancelled' | 'other'

const CANCELLED = new Set(['cancelled', 'canceled', 'void', 'voided', 'failed', 'rejected', 'deleted', 'declined'])
const TRUTHY = new Set(['true', 'yes', 'y', '1', 'x', 'void', 'voided'])
const FOOTER = /^(?:grand\s*)?totals?\b|^jumlah\b|^sub\s*-?\s*totals?\b|^summary\b|^ringkasan\b/i

/**
 * `kind` is Loyverse's Receipt type, Square's Event Type or GrabFood's Category; `status` a status
 * column; `voided` Toast's `Void?`/`Voided`. `saleKinds`: when given, other kinds are not sales
 * (GrabFood's statement also lists payouts).
 */
export function classifyRow(kind: string, status: string, voided: string, saleKinds?: readonly string[]): RowKind {
  if (TRUTHY.has(normaliseHeader(voided))) return 'cancelled'
  if (CANCELLED.has(normaliseHeader(status))) return 'cancelled'
  const type = normaliseHeader(kind)
  if (type.includes('refund') || type.includes('return')) return 'refund'
  if (saleKinds && !saleKinds.includes(type)) return 'other'
  return 'sale'
}

/** `classifyRow` memoised per cell value: a column holds a handful of distinct values. */
export class RowKinds {
  private readonly voided = new Map<string, boolean>()
  private readonly cancelled = new Map<string, boolean>()
  private readonly kinds = new Map<string, RowKind>()

  constructor(private readonly saleKinds?: readonly string[]) {}

  read(kind: string, status: string, voided: string): RowKind {
    if (memo(this.voided, voided, () => classifyRow('', '', voided) === 'cancelled')) return 'cancelled'
    if (memo(this.cancelled, status, () => classifyRow('', status, '') === 'cancelled')) return 'cancelled'
    return memo(this.kinds, kind, () => classifyRow(kind, '', '', this.saleKinds))
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
