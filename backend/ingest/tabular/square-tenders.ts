/**
 * Square's transactions export has no payment-method column: its tender columns (Card, Cash, Other
 * Tender with its type, Square Gift Card) hold how much was paid each way. The method is the first
 * tender with money in it; DuitNow QR, Touch 'n Go and GrabPay arrive as Other Tender types.
 */
import type { MoneyConventions } from './money-conventions'
import { parseMoney } from './money'
import { clean } from './row-kinds'

export type TenderReader = (row: readonly string[]) => string

/** A reader for a header row with Square's tender columns (normalised names), or null. */
export function squareTenders(headers: readonly string[], conventions: MoneyConventions): TenderReader | null {
  const other = headers.indexOf('other tender')
  const otherType = headers.indexOf('other tender type')
  const tenders: Array<[index: number, method: string]> = [
    [headers.indexOf('card'), 'Card'],
    [headers.indexOf('cash'), 'Cash'],
    [headers.indexOf('square gift card'), 'Square Gift Card'],
  ]
  if (other < 0 && tenders.every(([index]) => index < 0)) return null
  const paid = (row: readonly string[], index: number): boolean => index >= 0 && Math.abs(parseMoney(row[index] ?? '', conventions.of(index))) > 0
  return (row) => {
    if (paid(row, other)) return clean(row[otherType] ?? '') || 'Other'
    for (const [index, method] of tenders) if (paid(row, index)) return method
    return ''
  }
}

/** For the mapping shown to the owner. */
export const SQUARE_TENDER_COLUMNS = 'Card / Cash / Other Tender Type / Square Gift Card'
