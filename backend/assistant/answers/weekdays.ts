/**
 * "Which day of the week is busiest?", "hari apa paling lengang?", 星期几最忙: each weekday's sales
 * (or orders) per day on average over a stated window, never the best single date. With no period
 * named, the window is the last WEEKS full Monday-to-Sunday weeks, so each weekday counts as often
 * as every other; only days from the account's first to its last day with sales count, so days
 * before the data began do not lower an average. See docs/product.md#chat.
 */
import type { ChatFigure } from '../../../kernel/contract'
import { calendarDay, count, money, quantity, weekdayName, weekdayOf } from '../../../kernel/format'
import { money as roundMoney, round } from '../../analytics/numbers'
import { localDate } from '../../analytics/festive-calendar'
import { addDays, isoDate } from '../../time/calendar'
import { mondayOf } from '../understand/calendar'
import { table } from '../markdown'
import type { Answer, AskedPeriod, Question } from '../types'
import { readPeriod, type Reading } from './reading'
import { daysToRead } from './scope'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { atOutlet, periodLabel } from './text'

/** Full weeks read when no period is named. */
export const WEEKS = 8

const DEFAULT_NOTE: Phrase = {
  en: 'You did not name a period, so I read the last {weeks} full weeks ({period}): each weekday {weeks} times.',
  ms: 'Anda tidak menyebut tempoh, jadi saya membaca {weeks} minggu penuh terakhir ({period}): setiap hari dalam minggu {weeks} kali.',
  zh: '您没有指定期间，所以我读取了最近{weeks}个完整的星期（{period}）：每个星期几各{weeks}次。',
}
const SALES: Phrase = {
  en: 'Sales by day of the week, {period}{where}, a day on average: busiest **{best}** ({bestAmount}), quietest **{low}** ({lowAmount}).',
  ms: 'Jualan mengikut hari dalam minggu, {period}{where}, purata sehari: paling sibuk **{best}** ({bestAmount}), paling lengang **{low}** ({lowAmount}).',
  zh: '按星期几的销售额，{period}{where}，每天平均：最忙是**{best}**（{bestAmount}），最冷清是**{low}**（{lowAmount}）。',
}
const ORDERS: Phrase = {
  en: 'Orders by day of the week, {period}{where}, a day on average: busiest **{best}** ({bestAmount}), quietest **{low}** ({lowAmount}).',
  ms: 'Pesanan mengikut hari dalam minggu, {period}{where}, purata sehari: paling sibuk **{best}** ({bestAmount}), paling lengang **{low}** ({lowAmount}).',
  zh: '按星期几的订单，{period}{where}，每天平均：最忙是**{best}**（{bestAmount}），最冷清是**{low}**（{lowAmount}）。',
}
const HEADERS: Record<'revenue' | 'orders', Phrase[]> = {
  revenue: [{ en: 'Day', ms: 'Hari', zh: '星期' }, { en: 'Sales a day on average', ms: 'Purata jualan sehari', zh: '平均每天销售额' }, { en: 'Days counted', ms: 'Hari dikira', zh: '计算天数' }],
  orders: [{ en: 'Day', ms: 'Hari', zh: '星期' }, { en: 'Orders a day on average', ms: 'Purata pesanan sehari', zh: '平均每天订单' }, { en: 'Days counted', ms: 'Hari dikira', zh: '计算天数' }],
}
const TITLE: Record<'revenue' | 'orders', Phrase> = {
  revenue: { en: 'Sales a day, by day of the week', ms: 'Jualan sehari, mengikut hari dalam minggu', zh: '按星期几的日均销售额' },
  orders: { en: 'Orders a day, by day of the week', ms: 'Pesanan sehari, mengikut hari dalam minggu', zh: '按星期几的日均订单' },
}
const TOO_FEW: Phrase = {
  en: 'The days read ({period}) do not hold every day of the week with data, so I cannot rank them: ask about a longer period.',
  ms: 'Hari yang dibaca ({period}) tidak merangkumi setiap hari dalam minggu yang ada data, jadi saya tidak dapat menyusunnya: tanya tentang tempoh yang lebih panjang.',
  zh: '所读取的日子（{period}）没有涵盖一周里每一天的数据，所以无法排名：请问更长的期间。',
}

