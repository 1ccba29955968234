/**
 * The fixed shop the assistant's evaluation asks about (./cases.ts), and the figures its answers must
 * hold, computed from the shop's rows by plain loops, never by the code under test (kernel/format only
 * writes them). Today is fixed: Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur.
 */
import { NEW_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { kl, NOW } from '../../utils/backend/analytics-clock'
import { testContext, type TestContext } from '../../utils/backend/context'
import { batchOf, type TestRow } from '../../utils/backend/sales-batches'
export { WEEKDAY_NAMES, zhPeriod } from './day-words'
import { count, hourSlot, money, percentChange, quantity, share } from '../../../kernel/format'

/* Today is Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur. The shop's sales run from Wednesday
 * 9 Sep 2026 to this morning: 3 outlets, 7 items (two of them Nasi Lemak), 4 payment methods, 4 channels, 12 regulars and
 * 2 who stopped coming in October, one refund, one manual entry (5 Oct 2026). */
export const OWNER = NEW_ACCOUNT.id
export const FIRST_DAY = '2026-09-09'
export const DAYS = 71
export const OUTLETS = ['Bangsar', 'SS15 Subang Jaya', 'Mont Kiara']
export const ITEMS = ['Nasi Lemak Ayam', 'Kopi O', 'Teh Tarik', 'Roti Canai', 'Mee Goreng Mamak', 'Kuih Lapis', 'Nasi Lemak Biasa']
export const PRICES = [12.9, 3.5, 4.2, 2.8, 10.5, 1.6, 6.5]
export const PAYMENTS = ['Cash', 'DuitNow QR', "Touch 'n Go eWallet", 'Card']
export const CHANNELS = ['Dine in', 'Takeaway', 'GrabFood', 'foodpanda']
export const REGULARS = Array.from({ length: 12 }, (_, k) => `email:regular${k}@kedai.my`)
export const GONE = ['email:lama1@kedai.my', 'email:lama2@kedai.my']
export const MANUAL = { date: '2026-10-05', netAmount: 420, orders: 12 }

export const dayAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10)
/** The local day (UTC+8) and hour of a row. */
export const dayOf = (row: TestRow) => new Date(Number(row.at) + 8 * 3_600_000).toISOString().slice(0, 10)
export const hourOf = (row: TestRow) => new Date(Number(row.at) + 8 * 3_600_000).getUTCHours()

export function shopRows(): TestRow[] {
  const rows: TestRow[] = []
  for (let d = 0; d < DAYS; d++) {
    const day = dayAfter(FIRST_DAY, d)
    const weekend = [0, 6].includes(new Date(day).getUTCDay())
    const receipts = 5 + ((d * 7) % 5) + (weekend ? 3 : 0)
    for (let r = 0; r < receipts; r++) {
      const hour = 7 + ((d * 3 + r * 5) % 14)
      const at = kl(`${day}T${String(hour).padStart(2, '0')}:${String((r * 7) % 60).padStart(2, '0')}`)
      if (at > NOW) continue
      const customer = (d + r) % 3 === 0 ? REGULARS[(d * 7 + r) % 12] : day < '2026-10-10' && r === 1 && d % 2 === 0 ? GONE[d % 4 === 0 ? 0 : 1] : undefined
      const lines = 1 + ((d + 2 * r) % 3)
      for (let line = 0; line < lines; line++) {
        const i = (d * 5 + r * 3 + line * 2) % ITEMS.length
        const qty = 1 + ((d + r + line) % 2)
        rows.push({
          at,
          amount: Math.round(PRICES[i]! * qty * 100) / 100,
          quantity: qty,
          receipt: `R${d}-${r}`,
          item: ITEMS[i],
          outlet: OUTLETS[(d + r) % 3],
          payment: PAYMENTS[(d * 2 + r) % 4],
          channel: CHANNELS[(r * 3 + d) % 4],
          customer,
        })
      }
    }
  }
  // A refund on Tuesday 10 Nov: money back, no order.
  rows.push({ at: kl('2026-11-10T15:20'), amount: -12.9, quantity: -1, receipt: 'REFUND-1', item: 'Nasi Lemak Ayam', outlet: 'Bangsar', payment: 'Cash', channel: 'Dine in' })
  return rows
}

