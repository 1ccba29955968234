/**
 * The assistant's table test (issue 12 §3): questions as owners type them (English, Malay,
 * Manglish, typos, every period form, comparisons, sellers, hours, outlets, payments, channels,
 * customers, advice, unknowns, follow-ups), read by the real `understand` and answered by
 * `answerQuestion` over one fixed shop, and questions about two uploaded documents through the chat's
 * own routing, each with the exact figures its answer must contain. Every
 * expected figure is computed here from the fixture's rows by plain loops, never by the code under
 * test; src/format only writes it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { kl, NOW } from '../../tests/utils/backend/analytics-clock'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { batchOf, type TestRow } from '../../tests/utils/backend/sales-batches'
import { count, hourSlot, money, percentChange, quantity, share } from '../../src/format'
import { getInsights } from '../analytics/get-insights'
import { uploadFile } from '../uploads/upload-file'
import { answerQuestion, capabilities, vocabularyOf } from './answers'
import { postChat } from './chat'
import type { Answer, Question } from './types'
import { understand } from './understand'

/* Today is Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur. The shop's sales run from Wednesday
 * 9 Sep 2026 to this morning: 3 outlets, 7 items (two of them Nasi Lemak), 4 payment methods, 4 channels, 12 regulars and
 * 2 who stopped coming in October, one refund, one manual entry (5 Oct 2026). */
const OWNER = NEW_ACCOUNT.id
const FIRST_DAY = '2026-09-09'
const DAYS = 71
const OUTLETS = ['Bangsar', 'SS15 Subang Jaya', 'Mont Kiara']
const ITEMS = ['Nasi Lemak Ayam', 'Kopi O', 'Teh Tarik', 'Roti Canai', 'Mee Goreng Mamak', 'Kuih Lapis', 'Nasi Lemak Biasa']
const PRICES = [12.9, 3.5, 4.2, 2.8, 10.5, 1.6, 6.5]
const PAYMENTS = ['Cash', 'DuitNow QR', "Touch 'n Go eWallet", 'Card']
const CHANNELS = ['Dine in', 'Takeaway', 'GrabFood', 'foodpanda']
const REGULARS = Array.from({ length: 12 }, (_, k) => `email:regular${k}@kedai.my`)
const GONE = ['email:lama1@kedai.my', 'email:lama2@kedai.my']
const MANUAL = { date: '2026-10-05', netAmount: 420, orders: 12 }

const dayAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10)
/** The local day (UTC+8) and hour of a row. */
const dayOf = (row: TestRow) => new Date(Number(row.at) + 8 * 3_600_000).toISOString().slice(0, 10)
const hourOf = (row: TestRow) => new Date(Number(row.at) + 8 * 3_600_000).getUTCHours()

