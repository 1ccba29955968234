/**
 * Sales day by day (the dashboard's Daily revenue: sale rows and manual entries of each local day),
 * and weekends against weekdays as sales per day: Saturday and Sunday are the weekend (said in the
 * answer: some states rest on Friday and Saturday), and only days from the account's first to its
 * last day with sales count, so days before the data began do not lower an average.
 */
import type { ChatFigure } from '../../../kernel/contract'
import { calendarDay, count, money, quantity, weekdayOf } from '../../../kernel/format'
import { change, money as roundMoney, round } from '../../analytics/numbers'
import { addDays, isoDate } from '../../time/calendar'
import { localDate } from '../../analytics/festive-calendar'
import { bold } from '../markdown'
import type { Answer, Question } from '../types'
import { readPeriod, type Reading } from './reading'
import { daysToRead, type ReadDays } from './scope'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { aside, atOutlet, entries, monthLabel, percentChange, periodLabel, sentences, shortDay } from './text'

/** The figure's points at most (the contract's bound); a longer period is drawn by month. */
const MAX_POINTS = 400
/** Up to this many days a bar each; a line beyond. */
const MAX_BARS = 31

type Day = { date: string; revenue: number }

const BY_DAY_TITLE: Phrase = { en: 'Sales by day', ms: 'Jualan mengikut hari', zh: '每日销售额' }
const BY_MONTH_TITLE: Phrase = { en: 'Sales by month', ms: 'Jualan mengikut bulan', zh: '每月销售额' }
const BY_DAY: Phrase = {
  en: 'Sales by day, {period}{where}: **{total}** in total, {average} a day on average over {days} days.',
  ms: 'Jualan mengikut hari, {period}{where}: **{total}** kesemuanya, purata {average} sehari bagi {days} hari.',
  zh: '每日销售额，{period}{where}：共**{total}**，{days}天平均每天{average}。',
}
const BEST_DAY: Phrase = { en: 'Best day: **{day}** ({amount}). Lowest day with sales: **{low}** ({lowAmount}).', ms: 'Hari terbaik: **{day}** ({amount}). Hari terendah yang ada jualan: **{low}** ({lowAmount}).', zh: '最好的一天：**{day}**（{amount}）。有销售的日子中最低的一天：**{low}**（{lowAmount}）。' }
const BEST_DAYS: Phrase = { en: 'Best {count} days: {best}. Lowest {count} days with sales: {low}.', ms: '{count} hari terbaik: {best}. {count} hari terendah yang ada jualan: {low}.', zh: '最好的{count}天：{best}。有销售的日子中最低的{count}天：{low}。' }
const EMPTY_DAYS: Phrase = { en: '{count} of the days have no sales recorded.', ms: '{count} daripada hari itu tiada jualan direkodkan.', zh: '其中{count}天没有销售记录。' }

const WEEKEND: Phrase = {
  en: 'Weekends (Sat–Sun), {period}{where}: **{weekend}** a day on average over {weekendDays} days; weekdays (Mon–Fri): **{weekday}** a day over {weekdayDays} days.',
  ms: 'Hujung minggu (Sab–Ahd), {period}{where}: purata **{weekend}** sehari bagi {weekendDays} hari; hari bekerja (Isn–Jum): **{weekday}** sehari bagi {weekdayDays} hari.',
  zh: '周末（周六至周日），{period}{where}：{weekendDays}天平均每天**{weekend}**；平日（周一至周五）：{weekdayDays}天平均每天**{weekday}**。',
}
const WEEKEND_CHANGE: Phrase = { en: 'A weekend day sells {change} against a weekday.', ms: 'Sehari hujung minggu menjual {change} berbanding hari bekerja.', zh: '周末每天的销售额与平日相比：{change}。' }
const ONE_SIDE: Phrase = {
  en: 'The days read ({from} to {to}) have no {missing} to compare with.',
  ms: 'Hari yang dibaca ({from} hingga {to}) tiada {missing} untuk dibandingkan.',
  zh: '所读取的日子从{from}到{to}，其中没有{missing}可以比较。',
}
const WEEKEND_WORD: Phrase = { en: 'weekend days', ms: 'hari hujung minggu', zh: '周末' }
const WEEKDAY_WORD: Phrase = { en: 'weekdays', ms: 'hari bekerja', zh: '平日' }
const WEEKEND_LABELS: Phrase<readonly [weekend: string, weekday: string]> = { en: ['Weekend day', 'Weekday'], ms: ['Hari hujung minggu', 'Hari bekerja'], zh: ['周末', '平日'] }
const WEEKEND_TITLE: Phrase = { en: 'Sales per day', ms: 'Jualan sehari', zh: '日均销售额' }

