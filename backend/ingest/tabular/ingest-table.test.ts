// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ingestTable } from './index'
import { ingestText, rowOf, salesOf, totalsOf } from '../../../tests/utils/backend/tables'

const options = { timezone: 'Asia/Kuala_Lumpur', fileName: 'sales.csv' }
const LOYVERSE_HEADER = 'Date,Receipt number,Receipt type,Item,Quantity,Net sales,Store,Customer contacts,Status'

describe('refusals the owner can act on', () => {
  it('an empty file', () => {
    for (const rows of [[], [['']], [['', ' '], ['']]]) {
      expect(ingestTable(rows, options)).toEqual({ kind: 'refused', reason: 'empty', message: '"sales.csv" has no rows to read.' })
    }
  })

  it('a sheet without sales columns names the columns it found and the two it needs', () => {
    const result = ingestText('Name,Phone,Email\nAhmad,012-345 6789,ahmad@example.my\n', 'customers.csv')
    expect(result).toEqual({
      kind: 'refused',
      reason: 'no_sales_columns',
      message:
        'We could not find sales in "customers.csv": it has no date column and no amount column. Columns found: Name, Phone, Email. ' +
        'Selera needs at least a date column (e.g. Date, Order Date, Created On) and an amount column (e.g. Net Sales, Amount, Total).',
    })
  })

  it('says which of the two is missing', () => {
    const noAmount = ingestText('Date,Item\n01/05/2026,Kopi O\n')
    expect(noAmount.kind === 'refused' && noAmount.message).toMatch(/it has a date column \("Date"\) but no amount column/)
    const noDate = ingestText('Item,Amount\nKopi O,2.80\n')
    expect(noDate.kind === 'refused' && noDate.message).toMatch(/it has an amount column but no date column/)
  })

  it('a header with no readable rows under it names the column at fault', () => {
    expect(ingestText(`${LOYVERSE_HEADER}\n`)).toMatchObject({ reason: 'empty' })
    const result = ingestText(`${LOYVERSE_HEADER}\nyesterday,1-1,Sale,Kopi O,1,2.80,Bangsar,,Closed\n,,,,,,,,\n`)
    expect(result).toEqual({
      kind: 'refused',
      reason: 'unreadable_values',
      message: '"upload.csv" has no date we can read in "Date" (row 2: "yesterday").',
      suggestion: 'Export the file again with its dates as dates (e.g. 2026-05-20 or 20/05/2026) and upload that.',
    })
  })
})

describe('headers', () => {
  it('accepts case, spacing and punctuation variants, and "Item name"', () => {
    const text = 'DATE,RECEIPT  NUMBER,receipt_type,Item Name,QUANTITY,net sales,STORE\n13/05/2026 10:00,1-1,Sale,Kopi O,1,2.80,Bangsar\n'
    const { batch, summary } = salesOf(ingestText(text))
    expect(summary.format).toBe('Loyverse receipts by item')
    expect(rowOf(batch, 0)).toMatchObject({ item: 'Kopi O', netAmount: 2.8, outlet: 'Bangsar' })
  })

  it('finds an unfamiliar header row by the data under it, and the columns by their values', () => {
    const text = 'Weekly takings\nWhen,What,Paid\n01/05/2026 08:00,Kopi O,RM2.80\n02/05/2026 09:00,Teh Tarik,RM4.20\n'
    const { batch, summary } = salesOf(ingestText(text))
    expect(totalsOf(batch)).toMatchObject({ rows: 2, net: 7 })
    expect(summary.mapping).toEqual({ timestamp: 'When', netAmount: 'Paid' })
    expect(summary.notes.slice(0, 2)).toEqual(['"When" read as the date column from its values.', '"Paid" read as the amount column from its values.'])
  })

  it('multiplies a unit price by the quantity when the sheet has no total', () => {
    const { batch, summary } = salesOf(ingestText('Tarikh,Barang,Kuantiti,Harga\n01/05/2026,Kopi O,3,2.80\n01/05/2026,Roti Canai,2,RM1.50\n'))
    expect(totalsOf(batch)).toMatchObject({ net: 11.4, quantity: 5 })
    expect(summary.mapping.netAmount).toBe('Harga × Kuantiti')
  })

  it('computes the net from gross sales and discounts when there is no net column', () => {
    const { batch, summary } = salesOf(ingestText('Date,Gross Sales,Discount\n01/05/2026,12.90,1.29\n01/05/2026,4.50,\n'))
    expect(totalsOf(batch).net).toBe(16.11)
    expect(summary.mapping.netAmount).toBe('Gross Sales − Discount')
  })
})

