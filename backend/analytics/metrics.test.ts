import { describe, expect, it } from 'vitest'
import { MetricsResponseSchema } from '../../kernel/contract/dashboard'
import { memorySales } from '../../tests/utils/backend/memory-sales'
import { KL, kl, NOW } from '../../tests/utils/backend/analytics-clock'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeMetrics } from './metrics'
import { day, metrics } from '../../tests/utils/backend/metrics'

/*
 * The clock: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur (UTC+8, no DST).
 *   today                         2026-11-18  [2026-11-17T16:00Z, 2026-11-18T16:00Z)
 *   period (30 days, today in)    2026-10-20 … 2026-11-18
 *   previous 30 days              2026-09-20 … 2026-10-19
 *   same weekday a week earlier   2026-11-11 (Wednesday)
 */

describe('computeMetrics', () => {
  it('answers null for an account with no sales and no day totals', () => {
    expect(metrics([])).toBeNull()
    expect(MetricsResponseSchema.parse({ metrics: metrics([]) })).toEqual({ metrics: null })
  })

  it('answers zeros, not null, and no change when all the data is older than both periods', () => {
    const result = metrics([{ at: kl('2026-08-01T12:00'), amount: 50, receipt: 'R1', customer: 'email:a@x.my' }], [day('2026-08-02', 70, ['email:b@x.my'])])
    // Sales on record since 1 Aug: nothing in either period, nothing today nor by 10:00 last
    // Wednesday, is the same nothing (docs/product.md#dashboard-numbers), not "no earlier data".
    expect(result).toEqual({
      revenue: 0,
      orders: 0,
      customers: 0,
      avg_order: 0,
      changes: { revenue: 0, orders: 0, customers: 0, avg_order: 0 },
      period: { from: '2026-10-20', to: '2026-11-18', orders: 0 },
    })
  })

  it('computes one day of data, with no previous period to compare with', () => {
    const result = metrics([
      { at: kl('2026-11-18T08:15'), amount: 12.5, receipt: 'R1', customer: 'email:aisyah@x.my' },
      { at: kl('2026-11-18T08:15'), amount: 8, receipt: 'R1', customer: 'email:aisyah@x.my' },
      { at: kl('2026-11-18T09:40'), amount: 15.9, receipt: 'R2', customer: 'phone:60123456789' },
      { at: kl('2026-11-18T09:50'), amount: 5 }, // no receipt: an order of its own
    ])
    // revenue 12.50 + 8.00 + 15.90 + 5.00 = 41.40; orders R1, R2, the receiptless row = 3;
    // customers aisyah and the phone = 2; avg_order 41.40 / 3 = 13.80. All of it today, so the
    // period's orders are today's 3.
    expect(result).toEqual({
      revenue: 41.4,
      orders: 3,
      customers: 2,
      avg_order: 13.8,
      changes: { revenue: null, orders: null, customers: null, avg_order: null },
      period: { from: '2026-10-20', to: '2026-11-18', orders: 3 },
    })
    expect(MetricsResponseSchema.safeParse({ metrics: result }).success).toBe(true)
  })

  it('nets refunds, on their own receipt or on the sale’s, out of revenue and the average order', () => {
    const result = metrics([
      { at: kl('2026-11-02T12:00'), amount: 30, receipt: 'R1' },
      { at: kl('2026-11-03T12:00'), amount: 20, receipt: 'R2' },
      { at: kl('2026-11-03T12:05'), amount: -5, receipt: 'R2' }, // a line refunded on the same receipt
      { at: kl('2026-11-04T12:00'), amount: -10, receipt: 'R3' }, // a refund receipt
      { at: kl('2026-10-01T12:00'), amount: 40, receipt: 'R9' }, // previous period
    ])
    // revenue 30 + 20 − 5 − 10 = 35.00; orders R1 and R2 (20 − 5 nets above zero) = 2, the refund
    // receipt R3 none, so avg_order 35 / 2 = 17.50. Previous period: revenue 40.00, one order, avg 40.00.
    // changes: revenue (35 − 40) / 40 = −12.5 %; avg_order (17.50 − 40) / 40 = −56.25 % → −56.3.
    // No sale last Wednesday, but sales on record before it (1 Oct): 0 orders against 0, no change.
    // No customer keys, but the previous period has a sale on record: customers 0 against 0, no change.
    expect(result).toMatchObject({
      revenue: 35,
      orders: 0,
      customers: 0,
      avg_order: 17.5,
      changes: { revenue: -12.5, orders: 0, customers: 0, avg_order: -56.3 },
    })
  })

  it('counts a receipt as an order when its lines net above zero, and a row without one when it is positive', () => {
    const result = metrics([
      { at: kl('2026-11-18T08:00'), amount: -3, receipt: 'R1', customer: 'email:a@x.my' }, // a negative line first…
      { at: kl('2026-11-18T08:00'), amount: 13, receipt: 'R1', customer: 'email:a@x.my' }, // …of an order netting 10
      { at: kl('2026-11-18T08:30'), amount: 6, receipt: 'R2', customer: 'email:b@x.my' }, // a sale voided on its receipt:
      { at: kl('2026-11-18T08:31'), amount: -6, receipt: 'R2', customer: 'email:b@x.my' }, // nets 0, no order, no purchase
      { at: kl('2026-11-18T08:40'), amount: 0.1, receipt: 'R4' }, // 0.1 + 0.2 − 0.3 is 5.55e-17 in floating point:
      { at: kl('2026-11-18T08:40'), amount: 0.2, receipt: 'R4' }, // zero to the sen, no order
      { at: kl('2026-11-18T08:40'), amount: -0.3, receipt: 'R4' },
      { at: kl('2026-11-18T09:00'), amount: -8, receipt: 'R3', customer: 'email:r@x.my' }, // a refund receipt
      { at: kl('2026-11-18T09:10'), amount: -4 }, // a refund without a receipt: no order
      { at: kl('2026-11-18T09:20'), amount: 5 }, // a sale without a receipt: an order
    ])
    // revenue 10 + 0 + 0 − 8 − 4 + 5 = 3.00; orders R1 and the RM5 row = 2; avg_order 3 / 2 = 1.50;
    // customers: a alone (b's receipt nets 0, r only has a refund).
    expect(result).toMatchObject({ revenue: 3, orders: 2, customers: 1, avg_order: 1.5, period: { orders: 2 } })
  })

  it('adds day totals in the period to revenue and customers, and those with an order count to orders and the average order', () => {
    const result = metrics(
      [{ at: kl('2026-11-18T09:00'), amount: 20, receipt: 'R1', customer: 'email:a@x.my' }],
      [
        day('2026-11-18', 100, ['email:a@x.my', 'email:c@x.my'], 12), // today: in, with its 12 orders
        day('2026-10-20', 50), // first day of the period: in, no order count
        day('2026-10-19', 70), // last day of the previous period
        day('2026-11-19', 999, [], 5), // tomorrow: out
        day('2026-09-19', 999), // before the previous period: out
      ],
    )
    // revenue 20 + 100 + 50 = 170.00; customers {a, c} = 2 (a counted once across row and total);
    // orders today: R1 + the total's 12 = 13; avg_order (20 + 100) / 13 = 9.23 (the 50 gives no
    // order count, so it has none to divide by). Previous: revenue 70 → (170 − 70) / 70 = 142.857 %
    // → 142.9; its day total is on record but names no customer: 2 against 0, a rise from none,
    // +100 %; no orders before → no average, null. Last Wednesday has no sale row: orders null.
    expect(result).toMatchObject({
      revenue: 170,
      orders: 13,
      customers: 2,
      avg_order: 9.23,
      changes: { revenue: 142.9, orders: null, customers: 100, avg_order: null },
      period: { orders: 13 },
    })
  })

  it('counts a day total’s orders only when it gives a count: a manual entry without orders adds sales alone', () => {
    const rows: TestRow[] = [{ at: kl('2026-11-10T09:00'), amount: 30, receipt: 'R1' }]
    // 30 + 90 over 1 + 3 orders = 30.00; the entry without orders (orders null, or 0) adds to revenue only.
    expect(metrics(rows, [day('2026-11-12', 90, [], 3), day('2026-11-13', 40), day('2026-11-14', 15, [], 0)])).toMatchObject({
      revenue: 175,
      orders: 0,
      avg_order: 30,
      period: { orders: 4 },
    })
  })

  it('counts each customer key once per period across sale rows and day totals', () => {
    const result = metrics(
      [
        { at: kl('2026-11-10T12:00'), amount: 10, receipt: 'R1', customer: 'email:a@x.my' },
        { at: kl('2026-11-11T12:00'), amount: 10, receipt: 'R2', customer: 'email:a@x.my' },
        { at: kl('2026-11-12T12:00'), amount: 10, receipt: 'R3', customer: 'phone:60111' },
        { at: kl('2026-10-05T12:00'), amount: 10, receipt: 'R4', customer: 'email:a@x.my' }, // previous period
        { at: kl('2026-10-06T12:00'), amount: 10, receipt: 'R5', customer: 'email:d@x.my' }, // previous period
      ],
      [day('2026-11-01', 10, ['email:b@x.my', 'phone:60111']), day('2026-10-07', 10, ['email:d@x.my'])],
    )
    // Period: a, phone:60111, b = 3. Previous: a, d = 2 (d in a row and a total). (3 − 2) / 2 = 50 %.
    expect(result).toMatchObject({ customers: 3, changes: { customers: 50 } })
  })

  it('rounds money to 2 decimals and changes to 1, half away from zero', () => {
    const result = metrics([
      { at: kl('2026-11-01T12:00'), amount: 0.1, receipt: 'R1' },
      { at: kl('2026-11-01T12:00'), amount: 0.2, receipt: 'R1' },
      { at: kl('2026-11-02T12:00'), amount: 0.705, receipt: 'R2' },
      { at: kl('2026-10-01T12:00'), amount: 0.3, receipt: 'R3' }, // previous
    ])
    // revenue 0.1 + 0.2 + 0.705 = 1.005 → 1.01 (not 1.00); avg_order 1.005 / 2 = 0.5025 → 0.50.
    // changes: revenue (1.01 − 0.30) / 0.30 = 236.67 % → 236.7; avg_order (0.50 − 0.30) / 0.30 = 66.67 % → 66.7.
    expect(result).toMatchObject({ revenue: 1.01, avg_order: 0.5, changes: { revenue: 236.7, avg_order: 66.7 } })
  })

  describe('over the sales store', () => {
    it('reads the stored sales and day totals as they are, accounts apart', async () => {
      const store = memorySales()
      await store.appendSales('a', 'u1', batchOf([{ at: kl('2026-11-18T08:00'), amount: 10, receipt: 'R1', customer: 'email:a@x.my' }]))
      await store.appendSales('b', 'u2', batchOf([{ at: kl('2026-11-18T08:00'), amount: 99, receipt: 'R1', customer: 'email:z@x.my' }]))
      await store.appendSales('a', 'u3', batchOf([{ at: kl('2026-11-18T09:00'), amount: 5, receipt: 'R1', customer: 'email:b@x.my' }]))
      await store.addDayTotals('a', 'u4', [day('2026-11-17', 30, ['email:b@x.my'])])
      const of = async (account: string) => computeMetrics({ sales: await store.salesOf(account), dayTotals: await store.dayTotalsOf(account), now: NOW, timezone: KL })
      // Account a: 10 + 5 + 30 = 45.00; R1 from both uploads is one receipt (one dictionary value):
      // 1 order today, avg 15 / 1 = 15.00; customers a, b = 2.
      expect(await of('a')).toMatchObject({ revenue: 45, orders: 1, customers: 2, avg_order: 15 })
      expect(await of('b')).toMatchObject({ revenue: 99, orders: 1, customers: 1, avg_order: 99 })
      expect(await of('nobody')).toBeNull()
    })
  })
})
