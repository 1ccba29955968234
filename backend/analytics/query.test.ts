import { describe, expect, it } from 'vitest'
import type { DayTotal } from '../ingest/types'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { querySales, type SalesQuery } from './query'

/*
 * Hand-computed answers. Kuala Lumpur is UTC+8 all year; New York is UTC−5 in November (EST)
 * and moved from UTC−4 on Sunday 1 Nov 2026 at 02:00 local.
 */
const KL = 'Asia/Kuala_Lumpur'
const kl = (local: string) => Date.parse(`${local}:00+08:00`)

function day(date: string, netAmount: number, customers: string[] = [], orders: number | null = null, outlet: string | null = null): DayTotal {
  return { date, netAmount, orders, outlet, customers }
}

const rows: TestRow[] = [
  // Monday 9 Nov: R1 is two lines (Kopi, Roti) by customer a at Bangsar, dine in.
  { at: kl('2026-11-09T08:00'), amount: 10, quantity: 2, receipt: 'R1', customer: 'email:a@x.my', item: 'Kopi', outlet: 'Bangsar', channel: 'Dine in', payment: 'Cash' },
  { at: kl('2026-11-09T08:00'), amount: 6, quantity: 1, receipt: 'R1', customer: 'email:a@x.my', item: 'Roti', outlet: 'Bangsar', channel: 'Dine in', payment: 'Cash' },
  // Monday 9 Nov 13:30: R2, Kopi through GrabFood at Mont Kiara, customer b.
  { at: kl('2026-11-09T13:30'), amount: 12, quantity: 3, receipt: 'R2', customer: 'email:b@x.my', item: 'Kopi', outlet: 'Mont Kiara', channel: 'GrabFood', payment: 'GrabPay' },
  // Tuesday 10 Nov: a refund of one Kopi on its own receipt R3, customer a (no order, no purchase).
  { at: kl('2026-11-10T09:15'), amount: -5, quantity: -1, receipt: 'R3', customer: 'email:a@x.my', item: 'Kopi', outlet: 'Bangsar', channel: 'Dine in', payment: 'Cash' },
  // Tuesday 10 Nov: a row without receipt, customer, outlet or channel (an order of its own).
  { at: kl('2026-11-10T23:59'), amount: 4, quantity: 1, item: 'Roti' },
  // Wednesday 11 Nov 00:00 exactly: the first instant of the next day, outside a query to the 10th.
  { at: kl('2026-11-11T00:00'), amount: 100, quantity: 1, receipt: 'R4', item: 'Kopi', outlet: 'Bangsar' },
  // Sunday 8 Nov 23:59: the last minute before a query from the 9th.
  { at: kl('2026-11-08T23:59'), amount: 50, quantity: 1, receipt: 'R5', item: 'Kopi', outlet: 'Bangsar' },
  // A row whose amount is not a number: never read.
  { at: kl('2026-11-09T10:00'), amount: Number.NaN, receipt: 'R6', item: 'Kopi' },
]
const sales = batchOf(rows)

function query(overrides: Partial<SalesQuery>, dayTotals: DayTotal[] = []) {
  return querySales(sales, dayTotals, { from: '2026-11-09', to: '2026-11-10', zone: KL, measures: ['revenue', 'orders', 'customers', 'quantity'], ...overrides })
}

