import { describe, expect, it } from 'vitest'
import { kl } from '../../tests/utils/backend/analytics-clock'
import type { TestRow } from '../../tests/utils/backend/sales-batches'
import { day, metrics } from '../../tests/utils/backend/metrics'

/*
 * The clock: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur (UTC+8, no DST).
 *   today                         2026-11-18  [2026-11-17T16:00Z, 2026-11-18T16:00Z)
 *   period (30 days, today in)    2026-10-20 … 2026-11-18
 *   previous 30 days              2026-09-20 … 2026-10-19
 *   same weekday a week earlier   2026-11-11 (Wednesday)
 */

describe('computeMetrics', () => {
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
})
