/**
 * Repeat and lapsed customers, from the rollups' days each customer bought on
 * (../../analytics/rollups/day-customers.ts). A customer is a customer key on a sale (a member ID,
 * phone or e-mail); a purchase is a positive line of an order, as the dashboard counts customers.
 * - Repeat: of the customers who bought in the period, those who had bought on a day before it
 *   (since the data began); the others are new. Also: how many bought on 2 or more days in it.
 * - Lapsed, as of the period's last day T: bought on at least LAPSED_VISITS days in the REGULAR_DAYS
 *   days before the last ABSENT_DAYS days (T−89 … T−30), and on none of those last ABSENT_DAYS days
 *   (T−29 … T); with what they spent in the earlier window. Each answer says so.
 * A manual entry's customer e-mails have no purchase days of their own here, so they are not
 * counted (the dashboard's Active Customers does count them).
 */
import type { Locale } from '../../../kernel/format'
import { count, money, share } from '../../../kernel/format'
import { money as roundMoney } from '../../analytics/numbers'
import { lowerBound, PURCHASE } from '../../analytics/rollups/day-customers'
import { localDate } from '../../analytics/festive-calendar'
import { addDays, isoDate } from '../../time/calendar'
import type { Answer, Question } from '../types'
import { rollupDay, type Reading } from './reading'
import { daysToRead } from './scope'
import { sourcesFor } from './sources'
import { fill, type Phrase } from '../../phrase'
import { atOutlet, boldCount, fullDay, periodLabel, type Noun } from './text'

export const ABSENT_DAYS = 30
export const REGULAR_DAYS = 60
export const LAPSED_VISITS = 2

const REPEAT: Phrase = {
  en: 'Repeat customers, {period}{where}: of the {buyers} on the sales of the period, **{repeat}** ({share}) had bought before it (repeat customers) and **{fresh}** bought for the first time. **{again}** bought on 2 or more days within the period.',
  ms: 'Pelanggan berulang, {period}{where}: daripada {buyers} pada jualan tempoh ini, **{repeat}** ({share}) pernah membeli sebelum tempoh itu (pelanggan berulang) dan **{fresh}** membeli buat kali pertama. **{again}** membeli pada 2 hari atau lebih dalam tempoh itu.',
  zh: '回头客，{period}{where}：这段期间的销售记录中共有{buyers}，其中**{repeat}**位（{share}）在这段期间之前就买过（回头客），**{fresh}**位是第一次购买。有**{again}**位在这段期间内有2天或以上购买。',
}
const LAPSED: Phrase = {
  en: 'Lapsed customers as of {day}{where}: {lapsed} bought on {visits} or more days in {regular} and not at all in {absent}. In those {regularDays} days they spent **{spend}** together.',
  ms: 'Pelanggan yang hilang setakat {day}{where}: {lapsed} membeli pada {visits} hari atau lebih dalam {regular} tetapi langsung tidak dalam {absent}. Dalam {regularDays} hari itu mereka berbelanja **{spend}** kesemuanya.',
  zh: '截至{day}{where}的流失顾客：{lapsed}在{regular}有{visits}天或以上购买，但在{absent}完全没有购买。他们在那{regularDays}天里一共消费了**{spend}**。',
}
const NONE_LAPSED: Phrase = {
  en: 'Lapsed customers as of {day}{where}: none. Of the customers who bought on {visits} or more days in {regular}, every one bought again in {absent}.',
  ms: 'Pelanggan yang hilang setakat {day}{where}: tiada. Setiap pelanggan yang membeli pada {visits} hari atau lebih dalam {regular} membeli lagi dalam {absent}.',
  zh: '截至{day}{where}的流失顾客：没有。在{regular}有{visits}天或以上购买的顾客，每一位都在{absent}再次购买了。',
}
const HOW_COUNTED: Phrase = {
  en: 'I count a customer by the member ID, phone or e-mail on a sale; sales without one are not counted. Your data starts on {first}.',
  ms: 'Saya mengira pelanggan melalui ID ahli, telefon atau e-mel pada jualan; jualan tanpanya tidak dikira. Data anda bermula pada {first}.',
  zh: '我根据销售记录上的会员 ID、电话或电邮来识别顾客；没有这些资料的销售不计算在内。您的数据从{first}开始。',
}
const NO_KEYS: Phrase = {
  en: 'No sale in {period}{where} records a customer (a member ID, phone or e-mail), so I cannot tell who came back.',
  ms: 'Tiada jualan pada {period}{where} yang merekodkan pelanggan (ID ahli, telefon atau e-mel), jadi saya tidak dapat mengenal pasti siapa yang kembali.',
  zh: '{period}{where}的销售都没有记录顾客资料（会员 ID、电话或电邮），所以我无法看出谁再次光顾。',
}
const CUSTOMERS: Noun = { en: ['customer', 'customers'], ms: 'pelanggan', zh: '位顾客' }