describe('querySales', () => {
  it('sums a period of local days, midnight to midnight, refunds netted in', () => {
    // 10 + 6 + 12 − 5 + 4 = 27.00; orders R1, R2 and the receiptless row = 3 (the refund receipt R3
    // is none); customers a, b = 2;
    // quantity 2 + 1 + 3 − 1 + 1 = 6. Not the 8th at 23:59, not the 11th at 00:00, not the NaN row.
    expect(query({})).toEqual({ from: '2026-11-09', to: '2026-11-10', zone: KL, rows: [{ key: 'all', revenue: 27, orders: 3, customers: 2, quantity: 6 }], unplaced: null })
    // One day further: the 11th at 00:00 joins (127.00, 4 orders).
    expect(query({ to: '2026-11-11' }).rows).toEqual([{ key: 'all', revenue: 127, orders: 4, customers: 2, quantity: 7 }])
  })

  it('groups by day and weekday, every day listed, and only the measures asked for', () => {
    // Tuesday: the receiptless row is an order, the refund receipt R3 is none.
    expect(query({ groupBy: 'day', measures: ['revenue', 'orders'] }).rows).toEqual([
      { key: '2026-11-09', revenue: 28, orders: 2 },
      { key: '2026-11-10', revenue: -1, orders: 1 },
    ])
    const weekdays = query({ from: '2026-11-08', to: '2026-11-14', groupBy: 'weekday', measures: ['revenue'] }).rows
    // Sunday the 8th: 50; Monday: 28; Tuesday: −1; Wednesday the 11th: 100; the rest 0.
    expect(weekdays).toEqual([
      { key: 'Monday', revenue: 28 },
      { key: 'Tuesday', revenue: -1 },
      { key: 'Wednesday', revenue: 100 },
      { key: 'Thursday', revenue: 0 },
      { key: 'Friday', revenue: 0 },
      { key: 'Saturday', revenue: 0 },
      { key: 'Sunday', revenue: 50 },
    ])
  })

  it('groups by hour of the local day', () => {
    const hours = query({ groupBy: 'hour', measures: ['revenue'] }).rows
    expect(hours).toHaveLength(24)
    // 08:00 → 16; 09:00 → −5; 13:00 → 12; 23:00 → 4.
    expect(hours.filter((row) => row.revenue !== 0)).toEqual([
      { key: '08:00', revenue: 16 },
      { key: '09:00', revenue: -5 },
      { key: '13:00', revenue: 12 },
      { key: '23:00', revenue: 4 },
    ])
  })

  it('groups by item, a receipt counted once in each item it holds, biggest first', () => {
    // Kopi: 10 + 12 − 5 = 17.00 (orders R1, R2, not the refund R3; customers a, b; quantity 4). Roti: 6 + 4 = 10.00 (R1 and the receiptless row; a).
    expect(query({ groupBy: 'item' }).rows).toEqual([
      { key: 'Kopi', revenue: 17, orders: 2, customers: 2, quantity: 4 },
      { key: 'Roti', revenue: 10, orders: 2, customers: 1, quantity: 2 },
    ])
  })

  it("puts rows without a value in 'Unknown', and filters by name (rows without a value never pass)", () => {
    expect(query({ groupBy: 'channel', measures: ['revenue', 'orders'] }).rows).toEqual([
      { key: 'GrabFood', revenue: 12, orders: 1 },
      { key: 'Dine in', revenue: 11, orders: 1 },
      { key: 'Unknown', revenue: 4, orders: 1 },
    ])
    // Kopi at Bangsar: 10 − 5 = 5.00, R1 (R3, a refund, is no order).
    expect(query({ filter: { item: 'Kopi', outlet: 'Bangsar' }, measures: ['revenue', 'orders'] }).rows).toEqual([{ key: 'all', revenue: 5, orders: 1 }])
    expect(query({ filter: { channel: ['GrabFood', 'foodpanda'] }, groupBy: 'outlet', measures: ['revenue'] }).rows).toEqual([{ key: 'Mont Kiara', revenue: 12 }])
    expect(query({ filter: { payment: 'Nowhere' }, measures: ['revenue'] }).rows).toEqual([{ key: 'all', revenue: 0 }])
  })

  it('adds day totals where the grouping can place them, and says what it could not place', () => {
    const totals = [
      day('2026-11-10', 200, ['email:a@x.my', 'email:z@x.my'], 12, 'Bangsar'), // a counted once with her rows; z is new
      day('2026-11-09', 80, [], null, null), // no order count, no outlet
      day('2026-11-11', 999), // after the period
    ]
    // All: 27 + 200 + 80 = 307.00; orders 3 + 12 = 15; customers a, b, z = 3; quantity 6 (totals have none).
    expect(query({}, totals).rows).toEqual([{ key: 'all', revenue: 307, orders: 15, customers: 3, quantity: 6 }])
    expect(query({ groupBy: 'day', measures: ['revenue', 'customers'] }, totals).rows).toEqual([
      { key: '2026-11-09', revenue: 108, customers: 2 },
      { key: '2026-11-10', revenue: 199, customers: 2 },
    ])
    // By outlet: Bangsar 10 + 6 − 5 + 200 = 211; Unknown 4 + 80 = 84; Mont Kiara 12.
    expect(query({ groupBy: 'outlet', measures: ['revenue'] }, totals).rows).toEqual([
      { key: 'Bangsar', revenue: 211 },
      { key: 'Unknown', revenue: 84 },
      { key: 'Mont Kiara', revenue: 12 },
    ])
    // By item the totals have no place: the rows as before, and the totals beside them.
    const byItem = query({ groupBy: 'item', measures: ['revenue', 'orders', 'customers'] }, totals)
    expect(byItem.rows.map((row) => row.key)).toEqual(['Kopi', 'Roti'])
    expect(byItem.unplaced).toEqual({ key: 'unplaced', revenue: 280, orders: 12, customers: 2 })
    // A filter on an item leaves them out; a filter on the outlet keeps Bangsar's.
    expect(query({ filter: { item: 'Kopi' }, measures: ['revenue'] }, totals)).toMatchObject({ rows: [{ key: 'all', revenue: 17 }], unplaced: null })
    expect(query({ filter: { outlet: 'Bangsar' }, measures: ['revenue'] }, totals).rows).toEqual([{ key: 'all', revenue: 211 }])
  })

  it('counts an order where it has a positive line: a refund on a later day under the sale’s receipt adds none', () => {
    // Square writes a refund under the sale's Transaction ID, at the refund's own time.
    const square = batchOf([
      { at: kl('2026-11-09T12:00'), amount: 20, receipt: 'T1', customer: 'email:a@x.my' },
      { at: kl('2026-11-10T09:00'), amount: -5, receipt: 'T1', customer: 'email:a@x.my' }, // part of T1 refunded the next day
      { at: kl('2026-11-09T13:00'), amount: 8, receipt: 'T2', customer: 'email:b@x.my' },
      { at: kl('2026-11-10T10:00'), amount: -8, receipt: 'T2', customer: 'email:b@x.my' }, // T2 refunded in full the next day
    ])
    // T1 nets 15: an order on the 9th (its sale), none on the 10th (only its refund). T2 nets 0: no
    // order on either day, its customer no purchase.
    expect(querySales(square, [], { from: '2026-11-09', to: '2026-11-10', zone: KL, groupBy: 'day', measures: ['revenue', 'orders', 'customers'] }).rows).toEqual([
      { key: '2026-11-09', revenue: 28, orders: 1, customers: 1 },
      { key: '2026-11-10', revenue: -13, orders: 0, customers: 0 },
    ])
  })

  it('reads a day in the zone asked for: New York, across the end of daylight saving', () => {
    const ny = batchOf([
      // Sunday 1 Nov 2026 in New York is 25 hours long (EDT until 02:00, then EST).
      { at: Date.parse('2026-11-01T04:30:00Z'), amount: 1, receipt: 'A' }, // 00:30 EDT, Sunday
      { at: Date.parse('2026-11-01T05:30:00Z'), amount: 2, receipt: 'B' }, // 01:30 EDT, Sunday
      { at: Date.parse('2026-11-01T06:30:00Z'), amount: 4, receipt: 'C' }, // 01:30 EST, Sunday (the hour again)
      { at: Date.parse('2026-11-02T04:30:00Z'), amount: 8, receipt: 'D' }, // 23:30 EST, Sunday
      { at: Date.parse('2026-11-02T05:30:00Z'), amount: 16, receipt: 'E' }, // 00:30 EST, Monday
    ])
    const result = querySales(ny, [], { from: '2026-11-01', to: '2026-11-02', zone: 'America/New_York', groupBy: 'day', measures: ['revenue', 'orders'] })
    expect(result.rows).toEqual([
      { key: '2026-11-01', revenue: 15, orders: 4 },
      { key: '2026-11-02', revenue: 16, orders: 1 },
    ])
    const hours = querySales(ny, [], { from: '2026-11-01', to: '2026-11-01', zone: 'America/New_York', groupBy: 'hour', measures: ['revenue'] }).rows
    expect(hours.filter((row) => row.revenue !== 0)).toEqual([
      { key: '00:00', revenue: 1 },
      { key: '01:00', revenue: 6 },
      { key: '23:00', revenue: 8 },
    ])
    // The same rows in Kuala Lumpur: all on Sunday 1 Nov (12:30 … 16:30) and Monday 2 Nov (12:30, 13:30).
    expect(querySales(ny, [], { from: '2026-11-01', to: '2026-11-02', zone: KL, groupBy: 'day', measures: ['revenue'] }).rows).toEqual([
      { key: '2026-11-01', revenue: 7 },
      { key: '2026-11-02', revenue: 24 },
    ])
  })

  it('stops at `until`, leaving out the day total of the day it falls in', () => {
    const totals = [day('2026-11-09', 80), day('2026-11-10', 200)]
    // Up to Tuesday 10 Nov 09:15 (the refund at 09:15 is not read): Monday's rows 28 + its total 80 = 108.
    expect(query({ until: kl('2026-11-10T09:15'), measures: ['revenue', 'orders'] }, totals).rows).toEqual([{ key: 'all', revenue: 108, orders: 2 }])
    // Up to Tuesday's midnight: Monday whole, with its total.
    expect(query({ until: kl('2026-11-10T00:00'), measures: ['revenue'] }, totals).rows).toEqual([{ key: 'all', revenue: 108 }])
  })

  it('reads an unknown zone as Kuala Lumpur, and refuses a period it cannot read', () => {
    expect(query({ zone: 'Mars/Olympus_Mons' })).toEqual({ ...query({}), zone: KL })
    expect(() => query({ from: '2026-11-10', to: '2026-11-09' })).toThrow(RangeError)
    expect(() => query({ from: '9 Nov' })).toThrow(RangeError)
    expect(() => query({ from: '2000-01-01', to: '2026-11-10' })).toThrow(RangeError)
  })
})