export const ROWS = shopRows()

/** Rows of from … to (local days), optionally of one outlet. */
export const rowsIn = (from: string, to: string, outlet?: string) => ROWS.filter((row) => dayOf(row) >= from && dayOf(row) <= to && (outlet === undefined || row.outlet === outlet))
export const manualIn = (from: string, to: string) => (MANUAL.date >= from && MANUAL.date <= to ? MANUAL : null)
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

export function revenue(from: string, to: string, outlet?: string): number {
  return sum(rowsIn(from, to, outlet).map((row) => row.amount)) + (outlet === undefined ? (manualIn(from, to)?.netAmount ?? 0) : 0)
}
/** Receipts whose lines net above zero (every receipt here lies on one day and one outlet), and the manual entry's orders. */
export function orders(from: string, to: string, outlet?: string): number {
  const net = new Map<string, number>()
  for (const row of rowsIn(from, to, outlet)) net.set(row.receipt!, (net.get(row.receipt!) ?? 0) + row.amount)
  return [...net.values()].filter((value) => value > 0).length + (outlet === undefined ? (manualIn(from, to)?.orders ?? 0) : 0)
}
export const customersIn = (from: string, to: string) => new Set(rowsIn(from, to).filter((row) => row.customer && row.amount > 0).map((row) => row.customer!))
export const avgOrder = (from: string, to: string) => revenue(from, to) / orders(from, to)
/** The change in percent, 1 decimal, rounded half away from zero as the dashboard rounds. */
export const pct = (now: number, before: number) => {
  const tenths = ((now - before) / Math.abs(before)) * 1000
  return percentChange((Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10)
}

export function grouped(from: string, to: string, key: 'item' | 'outlet' | 'payment' | 'channel', value: (row: TestRow) => number = (row) => row.amount, outlet?: string): [string, number][] {
  const sums = new Map<string, number>()
  for (const row of rowsIn(from, to, outlet)) sums.set(row[key]!, (sums.get(row[key]!) ?? 0) + value(row))
  return [...sums].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
}
export function hours(from: string, to: string, outlet?: string): number[] {
  const byHour = new Array<number>(24).fill(0)
  for (const row of rowsIn(from, to, outlet)) byHour[hourOf(row)]! += row.amount
  return byHour
}
export const peakHour = (from: string, to: string, outlet?: string) => hours(from, to, outlet).reduce((best, amount, hour, all) => (amount > all[best]! ? hour : best), 0)
export const weekendDays = (from: string, to: string) => {
  const days = Array.from({ length: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 }, (_, k) => dayAfter(from, k))
  return { weekend: days.filter((day) => [0, 6].includes(new Date(day).getUTCDay())), weekday: days.filter((day) => ![0, 6].includes(new Date(day).getUTCDay())) }
}
/** Repeat: bought in the period and on a day before it. */
export function repeat(from: string, to: string): { buyers: number; repeat: number } {
  const buyers = customersIn(from, to)
  const before = new Set(ROWS.filter((row) => row.customer && row.amount > 0 && dayOf(row) < from).map((row) => row.customer!))
  return { buyers: buyers.size, repeat: [...buyers].filter((key) => before.has(key)).length }
}
/** Lapsed as of `day`: bought on 2+ days in day−89 … day−30, none in day−29 … day. */
export function lapsed(day: string): { customers: number; spend: number } {
  const [from, to, since] = [dayAfter(day, -89), dayAfter(day, -30), dayAfter(day, -29)]
  let customers = 0
  let spend = 0
  for (const key of new Set(ROWS.map((row) => row.customer).filter(Boolean))) {
    const theirs = ROWS.filter((row) => row.customer === key)
    const earlier = theirs.filter((row) => dayOf(row) >= from && dayOf(row) <= to)
    if (new Set(earlier.map(dayOf)).size < 2 || theirs.some((row) => dayOf(row) >= since && dayOf(row) <= day)) continue
    customers++
    spend += sum(earlier.map((row) => row.amount))
  }
  return { customers, spend }
}
/** The day label the answers write under a figure ('Sun 15 Nov'), from our own names. */
export const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
export const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const dayLabel = (iso: string) => `${WEEKDAY[new Date(iso).getUTCDay()]} ${Number(iso.slice(8))} ${MONTH[Number(iso.slice(5, 7)) - 1]}`

// The periods, as a calendar says them on Wednesday 18 Nov 2026 (weeks start on Monday).
export const TODAY = '2026-11-18'
export const YESTERDAY = '2026-11-17'
export const THIS_WEEK = ['2026-11-16', TODAY] as const
export const LAST_WEEK = ['2026-11-09', '2026-11-15'] as const
export const WEEK_BEFORE = ['2026-11-02', '2026-11-08'] as const
export const LAST_7 = ['2026-11-12', TODAY] as const
export const LAST_14 = ['2026-11-05', TODAY] as const
export const LAST_30 = ['2026-10-20', TODAY] as const
export const THIS_MONTH = ['2026-11-01', TODAY] as const
export const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const
export const SEPTEMBER = ['2026-09-01', '2026-09-30'] as const

export const rm = (from: string, to: string, outlet?: string) => money(revenue(from, to, outlet))
export const top = (period: readonly [string, string], key: 'item' | 'outlet' | 'payment' | 'channel', outlet?: string) => grouped(period[0], period[1], key, undefined, outlet)
export function weekend([from, to]: readonly [string, string]): string[] {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const perDay = (list: string[]) => sum(list.map((day) => revenue(day, day))) / list.length
  return [`**${money(perDay(ends))}** a day on average over ${ends.length} days`, `**${money(perDay(days))}** a day over ${days.length} days`]
}
export function bestDay([from, to]: readonly [string, string]): string[] {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const best = [...ends, ...days].sort((a, b) => revenue(b, b) - revenue(a, a) || (a < b ? -1 : 1))[0]!
  return [`**${money(revenue(from, to))}** in total`, `Best day: **${dayLabel(best)}** (${money(revenue(best, best))})`]
}
export function quietHour([from, to]: readonly [string, string]): string {
  const byHour = hours(from, to)
  const open = byHour.map((amount, hour) => (amount !== 0 ? hour : -1)).filter((hour) => hour >= 0)
  let quiet = open[0]!
  for (let hour = open[0]!; hour <= open[open.length - 1]!; hour++) if (byHour[hour]! < byHour[quiet]!) quiet = hour
  return `**${hourSlot(quiet)}** (${money(byHour[quiet]!)}`
}
export const peak = ([from, to]: readonly [string, string]) => `**${hourSlot(peakHour(from, to))}** (${money(hours(from, to)[peakHour(from, to)]!)}, ${share(hours(from, to)[peakHour(from, to)]!, sum(hours(from, to)))} of timed sales)`
export const shares = (period: readonly [string, string], key: 'outlet' | 'payment' | 'channel') => {
  const groups = top(period, key)
  const total = sum(groups.map(([, amount]) => amount))
  return groups.map(([name, amount]) => `| ${name} | ${money(amount)} | ${share(amount, total)} |`)
}
export const itemLine = (period: readonly [string, string], rank: number) => {
  const [name, amount] = top(period, 'item')[rank]!
  const sold = sum(rowsIn(period[0], period[1]).filter((row) => row.item === name).map((row) => row.quantity ?? 1))
  return `| ${rank + 1} | ${name} | ${money(amount)} | ${quantity(sold)} |`
}
export const lowest = (period: readonly [string, string]) => {
  const [name, amount] = top(period, 'item').at(-1)!
  return `| 1 | ${name} | ${money(amount)} |`
}
export const sold = (period: readonly [string, string], item: string) => quantity(sum(rowsIn(period[0], period[1]).filter((row) => row.item === item).map((row) => row.quantity ?? 1)))
export const comparing = (a: readonly [string, string], b: readonly [string, string]) => {
  const [now, before] = [revenue(a[0], a[1]), revenue(b[0], b[1])]
  return [`**${money(now)}**`, `**${money(before)}**`, `**${now >= before ? '+' : '-'}${money(Math.abs(now - before))}** (${pct(now, before)})`]
}
/** One item's sales and quantity over a period, optionally at one outlet. */
export const itemSold = (period: readonly [string, string], item: string, outlet?: string) => {
  const rows = rowsIn(period[0], period[1], outlet).filter((row) => row.item === item)
  return { revenue: sum(rows.map((row) => row.amount)), quantity: sum(rows.map((row) => row.quantity ?? 1)) }
}
/** An item's two periods as the comparison writes them: sales, then quantity, each with the difference and its change. */
export const itemComparing = (item: string, a: readonly [string, string], b: readonly [string, string], labels: readonly [string, string]) => {
  const [now, before] = [itemSold(a, item), itemSold(b, item)]
  const signed = (difference: number, write: (value: number) => string) => `${difference >= 0 ? '+' : '-'}${write(Math.abs(difference))}`
  return [
    `Sales: **${money(now.revenue)}** in ${labels[0]} against **${money(before.revenue)}** in ${labels[1]}: **${signed(now.revenue - before.revenue, money)}** (${pct(now.revenue, before.revenue)})`,
    `Quantity sold: **${quantity(now.quantity)}** in ${labels[0]} against **${quantity(before.quantity)}** in ${labels[1]}: **${signed(now.quantity - before.quantity, quantity)}** (${pct(now.quantity, before.quantity)})`,
  ]
}
/** Each outlet's sellers as the per-outlet table writes them: outlet, rank, item, sales, quantity. */
export const outletItemLine = (period: readonly [string, string], outlet: string, rank: number, worst = false) => {
  const ranked = top(period, 'item', outlet)
  const [name, amount] = (worst ? [...ranked].sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1)) : ranked)[rank]!
  return `| ${outlet} | ${rank + 1} | ${name} | ${money(amount)} | ${quantity(itemSold(period, name, outlet).quantity)} |`
}
/** An outlet's peak hour as the per-outlet table writes it (the markdown escapes the brackets). */
export const outletPeak = ([from, to]: readonly [string, string], outlet: string) => {
  const byHour = hours(from, to, outlet)
  const hour = peakHour(from, to, outlet)
  return `| ${outlet} | ${hourSlot(hour)} \\(${money(byHour[hour]!)}, ${share(byHour[hour]!, sum(byHour))}\\) |`
}
/** Weekend days and weekdays of a period, a day's sales on average each, rounded to the sen as the answer rounds them. */
export const weekendAverages = ([from, to]: readonly [string, string]) => {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  // In whole sen, half up: 178.525 is RM178.53 (a float times 100 would make it 17852.4999…).
  const perDay = (list: string[]) => Math.round(Math.round(sum(list.map((day) => revenue(day, day))) * 100) / list.length) / 100
  return { weekend: perDay(ends), weekday: perDay(days), weekendDays: ends.length, weekdayDays: days.length }
}
/** A count of each day of a period, and the busiest and quietest (the earliest of equal days). */
export const countsByDay = ([from, to]: readonly [string, string], value: (day: string) => number) => {
  const days = weekendDays(from, to)
  const all = [...days.weekend, ...days.weekday].sort()
  const values = all.map((day) => ({ day, value: value(day) }))
  const busiest = [...values].sort((a, b) => b.value - a.value || (a.day < b.day ? -1 : 1))[0]!
  const quietest = [...values].sort((a, b) => a.value - b.value || (a.day < b.day ? -1 : 1))[0]!
  return { average: Math.round((sum(values.map(({ value: v }) => v)) / values.length) * 10) / 10, busiest, quietest, days: all.length }
}
/** The best (or lowest) days with sales of a period, as the days' answer lists them. */
export const daysRanked = ([from, to]: readonly [string, string], many: number, lowest: boolean) => {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const withSales = [...ends, ...days].filter((day) => revenue(day, day) !== 0)
  const ranked = withSales.sort((a, b) => (lowest ? revenue(a, a) - revenue(b, b) : revenue(b, b) - revenue(a, a)) || (a < b ? -1 : 1))
  return ranked.slice(0, many).map((day) => `**${dayLabel(day)}** (${money(revenue(day, day))})`).join(', ')
}
export const ordersByDay = (period: readonly [string, string]) => {
  const { average, busiest, quietest, days } = countsByDay(period, (day) => orders(day, day))
  return [`**${count(orders(...period))}** in total, ${quantity(average)} a day on average over ${days} days`, `Busiest day: **${dayLabel(busiest.day)}** (${count(busiest.value)}). Quietest day: **${dayLabel(quietest.day)}** (${count(quietest.value)})`]
}

