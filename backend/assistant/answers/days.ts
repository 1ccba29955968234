/**
 * Sales day by day (the dashboard's Daily revenue: sale rows and manual entries of each local day),
 * and weekends against weekdays as sales per day: Saturday and Sunday are the weekend (said in the
 * answer: some states rest on Friday and Saturday), and only days from the account's first to its
 * last day with sales count, so days before the data began do not lower an average.
 */
import type { ChatFigure } from '../../../src/api/schemas'
import { calendarDay, money, monthName, weekdayOf } from '../../../src/format'
import { change, money as roundMoney } from '../../analytics/numbers'
import { bold, plain } from '../markdown'
import type { Answer, Question } from '../types'
import { readPeriod, type Reading } from './reading'
import { daysToRead } from './scope'
import { sourcesFor } from './sources'
import { fill, percentChange, periodLabel, say, shortDay, type Phrase } from './text'

/** The figure's points at most (the contract's bound); a longer period is drawn by month. */
const MAX_POINTS = 400
/** Up to this many days a bar each; a line beyond. */
const MAX_BARS = 31

type Day = { date: string; revenue: number }

const BY_DAY_TITLE: Phrase = { en: 'Sales by day', ms: 'Jualan mengikut hari' }
const BY_MONTH_TITLE: Phrase = { en: 'Sales by month', ms: 'Jualan mengikut bulan' }
const BY_DAY: Phrase = {
  en: 'Sales by day, {period}{where}: **{total}** in total, {average} a day on average over {days} days.',
  ms: 'Jualan mengikut hari, {period}{where}: **{total}** kesemuanya, purata {average} sehari bagi {days} hari.',
}
const BEST_DAY: Phrase = { en: 'Best day: **{day}** ({amount}). Lowest day with sales: **{low}** ({lowAmount}).', ms: 'Hari terbaik: **{day}** ({amount}). Hari terendah yang ada jualan: **{low}** ({lowAmount}).' }
const EMPTY_DAYS: Phrase = { en: '{count} of the days have no sales recorded.', ms: '{count} daripada hari itu tiada jualan direkodkan.' }
const AT: Phrase = { en: ' at {outlet}', ms: ' di {outlet}' }

const WEEKEND: Phrase = {
  en: 'Weekends (Sat–Sun), {period}{where}: **{weekend}** a day on average over {weekendDays} days; weekdays (Mon–Fri): **{weekday}** a day over {weekdayDays} days.',
  ms: 'Hujung minggu (Sab–Ahd), {period}{where}: purata **{weekend}** sehari bagi {weekendDays} hari; hari bekerja (Isn–Jum): **{weekday}** sehari bagi {weekdayDays} hari.',
}
const WEEKEND_CHANGE: Phrase = { en: 'A weekend day sells {change} against a weekday.', ms: 'Sehari hujung minggu menjual {change} berbanding hari bekerja.' }
const ONE_SIDE: Phrase = {
  en: 'The days read ({from} to {to}) have no {missing} to compare with.',
  ms: 'Hari yang dibaca ({from} hingga {to}) tiada {missing} untuk dibandingkan.',
}
const WEEKEND_WORD: Phrase = { en: 'weekend days', ms: 'hari hujung minggu' }
const WEEKDAY_WORD: Phrase = { en: 'weekdays', ms: 'hari bekerja' }
const WEEKEND_LABELS: Record<'en' | 'ms', [string, string]> = { en: ['Weekend day', 'Weekday'], ms: ['Hari hujung minggu', 'Hari bekerja'] }
const WEEKEND_TITLE: Phrase = { en: 'Sales per day', ms: 'Jualan sehari' }