function shopRows(): TestRow[] {
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

const ROWS = shopRows()

/** Rows of from … to (local days), optionally of one outlet. */
const rowsIn = (from: string, to: string, outlet?: string) => ROWS.filter((row) => dayOf(row) >= from && dayOf(row) <= to && (outlet === undefined || row.outlet === outlet))
const manualIn = (from: string, to: string) => (MANUAL.date >= from && MANUAL.date <= to ? MANUAL : null)
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

function revenue(from: string, to: string, outlet?: string): number {
  return sum(rowsIn(from, to, outlet).map((row) => row.amount)) + (outlet === undefined ? (manualIn(from, to)?.netAmount ?? 0) : 0)
}
/** Receipts whose lines net above zero (every receipt here lies on one day and one outlet), and the manual entry's orders. */
function orders(from: string, to: string, outlet?: string): number {
  const net = new Map<string, number>()
  for (const row of rowsIn(from, to, outlet)) net.set(row.receipt!, (net.get(row.receipt!) ?? 0) + row.amount)
  return [...net.values()].filter((value) => value > 0).length + (outlet === undefined ? (manualIn(from, to)?.orders ?? 0) : 0)
}
const customersIn = (from: string, to: string) => new Set(rowsIn(from, to).filter((row) => row.customer && row.amount > 0).map((row) => row.customer!))
const avgOrder = (from: string, to: string) => revenue(from, to) / orders(from, to)
/** The change in percent, 1 decimal, rounded half away from zero as the dashboard rounds. */
const pct = (now: number, before: number) => {
  const tenths = ((now - before) / Math.abs(before)) * 1000
  return percentChange((Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10)
}

function grouped(from: string, to: string, key: 'item' | 'outlet' | 'payment' | 'channel', value: (row: TestRow) => number = (row) => row.amount, outlet?: string): [string, number][] {
  const sums = new Map<string, number>()
  for (const row of rowsIn(from, to, outlet)) sums.set(row[key]!, (sums.get(row[key]!) ?? 0) + value(row))
  return [...sums].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
}
function hours(from: string, to: string, outlet?: string): number[] {
  const byHour = new Array<number>(24).fill(0)
  for (const row of rowsIn(from, to, outlet)) byHour[hourOf(row)]! += row.amount
  return byHour
}
const peakHour = (from: string, to: string, outlet?: string) => hours(from, to, outlet).reduce((best, amount, hour, all) => (amount > all[best]! ? hour : best), 0)
const weekendDays = (from: string, to: string) => {
  const days = Array.from({ length: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 }, (_, k) => dayAfter(from, k))
  return { weekend: days.filter((day) => [0, 6].includes(new Date(day).getUTCDay())), weekday: days.filter((day) => ![0, 6].includes(new Date(day).getUTCDay())) }
}
/** Repeat: bought in the period and on a day before it. */
function repeat(from: string, to: string): { buyers: number; repeat: number } {
  const buyers = customersIn(from, to)
  const before = new Set(ROWS.filter((row) => row.customer && row.amount > 0 && dayOf(row) < from).map((row) => row.customer!))
  return { buyers: buyers.size, repeat: [...buyers].filter((key) => before.has(key)).length }
}
/** Lapsed as of `day`: bought on 2+ days in day−89 … day−30, none in day−29 … day. */
function lapsed(day: string): { customers: number; spend: number } {
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
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dayLabel = (iso: string) => `${WEEKDAY[new Date(iso).getUTCDay()]} ${Number(iso.slice(8))} ${MONTH[Number(iso.slice(5, 7)) - 1]}`

// The periods, as a calendar says them on Wednesday 18 Nov 2026 (weeks start on Monday).
const TODAY = '2026-11-18'
const YESTERDAY = '2026-11-17'
const THIS_WEEK = ['2026-11-16', TODAY] as const
const LAST_WEEK = ['2026-11-09', '2026-11-15'] as const
const WEEK_BEFORE = ['2026-11-02', '2026-11-08'] as const
const LAST_7 = ['2026-11-12', TODAY] as const
const LAST_14 = ['2026-11-05', TODAY] as const
const LAST_30 = ['2026-10-20', TODAY] as const
const THIS_MONTH = ['2026-11-01', TODAY] as const
const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const
const SEPTEMBER = ['2026-09-01', '2026-09-30'] as const

const rm = (from: string, to: string, outlet?: string) => money(revenue(from, to, outlet))
const top = (period: readonly [string, string], key: 'item' | 'outlet' | 'payment' | 'channel', outlet?: string) => grouped(period[0], period[1], key, undefined, outlet)
function weekend([from, to]: readonly [string, string]): string[] {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const perDay = (list: string[]) => sum(list.map((day) => revenue(day, day))) / list.length
  return [`**${money(perDay(ends))}** a day on average over ${ends.length} days`, `**${money(perDay(days))}** a day over ${days.length} days`]
}
function bestDay([from, to]: readonly [string, string]): string[] {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const best = [...ends, ...days].sort((a, b) => revenue(b, b) - revenue(a, a) || (a < b ? -1 : 1))[0]!
  return [`**${money(revenue(from, to))}** in total`, `Best day: **${dayLabel(best)}** (${money(revenue(best, best))})`]
}
function quietHour([from, to]: readonly [string, string]): string {
  const byHour = hours(from, to)
  const open = byHour.map((amount, hour) => (amount !== 0 ? hour : -1)).filter((hour) => hour >= 0)
  let quiet = open[0]!
  for (let hour = open[0]!; hour <= open[open.length - 1]!; hour++) if (byHour[hour]! < byHour[quiet]!) quiet = hour
  return `**${hourSlot(quiet)}** (${money(byHour[quiet]!)}`
}
const peak = ([from, to]: readonly [string, string]) => `**${hourSlot(peakHour(from, to))}** (${money(hours(from, to)[peakHour(from, to)]!)}, ${share(hours(from, to)[peakHour(from, to)]!, sum(hours(from, to)))} of timed sales)`
const shares = (period: readonly [string, string], key: 'outlet' | 'payment' | 'channel') => {
  const groups = top(period, key)
  const total = sum(groups.map(([, amount]) => amount))
  return groups.map(([name, amount]) => `| ${name} | ${money(amount)} | ${share(amount, total)} |`)
}
const itemLine = (period: readonly [string, string], rank: number) => {
  const [name, amount] = top(period, 'item')[rank]!
  const sold = sum(rowsIn(period[0], period[1]).filter((row) => row.item === name).map((row) => row.quantity ?? 1))
  return `| ${rank + 1} | ${name} | ${money(amount)} | ${quantity(sold)} |`
}
const lowest = (period: readonly [string, string]) => {
  const [name, amount] = top(period, 'item').at(-1)!
  return `| 1 | ${name} | ${money(amount)} |`
}
const sold = (period: readonly [string, string], item: string) => quantity(sum(rowsIn(period[0], period[1]).filter((row) => row.item === item).map((row) => row.quantity ?? 1)))
const comparing = (a: readonly [string, string], b: readonly [string, string]) => {
  const [now, before] = [revenue(a[0], a[1]), revenue(b[0], b[1])]
  return [`**${money(now)}**`, `**${money(before)}**`, `**${now >= before ? '+' : '-'}${money(Math.abs(now - before))}** (${pct(now, before)})`]
}
/** One item's sales and quantity over a period, optionally at one outlet. */
const itemSold = (period: readonly [string, string], item: string, outlet?: string) => {
  const rows = rowsIn(period[0], period[1], outlet).filter((row) => row.item === item)
  return { revenue: sum(rows.map((row) => row.amount)), quantity: sum(rows.map((row) => row.quantity ?? 1)) }
}
/** An item's two periods as the comparison writes them: sales, then quantity, each with the difference and its change. */
const itemComparing = (item: string, a: readonly [string, string], b: readonly [string, string], labels: readonly [string, string]) => {
  const [now, before] = [itemSold(a, item), itemSold(b, item)]
  const signed = (difference: number, write: (value: number) => string) => `${difference >= 0 ? '+' : '-'}${write(Math.abs(difference))}`
  return [
    `Sales: **${money(now.revenue)}** in ${labels[0]} against **${money(before.revenue)}** in ${labels[1]}: **${signed(now.revenue - before.revenue, money)}** (${pct(now.revenue, before.revenue)})`,
    `Quantity sold: **${quantity(now.quantity)}** in ${labels[0]} against **${quantity(before.quantity)}** in ${labels[1]}: **${signed(now.quantity - before.quantity, quantity)}** (${pct(now.quantity, before.quantity)})`,
  ]
}
/** Each outlet's sellers as the per-outlet table writes them: outlet, rank, item, sales, quantity. */
const outletItemLine = (period: readonly [string, string], outlet: string, rank: number, worst = false) => {
  const ranked = top(period, 'item', outlet)
  const [name, amount] = (worst ? [...ranked].sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1)) : ranked)[rank]!
  return `| ${outlet} | ${rank + 1} | ${name} | ${money(amount)} | ${quantity(itemSold(period, name, outlet).quantity)} |`
}
/** An outlet's peak hour as the per-outlet table writes it (the markdown escapes the brackets). */
const outletPeak = ([from, to]: readonly [string, string], outlet: string) => {
  const byHour = hours(from, to, outlet)
  const hour = peakHour(from, to, outlet)
  return `| ${outlet} | ${hourSlot(hour)} \\(${money(byHour[hour]!)}, ${share(byHour[hour]!, sum(byHour))}\\) |`
}
/** Weekend days and weekdays of a period, a day's sales on average each, rounded to the sen as the answer rounds them. */
const weekendAverages = ([from, to]: readonly [string, string]) => {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const perDay = (list: string[]) => Math.round((sum(list.map((day) => revenue(day, day))) / list.length) * 100) / 100
  return { weekend: perDay(ends), weekday: perDay(days), weekendDays: ends.length, weekdayDays: days.length }
}
/** A count of each day of a period, and the busiest and quietest (the earliest of equal days). */
const countsByDay = ([from, to]: readonly [string, string], value: (day: string) => number) => {
  const days = weekendDays(from, to)
  const all = [...days.weekend, ...days.weekday].sort()
  const values = all.map((day) => ({ day, value: value(day) }))
  const busiest = [...values].sort((a, b) => b.value - a.value || (a.day < b.day ? -1 : 1))[0]!
  const quietest = [...values].sort((a, b) => a.value - b.value || (a.day < b.day ? -1 : 1))[0]!
  return { average: Math.round((sum(values.map(({ value: v }) => v)) / values.length) * 10) / 10, busiest, quietest, days: all.length }
}
/** The best (or lowest) days with sales of a period, as the days' answer lists them. */
const daysRanked = ([from, to]: readonly [string, string], many: number, lowest: boolean) => {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const withSales = [...ends, ...days].filter((day) => revenue(day, day) !== 0)
  const ranked = withSales.sort((a, b) => (lowest ? revenue(a, a) - revenue(b, b) : revenue(b, b) - revenue(a, a)) || (a < b ? -1 : 1))
  return ranked.slice(0, many).map((day) => `**${dayLabel(day)}** (${money(revenue(day, day))})`).join(', ')
}
const ordersByDay = (period: readonly [string, string]) => {
  const { average, busiest, quietest, days } = countsByDay(period, (day) => orders(day, day))
  return [`**${count(orders(...period))}** in total, ${quantity(average)} a day on average over ${days} days`, `Busiest day: **${dayLabel(busiest.day)}** (${count(busiest.value)}). Quietest day: **${dayLabel(quietest.day)}** (${count(quietest.value)})`]
}

const repeatLine = ([from, to]: readonly [string, string]) => {
  const { buyers, repeat: back } = repeat(from, to)
  return [`**${count(buyers)}** customers`, `**${count(back)}** (${share(back, buyers)}) had bought before it`, `**${count(buyers - back)}** bought for the first time`]
}

interface Case {
  text: string
  /** Exact text the answer must contain: the figures, and the period as it reads it. */
  contains: string[]
  /** Answered in Malay. */
  ms?: boolean
  /** A series answer: its figure links to the dashboard for this period. */
  figure?: readonly [string, string]
}

const CASES: Case[] = [
  // Figures, English, every period form.
  { text: 'How much did I sell last week?', contains: [`**${rm(...LAST_WEEK)}** (${pct(revenue(...LAST_WEEK), revenue(...WEEK_BEFORE))})`, '9–15 Nov 2026 (Mon–Sun)'] },
  { text: 'sales yesterday', contains: [`**${rm(YESTERDAY, YESTERDAY)}**`, '17 Nov 2026 (Tue)'] },
  { text: 'revenue today', contains: [`**${rm(TODAY, TODAY)}**`, '18 Nov 2026 (Wed)'] },
  { text: 'how many orders this week', contains: [`Orders: **${count(orders(...THIS_WEEK))}**`, '16–18 Nov 2026 (Mon–Wed)'] },
  { text: 'sales last 7 days', contains: [`**${rm(...LAST_7)}**`, '12–18 Nov 2026 (Thu–Wed)'] },
  { text: 'what were my sales in the past 14 days', contains: [`**${rm(...LAST_14)}**`, '5–18 Nov 2026'] },
  { text: 'total sales this month', contains: [`**${rm(...THIS_MONTH)}**`, '1–18 Nov 2026'] },
  { text: 'revenue last month', contains: [`**${rm(...LAST_MONTH)}** (${pct(revenue(...LAST_MONTH), revenue('2026-08-31', '2026-09-30'))})`, '1–31 Oct 2026'] },
  { text: 'sales in September', contains: [`**${rm(...SEPTEMBER)}**`, '1–30 Sep 2026'] },
  { text: 'sales from 1 Oct to 15 Oct', contains: [`**${rm('2026-10-01', '2026-10-15')}**`, '1–15 Oct 2026'] },
  { text: 'sales 1-7 nov', contains: [`**${rm('2026-11-01', '2026-11-07')}**`, '1–7 Nov 2026 (Sun–Sat)'] },
  { text: 'sales on 3 Nov', contains: [`**${rm('2026-11-03', '2026-11-03')}**`, '3 Nov 2026 (Tue)'] },
  { text: 'average order value last month', contains: [`Average order value: **${money(avgOrder(...LAST_MONTH))}**`] },
  { text: 'how many customers last week', contains: [`Customers: **${count(customersIn(...LAST_WEEK).size)}**`] },
  { text: 'sales, orders and customers yesterday', contains: [`Sales: **${rm(YESTERDAY, YESTERDAY)}**`, `Orders: **${count(orders(YESTERDAY, YESTERDAY))}**`, `Customers: **${count(customersIn(YESTERDAY, YESTERDAY).size)}**`] },
  { text: 'sales at Bangsar last week', contains: [`**${rm(...LAST_WEEK, 'Bangsar')}**`, 'at Bangsar'] },
  { text: 'how many orders did Mont Kiara get yesterday', contains: [`Orders: **${count(orders(YESTERDAY, YESTERDAY, 'Mont Kiara'))}**`, 'at Mont Kiara'] },
  { text: 'how many orders yesterday at ss15', contains: [`Orders: **${count(orders(YESTERDAY, YESTERDAY, 'SS15 Subang Jaya'))}**`, 'at SS15 Subang Jaya'] },
  { text: 'sales at kiara last week', contains: [`**${rm(...LAST_WEEK, 'Mont Kiara')}**`, 'at Mont Kiara'] },
  // Malay.
  { text: 'jualan minggu lepas', contains: [`Jualan: **${rm(...LAST_WEEK)}**`, '9–15 Nov 2026 (Isn–Ahd)'], ms: true },
  { text: 'berapa pelanggan datang semalam', contains: [`Pelanggan: **${count(customersIn(YESTERDAY, YESTERDAY).size)}**`, '17 Nov 2026 (Sel)'], ms: true },
  { text: 'jualan bulan lepas', contains: [`**${rm(...LAST_MONTH)}**`, '1–31 Okt 2026'], ms: true },
  { text: 'jualan hari ini', contains: [`**${rm(TODAY, TODAY)}**`, '18 Nov 2026 (Rab)'], ms: true },
  { text: 'berapa pesanan minggu ini', contains: [`Pesanan: **${count(orders(...THIS_WEEK))}**`], ms: true },
  { text: 'brp jualan bulan ni', contains: [`Jualan: **${rm(...THIS_MONTH)}**`, '1–18 Nov 2026'], ms: true },
  { text: 'jualan kopi o minggu lepas', contains: [`**Kopi O**`, `**${money(sum(rowsIn(...LAST_WEEK).filter((row) => row.item === 'Kopi O').map((row) => row.amount)))}** daripada **${sold(LAST_WEEK, 'Kopi O')}** terjual`], ms: true },
  { text: 'jualan 7 hari lepas', contains: [`**${rm(...LAST_7)}**`], ms: true },
  { text: 'purata nilai pesanan bulan ini', contains: [`Purata nilai pesanan: **${money(avgOrder(...THIS_MONTH))}**`], ms: true },
  // Manglish and typos.
  { text: 'sales semalam berapa', contains: [`Sales: **${rm(YESTERDAY, YESTERDAY)}**`] },
  { text: 'customer minggu lepas how many', contains: [`Customers: **${count(customersIn(...LAST_WEEK).size)}**`] },
  { text: 'how much did I sel last week', contains: [`**${rm(...LAST_WEEK)}**`] },
  { text: 'saels yesterady', contains: [`**${rm(YESTERDAY, YESTERDAY)}**`] },
  { text: 'jualn minggu lps', contains: [`**${rm(...LAST_WEEK)}**`], ms: true },
  // Short forms owners type ("lst", "bln lps", "org", "smlm").
  { text: 'how much did i sel lst week', contains: [`**${rm(...LAST_WEEK)}** (${pct(revenue(...LAST_WEEK), revenue(...WEEK_BEFORE))})`, '9–15 Nov 2026 (Mon–Sun)'] },
  { text: 'jualan bln lps', contains: [`Jualan: **${rm(...LAST_MONTH)}**`], ms: true },
  { text: 'brp org dtg smlm', contains: [`Pelanggan: **${count(customersIn(YESTERDAY, YESTERDAY).size)}**`, '17 Nov 2026 (Sel)'], ms: true },
  // Comparisons.
  { text: 'compare this week with last week', contains: comparing(THIS_WEEK, LAST_WEEK) },
  { text: 'sales last month vs september', contains: comparing(LAST_MONTH, SEPTEMBER) },
  { text: 'bandingkan jualan minggu ini dengan minggu lepas', contains: comparing(THIS_WEEK, LAST_WEEK), ms: true },
  { text: 'sales today vs yesterday', contains: comparing([TODAY, TODAY], [YESTERDAY, YESTERDAY]) },
  // By day, weekends.
  { text: 'daily sales last week', contains: bestDay(LAST_WEEK), figure: LAST_WEEK },
  { text: 'jualan harian bulan lepas', contains: [`**${rm(...LAST_MONTH)}**`], ms: true, figure: LAST_MONTH },
  { text: 'weekend or weekday sales last month', contains: weekend(LAST_MONTH) },
  { text: 'weekend vs weekday sales last month', contains: weekend(LAST_MONTH) },
  { text: 'hujung minggu berbanding hari biasa bulan lepas', contains: [`purata **${money(sum(weekendDays(...LAST_MONTH).weekend.map((day) => revenue(day, day))) / weekendDays(...LAST_MONTH).weekend.length)}** sehari bagi ${weekendDays(...LAST_MONTH).weekend.length} hari`], ms: true },
  { text: 'jualan hujung minggu bulan lepas', contains: [`**${money(sum(weekendDays(...LAST_MONTH).weekend.map((day) => revenue(day, day))) / weekendDays(...LAST_MONTH).weekend.length)}**`], ms: true },
  // Best and worst sellers, one item.
  { text: 'best sellers this month', contains: [itemLine(THIS_MONTH, 0), itemLine(THIS_MONTH, 1)], figure: THIS_MONTH },
  { text: 'top 3 items last week', contains: [itemLine(LAST_WEEK, 0), itemLine(LAST_WEEK, 2)], figure: LAST_WEEK },
  { text: 'top menu minggu ni', contains: [itemLine(THIS_WEEK, 0)], ms: true, figure: THIS_WEEK },
  { text: 'menu paling laris bulan lepas', contains: [itemLine(LAST_MONTH, 0)], ms: true, figure: LAST_MONTH },
  { text: 'worst sellers last month', contains: [lowest(LAST_MONTH)], figure: LAST_MONTH },
  { text: 'menu paling kurang laris minggu lepas', contains: [lowest(LAST_WEEK)], ms: true, figure: LAST_WEEK },
  // "nasi lemk" fits Nasi Lemak Ayam and Nasi Lemak Biasa equally: the first in the account's (alphabetical) order is read, and the other named.
  { text: 'how is nasi lemk doing this month', contains: ['I read your question as about **Nasi Lemak Ayam**; you may mean **Nasi Lemak Biasa**: ask about it by name.', `**Nasi Lemak Ayam**`, `**${money(sum(rowsIn(...THIS_MONTH).filter((row) => row.item === 'Nasi Lemak Ayam').map((row) => row.amount)))}** from **${sold(THIS_MONTH, 'Nasi Lemak Ayam')}** sold`] },
  { text: 'jualan nasi lemak minggu lepas', contains: ['Saya membaca soalan anda sebagai tentang **Nasi Lemak Ayam**; mungkin anda maksudkan **Nasi Lemak Biasa**', `**${money(sum(rowsIn(...LAST_WEEK).filter((row) => row.item === 'Nasi Lemak Ayam').map((row) => row.amount)))}** daripada **${sold(LAST_WEEK, 'Nasi Lemak Ayam')}** terjual`], ms: true },
  { text: 'how is nasi lemak biasa doing last week', contains: [`**Nasi Lemak Biasa**, 9–15 Nov 2026 (Mon–Sun): **${money(sum(rowsIn(...LAST_WEEK).filter((row) => row.item === 'Nasi Lemak Biasa').map((row) => row.amount)))}** from **${sold(LAST_WEEK, 'Nasi Lemak Biasa')}** sold`] },
  { text: 'how many teh tarik sold last week', contains: [`from **${sold(LAST_WEEK, 'Teh Tarik')}** sold`] },
  // Hours.
  { text: 'peak hours last 30 days', contains: [peak(LAST_30)], figure: LAST_30 },
  { text: 'peak hour yesterday', contains: [peak([YESTERDAY, YESTERDAY])], figure: [YESTERDAY, YESTERDAY] },
  { text: 'waktu puncak minggu lepas', contains: [`**${hourSlot(peakHour(...LAST_WEEK))}** (${money(hours(...LAST_WEEK)[peakHour(...LAST_WEEK)]!)}`], ms: true, figure: LAST_WEEK },
  { text: 'quiet hours this month', contains: [quietHour(THIS_MONTH)], figure: THIS_MONTH },
  { text: 'bila waktu lengang bulan lepas', contains: [quietHour(LAST_MONTH)], ms: true, figure: LAST_MONTH },
  // Outlets, payments, channels.
  { text: 'which outlet sells the most last month', contains: shares(LAST_MONTH, 'outlet'), figure: LAST_MONTH },
  { text: 'which outlet sold most this week', contains: shares(THIS_WEEK, 'outlet'), figure: THIS_WEEK },
  { text: 'cawangan mana paling laris bulan lepas', contains: shares(LAST_MONTH, 'outlet'), ms: true, figure: LAST_MONTH },
  { text: 'payment methods last month', contains: shares(LAST_MONTH, 'payment'), figure: LAST_MONTH },
  { text: 'how do my customers pay this week', contains: shares(THIS_WEEK, 'payment'), figure: THIS_WEEK },
  { text: 'kaedah pembayaran bulan lepas', contains: shares(LAST_MONTH, 'payment'), ms: true, figure: LAST_MONTH },
  { text: 'sales by channel last month', contains: shares(LAST_MONTH, 'channel'), figure: LAST_MONTH },
  { text: 'how much came from grabfood and foodpanda this month', contains: shares(THIS_MONTH, 'channel'), figure: THIS_MONTH },
  // "By outlet", "by payment", "by hour", "by item": breakdowns.
  { text: 'sales by outlet this week', contains: shares(THIS_WEEK, 'outlet'), figure: THIS_WEEK },
  { text: 'outlet sales last month', contains: shares(LAST_MONTH, 'outlet'), figure: LAST_MONTH },
  { text: 'jualan ikut cawangan minggu ni', contains: shares(THIS_WEEK, 'outlet'), ms: true, figure: THIS_WEEK },
  { text: 'sales by payment this month', contains: shares(THIS_MONTH, 'payment'), figure: THIS_MONTH },
  { text: 'sales by hour yesterday', contains: [peak([YESTERDAY, YESTERDAY])], figure: [YESTERDAY, YESTERDAY] },
  { text: 'sales by item last week', contains: [itemLine(LAST_WEEK, 0), itemLine(LAST_WEEK, 1)], figure: LAST_WEEK },
  // Profit: no costs are recorded, so the sales, said to be sales.
  { text: 'profit last month', contains: ['I do not know your costs, so I cannot tell your profit or margin', `Sales: **${rm(...LAST_MONTH)}**`, '1–31 Oct 2026:'] },
  { text: 'how much profit did i make yesterday', contains: ['cannot tell your profit', `Sales: **${rm(YESTERDAY, YESTERDAY)}**`] },
  { text: 'untung bulan lepas', contains: ['Saya tidak tahu kos anda, jadi saya tidak dapat mengira untung atau margin', `Jualan: **${rm(...LAST_MONTH)}**`], ms: true },
  // Customers.
  { text: 'repeat customers last month', contains: repeatLine(LAST_MONTH) },
  { text: 'pelanggan tetap bulan ini', contains: [`**${count(repeat(...THIS_MONTH).repeat)}** (${share(repeat(...THIS_MONTH).repeat, repeat(...THIS_MONTH).buyers)})`], ms: true },
  { text: 'lapsed customers', contains: [`**${count(lapsed(TODAY).customers)}** customers bought on 2 or more days`, `**${money(lapsed(TODAY).spend)}**`, '21 Aug – 19 Oct 2026', '20 Oct – 18 Nov 2026'] },
  { text: 'which regulars stopped coming', contains: [`**${count(lapsed(TODAY).customers)}** customers`] },
  // An item compared over two periods: the item's own sales and quantity, never the shop's.
  { text: 'nasi lemak this week vs last week', contains: ['**Nasi Lemak Ayam**:', ...itemComparing('Nasi Lemak Ayam', THIS_WEEK, LAST_WEEK, ['16–18 Nov 2026 (Mon–Wed)', '9–15 Nov 2026 (Mon–Sun)']), 'you may mean **Nasi Lemak Biasa**', 'The periods have 3 and 7 days.'] },
  { text: 'teh tarik sales this month compared to last month', contains: ['**Teh Tarik**:', ...itemComparing('Teh Tarik', THIS_MONTH, LAST_MONTH, ['1–18 Nov 2026', '1–31 Oct 2026'])] },
  { text: 'banding jualan teh tarik minggu ni dengan minggu lepas', contains: ['**Teh Tarik**:', `Jualan: **${money(itemSold(THIS_WEEK, 'Teh Tarik').revenue)}** pada 16–18 Nov 2026 (Isn–Rab) berbanding **${money(itemSold(LAST_WEEK, 'Teh Tarik').revenue)}**`, `Kuantiti terjual: **${quantity(itemSold(THIS_WEEK, 'Teh Tarik').quantity)}**`], ms: true },
  // Sellers and hours outlet by outlet; an outlet named is that outlet's.
  { text: 'best sellers by outlet last month', contains: OUTLETS.flatMap((outlet) => [0, 1, 2].map((rank) => outletItemLine(LAST_MONTH, outlet, rank))) },
  { text: 'top 5 menu ikut cawangan bulan lepas', contains: [outletItemLine(LAST_MONTH, 'SS15 Subang Jaya', 4), outletItemLine(LAST_MONTH, 'Bangsar', 0)], ms: true },
  { text: 'worst 2 items by outlet last week', contains: OUTLETS.flatMap((outlet) => [0, 1].map((rank) => outletItemLine(LAST_WEEK, outlet, rank, true))) },
  { text: 'best sellers at Bangsar last week', contains: [`| 1 | ${top(LAST_WEEK, 'item', 'Bangsar')[0]![0]} | ${money(top(LAST_WEEK, 'item', 'Bangsar')[0]![1])} |`, 'at Bangsar'] },
  { text: 'peak hour per outlet last month', contains: OUTLETS.map((outlet) => outletPeak(LAST_MONTH, outlet)) },
  { text: 'waktu puncak ikut cawangan minggu lepas', contains: OUTLETS.map((outlet) => outletPeak(LAST_WEEK, outlet)), ms: true },
  // Weekends of two periods: both periods' averages, and the change of each.
  {
    text: 'weekends this month vs last month',
    contains: [
      ...weekend(THIS_MONTH),
      `In 1–31 Oct 2026: **${money(weekendAverages(LAST_MONTH).weekend)}** a weekend day over ${weekendAverages(LAST_MONTH).weekendDays} days, **${money(weekendAverages(LAST_MONTH).weekday)}** a weekday over ${weekendAverages(LAST_MONTH).weekdayDays} days; against it, weekend days **${pct(weekendAverages(THIS_MONTH).weekend, weekendAverages(LAST_MONTH).weekend)}**, weekdays **${pct(weekendAverages(THIS_MONTH).weekday, weekendAverages(LAST_MONTH).weekday)}**.`,
    ],
  },
  // An outlet typed with a space ("ss 15").
  { text: 'sales at ss 15 last week', contains: [`**${rm(...LAST_WEEK, 'SS15 Subang Jaya')}**`, 'at SS15 Subang Jaya'] },
  { text: 'orders yesterday at ss-15', contains: [`Orders: **${count(orders(YESTERDAY, YESTERDAY, 'SS15 Subang Jaya'))}**`, 'at SS15 Subang Jaya'] },
  // Margins of items: no costs, so the best sellers by sales, said to be sales.
  { text: 'which item has the best margin last month', contains: ['I do not know your costs, so I cannot tell your profit or margin', 'Best sellers by sales, 1–31 Oct 2026:', itemLine(LAST_MONTH, 0), itemLine(LAST_MONTH, 1)], figure: LAST_MONTH },
  { text: 'menu mana paling untung bulan lepas', contains: ['Saya tidak tahu kos anda', itemLine(LAST_MONTH, 0)], ms: true, figure: LAST_MONTH },
  // Counts day by day are counts, not the sales.
  { text: 'orders per day last week', contains: ['Orders by day, 9–15 Nov 2026 (Mon–Sun):', ...ordersByDay(LAST_WEEK)], figure: LAST_WEEK },
  { text: 'pesanan harian minggu lepas', contains: [`Pesanan mengikut hari, 9–15 Nov 2026 (Isn–Ahd): **${count(orders(...LAST_WEEK))}** kesemuanya`], ms: true, figure: LAST_WEEK },
  {
    text: 'customers per day last week',
    contains: [
      `Customers by day, 9–15 Nov 2026 (Mon–Sun): ${quantity(countsByDay(LAST_WEEK, (day) => customersIn(day, day).size).average)} a day on average over 7 days (**${count(customersIn(...LAST_WEEK).size)}** different customers over the whole period)`,
      `Busiest day: **${dayLabel(countsByDay(LAST_WEEK, (day) => customersIn(day, day).size).busiest.day)}** (${count(countsByDay(LAST_WEEK, (day) => customersIn(day, day).size).busiest.value)})`,
    ],
    figure: LAST_WEEK,
  },
  // What an answer cannot split by is said, with the answer it can give.
  { text: 'payments by outlet last month', contains: ['I cannot give this outlet by outlet: this answer is for all outlets together.', ...shares(LAST_MONTH, 'payment')], figure: LAST_MONTH },
  { text: 'daily sales by outlet last week', contains: ['I cannot give this outlet by outlet', ...bestDay(LAST_WEEK)], figure: LAST_WEEK },
  { text: 'weekend orders last month', contains: ['This answer is in sales (RM): I cannot give orders this way.', ...weekend(LAST_MONTH)] },
  { text: 'orders by outlet last week', contains: ['I cannot give orders this way', ...shares(LAST_WEEK, 'outlet')], figure: LAST_WEEK },
  { text: 'peak hours for teh tarik last week', contains: ['This answer is for all items together: I cannot split it by item, so it does not pick out **Teh Tarik**.', peak(LAST_WEEK)], figure: LAST_WEEK },
  // Comparisons an answer makes side by side, or says it did not make.
  { text: 'sales by outlet this week vs last week', contains: top(THIS_WEEK, 'outlet').map(([outlet, amount]) => `| ${outlet} | ${money(amount)} | ${money(revenue(...LAST_WEEK, outlet))} | ${pct(amount, revenue(...LAST_WEEK, outlet))} |`) },
  { text: 'payments this month vs last month', contains: [...top(THIS_MONTH, 'payment').map(([method, amount]) => `| ${method} | ${money(amount)} | ${money(sum(rowsIn(...LAST_MONTH).filter((row) => row.payment === method).map((row) => row.amount)))} |`), `Manual entries have none recorded and are not in the table: ${money(0)} in 1–18 Nov 2026, ${money(MANUAL.netAmount)} in 1–31 Oct 2026.`] },
  { text: 'best sellers this week vs last week', contains: ['I did not compare with 9–15 Nov 2026 (Mon–Sun): this answer does not cover it.', itemLine(THIS_WEEK, 0)], figure: THIS_WEEK },
  { text: 'peak hours this month vs last month', contains: ['I did not compare with 1–31 Oct 2026', peak(THIS_MONTH)], figure: THIS_MONTH },
  // Two outlets or two items named: both answered, over the one period named.
  { text: 'bangsar vs mont kiara last week', contains: shares(LAST_WEEK, 'outlet'), figure: LAST_WEEK },
  { text: 'jualan bangsar berbanding mont kiara bulan lepas', contains: shares(LAST_MONTH, 'outlet'), ms: true, figure: LAST_MONTH },
  { text: 'best sellers bangsar vs mont kiara last week', contains: OUTLETS.map((outlet) => outletItemLine(LAST_WEEK, outlet, 0)) },
  {
    text: 'nasi lemak biasa vs teh tarik last week',
    contains: ['Nasi Lemak Biasa', 'Teh Tarik'].map((item) => `**${item}**, 9–15 Nov 2026 (Mon–Sun): **${money(itemSold(LAST_WEEK, item).revenue)}** from **${quantity(itemSold(LAST_WEEK, item).quantity)}** sold`),
  },
  // A part of the day is no period: said, with the hours or the whole days.
  { text: 'lunch sales last week', contains: ['I cannot read a part of the day (breakfast, lunch, before or after an hour) as a period: here are whole days’ sales hour by hour', peak(LAST_WEEK)], figure: LAST_WEEK },
  { text: 'sales before 12pm yesterday', contains: ['here are whole days’ sales hour by hour', peak([YESTERDAY, YESTERDAY])], figure: [YESTERDAY, YESTERDAY] },
  { text: 'sales last night', contains: ['this answer is for whole days', `Sales: **${rm(YESTERDAY, YESTERDAY)}**`, '17 Nov 2026 (Tue)'] },
  { text: 'jualan malam tadi', contains: ['jawapan ini untuk hari penuh', `Jualan: **${rm(YESTERDAY, YESTERDAY)}**`], ms: true },
  { text: 'best sellers at lunch last week', contains: ['this answer is for whole days', itemLine(LAST_WEEK, 0)], figure: LAST_WEEK },
  { text: 'peak day last month', contains: bestDay(LAST_MONTH), figure: LAST_MONTH },
  // As many days as asked; the items' total quantity.
  { text: 'top 3 days last month', contains: [`Best 3 days: ${daysRanked(LAST_MONTH, 3, false)}.`, `Lowest 3 days with sales: ${daysRanked(LAST_MONTH, 3, true)}.`], figure: LAST_MONTH },
  { text: 'worst 3 days last week', contains: [`Lowest 3 days with sales: ${daysRanked(LAST_WEEK, 3, true)}.`], figure: LAST_WEEK },
  { text: 'how many items did we sell last week', contains: [`All items together: **${quantity(sum(rowsIn(...LAST_WEEK).map((row) => row.quantity ?? 1)))}** sold, for **${money(sum(rowsIn(...LAST_WEEK).map((row) => row.amount)))}**.`], figure: LAST_WEEK },
  { text: 'berapa item terjual minggu lepas', contains: [`Semua item: **${quantity(sum(rowsIn(...LAST_WEEK).map((row) => row.quantity ?? 1)))}** terjual`], ms: true, figure: LAST_WEEK },
  // Some days named for an answer that reads every day; new customers are the first-time buyers.
  { text: 'best sellers on weekends last month', contains: ['I cannot pick out some days of the period (weekends, or one weekday) for this answer', itemLine(LAST_MONTH, 0)], figure: LAST_MONTH },
  { text: 'sales on mondays last month', contains: ['it reads every day of the period', ...bestDay(LAST_MONTH)], figure: LAST_MONTH },
  { text: 'new customers last month', contains: repeatLine(LAST_MONTH) },
  // A week of a month, and periods some time ago.
  { text: 'sales in the first week of october', contains: [`Sales: **${rm('2026-10-01', '2026-10-07')}**`, '1–7 Oct 2026 (Thu–Wed)'] },
  { text: 'jualan minggu terakhir bulan okt', contains: [`Jualan: **${rm('2026-10-25', '2026-10-31')}**`, '25–31 Okt 2026'], ms: true },
  { text: 'sales 2 weeks ago', contains: [`Sales: **${rm(...WEEK_BEFORE)}**`, '2–8 Nov 2026 (Mon–Sun)'] },
  { text: 'sales 3 days ago', contains: [`Sales: **${rm('2026-11-15', '2026-11-15')}**`, '15 Nov 2026 (Sun)'] },
  { text: 'sales excluding grabfood last week', contains: ['I cannot leave a part of the sales out: this answer counts all of them.', ...shares(LAST_WEEK, 'channel')], figure: LAST_WEEK },
  { text: 'jualan tanpa grabfood minggu lepas', contains: ['Saya tidak dapat mengecualikan sebahagian jualan', ...shares(LAST_WEEK, 'channel')], ms: true, figure: LAST_WEEK },
  { text: 'average order value per day last week', contains: ['not the average order value: here are the sales', ...bestDay(LAST_WEEK)], figure: LAST_WEEK },
]

/** Questions the sales cannot answer: the honest "what I can do", no number. */
const UNKNOWN: { text: string; language: 'en' | 'ms' }[] = [
  { text: 'what is the weather tomorrow', language: 'en' },
  { text: 'can you book a table for me', language: 'en' },
  { text: 'asdfghjkl', language: 'en' },
  { text: 'help', language: 'en' },
  // The sales are net of refunds and discounts and hold no line for them: never the net sales as their answer.
  { text: 'refunds last month', language: 'en' },
  { text: 'how much discount did we give this week', language: 'en' },
  // No sale holds a target.
  { text: 'sales vs target', language: 'en' },
]

/** A question, then a follow-up read with it as the context, and what the follow-up's answer must contain. */
const FOLLOW_UPS: { first: string; then: string; contains: string[]; ms?: boolean }[] = [
  { first: 'sales last week', then: 'and the week before?', contains: [`**${rm(...WEEK_BEFORE)}**`, '2–8 Nov 2026 (Mon–Sun)'] },
  { first: 'best sellers this month', then: 'what about Bangsar?', contains: [`| 1 | ${top(THIS_MONTH, 'item', 'Bangsar')[0]![0]} | ${money(top(THIS_MONTH, 'item', 'Bangsar')[0]![1])} |`, 'at Bangsar'] },
  { first: 'berapa jualan semalam', then: 'kalau hari ini?', contains: [`**${rm(TODAY, TODAY)}**`, '18 Nov 2026 (Rab)'], ms: true },
  { first: 'sales last month', then: 'and orders?', contains: [`Orders: **${count(orders(...LAST_MONTH))}**`] },
  { first: 'peak hours last week', then: 'how about last month?', contains: [`**${hourSlot(peakHour(...LAST_MONTH))}**`, '1–31 Oct 2026'] },
]

/** Words only a Malay answer has. */
const MALAY = /\b(Jualan|Pesanan|Pelanggan|Purata|Menu paling|Waktu|Hujung minggu|Cawangan|Kaedah|daripada|Tempoh|Perubahan|Hari ini)\b/

let ctx: TestContext

beforeAll(() => {
  ctx = testContext(NOW)
  const months: [string, string, string, string][] = [
    ['u-sep', 'storehub-sep-2026.csv', '2026-09-01', '2026-09-30'],
    ['u-oct', 'storehub-oct-2026.csv', '2026-10-01', '2026-10-31'],
    ['u-nov', 'loyverse-nov-2026.xlsx', '2026-11-01', '2026-11-30'],
  ]
  for (const [id, name, from, to] of months) {
    const rows = rowsIn(from, to)
    ctx.store.sales.appendSales(OWNER, id, batchOf(rows))
    const days = rows.map(dayOf).sort()
    ctx.store.uploads.insert({ id, account_id: OWNER, kind: 'file', file_name: name, content_hash: id, uploaded_at: `${days.at(-1)}T23:00:00.000Z`, format: 'POS export', rows: rows.length, chunks: 0, outlets: OUTLETS, from: days[0]!, to: days.at(-1)!, summary: '', status: 'completed' })
  }
  ctx.store.sales.addDayTotals(OWNER, 'm-oct', [{ date: MANUAL.date, netAmount: MANUAL.netAmount, orders: MANUAL.orders, outlet: null, customers: [] }])
  ctx.store.uploads.insert({ id: 'm-oct', account_id: OWNER, kind: 'manual', file_name: null, content_hash: null, uploaded_at: '2026-10-06T02:00:00.000Z', format: 'Manual entry', rows: 1, chunks: 1, outlets: [], from: MANUAL.date, to: MANUAL.date, summary: '', status: 'completed' })
})

function asked(text: string, previous: Question | null = null): { question: Question; answer: Answer } {
  const question = understand(text, vocabularyOf(ctx, OWNER), { previous })
  return { question, answer: answerQuestion(ctx, OWNER, question) }
}

describe(`${CASES.length} questions about the shop's sales`, () => {
  it.each(CASES)('$text', ({ text, contains, ms, figure }) => {
    const { question, answer } = asked(text)
    for (const expected of contains) expect(answer.text, JSON.stringify(question)).toContain(expected)
    expect(answer.sources.length).toBeGreaterThan(0)
    if (ms) expect(answer.text).toMatch(MALAY)
    else expect(answer.text).not.toMatch(MALAY)
    if (figure) expect(answer.figure?.period).toEqual({ from: figure[0], to: figure[1] })
  })

  it('names the uploads the numbers came from, the manual entry by its day', () => {
    // The period's own uploads first, then those of the period it is compared with (31 Aug – 30 Sep).
    expect(asked('sales last month').answer.sources).toEqual(['Dashboard: Total Revenue, 1–31 Oct 2026', 'storehub-oct-2026.csv', 'Manual entry 5 Oct 2026', 'storehub-sep-2026.csv'])
    expect(asked('sales last week').answer.sources).toEqual(['Dashboard: Total Revenue, 9–15 Nov 2026 (Mon–Sun)', 'loyverse-nov-2026.xlsx'])
  })
})

describe('what an answer leaves out', () => {
  it('lists no more sellers than asked, and no note on a question it answers whole', () => {
    const worst = asked('worst 3 items last week').answer.text
    expect(worst).toContain(lowest(LAST_WEEK))
    expect(worst).toMatch(/\| 3 \|/)
    expect(worst).not.toMatch(/\| 4 \|/)
    for (const text of ['sales by outlet this week', 'best sellers at Bangsar last week', 'peak hours last week', 'nasi lemak biasa sales last week', 'weekend sales last month', 'sales last week', 'grabfood sales last week']) {
      expect(asked(text).answer.text).not.toMatch(/I cannot|I did not compare|I read your question as/)
    }
  })

  it('reads two names as two, never one quietly, and compares no periods for them', () => {
    expect(asked('bangsar vs mont kiara last week').question).toMatchObject({ topic: 'outlets', outlet: null, comparedTo: null, period: { from: LAST_WEEK[0], to: LAST_WEEK[1] } })
    const items = asked('nasi lemak biasa vs teh tarik last week')
    expect(items.question).toMatchObject({ item: 'Nasi Lemak Biasa', alsoNamed: ['Teh Tarik'], comparedTo: null })
    expect(items.answer.text.indexOf('**Nasi Lemak Biasa**')).toBeLessThan(items.answer.text.indexOf('**Teh Tarik**'))
    const hoursOfItems = asked('peak hours for nasi lemak biasa and teh tarik last week').answer.text
    expect(hoursOfItems).toContain('so it does not pick out **Nasi Lemak Biasa** and **Teh Tarik**')
  })

  it('says nothing of a part of the day on a greeting', () => {
    for (const text of ['good morning, sales yesterday?', 'selamat petang, jualan semalam']) {
      const { question, answer } = asked(text)
      expect(question.partOfDay).toBeUndefined()
      expect(answer.text).toContain(rm(YESTERDAY, YESTERDAY))
    }
  })

  it('answers an outlet named, not outlet by outlet', () => {
    const { question, answer } = asked('best sellers at Bangsar by outlet last week')
    expect(question.byOutlet).toBeUndefined()
    expect(answer.text).toContain('at Bangsar')
  })
})

describe('the period as the answer writes it', () => {
  it('names the weekdays of a day and of a week, and not those of a month', () => {
    expect(asked('sales yesterday').answer.text).toContain('17 Nov 2026 (Tue):')
    expect(asked('sales last week').answer.text).toContain('9–15 Nov 2026 (Mon–Sun):')
    const month = asked('sales last month').answer.text
    expect(month).toContain('1–31 Oct 2026:')
    expect(month).not.toMatch(/\((?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)–(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\)/)
    expect(asked('jualan 30 hari lepas').answer.text).toContain('20 Okt – 18 Nov 2026:')
  })
})

describe('a name two items fit', () => {
  it('names the other item only when the words fit both', () => {
    expect(asked('how is nasi lemk doing this month').question).toMatchObject({ item: 'Nasi Lemak Ayam', alsoMatched: ['Nasi Lemak Biasa'] })
    const whole = asked('how is nasi lemak biasa doing last week')
    expect(whole.question.alsoMatched).toBeUndefined()
    expect(whole.answer.text).not.toContain('you may mean')
  })
})

describe('profit', () => {
  it('states no figure as profit, and none on a question about sales', () => {
    for (const text of ['profit last month', 'margin this week', 'keuntungan minggu lepas']) {
      const { answer } = asked(text)
      expect(answer.text).not.toMatch(/(?:Profit|Untung|Margin|Keuntungan)\s*:\s*\*\*/i)
    }
    expect(asked('sales last month').answer.text).not.toContain('costs')
  })
})

describe('questions the sales do not answer', () => {
  it.each(UNKNOWN)('$text: what the assistant can do, and no number', ({ text, language }) => {
    const { answer } = asked(text)
    expect(answer).toEqual(capabilities(language))
    expect(answer.text).not.toMatch(/\d/)
  })

  it('greets and thanks without a number', () => {
    for (const text of ['hi', 'hello there', 'terima kasih', 'thanks!']) {
      const { answer } = asked(text)
      expect(answer.text).not.toMatch(/\d/)
      expect(answer.sources).toEqual([])
    }
    expect(asked('terima kasih').answer.text).toContain('Sama-sama')
  })
})

describe('advice', () => {
  it.each([
    { text: 'what should I do next?', period: '20 Oct – 18 Nov 2026' },
    { text: 'any tips to grow my sales', period: '20 Oct – 18 Nov 2026' },
    { text: 'apa patut saya buat untuk naikkan jualan', period: '20 Okt – 18 Nov 2026' },
  ])('$text: the dashboard’s insights and no number of its own', ({ text, period }) => {
    const { answer } = asked(text)
    const insights = getInsights(ctx, OWNER).insights
    const unescaped = answer.text.replace(/\\(.)/g, '$1')
    for (const insight of insights.slice(0, 3)) expect(unescaped).toContain(insight)
    // The advice lines hold no number the insights did not state; the rest names the period read.
    const allowed = new Set([...insights.join(' ').matchAll(/\d[\d,.]*/g)].map((match) => match[0]))
    const lines = unescaped.split('\n').filter((line) => line.startsWith('- '))
    expect(lines.length).toBeGreaterThan(0)
    const stated = lines.flatMap((line) => [...line.matchAll(/\d[\d,.]*/g)].map((match) => match[0]))
    expect(unescaped).toContain(period)
    for (const number of stated) expect(allowed).toContain(number)
  })
})

describe('follow-ups', () => {
  it.each(FOLLOW_UPS)('$first → $then', ({ first, then, contains, ms }) => {
    const previous = asked(first).question
    const { question, answer } = asked(then, previous)
    expect(question.followUp).toBe(true)
    for (const expected of contains) expect(answer.text, JSON.stringify(question)).toContain(expected)
    if (ms) expect(answer.text).toMatch(MALAY)
  })
})

describe('documents, through the chat’s own routing (POST /chat)', () => {
  /* Two documents as owners upload them; every expected figure is a line of their text. */
  const PRICES_FILE = 'supplier-prices-nov.txt'
  const SOP_FILE = 'sop-tutup-kedai.txt'
  const PRICE_LINES = ['White sugar, 1 kg: RM3.20', 'Coconut milk, 1 litre: RM7.80', 'Fragrant rice, 10 kg: RM38.00']
  const SOP_LINES = ['Kedai tutup pada pukul 10.30 malam setiap hari.', 'Kunci pintu belakang selepas semua peti sejuk diperiksa.']
  let documents: TestContext

  beforeAll(async () => {
    documents = testContext(NOW)
    for (const [name, lines] of [[PRICES_FILE, ['Supplier price list, Syarikat Bekalan Maju, November 2026', ...PRICE_LINES]], [SOP_FILE, ['SOP tutup kedai', ...SOP_LINES]]] as const) {
      const stored = await uploadFile(documents, OWNER, { name, mime: 'text/plain', bytes: new TextEncoder().encode(lines.join('\n')) })
      expect(stored.upload_completed).toBe(true)
    }
  })

  const ask = (text: string) => {
    const answer = postChat(documents, OWNER, { user_query: text, mode: 'general' })
    if (!('response' in answer)) throw new Error(`${text}: answered an image preview`)
    return { ...answer, plainText: answer.response.replace(/\*\*/g, '').replace(/\\(.)/g, '$1') }
  }

  // English questions of the English list and the Malay SOP, Malay ones of both: the other language through ./documents/translations.ts.
  it.each([
    { text: 'How much is sugar from the supplier?', figure: 'RM3.20', source: PRICES_FILE },
    { text: 'harga gula dari pembekal', figure: 'RM3.20', source: PRICES_FILE },
    { text: 'suger price in the supplier list', figure: 'RM3.20', source: PRICES_FILE },
    { text: 'what does the supplier charge for santan', figure: 'RM7.80', source: PRICES_FILE },
    { text: 'price of fragrant rice', figure: 'RM38.00', source: PRICES_FILE },
    { text: 'harga beras', figure: 'RM38.00', source: PRICES_FILE },
    { text: 'pukul berapa kedai tutup ikut SOP', figure: '10.30 malam', source: SOP_FILE },
    { text: 'what time does the shop close according to the SOP', figure: '10.30 malam', source: SOP_FILE },
  ])('$text: quotes $figure from $source', ({ text, figure, source }) => {
    const answer = ask(text)
    expect(answer.plainText).toContain(figure)
    expect(answer.sources).toEqual(expect.arrayContaining([source]))
  })

  it('marks the words the question matched in the other language ("gula" marks "sugar"), and no translation of a word found as itself', () => {
    expect(ask('harga gula dari pembekal').response).toContain('White **sugar**, 1 kg: RM3.20')
    expect(ask('How much is sugar from the supplier?').response).not.toContain('**gula**')
  })

  it.each(['what is the weather tomorrow', 'cuaca hari ini macam mana'])('%s: nothing quoted, no number', (text) => {
    const answer = ask(text)
    expect(answer.sources).toEqual([])
    expect(answer.plainText).not.toMatch(/RM\d|10\.30/)
  })
})

it('asks at least 60 questions with figures, besides the unknowns, greetings, advice and follow-ups', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(60)
})





