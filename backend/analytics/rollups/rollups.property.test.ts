import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { batchOf, type TestRow } from '../../../tests/utils/backend/sales-batches'
import type { DayTotal } from '../../ingest/types'
import { memorySales } from '../../../tests/utils/backend/memory-sales'
import { addDays, isoDate, zonedEpoch, type LocalDate } from '../../time/calendar'
import { computeDashboard, computePeriodDashboard } from '../dashboard'
import { localDate } from '../festive-calendar'
import { scanSales, type SumRange } from '../insights/scan'
import { salesIn } from '../outlets'
import { rollupDashboard, rollupPeriodDashboard } from './dashboard'
import { buildRollups } from './rollups'
import { rollupScan } from './window'

/*
 * The rollups against the rows: for random stores (uploads of rows over ~11 weeks around "today",
 * some after now, refunds, receipts shared across days and outlets, untimed sales, amounts that are
 * not numbers, manual day totals added, replaced and removed, uploads removed), random clocks
 * (Kuala Lumpur, and London across its DST changes) and random periods, the dashboard read from the
 * rollups is the dashboard read from the rows, to the bit. Amounts are quarters of a ringgit, so
 * every sum is exact whatever order it is added in (docs/decisions/012-per-day-rollups.md: with
 * sen, sums over days may differ from sums over rows in the last bits).
 */
const ACCOUNT = 'acct'
const TODAYS: readonly LocalDate[] = [localDate('2026-11-18'), localDate('2026-10-27'), localDate('2026-03-31')]
const ZONES = ['Asia/Kuala_Lumpur', 'Europe/London'] as const

const maybe = <T>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { freq: 4 })
const amount = fc.oneof({ arbitrary: fc.integer({ min: -40, max: 160 }).map((quarters) => quarters / 4), weight: 30 }, { arbitrary: fc.constant(Number.NaN), weight: 1 })

const rowSpec = fc.record({
  // Days anywhere, and the days a cut or Orders Today reads more often: today, a week ago, the previous period's last day.
  day: fc.oneof({ arbitrary: fc.integer({ min: -75, max: 2 }), weight: 3 }, { arbitrary: fc.constantFrom(0, -7, -29, -30, -31), weight: 1 }),
  minute: fc.integer({ min: 0, max: 1439 }),
  untimed: fc.boolean(),
  amount,
  quantity: fc.integer({ min: -1, max: 3 }),
  receipt: maybe(Array.from({ length: 25 }, (_, k) => `R${k}`)),
  customer: maybe(Array.from({ length: 8 }, (_, k) => `email:c${k}@x.my`)),
  item: maybe(['Kopi', 'Teh', 'Nasi Lemak', 'Roti', 'Mee']),
  outlet: maybe(['Bangsar', 'SS15', 'Mont Kiara']),
  channel: maybe(['Dine in', 'GrabFood']),
  payment: maybe(['Cash', 'Card']),
  upload: fc.integer({ min: 0, max: 2 }),
})

const manualSpec = fc.record({
  day: fc.integer({ min: -75, max: 0 }),
  amount: fc.integer({ min: -20, max: 400 }).map((quarters) => quarters / 4),
  orders: fc.option(fc.integer({ min: 0, max: 6 })),
  customers: fc.subarray(['email:c1@x.my', 'email:m1@x.my']),
  outlet: fc.option(fc.constant('Bangsar')),
  replace: fc.boolean(),
})

const storeSpec = fc.record({
  zone: fc.constantFrom(...ZONES),
  today: fc.constantFrom(...TODAYS),
  minute: fc.integer({ min: 0, max: 1439 }),
  rows: fc.array(rowSpec, { maxLength: 120 }),
  manual: fc.array(manualSpec, { maxLength: 5 }),
  removed: fc.subarray(['u0', 'u1', 'u2', 'm0', 'm1', 'm2', 'm3', 'm4']),
  period: fc.record({ end: fc.integer({ min: -80, max: 0 }), length: fc.integer({ min: 1, max: 70 }) }),
  // Ranges of instants whose sales the insights sum (the festive insight's are whole days a year back).
  ranges: fc.array(fc.record({ from: fc.integer({ min: -80 * 1440, max: 1440 }), minutes: fc.integer({ min: 0, max: 40 * 1440 }) }), { maxLength: 3 }),
  outlet: fc.constantFrom(null, 'Bangsar', 'SS15'),
})