export function customersAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  return question.topic === 'lapsed_customers' ? lapsed(reading, days.to, days.notes) : repeat(reading, days.from, days.to, days.notes)
}

function repeat(reading: Reading, from: string, to: string, notes: string[]): Answer {
  const { locale, rollups } = reading
  const customers = rollups.customers
  const seen = new Uint8Array(rollups.sales.dict.customer.length)
  const fromK = rollupDay(reading, from)
  const toK = rollupDay(reading, to)
  let buyers = 0
  let returning = 0
  let again = 0
  for (let k = Math.max(0, fromK); k <= Math.min(rollups.placed.grid.days - 1, toK); k++) {
    for (let slot = customers.start[k]!; slot < customers.start[k + 1]!; slot++) {
      const c = customers.customer[slot]!
      if ((customers.flags[slot]! & PURCHASE) === 0 || seen[c]) continue
      seen[c] = 1
      buyers++
      const [first, end] = [customers.buyDayStart[c]!, customers.buyDayStart[c + 1]!]
      if (customers.buyDays[first]! < fromK) returning++
      if (purchaseDays(customers.buyDays, first, end, fromK, toK) >= 2) again++
    }
  }
  const period = periodLabel(from, to, locale)
  const where = whereOf(reading)
  const sources = sourcesFor(reading.uploads, [{ from, to }, { from: reading.span!.first, to }], locale, { panel: 'Active Customers', outlet: reading.outlet })
  if (buyers === 0) return { text: [...notes, fill(locale, NO_KEYS, { period, where })].join('\n\n'), sources }
  const text = fill(locale, REPEAT, {
    period,
    where,
    buyers: boldCount(buyers, locale, CUSTOMERS),
    repeat: count(returning, locale),
    share: share(returning, buyers, 1, locale),
    fresh: count(buyers - returning, locale),
    again: count(again, locale),
  })
  return { text: [...notes, text, howCounted(reading, locale)].join('\n\n'), sources }
}

function lapsed(reading: Reading, day: string, notes: string[]): Answer {
  const { locale, rollups } = reading
  const { buyDayStart, buyDays, history } = rollups.customers
  const last = localDate(day)
  const regular = { from: isoDate(addDays(last, 1 - ABSENT_DAYS - REGULAR_DAYS)), to: isoDate(addDays(last, -ABSENT_DAYS)) }
  const absent = { from: isoDate(addDays(last, 1 - ABSENT_DAYS)), to: day }
  const [regularFrom, regularTo, absentTo] = [rollupDay(reading, regular.from), rollupDay(reading, regular.to), rollupDay(reading, day)]
  let found = 0
  let regulars = 0
  let spend = 0
  for (let c = 0; c + 1 < buyDayStart.length; c++) {
    const [first, end] = [buyDayStart[c]!, buyDayStart[c + 1]!]
    if (purchaseDays(buyDays, first, end, regularFrom, regularTo) < LAPSED_VISITS) continue
    regulars++
    if (purchaseDays(buyDays, first, end, regularTo + 1, absentTo) > 0) continue
    found++
    spend += spentBetween(history, c, regularFrom, regularTo)
  }
  const values = {
    day: fullDay(day, locale),
    where: whereOf(reading),
    visits: String(LAPSED_VISITS),
    regular: periodLabel(regular.from, regular.to, locale),
    absent: periodLabel(absent.from, absent.to, locale),
    regularDays: String(REGULAR_DAYS),
  }
  const sources = sourcesFor(reading.uploads, { from: regular.from, to: day }, locale, { outlet: reading.outlet })
  if (regulars === 0) return { text: [...notes, fill(locale, NO_KEYS, { period: values.regular, where: values.where })].join('\n\n'), sources }
  const text = found === 0 ? fill(locale, NONE_LAPSED, values) : fill(locale, LAPSED, { ...values, lapsed: boldCount(found, locale, CUSTOMERS), spend: money(roundMoney(spend), locale) })
  return { text: [...notes, text, howCounted(reading, locale)].join('\n\n'), sources }
}

/** Purchase days of one customer (its ascending `days[first … end)`) within rollup days from … to. */
function purchaseDays(days: Int32Array, first: number, end: number, from: number, to: number): number {
  if (from > to) return 0
  return lowerBound(days, first, end, to + 1) - lowerBound(days, first, end, from)
}

/** What customer c spent on rollup days from … to (its running sums by day). */
function spentBetween(history: Reading['rollups']['customers']['history'], c: number, from: number, to: number): number {
  const [first, end] = [history.start[c]!, history.start[c + 1]!]
  const upTo = (day: number) => {
    const at = lowerBound(history.day, first, end, day + 1) - 1
    return at >= first ? history.spend[at]! : 0
  }
  return upTo(to) - upTo(from - 1)
}

function howCounted(reading: Reading, locale: Locale): string {
  return fill(locale, HOW_COUNTED, { first: fullDay(reading.span!.first, locale) })
}

function whereOf({ locale, outlet }: Reading): string {
  return atOutlet(locale, outlet)
}