const COUNT_BY_DAY: Record<'orders' | 'customers', Phrase> = {
  orders: {
    en: 'Orders by day, {period}{where}: **{total}** in total, {average} a day on average over {days} days.',
    ms: 'Pesanan mengikut hari, {period}{where}: **{total}** kesemuanya, purata {average} sehari bagi {days} hari.',
    zh: '每日订单，{period}{where}：共**{total}**张，{days}天平均每天{average}张。',
  },
  customers: {
    en: 'Customers by day, {period}{where}: {average} a day on average over {days} days (**{total}** different customers over the whole period).',
    ms: 'Pelanggan mengikut hari, {period}{where}: purata {average} sehari bagi {days} hari (**{total}** pelanggan berbeza sepanjang tempoh).',
    zh: '每日顾客，{period}{where}：{days}天平均每天{average}位（整段期间共有**{total}**位不同的顾客）。',
  },
}
const BUSIEST_DAY: Phrase = { en: 'Busiest day: **{day}** ({amount}). Quietest day: **{low}** ({lowAmount}).', ms: 'Hari paling sibuk: **{day}** ({amount}). Hari paling lengang: **{low}** ({lowAmount}).', zh: '最忙的一天：**{day}**（{amount}）。最冷清的一天：**{low}**（{lowAmount}）。' }
const COUNT_TITLES: Record<'orders' | 'customers', Phrase> = {
  orders: { en: 'Orders by day', ms: 'Pesanan mengikut hari', zh: '每日订单' },
  customers: { en: 'Customers by day', ms: 'Pelanggan mengikut hari', zh: '每日顾客' },
}
const NO_COUNTS: Record<'orders' | 'customers', Phrase> = {
  orders: { en: 'No orders are recorded for {period}{where}.', ms: 'Tiada pesanan direkodkan untuk {period}{where}.', zh: '{period}{where}没有订单记录。' },
  customers: {
    en: 'No customer details are recorded for {period}{where} (no member ID, phone or e-mail on the sales).',
    ms: 'Tiada butiran pelanggan direkodkan untuk {period}{where} (tiada ID ahli, telefon atau e-mel pada jualan).',
    zh: '{period}{where}没有顾客资料记录（销售上没有会员 ID、电话或电邮）。',
  },
}
const NOT_BY_DAY: Phrase = {
  en: 'I can give sales, orders or customers day by day, not the average order value: here are the sales.',
  ms: 'Saya boleh memberi jualan, pesanan atau pelanggan setiap hari, bukan purata nilai pesanan: berikut ialah jualan.',
  zh: '我可以按天列出销售额、订单或顾客，但不能按天列出平均客单价：以下是销售额。',
}

