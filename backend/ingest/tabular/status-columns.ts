/**
 * The columns that say whether a row counts, under the names exports give them: its type, statuses
 * (`Status`, `Financial Status`, `Payment Status`, `Order Status`), void flags (`Void?`, `Voided`),
 * cancellation dates (`Cancelled at`) and refund flags (`Refunded`). A sheet may have several.
 */
import type { Columns } from './formats'
import type { StatusColumns } from './row-kinds'
import type { SheetSample } from './sample'

export type { StatusColumns }

const STATUS = new Set([
  'status', 'order status', 'transaction status', 'financial status', 'payment status', 'receipt status', 'bill status',
  'sale status', 'sales status', 'invoice status', 'status pesanan', 'status bayaran',
])
const VOID = new Set(['void', 'voided', 'is void', 'is voided', 'void flag'])
const CANCEL = /^(?:is )?(?:cancell?ed|voided|deleted)(?: (?:at|on|date|time|by))?$|^(?:cancellation|void|deletion) (?:date|time)$|^dibatalkan$/
const REFUND_FLAG = /^(?:is )?refunded(?: (?:at|on|date))?$|^refund(?: flag| status)?$/

export function statusColumns(headers: readonly string[], columns: Columns, sample: SheetSample): StatusColumns {
  const named = (test: (header: string) => boolean, field = -1): number[] =>
    headers.map((_, index) => index).filter((index) => index === field || test(headers[index] ?? ''))
  const statuses = named((header) => STATUS.has(header), columns.status)
  const voids = named((header) => VOID.has(header), columns.void)
  const cancels = named((header) => CANCEL.test(header) && !VOID.has(header))
  // A `Refunded` column of amounts is a refund amount (amounts.ts); of yes/no or dates, a flag.
  const refunds = named((header) => REFUND_FLAG.test(header)).filter((index) => !sample.isMoney(index))
  return { kind: columns.kind, statuses, voids, cancels, refunds }
}
