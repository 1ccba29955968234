import { describe, expect, it } from 'vitest'
import { KL, kl, NOW } from '../../tests/utils/backend/analytics-clock'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { LOYVERSE_REFUNDS_CSV } from '../../tests/utils/backend/loyverse-refunds'
import { ingestText, salesOf } from '../../tests/utils/backend/tables'
import { summariseWeek } from '../report/summary'
import { weekStarting } from '../report/week'
import { computeDashboard } from './dashboard'
import { scanSales } from './insights/scan'
import { computeMetrics } from './metrics'
import { querySales, type SalesQuery } from './query'

/*
 * A Loyverse export whose refunds are receipts of their own (tests/utils/backend/loyverse-refunds.ts),
 * read by the real ingest, at Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur. An order is a receipt
 * whose lines net above zero: the refund receipts 2-0996, 1-1004 and 2-1005 take money off but are
 * no orders, and Nurul Huda, whose only line in the period is the refund 1-1004, is no customer of it.
 *
 *   today (18 Nov)        revenue 24.90 + 6.00 + 16.90 − 12.90 − 9.00 = 25.90;
 *                         orders 2-1001, 1-1002, 2-1003 = 3 (5 receipts)
 *   11 Nov by 10:00       2-0995 = 1 order (2 receipts): today's change (3 − 1) / 1 = +200 %
 *   period (20 Oct …)     revenue 25.90 + 9.00 − 4.50 = 30.40; orders 3 + 2-0995 = 4;
 *                         avg_order 30.40 / 4 = 7.60; customers Tan Wei Ming, Siti Rahman = 2
 *   previous (… 19 Oct)   1-0990: revenue 25.80, 1 order, avg 25.80, 1 customer (Nurul Huda)
 *   changes               revenue (30.40 − 25.80) / 25.80 = +17.83 % → 17.8; customers (2 − 1) / 1 = +100 %;
 *                         avg_order (7.60 − 25.80) / 25.80 = −70.54 % → −70.5
 * (Counting every receipt as an order gave 5 orders today (+150 %), 7 in the period, an average
 * order of 30.40 / 7 = 4.34 and 3 customers.)
 */
const { batch: sales } = salesOf(ingestText(LOYVERSE_REFUNDS_CSV, 'receipts-by-item.csv'))
const input = { sales, dayTotals: [], now: NOW, timezone: KL }