export function byDayAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  // "Orders per day", "pesanan harian": counts, never the sales under their name.
  const measure = question.measures[0]
  if (measure === 'orders' || measure === 'customers') return countByDay(reading, days, measure)
  if (measure === 'avg_order') days.notes.push(say(reading.locale, NOT_BY_DAY))
  const { locale } = reading
  const { series } = readPeriod(reading, days.from, days.to)
  const daily = series.daily
  const total = roundMoney(daily.reduce((sum, day) => sum + day.revenue, 0))
  const withSales = daily.filter((day) => day.revenue !== 0)
  const best = withSales.reduce<Day | undefined>((top, day) => (!top || day.revenue > top.revenue ? day : top), undefined)
  const low = withSales.reduce<Day | undefined>((bottom, day) => (!bottom || day.revenue < bottom.revenue ? day : bottom), undefined)
  const where = atOutlet(locale, reading.outlet)
  const lines = [fill(locale, BY_DAY, { period: periodLabel(days.from, days.to, locale), where, total: money(total, locale), average: money(total / daily.length, locale), days: String(daily.length) })]
  if (best && low) lines.push(fill(locale, BEST_DAY, { day: shortDay(best.date, locale), amount: money(best.revenue, locale), low: shortDay(low.date, locale), lowAmount: money(low.revenue, locale) }))
  // "Top 3 days", "worst 5 days": as many of each end as asked (the question does not say which end, so both).
  const many = Math.min(question.limit ?? 1, withSales.length)
  if (many > 1) {
    const order = (a: Day, b: Day) => b.revenue - a.revenue || (a.date < b.date ? -1 : 1)
    const listed = (days: readonly Day[]) => entries(locale, days.map((day) => `**${shortDay(day.date, locale)}**${aside(locale, money(day.revenue, locale))}`))
    const ranked = [...withSales].sort(order)
    const lowest = [...withSales].sort((a, b) => a.revenue - b.revenue || (a.date < b.date ? -1 : 1))
    lines.push(fill(locale, BEST_DAYS, { count: String(many), best: listed(ranked.slice(0, many)), low: listed(lowest.slice(0, many)) }))
  }
  if (withSales.length < daily.length) lines.push(fill(locale, EMPTY_DAYS, { count: String(daily.length - withSales.length) }))
  const byMonth = daily.length > MAX_POINTS
  const points = byMonth ? monthPoints(daily, locale) : daily.map((day) => ({ label: shortDay(day.date, locale), value: day.revenue }))
  const figure: ChatFigure = {
    title: say(locale, byMonth ? BY_MONTH_TITLE : BY_DAY_TITLE),
    unit: 'money',
    chart: points.length <= MAX_BARS ? 'bar' : 'line',
    points,
    period: { from: days.from, to: days.to },
  }
  return { text: [...days.notes, sentences(locale, lines)].join('\n\n'), sources: sourcesFor(reading.uploads, days, locale, { panel: 'Daily revenue', outlet: reading.outlet }), figure }
}

/**
 * Orders or distinct customers of each day, each day read as the dashboard reads it (days outside
 * the account's data are 0 without a read); drawn by month over a long period, as the sales are.
 */
function countByDay(reading: Reading, days: ReadDays, measure: 'orders' | 'customers'): Answer {
  const { locale, span } = reading
  const valueOf = (from: string, to: string) => {
    const { metrics } = readPeriod(reading, from, to)
    return measure === 'orders' ? metrics.period.orders : metrics.customers
  }
  const perDay: { date: string; value: number }[] = []
  for (let day = localDate(days.from); isoDate(day) <= days.to; day = addDays(day, 1)) {
    const date = isoDate(day)
    perDay.push({ date, value: span && date >= span.first && date <= span.last ? valueOf(date, date) : 0 })
  }
  const total = valueOf(days.from, days.to)
  const where = atOutlet(locale, reading.outlet)
  const period = periodLabel(days.from, days.to, locale)
  const sources = sourcesFor(reading.uploads, days, locale, { panel: measure === 'orders' ? 'Sales Metrics' : 'Active Customers', outlet: reading.outlet })
  if (total === 0) return { text: [...days.notes, fill(locale, NO_COUNTS[measure], { period, where })].join('\n\n'), sources }
  const average = round(perDay.reduce((sum, day) => sum + day.value, 0) / perDay.length, 1)
  const best = perDay.reduce((top, day) => (day.value > top.value ? day : top))
  const low = perDay.reduce((bottom, day) => (day.value < bottom.value ? day : bottom))
  const lines = [
    fill(locale, COUNT_BY_DAY[measure], { period, where, total: count(total, locale), average: quantity(average, locale), days: String(perDay.length) }),
    fill(locale, BUSIEST_DAY, { day: shortDay(best.date, locale), amount: count(best.value, locale), low: shortDay(low.date, locale), lowAmount: count(low.value, locale) }),
  ]
  const points = perDay.length > MAX_POINTS ? monthCounts(perDay, valueOf, locale) : perDay.map((day) => ({ label: shortDay(day.date, locale), value: day.value }))
  const figure: ChatFigure = {
    title: say(locale, COUNT_TITLES[measure]),
    unit: 'count',
    chart: points.length <= MAX_BARS ? 'bar' : 'line',
    points,
    period: { from: days.from, to: days.to },
  }
  return { text: [...days.notes, sentences(locale, lines)].join('\n\n'), sources, figure }
}