export function byDayAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  const { locale } = reading
  const { series } = readPeriod(reading, days.from, days.to)
  const daily = series.daily
  const total = roundMoney(daily.reduce((sum, day) => sum + day.revenue, 0))
  const withSales = daily.filter((day) => day.revenue !== 0)
  const best = withSales.reduce<Day | undefined>((top, day) => (!top || day.revenue > top.revenue ? day : top), undefined)
  const low = withSales.reduce<Day | undefined>((bottom, day) => (!bottom || day.revenue < bottom.revenue ? day : bottom), undefined)
  const where = reading.outlet === null ? '' : fill(locale, AT, { outlet: plain(reading.outlet) })
  const sentences = [fill(locale, BY_DAY, { period: periodLabel(days.from, days.to, locale), where, total: money(total, locale), average: money(total / daily.length, locale), days: String(daily.length) })]
  if (best && low) sentences.push(fill(locale, BEST_DAY, { day: shortDay(best.date, locale), amount: money(best.revenue, locale), low: shortDay(low.date, locale), lowAmount: money(low.revenue, locale) }))
  if (withSales.length < daily.length) sentences.push(fill(locale, EMPTY_DAYS, { count: String(daily.length - withSales.length) }))
  const byMonth = daily.length > MAX_POINTS
  const points = byMonth ? monthPoints(daily, locale) : daily.map((day) => ({ label: shortDay(day.date, locale), value: day.revenue }))
  const figure: ChatFigure = {
    title: say(locale, byMonth ? BY_MONTH_TITLE : BY_DAY_TITLE),
    unit: 'money',
    chart: points.length <= MAX_BARS ? 'bar' : 'line',
    points,
    period: { from: days.from, to: days.to },
  }
  return { text: [...days.notes, sentences.join(' ')].join('\n\n'), sources: sourcesFor(reading.ctx, reading.accountId, days, locale, { panel: 'Daily revenue', outlet: reading.outlet }), figure }
}

function monthPoints(daily: readonly { date: string; revenue: number }[], locale: Reading['locale']): { label: string; value: number }[] {
  const months = new Map<string, number>()
  for (const day of daily) {
    const { year, month } = calendarDay(day.date)
    const label = `${monthName(month, 'short', locale)} ${year}`
    months.set(label, (months.get(label) ?? 0) + day.revenue)
  }
  return [...months].map(([label, value]) => ({ label, value: roundMoney(value) }))
}

export function weekendAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  const { locale, span } = reading
  const first = days.from > span!.first ? days.from : span!.first
  const last = days.to < span!.last ? days.to : span!.last
  const { series } = readPeriod(reading, days.from, days.to)
  const sums = { weekend: 0, weekday: 0, weekendDays: 0, weekdayDays: 0 }
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
  const sources = sourcesFor(reading.ctx, reading.accountId, { from: first, to: last }, locale, { panel: 'Daily revenue', outlet: reading.outlet })
  if (sums.weekendDays === 0 || sums.weekdayDays === 0) {
    const missing = say(locale, sums.weekendDays === 0 ? WEEKEND_WORD : WEEKDAY_WORD)
    return { text: [...days.notes, fill(locale, ONE_SIDE, { from: periodLabel(first, first, locale), to: periodLabel(last, last, locale), missing })].join('\n\n'), sources }
  }
  const weekend = roundMoney(sums.weekend / sums.weekendDays)
  const weekday = roundMoney(sums.weekday / sums.weekdayDays)
  const where = reading.outlet === null ? '' : fill(locale, AT, { outlet: plain(reading.outlet) })
  const delta = change(weekend, weekday)
  const sentences = [
    fill(locale, WEEKEND, { period: periodLabel(first, last, locale), where, weekend: money(weekend, locale), weekendDays: String(sums.weekendDays), weekday: money(weekday, locale), weekdayDays: String(sums.weekdayDays) }),
    ...(delta === null ? [] : [fill(locale, WEEKEND_CHANGE, { change: bold(percentChange(delta, locale)) })]),
  ]
  const [weekendLabel, weekdayLabel] = WEEKEND_LABELS[locale.language === 'ms' ? 'ms' : 'en']
  const figure: ChatFigure = { title: say(locale, WEEKEND_TITLE), unit: 'money', chart: 'bar', points: [{ label: weekendLabel, value: weekend }, { label: weekdayLabel, value: weekday }], period: { from: days.from, to: days.to } }
  return { text: [...days.notes, sentences.join(' ')].join('\n\n'), sources, figure }
}