export const repeatLine = ([from, to]: readonly [string, string]) => {
  const { buyers, repeat: back } = repeat(from, to)
  return [`**${count(buyers)}** customers`, `**${count(back)}** (${share(back, buyers)}) had bought before it`, `**${count(buyers - back)}** bought for the first time`]
}


/** A store holding the shop: its three monthly uploads and one manual entry, at the shop's now. */
export async function shopContext(): Promise<TestContext> {
  const ctx = await testContext(NOW)
  const months: [string, string, string, string][] = [
    ['u-sep', 'storehub-sep-2026.csv', '2026-09-01', '2026-09-30'],
    ['u-oct', 'storehub-oct-2026.csv', '2026-10-01', '2026-10-31'],
    ['u-nov', 'loyverse-nov-2026.xlsx', '2026-11-01', '2026-11-30'],
  ]
  for (const [id, name, from, to] of months) {
    const rows = rowsIn(from, to)
    await ctx.store.sales.appendSales(OWNER, id, batchOf(rows))
    const days = rows.map(dayOf).sort()
    await ctx.store.uploads.insert({ id, account_id: OWNER, kind: 'file', file_name: name, content_hash: id, uploaded_at: `${days.at(-1)}T23:00:00.000Z`, format: 'POS export', rows: rows.length, chunks: 0, outlets: OUTLETS, from: days[0]!, to: days.at(-1)!, summary: '', currency: 'MYR', orders_per_line: false, status: 'completed' })
  }
  await ctx.store.sales.addDayTotals(OWNER, 'm-oct', [{ date: MANUAL.date, netAmount: MANUAL.netAmount, orders: MANUAL.orders, outlet: null, customers: [] }])
  await ctx.store.uploads.insert({ id: 'm-oct', account_id: OWNER, kind: 'manual', file_name: null, content_hash: null, uploaded_at: '2026-10-06T02:00:00.000Z', format: 'Manual entry', rows: 1, chunks: 1, outlets: [], from: MANUAL.date, to: MANUAL.date, summary: '', currency: 'MYR', orders_per_line: false, status: 'completed' })
  return ctx
}


