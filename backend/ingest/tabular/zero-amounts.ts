/**
 * A revenue of zero from a file whose money columns hold amounts is a misread, not a quiet month:
 * the amount was read from the wrong column (a tax nobody charged, a tip column). amounts.ts already
 * passes over a column of zeros when another amount column has values; this is the last guard, for
 * when no other column could be chosen, and it refuses with the columns named.
 */
import type { IngestResult, SalesBatch } from '../types'
import { isAmountRole, moneyRole } from './money-columns'
import type { SheetSample } from './sample'

export function zeroRevenueRefusal(
  fileName: string,
  header: readonly string[],
  headers: readonly string[],
  sample: SheetSample,
  read: { batch: SalesBatch; base: number; columns: ReadonlySet<number> },
): Extract<IngestResult, { kind: 'refused' }> | null {
  const { batch } = read
  for (let row = 0; row < batch.length; row += 1) if (batch.netAmount[row] !== 0) return null
  const name = (index: number) => (header[index] ?? '').trim()
  // A discount, tax or cost column with values does not make a sale's amount: a free meal is 0.
  const amountLike = (index: number) => {
    const role = moneyRole(headers[index] ?? '')
    return role === null || isAmountRole(role)
  }
  const withAmounts = header.map((_, index) => index).filter((index) => !read.columns.has(index) && amountLike(index) && sample.isMoney(index) && !sample.allZero(index))
  if (withAmounts.length === 0) return null
  const others = withAmounts.slice(0, 3).map((index) => `"${name(index)}"`).join(', ')
  return {
    kind: 'refused',
    reason: 'unreadable_values',
    message: `"${fileName}" would read as sales of 0: "${name(read.base)}", the amount column, is 0 on every row, while ${others} ${withAmounts.length === 1 ? 'has' : 'have'} amounts.`,
    suggestion: `Name the column that holds each sale's amount "Net sales" (or delete "${name(read.base)}") and upload the file again.`,
  }
}