describe('refund receipts (Loyverse writes a refund as a receipt of its own)', () => {
  it('are no orders and make no customer: Orders Today, the period, the average order, customers', () => {
    const expected = {
      revenue: 30.4,
      orders: 3,
      customers: 2,
      avg_order: 7.6,
      changes: { revenue: 17.8, orders: 200, customers: 100, avg_order: -70.5 },
      period: { from: '2026-10-20', to: '2026-11-18', orders: 4 },
    }
    expect(computeMetrics(input)).toEqual(expected)
    expect(computeDashboard(input).metrics).toEqual(expected)
  })

  it('are no orders in any grouping of a query, and their customers no customers', () => {
    const query = (overrides: Partial<SalesQuery>) =>
      querySales(sales, [], { from: '2026-11-11', to: '2026-11-18', zone: KL, measures: ['revenue', 'orders', 'customers'], ...overrides }).rows
    // 11 Nov: 2-0995 (9.00 − 4.50 = 4.50, 1 order); 18 Nov: 25.90, 3 orders, Tan Wei Ming and Siti Rahman.
    expect(query({ groupBy: 'day' }).filter((row) => row.revenue !== 0)).toEqual([
      { key: '2026-11-11', revenue: 4.5, orders: 1, customers: 0 },
      { key: '2026-11-18', revenue: 25.9, orders: 3, customers: 2 },
    ])
    // 18 Nov by hour: 08:00 2-1001 and 1-1002 (30.90, Tan); 09:00 2-1003 alone (16.90 − 12.90 − 9.00 = −5.00, Siti).
    expect(query({ from: '2026-11-18', groupBy: 'hour' }).filter((row) => row.revenue !== 0)).toEqual([
      { key: '08:00', revenue: 30.9, orders: 2, customers: 1 },
      { key: '09:00', revenue: -5, orders: 1, customers: 1 },
    ])
    // Mont Kiara: 24.90 + 16.90 − 9.00 + 9.00 − 4.50 = 37.30, orders 2-1001, 2-1003, 2-0995; Bangsar: 6.00 − 12.90 = −6.90, 1-1002.
    expect(query({ groupBy: 'outlet' })).toEqual([
      { key: 'Mont Kiara', revenue: 37.3, orders: 3, customers: 2 },
      { key: 'Bangsar', revenue: -6.9, orders: 1, customers: 0 },
    ])
    // 18 Nov by dining option: Dine in 24.90 − 12.90 − 9.00 = 3.00 (2-1001 only), Delivery 16.90, Takeaway 6.00.
    expect(query({ from: '2026-11-18', groupBy: 'channel' })).toEqual([
      { key: 'Delivery', revenue: 16.9, orders: 1, customers: 1 },
      { key: 'Takeaway', revenue: 6, orders: 1, customers: 0 },
      { key: 'Dine in', revenue: 3, orders: 1, customers: 1 },
    ])
  })

  it('are no orders in the insights’ outlet comparison', () => {
    // The window is the 28 days before today: 11 Nov's 2-0995 is Mont Kiara's one order (the refund 2-0996 none).
    const scan = scanSales({ sales, dayTotals: [], now: NOW, zone: KL, today: { year: 2026, month: 11, day: 18 }, ranges: [] })
    const montKiara = scan.outlets.names.indexOf('Mont Kiara')
    expect(scan.outlets.orders[montKiara]).toBe(1)
    expect(scan.outlets.revenue[montKiara]).toBe(4.5)
  })

  it('are no visits of a regular (the lapsed regulars insight)', () => {
    const regular = 'email:regular@x.my'
    const scan = scanSales({
      sales: batchOf([
        { at: kl('2026-11-02T08:00'), amount: 10, receipt: 'A', customer: regular }, // a visit
        { at: kl('2026-11-03T08:00'), amount: 10, receipt: 'B', customer: regular }, // voided on its receipt: none
        { at: kl('2026-11-03T08:01'), amount: -10, receipt: 'B', customer: regular },
        { at: kl('2026-11-04T08:00'), amount: -2, receipt: 'C', customer: regular }, // a negative first line, nets 10: a visit
        { at: kl('2026-11-04T08:00'), amount: 12, receipt: 'C', customer: regular },
        { at: kl('2026-11-05T08:00'), amount: -5, receipt: 'D', customer: regular }, // a refund receipt: none
        { at: kl('2026-11-06T08:00'), amount: 4, receipt: 'E', customer: regular }, // nets −2: none
        { at: kl('2026-11-06T08:00'), amount: -6, receipt: 'E', customer: regular },
      ]),
      dayTotals: [],
      now: NOW,
      zone: KL,
      today: { year: 2026, month: 11, day: 18 },
      ranges: [],
    })
    // A and C (counting a receipt at its first line when that was positive gave A, B and E).
    expect(scan.customers.visits[0]).toBe(2)
  })

  it('are no orders in the weekly report, and their customers no customers', () => {
    // The week of 16 – 22 Nov: 25.90 over 3 orders = 8.63 (Tan Wei Ming, Siti Rahman); the week
    // before: 4.50 over 1 order = 4.50, no customer. Changes: (25.90 − 4.50) / 4.50 = +475.6 %,
    // (3 − 1) / 1 = +200 %, no customers before (null), (8.63 − 4.50) / 4.50 = +91.8 %.
    const summary = summariseWeek(sales, [], weekStarting({ year: 2026, month: 11, day: 16 }, KL))
    expect(summary).toMatchObject({
      current: { revenue: 25.9, orders: 3, customers: 2, avgOrder: 8.63 },
      previous: { revenue: 4.5, orders: 1, customers: 0, avgOrder: 4.5 },
      changes: { revenue: 475.6, orders: 200, customers: null, avgOrder: 91.8 },
    })
  })
})