/** The last WEEKS Monday-to-Sunday weeks before this one. */
function defaultWindow(today: string): AskedPeriod {
  const monday = mondayOf(localDate(today))
  const from = isoDate(addDays(monday, -7 * WEEKS))
  const to = isoDate(addDays(monday, -1))
  return { kind: 'range', from, to, days: 7 * WEEKS }
}

interface WeekdaySums {
  /** Monday first. */
  total: number[]
  days: number[]
}

export function weekdaysAnswer(reading: Reading, question: Question): Answer {
  const { locale, span } = reading
  const named = question.period.kind !== 'default'
  const asked = named ? question.period : defaultWindow(reading.today)
  const days = daysToRead(reading, asked)
  if (!('from' in days)) return days
  const notes = named ? days.notes : [fill(locale, DEFAULT_NOTE, { weeks: String(WEEKS), period: periodLabel(days.from, days.to, locale) })]
  const first = span && days.from < span.first ? span.first : days.from
  const last = span && days.to > span.last ? span.last : days.to
  const measure = question.measures[0] === 'orders' ? 'orders' : 'revenue'
  const sums: WeekdaySums = { total: new Array<number>(7).fill(0), days: new Array<number>(7).fill(0) }
  if (measure === 'revenue') {
    for (const day of readPeriod(reading, days.from, days.to).series.daily) {
      if (day.date < first || day.date > last) continue
      const index = weekdayOf(calendarDay(day.date))
      sums.total[index]! += day.revenue
      sums.days[index]!++
    }
  } else {
    for (let day = localDate(first); isoDate(day) <= last; day = addDays(day, 1)) {
      const index = weekdayOf(day)
      sums.total[index]! += readPeriod(reading, isoDate(day), isoDate(day)).metrics.period.orders
      sums.days[index]!++
    }
  }
  const period = periodLabel(first, last, locale)
  const sources = sourcesFor(reading.uploads, { from: first, to: last }, locale, { panel: measure === 'orders' ? 'Sales Metrics' : 'Daily revenue', outlet: reading.outlet })
  if (sums.days.some((n) => n === 0)) return { text: [...notes, fill(locale, TOO_FEW, { period })].join('\n\n'), sources }
  const averages = sums.total.map((total, index) => (measure === 'revenue' ? roundMoney(total / sums.days[index]!) : round(total / sums.days[index]!, 1)))
  const write = (value: number) => (measure === 'revenue' ? money(value, locale) : quantity(value, locale))
  // The earliest weekday of equal averages, Monday first.
  const best = averages.reduce((top, value, index) => (value > averages[top]! ? index : top), 0)
  const low = averages.reduce((bottom, value, index) => (value < averages[bottom]! ? index : bottom), 0)
  const name = (index: number) => weekdayName(index, 'long', locale)
  const where = atOutlet(locale, reading.outlet)
  const line = fill(locale, measure === 'orders' ? ORDERS : SALES, { period, where, best: name(best), bestAmount: write(averages[best]!), low: name(low), lowAmount: write(averages[low]!) })
  const rows = averages.map((value, index) => [name(index), write(value), count(sums.days[index]!, locale)])
  const figure: ChatFigure = {
    title: say(locale, TITLE[measure]),
    unit: measure === 'revenue' ? 'money' : 'count',
    chart: 'bar',
    points: averages.map((value, index) => ({ label: weekdayName(index, 'short', locale), value })),
    period: { from: first, to: last },
  }
  return { text: [...notes, line, table(HEADERS[measure].map((header) => say(locale, header)), rows, [false, true, true])].join('\n\n'), sources, figure }
}
