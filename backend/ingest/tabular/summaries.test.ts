// @vitest-environment node
/**
 * Exports that are not receipts: a day summary (one row per date, only amounts) becomes day totals;
 * a report of sales per item, product or category (no date per sale) is refused with the export to
 * use instead. Totals worked out by hand from the files (the sums are in the comments).
 */
import { describe, expect, it } from 'vitest'
import type { DayTotal, IngestResult } from '../types'
import { describeIngest } from '../../uploads/describe'
import { ingestSample, ingestText, readSample, salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'

const KL = 'Asia/Kuala_Lumpur'

function daysOf(result: IngestResult): Extract<IngestResult, { kind: 'day-totals' }> {
  if (result.kind !== 'day-totals') throw new Error(`expected day totals, got ${JSON.stringify(result).slice(0, 400)}`)
  return result
}

const lines = (...rows: string[]) => ingestText(rows.join('\n'))
const sen = (days: readonly DayTotal[]) => days.reduce((sum, day) => sum + Math.round(day.netAmount * 100), 0) / 100

describe("Loyverse's daily sales summary", () => {
  const result = daysOf(ingestSample('loyverse-sales-summary.csv'))

  it('becomes 14 day totals, not 14 sales of one order each', () => {
    // Net sales, already after refunds and discounts: 1,233.20 + 964.60 + 1,102.30 + 1,046.00
    // + 1,388.90 + 1,579.00 + 1,512.70 + 935.20 + 1,004.00 + 1,076.40 = 11,842.30, and 0.00 on
    // 2, 9, 13 and 14 Nov. The Refunds (15.90 on 3 Nov, 22.50 on 7 Nov) are not taken off again:
    // 980.50 − 15.90 = 964.60 and 1,620.40 − 18.90 − 22.50 = 1,579.00 already did.
    expect(result.days).toHaveLength(14)
    expect(sen(result.days)).toBe(11842.3)
    expect(result.days[2]).toEqual({ date: '2026-11-03', netAmount: 964.6, orders: null, outlet: null, customers: [] })
    // No count of receipts in the file: no day gives orders, the days of 0.00 none either.
    expect(result.days.filter((day) => day.orders !== null)).toEqual([])
    expect(result.days.filter((day) => day.netAmount === 0).map((day) => day.date)).toEqual(['2026-11-02', '2026-11-09', '2026-11-13', '2026-11-14'])
  })

  it('says what it read, one sentence per fact', () => {
    expect(result.summary).toMatchObject({ format: 'Generic daily summary', rows: 14, mapping: { date: 'Date', netAmount: 'Net sales' } })
    const { message, details } = describeIngest(result, result.days.length, KL, Date.parse('2026-11-20T00:00:00Z'))
    expect(message).toBe('Generic daily summary: 14 daily totals, 1 Nov – 14 Nov 2026.')
    expect(details).toEqual({
      columns: [
        { field: 'date', from: 'Date' },
        { field: 'amount', from: 'Net sales' },
      ],
      notes: [
        'Read as daily totals: one row per date, with no receipt, item or time.',
        'Dates read as DD/MM/YYYY ("13/11/26" can only be day first).',
        'Columns were matched by their names; the mapping lists which column fed what.',
        '"Taxes" not added to the amount.',
        '4 days of 0.00, without sales.',
        'The file has no count of receipts per day: its totals add to revenue, not to orders or the average order.',
        'Days are in Asia/Kuala_Lumpur.',
      ],
    })
  })
})

describe('other day summaries', () => {
  it("keeps a day's count of transactions as its orders; a day of 0.00 has none", () => {
    const result = daysOf(lines('Business Date,Net Sales,Tax,Transactions', '2026-11-16,"1,234.50",74.07,96', '2026-11-17,0.00,0.00,0', '2026-11-18,980.00,58.80,81'))
    // 1,234.50 + 0.00 + 980.00 = 2,214.50 over 96 + 0 + 81 = 177 orders.
    expect(result.days.map((day) => [day.date, day.netAmount, day.orders])).toEqual([
      ['2026-11-16', 1234.5, 96],
      ['2026-11-17', 0, 0],
      ['2026-11-18', 980, 81],
    ])
    expect(result.summary.mapping).toEqual({ date: 'Business Date', netAmount: 'Net Sales', orders: 'Transactions' })
    expect(result.summary.notes).toContain('1 day of 0.00, without sales.')
    expect(result.summary.notes.filter((note) => note.includes('no count of receipts'))).toEqual([])
  })

  it('keeps net sales before tax when gross sales equal them on most days', () => {
    const result = daysOf(
      lines(
        'Date,Gross Sales,Discounts,Net Sales,Tax,Receipts',
        '16/11/2026,500.00,0.00,500.00,30.00,40',
        '17/11/2026,420.00,0.00,420.00,25.20,35',
        '18/11/2026,610.00,10.00,600.00,36.00,52',
        '19/11/2026,380.00,0.00,380.00,22.80,31',
        '20/11/2026,450.00,0.00,450.00,27.00,38',
      ),
    )
    // Gross = Net on 4 of the 5 days that have tax, which says nothing about tax being inside the
    // net: 500 + 420 + 600 + 380 + 450 = 2,350.00, not 2,350.00 − 141.00 of tax = 2,209.00.
    expect(sen(result.days)).toBe(2350)
    expect(result.summary.mapping.netAmount).toBe('Net Sales')
  })

  it('reads a week of consecutive days with only an amount as day totals', () => {
    const week = Array.from({ length: 7 }, (_, at) => `2026-11-${String(16 + at).padStart(2, '0')},${(100 + at * 10).toFixed(2)}`)
    const result = daysOf(lines('Date,Sales', ...week))
    // 100 + 110 + 120 + 130 + 140 + 150 + 160 = 910.00 over 7 days, every day from 16 to 22 Nov.
    expect([result.days.length, sen(result.days)]).toEqual([7, 910])
  })

  it('leaves a few dated amounts with nothing that says summary as sales, one order each', () => {
    const { batch, summary } = salesOfLines(['Date,Amount', '01/11/2026,12.90', '05/11/2026,8.40', '13/11/2026,4.50'])
    // 12.90 + 8.40 + 4.50 = 25.80; no receipt column, so each row is one order (and the note says so).
    expect(totalsOf(batch)).toMatchObject({ rows: 3, net: 25.8, orders: 3 })
    expect(summary.notes).toContain('The file has no receipt column: each sale row is one order.')
  })
})

const EXPORTS =
  '(Loyverse: Receipts by item or Receipts; Square: Item Detail or Transactions; Toast: Item Selection Details or Order Details; ' +
  'StoreHub: Transactions; GrabFood: Transactions; Shopify: Orders; Lightspeed Restaurant: Transactions)'

/** The file said for what it is, and the export to upload instead as the answer's suggestion. */
const refused = (message: string, suggestion: string) => ({ kind: 'refused', reason: 'no_sales_columns', message, suggestion })

describe('reports of sales per item, product or category', () => {
  it("a Toast product mix names Toast's exports that have a row per sale", () => {
    expect(ingestText(readSample('toast-product-mix-all-items.csv'), 'AllItemsReport.csv')).toEqual(
      refused(
        '"AllItemsReport.csv" is a Toast product mix report: sales per item for a whole period, with no date for each sale.',
        "Selera needs the date of every sale: upload Toast's Item Selection Details or Order Details export instead.",
      ),
    )
  })

  it('a StoreHub sales by product report (its period only in its name and title) lists the exports that work', () => {
    const fileName = 'Sales_By_Product_2026-11-01_2026-11-30.csv'
    expect(ingestText(readSample('storehub-sales-by-product.csv'), fileName)).toEqual(
      refused(
        `"${fileName}" is a report of sales per product for a whole period, with no date for each sale.`,
        `Selera needs the date of every sale: upload an export with one row per sale instead ${EXPORTS}.`,
      ),
    )
  })

  it('a Loyverse sales by item report, and a report per category or per variant', () => {
    const loyverse = lines('Item name,SKU,Category,Items sold,Gross sales,Items refunded,Refunds,Discounts,Net sales', 'Kopi O,10001,Drinks,388,1086.40,2,5.60,10.80,1070.00')
    expect(loyverse).toEqual(
      refused(
        '"upload.csv" is a Loyverse sales by item report: sales per item for a whole period, with no date for each sale.',
        "Selera needs the date of every sale: upload Loyverse's Receipts by item or Receipts export instead.",
      ),
    )
    const perCategory = lines('Category,Quantity,Net Sales', 'Drinks,693,2434.40', 'Food,509,4260.60')
    expect(perCategory.kind === 'refused' && perCategory.message).toMatch(/^"upload\.csv" is a report of sales per category for a whole period/)
    const perVariant = lines('Product,Variant,Qty Sold,Sales', 'Kopi O,Large,120,420.00')
    expect(perVariant.kind === 'refused' && perVariant.message).toMatch(/^"upload\.csv" is a report of sales per variant for a whole period/)
  })

  it('a sheet with an item and an amount but no quantity sold is still asked for its date column', () => {
    const result = lines('Item,Amount', 'Kopi O,2.80')
    expect(result.kind === 'refused' && result.message).toMatch(/it has an amount column but no date column/)
  })
})