describe('rows', () => {
  it('counts a shifted row (an unquoted comma) as malformed, but not trailing empty cells', () => {
    const text = 'Date,Item,Amount\n01/05/2026,Kopi O,2.80,,\n01/05/2026,Nasi Lemak, Ayam,12.90\n'
    const { batch, summary } = salesOf(ingestText(text))
    expect(batch.length).toBe(1)
    expect(summary.skipped.malformed).toBe(1)
  })

  it('counts a repeated header (two exports pasted together) as a non-sale line', () => {
    const line = '13/05/2026 10:00,1-1,Sale,Kopi O,1,2.80,Bangsar,,Closed'
    const { summary } = salesOf(ingestText(`${LOYVERSE_HEADER}\n${line}\n${LOYVERSE_HEADER}\n${line}\n`))
    expect(summary).toMatchObject({ rows: 2, skipped: { other: 1 } })
  })

  it('reads StoreHub item lines whose time, receipt and store are only on the summary line', () => {
    const text = [
      'Time,Receipt Number,Item,Category,Quantity,SubTotal,Discount,Tax,Service Charge,Store',
      '18/05/2026 08:12,0001,,,2,7.30,0.00,0.44,0.73,Bangsar',
      ',,Kopi O,Drinks,1,2.80,0.00,0.17,0.28,',
      ',,Roti Bakar Kaya,Food,1,4.50,0.00,0.27,0.45,',
      ',,Payment: Touch n Go,,,8.47,0.00,0.00,0.00,',
      '18/05/2026 09:00,0002,Kopi O,Drinks,1,2.80,0.00,0.17,0.28,Bangsar',
    ].join('\n')
    const { batch } = salesOf(ingestText(text))
    expect(totalsOf(batch)).toMatchObject({ rows: 3, net: 10.1, orders: 2 })
    expect(rowOf(batch, 1)).toMatchObject({ timestamp: '2026-05-18T00:12:00.000Z', receipt: '0001', outlet: 'Bangsar', payment: 'Touch n Go' })
    expect(rowOf(batch, 2)).toMatchObject({ receipt: '0002', payment: '' })
  })

  it("reads Square times in the file's own IANA time zone column when it has one", () => {
    const text = [
      'Date,Time,Time Zone,Item,Qty,Net Sales,Transaction ID',
      '2026-05-20,08:00:00,Asia/Bangkok,Kopi O,1,RM2.80,t1',
      '2026-05-20,08:00:00,Asia/Kuala_Lumpur,Kopi O,1,RM2.80,t2',
    ].join('\n')
    const { batch, summary } = salesOf(ingestText(text))
    expect([rowOf(batch, 0).timestamp, rowOf(batch, 1).timestamp]).toEqual(['2026-05-20T01:00:00.000Z', '2026-05-20T00:00:00.000Z'])
    expect(summary.notes).toContain("Times read in the file's own time zone column (Asia/Bangkok, Asia/Kuala_Lumpur).")
  })

  it('leaves GrabFood lines that are neither payments nor adjustments out of the sales', () => {
    const text = ['Created On,Long Order ID,Category,Status,Net Sales', '18 Nov 2026 01:33 PM,A-1,Payment,Completed,RM10.00', '19 Nov 2026 09:00 AM,,Payout,Completed,-RM10.00'].join('\n')
    expect(salesOf(ingestText(text)).summary).toMatchObject({ rows: 1, skipped: { other: 1 } })
  })

  it('reads rows from a workbook: ISO date-times, separate times, plain numbers and Excel serials', () => {
    const rows = [
      ['Date', 'Time', 'Time Zone', 'Item', 'Qty', 'Net Sales', 'Transaction ID'],
      ['2026-05-05', '13:20:44', 'Kuala Lumpur', 'Char Kuey Teow', '1', '13.9', 'T-1006'],
      ['2026-05-05T13:25:00', '', 'Kuala Lumpur', 'Teh O Ais Limau', '2', '9', 'T-1006'],
    ]
    const { batch } = salesOf(ingestTable(rows, options))
    expect([rowOf(batch, 0).timestamp, rowOf(batch, 1).timestamp]).toEqual(['2026-05-05T05:20:44.000Z', '2026-05-05T05:25:00.000Z'])
    const serial = salesOf(ingestTable([['Date', 'Amount'], ['46153.5', '2.80']], options))
    expect(rowOf(serial.batch, 0).timestamp).toBe('2026-05-11T04:00:00.000Z')
  })

  it('falls back to Kuala Lumpur, and says so, for an unknown account time zone', () => {
    const result = ingestTable([['Date', 'Amount'], ['11/05/2026 08:05', '2.80']], { timezone: 'Nowhere/Land', fileName: 'x.csv' })
    const { batch, summary } = salesOf(result)
    expect(rowOf(batch, 0).timestamp).toBe('2026-05-11T00:05:00.000Z')
    expect(summary.notes).toContain('Unknown time zone "Nowhere/Land": times read as Asia/Kuala_Lumpur.')
  })

  it('builds right-sized columns whose codes all point into their dictionaries', () => {
    const { batch } = salesOf(ingestText(`${LOYVERSE_HEADER}\n13/05/2026 10:00,1-1,Sale,Kopi O,1,2.80,Bangsar,siti@example.my,Closed\n`))
    for (const column of ['receipt', 'item', 'category', 'customer', 'outlet', 'payment', 'channel'] as const) {
      expect(batch[column]).toHaveLength(1)
      expect(batch[column][0]).toBeLessThan(batch.dict[column].length)
    }
    expect(batch.timestamp).toHaveLength(1)
  })
})