/** A month's orders or distinct customers (a customer on two days of it counts once). */
function monthCounts(perDay: readonly { date: string }[], valueOf: (from: string, to: string) => number, locale: Reading['locale']): { label: string; value: number }[] {
  const months = new Map<string, [string, string]>()
  for (const { date } of perDay) {
    const { year, month } = calendarDay(date)
    const label = monthLabel(year, month, locale)
    const span = months.get(label)
    months.set(label, span ? [span[0], date] : [date, date])
  }
  return [...months].map(([label, [from, to]]) => ({ label, value: valueOf(from, to) }))
}

function monthPoints(daily: readonly { date: string; revenue: number }[], locale: Reading['locale']): { label: string; value: number }[] {
  const months = new Map<string, number>()
  for (const day of daily) {
    const { year, month } = calendarDay(day.date)
    const label = monthLabel(year, month, locale)
    months.set(label, (months.get(label) ?? 0) + day.revenue)
  }
  return [...months].map(([label, value]) => ({ label, value: roundMoney(value) }))
}

const WEEKENDS_COMPARED: Phrase = {
  en: 'In {period}: **{weekendBefore}** a weekend day over {weekendDays} days, **{weekdayBefore}** a weekday over {weekdayDays} days; against it, weekend days {weekend}, weekdays {weekday}.',
  ms: 'Pada {period}: **{weekendBefore}** sehari hujung minggu bagi {weekendDays} hari, **{weekdayBefore}** sehari bekerja bagi {weekdayDays} hari; berbanding itu, hari hujung minggu {weekend}, hari bekerja {weekday}.',
  zh: '{period}：周末平均每天**{weekendBefore}**（{weekendDays}天），平日平均每天**{weekdayBefore}**（{weekdayDays}天）；本期与之相比，周末{weekend}，平日{weekday}。',
}
const NO_BASE: Phrase = { en: 'no base for a percentage', ms: 'tiada asas untuk peratusan', zh: '没有可计算百分比的基数' }
const NOT_COMPARED: Phrase = {
  en: 'I could not compare with {period}: it does not have both weekend days and weekdays with sales.',
  ms: 'Saya tidak dapat membandingkan dengan {period}: tempoh itu tiada kedua-dua hari hujung minggu dan hari bekerja yang ada jualan.',
  zh: '我无法与{period}比较：那段期间没有同时包含有销售的周末和平日。',
}

interface WeekendSums {
  first: string
  last: string
  weekend: number
  weekday: number
  weekendDays: number
  weekdayDays: number
}