type Spec = typeof storeSpec extends fc.Arbitrary<infer T> ? T : never

async function storeOf(spec: Spec) {
  const { zone, today } = spec
  const midnight = (day: number) => zonedEpoch(addDays(today, day), 0, zone)
  const store = memorySales()
  for (let upload = 0; upload < 3; upload++) {
    const rows: TestRow[] = spec.rows
      .filter((row) => row.upload === upload)
      .map(({ day, minute, untimed, amount, quantity, receipt, customer, item, outlet, channel, payment }) => ({
        at: untimed ? midnight(day) : midnight(day) + minute * 60_000,
        ...(untimed ? { untimed } : {}),
        amount,
        quantity,
        ...Object.fromEntries(Object.entries({ receipt, customer, item, outlet, channel, payment }).filter(([, value]) => value !== null)),
      }))
    if (rows.length > 0) await store.appendSales(ACCOUNT, `u${upload}`, batchOf(rows))
  }
  // Manual entries as ../../uploads/manual-entry.ts stores them: one upload each, 'replace' removing the day's earlier ones.
  const manualDays = new Map<string, string[]>()
  for (const [k, { day, amount, orders, customers, outlet, replace }] of spec.manual.entries()) {
    const date = isoDate(addDays(today, day))
    const earlier = manualDays.get(date) ?? []
    if (replace) for (const id of earlier) await store.removeUpload(ACCOUNT, id)
    const total: DayTotal = { date, netAmount: amount, orders, outlet, customers }
    await store.addDayTotals(ACCOUNT, `m${k}`, [total])
    manualDays.set(date, replace ? [`m${k}`] : [...earlier, `m${k}`])
  }
  for (const id of spec.removed) await store.removeUpload(ACCOUNT, id)
  const now = midnight(0) + spec.minute * 60_000
  const chosen = { from: addDays(today, spec.period.end - spec.period.length + 1), to: addDays(today, spec.period.end) }
  const ranges: SumRange[] = spec.ranges.map(({ from, minutes }) => {
    const at = midnight(0) + from * 60_000
    return { from: at, to: at + minutes * 60_000, fromDay: isoDate(addDays(today, Math.floor(from / 1440))), toDay: isoDate(addDays(today, Math.floor((from + minutes) / 1440))) }
  })
  return { store, now, chosen, ranges }
}

describe('the dashboard from the per-day rollups', () => {
  it('is the dashboard from the rows, for the account and for one outlet, by default and for any period', async () => {
    await fc.assert(
      fc.asyncProperty(storeSpec, async (spec) => {
        const { store, now, chosen } = await storeOf(spec)
        for (const outlet of [null, spec.outlet]) {
          const { sales, dayTotals } = await salesIn(store, ACCOUNT, outlet)
          const input = { sales, dayTotals, now, timezone: spec.zone }
          const rollups = buildRollups(sales, spec.zone)
          expect(rollupDashboard(rollups, dayTotals, now)).toEqual(computeDashboard(input))
          expect(rollupPeriodDashboard(rollups, dayTotals, now, chosen)).toEqual(computePeriodDashboard(input, chosen))
        }
      }),
      { numRuns: 250 },
    )
  })

  it('scans the insights’ window and the customers up to now as the rows do, also for a past day’s end and odd ranges', async () => {
    await fc.assert(
      fc.asyncProperty(storeSpec, async (spec) => {
        const { store, now, chosen, ranges } = await storeOf(spec)
        const { sales, dayTotals } = await salesIn(store, ACCOUNT, spec.outlet)
        const rollups = buildRollups(sales, spec.zone)
        // Now, and the last instant of the chosen period's last day (as insightsThrough reads it).
        const dayAfter = addDays(chosen.to, 1)
        for (const [at, today] of [[now, spec.today], [zonedEpoch(dayAfter, 0, spec.zone) - 1, dayAfter]] as const) {
          const options = { sales, dayTotals, now: at, zone: spec.zone, today, ranges }
          expect(rollupScan(rollups, options)).toEqual(scanSales(options))
        }
      }),
      { numRuns: 250 },
    )
  })
})
