import { describe, expect, it } from 'vitest'
import { MetricsResponseSchema } from '../../kernel/contract/dashboard'
import type { DayTotal } from '../ingest/types'
import { SalesStore } from '../sales/store'
import { atNow, KL, kl, NOW } from '../../tests/utils/backend/analytics-clock'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { computeMetrics, type MetricsInput } from './metrics'

/*
 * The clock: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur (UTC+8, no DST).
 *   today                         2026-11-18  [2026-11-17T16:00Z, 2026-11-18T16:00Z)
 *   period (30 days, today in)    2026-10-20 … 2026-11-18
 *   previous 30 days              2026-09-20 … 2026-10-19
 *   same weekday a week earlier   2026-11-11 (Wednesday)
 */
function day(date: string, netAmount: number, customers: string[] = [], orders: number | null = null): DayTotal {
  return { date, netAmount, orders, outlet: null, customers }
}

function metrics(rows: TestRow[], dayTotals: DayTotal[] = [], overrides: Partial<MetricsInput> = {}) {
  return computeMetrics({ ...atNow(rows, dayTotals), ...overrides })
}

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

  it('puts sales at 23:59 and 00:01 local time on the right side of the period and today boundaries', () => {
    // Read at 23:59:30, so the previous period's last day is read up to 23:59:30 too (see 'compares a
    // period ending today with the previous period up to the same time of day').
    const late = { now: Date.parse('2026-11-18T23:59:30+08:00') }
    const rows: TestRow[] = [
      { at: kl('2026-10-19T23:59'), amount: 1, receipt: 'A' }, // last minute of the previous period
      { at: kl('2026-10-20T00:01'), amount: 2, receipt: 'B' }, // first minute of the period
      { at: kl('2026-11-17T23:59'), amount: 4, receipt: 'C' }, // yesterday
      { at: kl('2026-11-18T00:01'), amount: 8, receipt: 'D' }, // today
      { at: kl('2026-11-19T00:01'), amount: 16, receipt: 'E' }, // tomorrow
    ]
    // Kuala Lumpur: revenue 2 + 4 + 8 = 14.00, today D alone; previous A = 1.00 → +1300 %.
    // avg_order 14 / 3 = 4.666… → 4.67 against 1.00 → (4.67 − 1) / 1 = +367 %.
    expect(metrics(rows, [], late)).toMatchObject({
      revenue: 14,
      orders: 1,
      avg_order: 4.67,
      changes: { revenue: 1300, avg_order: 367 },
      period: { from: '2026-10-20', to: '2026-11-18' },
    })
    // The same instants read in UTC at 16:30Z on 18 Nov: A (10-19 15:59Z) and B (10-19 16:01Z)
    // fall in the previous period, before 16:30; C, D and E (11-18 16:01Z, today in UTC) in the period.
    // revenue 4 + 8 + 16 = 28.00, today E alone; previous 1 + 2 = 3.00 → (28 − 3) / 3 = 833.33 % → 833.3.
    expect(metrics(rows, [], { now: Date.parse('2026-11-18T16:30:00Z'), timezone: 'UTC' })).toMatchObject({ revenue: 28, orders: 1, changes: { revenue: 833.3 } })
  })

  it('takes today from the account’s clock when UTC is still on the previous day', () => {
    // 00:30 on 18 Nov in Kuala Lumpur is 16:30 on 17 Nov in UTC.
    const now = kl('2026-11-18T00:30')
    const rows: TestRow[] = [{ at: kl('2026-11-18T00:05'), amount: 9, receipt: 'R1' }]
    expect(metrics(rows, [], { now })).toMatchObject({ orders: 1, period: { from: '2026-10-20', to: '2026-11-18' } })
    expect(metrics(rows, [], { now, timezone: 'UTC' })).toMatchObject({ orders: 1, period: { from: '2026-10-19', to: '2026-11-17' } })
  })

  it('finds local midnight across a daylight-saving change', () => {
    // Europe/London moved to BST (UTC+1) at 01:00Z on Sunday 29 Mar 2026; now is Monday 30 Mar, 13:00 BST.
    const now = Date.parse('2026-03-30T12:00:00Z')
    const rows: TestRow[] = [
      { at: Date.parse('2026-03-29T22:59:00Z'), amount: 3, receipt: 'Sun' }, // 23:59 BST Sunday
      { at: Date.parse('2026-03-29T23:01:00Z'), amount: 5, receipt: 'Mon' }, // 00:01 BST Monday
    ]
    expect(metrics(rows, [], { now, timezone: 'Europe/London' })).toMatchObject({ revenue: 8, orders: 1 })
  })

  it('reads an unknown time zone as Kuala Lumpur, as ingest does', () => {
    const rows: TestRow[] = [{ at: kl('2026-11-18T00:01'), amount: 8, receipt: 'D' }]
    expect(metrics(rows, [], { timezone: 'Mars/Olympus_Mons' })).toEqual(metrics(rows))
  })

  it('compares orders today with the same weekday a week earlier', () => {
    const rows: TestRow[] = [
      // Today: R1 (two lines), R2 and a receiptless sale = 3 orders.
      { at: kl('2026-11-18T08:00'), amount: 10, receipt: 'R1' },
      { at: kl('2026-11-18T08:00'), amount: 4, receipt: 'R1' },
      { at: kl('2026-11-18T09:00'), amount: 7, receipt: 'R2' },
      { at: kl('2026-11-18T09:30'), amount: 3 },
      // Wednesday 11 Nov up to 10:00, as far as today has come: R5 (two lines) and R9 = 2 orders.
      { at: kl('2026-11-11T00:01'), amount: 6, receipt: 'R5' },
      { at: kl('2026-11-11T00:02'), amount: 6, receipt: 'R5' },
      { at: kl('2026-11-11T09:59'), amount: 5, receipt: 'R9' },
      // Later that Wednesday: not yet comparable with a morning, so it does not count.
      { at: kl('2026-11-11T23:59'), amount: 9, receipt: 'R6' },
      // Its neighbours, which do not count: Tuesday 23:59 and Thursday 00:01.
      { at: kl('2026-11-10T23:59'), amount: 1, receipt: 'R7' },
      { at: kl('2026-11-12T00:01'), amount: 1, receipt: 'R8' },
    ]
    // (3 − 2) / 2 = +50 %.
    expect(metrics(rows)).toMatchObject({ orders: 3, changes: { orders: 50 } })
  })

  it('has no orders change when last week’s weekday had no orders, and −100 % when today has none', () => {
    const notLastWeek = metrics([
      { at: kl('2026-11-18T08:00'), amount: 10, receipt: 'R1' },
      { at: kl('2026-11-12T08:00'), amount: 10, receipt: 'R2' }, // Thursday, not Wednesday
    ])
    expect(notLastWeek).toMatchObject({ orders: 1, changes: { orders: null } })
    const noneToday = metrics([{ at: kl('2026-11-11T08:00'), amount: 10, receipt: 'R1' }])
    // 0 today against 1 → (0 − 1) / 1 = −100 %.
    expect(noneToday).toMatchObject({ orders: 0, changes: { orders: -100 } })
  })

  describe('changes when the earlier figure is 0, at 02:00 on Wednesday 18 Nov', () => {
    // Today up to 02:00 against Wednesday 11 Nov up to 02:00 (the same time a week earlier).
    const at2am = { now: kl('2026-11-18T02:00') }
    const laterLastWeek: TestRow = { at: kl('2026-11-11T09:00'), amount: 20, receipt: 'L1' }

    it('0 orders against 0 by the same time, on a day that had orders later, is no change', () => {
      expect(metrics([laterLastWeek], [], at2am)).toMatchObject({ orders: 0, changes: { orders: 0 } })
    })

    it('0 orders against 0 on a weekday without sales is no change when the account had sales by then', () => {
      const tuesday: TestRow = { at: kl('2026-11-10T09:00'), amount: 20, receipt: 'T1' }
      expect(metrics([tuesday], [], at2am)).toMatchObject({ orders: 0, changes: { orders: 0 } })
      // Sales on record from 11 Nov itself, after 02:00: no change either.
      expect(metrics([laterLastWeek], [], at2am)).toMatchObject({ changes: { orders: 0 } })
    })

    it('is null when the account’s first sale came after that weekday, or a day total that day hides its hours', () => {
      const thursday: TestRow = { at: kl('2026-11-12T09:00'), amount: 20, receipt: 'H1' }
      expect(metrics([thursday], [], at2am)).toMatchObject({ orders: 0, changes: { orders: null } })
      expect(metrics([], [day('2026-11-12', 500, [], 40)], at2am)).toMatchObject({ changes: { orders: null } })
      // A day total has no time of day: it cannot say how many orders there were by 02:00.
      const tuesday: TestRow = { at: kl('2026-11-10T09:00'), amount: 20, receipt: 'T1' }
      expect(metrics([tuesday], [day('2026-11-11', 500, [], 40)], at2am)).toMatchObject({ changes: { orders: null } })
    })

    it('a rise from none by this time is +100 %, a fall to none −100 %, otherwise the percentage', () => {
      const tonight = (n: number): TestRow[] => Array.from({ length: n }, (_, k) => ({ at: kl('2026-11-18T00:30') + k * 60_000, amount: 8, receipt: `N${k}` }))
      const lastWeekBy2am = (n: number): TestRow[] => Array.from({ length: n }, (_, k) => ({ at: kl('2026-11-11T01:00') + k * 60_000, amount: 8, receipt: `W${k}` }))
      // 3 orders by 02:00 against none by 02:00 a week ago (its orders came at 09:00).
      expect(metrics([...tonight(3), laterLastWeek], [], at2am)).toMatchObject({ orders: 3, changes: { orders: 100 } })
      // None against 2: −100 %. 3 against 2: (3 − 2) / 2 = +50 %. The 09:00 order is not yet comparable.
      expect(metrics([...lastWeekBy2am(2), laterLastWeek], [], at2am)).toMatchObject({ orders: 0, changes: { orders: -100 } })
      expect(metrics([...tonight(3), ...lastWeekBy2am(2), laterLastWeek], [], at2am)).toMatchObject({ orders: 3, changes: { orders: 50 } })
    })

    it('treats revenue, customers and the average order the same way over the 30-day periods', () => {
      // The previous period holds a sale and its refund on one receipt (RM0.00 net, no customer): on
      // record, but no order (its lines do not net above zero).
      const previous: TestRow[] = [
        { at: kl('2026-10-05T12:00'), amount: 10, receipt: 'P1' },
        { at: kl('2026-10-05T12:05'), amount: -10, receipt: 'P1' },
      ]
      // Nothing in the period: revenue 0 against 0, customers 0 against 0, no change; no order
      // before, and none now: the average order is no change either, sales being on record.
      expect(metrics(previous, [], at2am)).toMatchObject({ revenue: 0, customers: 0, avg_order: 0, changes: { revenue: 0, customers: 0, avg_order: 0 } })
      // Orders of RM0.00 before (a day total giving 2 orders): the average order 0 against 0, no change.
      expect(metrics([], [day('2026-10-05', 0, [], 2)], at2am)).toMatchObject({ avg_order: 0, changes: { revenue: 0, avg_order: 0 } })
      // A sale of RM30 by a known customer in the period: rises from 0, +100 % each (still no earlier average order).
      const sale: TestRow = { at: kl('2026-11-02T12:00'), amount: 30, receipt: 'S1', customer: 'email:a@x.my' }
      expect(metrics([...previous, sale], [], at2am)).toMatchObject({ revenue: 30, customers: 1, avg_order: 30, changes: { revenue: 100, customers: 100, avg_order: null } })
      // A previous period with only a day total of RM0 (a day entered as closed) is on record too;
      // with no order in it there is no earlier average order.
      expect(metrics([sale], [day('2026-10-05', 0)], at2am)).toMatchObject({ changes: { revenue: 100, customers: 100, avg_order: null } })
      // A previous period with nothing at all: null, as before.
      expect(metrics([sale], [], at2am)).toMatchObject({ changes: { revenue: null, customers: null, avg_order: null } })
    })
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

    it('reads db.sales.salesOf and dayTotalsOf as they are, accounts apart', () => {
      const store = new SalesStore()
      store.appendSales('a', 'u1', batchOf([{ at: kl('2026-11-18T08:00'), amount: 10, receipt: 'R1', customer: 'email:a@x.my' }]))
      store.appendSales('b', 'u2', batchOf([{ at: kl('2026-11-18T08:00'), amount: 99, receipt: 'R1', customer: 'email:z@x.my' }]))
      store.appendSales('a', 'u3', batchOf([{ at: kl('2026-11-18T09:00'), amount: 5, receipt: 'R1', customer: 'email:b@x.my' }]))
      store.addDayTotals('a', 'u4', [day('2026-11-17', 30, ['email:b@x.my'])])
      const of = (account: string) => computeMetrics({ sales: store.salesOf(account), dayTotals: store.dayTotalsOf(account), now: NOW, timezone: KL })
      // Account a: 10 + 5 + 30 = 45.00; R1 from both uploads is one receipt (one dictionary value):
      // 1 order today, avg 15 / 1 = 15.00; customers a, b = 2.
      expect(of('a')).toMatchObject({ revenue: 45, orders: 1, customers: 2, avg_order: 15 })
      expect(of('b')).toMatchObject({ revenue: 99, orders: 1, customers: 1, avg_order: 99 })
      expect(of('nobody')).toBeNull()
    })
  })
})
