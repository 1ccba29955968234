// @vitest-environment node
/**
 * What makes an order (order-keys.ts): a receipt column is read alone only when its values look like
 * order numbers; otherwise the day and the number, the time of the lines, or the rows count orders,
 * and the notes say which.
 */
import { describe, expect, it } from 'vitest'
import { salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'

describe('a receipt column that cannot tell orders apart', () => {
  it('one value on every line (Excel wrote the ids as 5E+17): the lines sold at one time are an order', () => {
    const { batch, summary } = salesOfLines([
      'Order ID,Order Time,Item,Qty,Amount',
      '5E+17,2026-03-02 12:01:15,Nasi Lemak,1,12.90',
      '5E+17,2026-03-02 12:01:15,Teh Tarik,2,8.40',
      '5E+17,2026-03-02 12:09:40,Mee Goreng,1,11.50',
      '5E+17,2026-03-03 08:15:02,Roti Canai,2,4.00',
      '5E+17,2026-03-03 08:15:02,Kopi O,1,2.80',
      '5E+17,2026-03-03 13:30:55,Nasi Goreng,1,10.90',
    ])
    // 12.90 + 8.40 + 11.50 + 4.00 + 2.80 + 10.90 = 50.50; four distinct times: four orders, not one.
    expect(totalsOf(batch)).toEqual({ rows: 6, net: 50.5, quantity: 8, orders: 4, customers: 0 })
    expect(summary.notes).toContain('"Order ID" holds one value ("5E+17") on every line, so it cannot tell orders apart: orders are counted as the lines sold at the same time at one outlet.')
    expect(summary.findings).toContainEqual({ code: 'order-key', column: 'Order ID', problem: 'one-value', counted: 'time', example: '5E+17' })
    expect(summary.mapping.receipt).toBe('Order Time (lines sold at one time)')
  })

  it('ids Excel rounded share values across orders: set aside too', () => {
    const { batch, summary } = salesOfLines([
      'Order ID,Date,Time,Menu Item,Qty,Net Sales',
      '5.12346E+17,02/03/2026,12:01,Nasi Lemak,1,12.90',
      '5.12346E+17,02/03/2026,12:40,Teh Tarik,1,4.20',
      '5.12347E+17,02/03/2026,13:05,Mee Goreng,1,11.50',
      '5.12347E+17,03/03/2026,09:15,Roti Canai,2,4.00',
    ])
    expect(totalsOf(batch).orders).toBe(4)
    expect(summary.findings).toContainEqual(expect.objectContaining({ code: 'order-key', problem: 'rounded', counted: 'time' }))
  })

  it('order numbers that start again each day (Toast Order #): an order is its day and its number', () => {
    const { batch, summary } = salesOfLines([
      'Order #,Order Date,Menu Item,Qty,Net Price',
      '1,3/2/26 9:01 AM,Latte,1,11.00',
      '1,3/2/26 9:01 AM,Croissant,1,8.50',
      '2,3/2/26 9:20 AM,Mocha,2,24.00',
      '3,3/2/26 11:45 AM,Bagel,1,9.00',
      '1,3/3/26 8:55 AM,Latte,2,22.00',
      '2,3/3/26 10:10 AM,Scone,1,7.50',
      '1,3/4/26 9:30 AM,Americano,1,9.00',
      '2,3/4/26 9:42 AM,Latte,1,11.00',
      '2,3/4/26 9:42 AM,Muffin,1,7.00',
    ])
    // Orders: 2 Mar #1, #2, #3; 3 Mar #1, #2; 4 Mar #1, #2 = 7 (three numbers, seven orders).
    // 11 + 8.50 + 24 + 9 + 22 + 7.50 + 9 + 11 + 7 = 109.00.
    expect(totalsOf(batch)).toEqual({ rows: 9, net: 109, quantity: 11, orders: 7, customers: 0 })
    expect(summary.notes).toContain('"Order #" starts again each day: an order is its day and its number.')
    expect(summary.mapping.receipt).toBe('Order # + the day of Order Date')
  })

  it('tells numbers that restart daily from unique ones in a long file, from a spread of its rows', () => {
    // 30 days × 150 orders × 2 lines = 9,000 lines: more than the rows looked at one by one.
    const lines = (receipt: (day: number, order: number) => string) => [
      'Order #,Order Date,Menu Item,Qty,Net Price',
      ...Array.from({ length: 30 }, (_, d) =>
        Array.from({ length: 150 }, (_, o) => {
          const when = `2026-11-${String(d + 1).padStart(2, '0')} ${String(8 + Math.floor(o / 12)).padStart(2, '0')}:${String((o * 5) % 60).padStart(2, '0')}:00`
          return [`${receipt(d, o)},${when},Latte,1,11.00`, `${receipt(d, o)},${when},Croissant,1,8.50`]
        }).flat(),
      ).flat(),
    ]
    expect(totalsOf(salesOfLines(lines((_, order) => String(order + 1))).batch).orders).toBe(4500)
    const unique = salesOfLines(lines((day, order) => `T${day * 1000 + order}`))
    expect(totalsOf(unique.batch).orders).toBe(4500)
    expect(unique.summary.findings?.some((finding) => finding.code === 'order-key')).toBe(false)
  })

  it('an order id that is intact stays the order, even with an order number beside it', () => {
    const { batch, summary } = salesOfLines([
      'Order Id,Order #,Opened,Amount',
      'a1f0-01,1,3/2/26 9:01 AM,19.50',
      'a1f0-02,2,3/2/26 9:20 AM,24.00',
      'b2c1-01,1,3/3/26 8:55 AM,22.00',
      'b2c1-02,2,3/3/26 10:10 AM,7.50',
    ])
    expect(totalsOf(batch).orders).toBe(4)
    expect(summary.findings?.some((finding) => finding.code === 'order-key')).toBe(false)
  })
})

describe('no order number', () => {
  it('item lines without times: orders cannot be counted, and the note says they are per line', () => {
    const { batch, summary } = salesOfLines(['Date,Item,Qty,Amount', '02/03/2026,Nasi Lemak,1,12.90', '02/03/2026,Teh Tarik,2,8.40', '03/03/2026,Roti Canai,2,4.00'])
    expect(totalsOf(batch).orders).toBe(3)
    expect(summary.findings).toContainEqual({ code: 'order-key', column: null, problem: null, counted: 'line', example: null })
    expect(summary.notes.some((note) => note.includes('Orders and Avg Order Value are per line'))).toBe(true)
  })

  it('a sheet of one row per order (a bakery\'s): each row is an order', () => {
    const { batch, summary } = salesOfLines([
      'Date,Time,Customer,Items,Total',
      '02/03/2026,08:10,Aisyah,"2x Croissant, 1x Kopi",16.50',
      '02/03/2026,08:10,Ben,1x Sourdough,14.00',
      '02/03/2026,09:25,Chong,"1x Cheesecake, 2x Latte",33.00',
    ])
    // Two orders at 08:10 are two rows of a sheet with no item lines: three orders.
    expect(totalsOf(batch)).toMatchObject({ rows: 3, net: 63.5, orders: 3 })
    expect(summary.notes).toContain('The file has no receipt column: each sale row is one order.')
  })
})