/** Sales of weekend days and weekdays of `days`, counting only days within the account's data. */
function weekendSums(reading: Reading, days: { from: string; to: string }): WeekendSums {
  const { span } = reading
  const first = days.from > span!.first ? days.from : span!.first
  const last = days.to < span!.last ? days.to : span!.last
  const { series } = readPeriod(reading, days.from, days.to)
  const sums = { first, last, weekend: 0, weekday: 0, weekendDays: 0, weekdayDays: 0 }
  for (const day of series.daily) {
    if (day.date < first || day.date > last) continue
    const weekend = weekdayOf(calendarDay(day.date)) >= 5
    if (weekend) {
      sums.weekend += day.revenue
      sums.weekendDays++
    } else {
      sums.weekday += day.revenue
      sums.weekdayDays++
    }
  }
  return sums
}

/** "Weekends this month vs last month": the second period's averages, and each against the first's. */
function weekendsCompared(reading: Reading, question: Question, weekend: number, weekday: number): string {
  const { locale } = reading
  const other = question.comparedTo!
  const label = periodLabel(other.from, other.to, locale)
  const days = daysToRead(reading, other)
  if (!('from' in days)) return fill(locale, NOT_COMPARED, { period: label })
  const sums = weekendSums(reading, days)
  if (sums.weekendDays === 0 || sums.weekdayDays === 0) return fill(locale, NOT_COMPARED, { period: label })
  const [weekendBefore, weekdayBefore] = [roundMoney(sums.weekend / sums.weekendDays), roundMoney(sums.weekday / sums.weekdayDays)]
  const written = (now: number, before: number) => {
    const delta = change(now, before)
    return delta === null ? say(locale, NO_BASE) : bold(percentChange(delta, locale))
  }
  return fill(locale, WEEKENDS_COMPARED, {
    period: periodLabel(sums.first, sums.last, locale),
    weekend: written(weekend, weekendBefore),
    weekendBefore: money(weekendBefore, locale),
    weekendDays: String(sums.weekendDays),
    weekday: written(weekday, weekdayBefore),
    weekdayBefore: money(weekdayBefore, locale),
    weekdayDays: String(sums.weekdayDays),
  })
}

export function weekendAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  const { locale } = reading
  const sums = weekendSums(reading, days)
  const { first, last } = sums
  const compared = question.comparedTo ? [{ from: question.comparedTo.from, to: question.comparedTo.to }] : []
  const sources = sourcesFor(reading.uploads, [{ from: first, to: last }, ...compared], locale, { panel: 'Daily revenue', outlet: reading.outlet })
  if (sums.weekendDays === 0 || sums.weekdayDays === 0) {
    const missing = say(locale, sums.weekendDays === 0 ? WEEKEND_WORD : WEEKDAY_WORD)
    return { text: [...days.notes, fill(locale, ONE_SIDE, { from: periodLabel(first, first, locale), to: periodLabel(last, last, locale), missing })].join('\n\n'), sources }
  }
  const weekend = roundMoney(sums.weekend / sums.weekendDays)
  const weekday = roundMoney(sums.weekday / sums.weekdayDays)
  const where = atOutlet(locale, reading.outlet)
  const delta = change(weekend, weekday)
  const lines = [
    fill(locale, WEEKEND, { period: periodLabel(first, last, locale), where, weekend: money(weekend, locale), weekendDays: String(sums.weekendDays), weekday: money(weekday, locale), weekdayDays: String(sums.weekdayDays) }),
    ...(delta === null ? [] : [fill(locale, WEEKEND_CHANGE, { change: bold(percentChange(delta, locale)) })]),
    ...(question.comparedTo ? [weekendsCompared(reading, question, weekend, weekday)] : []),
  ]
  const [weekendLabel, weekdayLabel] = say(locale, WEEKEND_LABELS)
  const figure: ChatFigure = { title: say(locale, WEEKEND_TITLE), unit: 'money', chart: 'bar', points: [{ label: weekendLabel, value: weekend }, { label: weekdayLabel, value: weekday }], period: { from: days.from, to: days.to } }
  return { text: [...days.notes, sentences(locale, lines)].join('\n\n'), sources, figure }
}