/**
 * Each day of the week's sales (or orders) a day on average over from … to, counting only days from
 * the shop's first day to today, Monday first; the busiest and quietest (the earliest of equal ones).
 * Sales in whole sen, half up; orders to one decimal.
 */
export function weekdayAverages(from: string, to: string, value: 'revenue' | 'orders' = 'revenue'): { averages: number[]; busiest: number; quietest: number } {
  const totals = new Array<number>(7).fill(0)
  const days = new Array<number>(7).fill(0)
  const first = from > FIRST_DAY ? from : FIRST_DAY
  const last = to < TODAY ? to : TODAY
  for (let day = first; day <= last; day = dayAfter(day, 1)) {
    const index = (new Date(day).getUTCDay() + 6) % 7
    totals[index]! += value === 'revenue' ? Math.round(revenue(day, day) * 100) : orders(day, day)
    days[index]!++
  }
  const averages = totals.map((total, index) => (value === 'revenue' ? Math.round(total / days[index]!) / 100 : Math.round((total / days[index]!) * 10) / 10))
  let busiest = 0
  let quietest = 0
  averages.forEach((average, index) => {
    if (average > averages[busiest]!) busiest = index
    if (average < averages[quietest]!) quietest = index
  })
  return { averages, busiest, quietest }
}
