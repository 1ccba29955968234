/**
 * Reports of sales per item, product, variant or category (Toast's product mix, Loyverse's sales by
 * item, StoreHub's sales by product and best sellers): totals for a whole period, with no date for
 * each sale. Selera cannot place them on days, so they are refused, and the answer names the file
 * for what it is and the export of the owner's POS that does have a row per sale.
 */
import type { Columns, FormatId } from './formats'

/** The exports the POS formats read (formats.ts), as each POS names them, item level first. */
const PER_SALE_EXPORTS: Record<Exclude<FormatId, 'generic' | 'storehub-daily'>, { pos: string; name: string }> = {
  'loyverse-items': { pos: 'Loyverse', name: 'Receipts by item' },
  'loyverse-receipts': { pos: 'Loyverse', name: 'Receipts' },
  'square-items': { pos: 'Square', name: 'Item Detail' },
  'square-transactions': { pos: 'Square', name: 'Transactions' },
  'toast-items': { pos: 'Toast', name: 'Item Selection Details' },
  'toast-orders': { pos: 'Toast', name: 'Order Details' },
  'storehub-transactions': { pos: 'StoreHub', name: 'Transactions' },
  grabfood: { pos: 'GrabFood', name: 'Transactions' },
  'shopify-orders': { pos: 'Shopify', name: 'Orders' },
  'lightspeed-transactions': { pos: 'Lightspeed Restaurant', name: 'Transactions' },
}

/** Headers only one POS's per-item report has. */
const REPORTS: ReadonlyArray<{ pos: string; report: string; headers: readonly string[] }> = [
  { pos: 'Toast', report: 'product mix report', headers: ['menu item', 'menu group'] },
  { pos: 'Loyverse', report: 'sales by item report', headers: ['items refunded'] },
  { pos: 'Shopify', report: 'sales by product report', headers: ['product title', 'product vendor', 'net quantity'] },
]

/** A count of what was sold: Items sold, Item Qty, Quantity, Qty Sold, Units. */
const SOLD = /\b(?:qty|quantity|sold|units)\b/
/** An amount named as sales (not a stock value or a price list's price). */
const SALES = /\b(?:sales|sale|revenue|amount|jualan)\b/

/**
 * The refusal for a sheet without a date column that sums sales per item (or product, variant,
 * category): a quantity sold and a sales amount beside the names, said as what the file is and,
 * as the answer's suggestion, which export to upload instead. Null for any other sheet.
 */
export function itemReportRefusal(fileName: string, headers: readonly string[], columns: Columns): { message: string; suggestion: string } | null {
  const unit = unitOf(headers, columns)
  const amount = [columns.net, columns.gross].some((index) => index >= 0 && SALES.test(headers[index] ?? ''))
  if (columns.date >= 0 || unit === null || !amount || !headers.some((header) => SOLD.test(header))) return null
  const known = REPORTS.find((report) => report.headers.some((header) => headers.includes(header)))
  const what = `sales per ${unit} for a whole period, with no date for each sale.`
  if (known) {
    const names = exportsOf(known.pos).join(' or ')
    return { message: `"${fileName}" is a ${known.pos} ${known.report}: ${what}`, suggestion: `Selera needs the date of every sale: upload ${known.pos}'s ${names} export instead.` }
  }
  const all = [...new Set(Object.values(PER_SALE_EXPORTS).map(({ pos }) => pos))].map((pos) => `${pos}: ${exportsOf(pos).join(' or ')}`)
  return { message: `"${fileName}" is a report of ${what}`, suggestion: `Selera needs the date of every sale: upload an export with one row per sale instead (${all.join('; ')}).` }
}

function exportsOf(pos: string): string[] {
  return Object.values(PER_SALE_EXPORTS).flatMap((each) => (each.pos === pos ? [each.name] : []))
}

function unitOf(headers: readonly string[], columns: Columns): string | null {
  if (columns.item < 0) return columns.category >= 0 ? 'category' : null
  if (headers.some((header) => /\bvariants?\b/.test(header))) return 'variant'
  return /\bproduct\b/.test(headers[columns.item] ?? '') ? 'product' : 'item'
}
