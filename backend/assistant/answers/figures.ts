/**
 * One or more of the four numbers for a period, each with its change against the previous period
 * of as many days (as the dashboard's cards compare: a period ending today is read up to now and
 * compared up to the same time of day); or, with `comparedTo`, both periods side by side with the
 * difference and its percentage.
 */
import { change } from '../../analytics/numbers'
import { bold, bullets, plain } from '../markdown'
import type { Answer, Measure, Question } from '../types'
import { readPeriod, type PeriodRead, type Reading } from './reading'
import { comparedDaysToRead, daysToRead, unequalNote, type ReadDays } from './scope'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { aside, atOutlet, MEASURE_NAMES, measureValue, percentChange, periodLabel, sentences, signedDifference } from './text'

/** What "how much did I sell" reads when no measure was named. */
const DEFAULT_MEASURES: readonly Measure[] = ['revenue', 'orders']

const HEADER: Phrase = { en: '{period}{where}:', ms: '{period}{where}:', zh: '{period}{where}：' }
const AGAINST_PREVIOUS: Phrase = {
  en: 'Changes are against the previous {days} days, {previous}.',
  ms: 'Perubahan dibandingkan dengan {days} hari sebelumnya, {previous}.',
  zh: '变化是与之前{days}天相比，即{previous}。',
}
const AGAINST_PREVIOUS_DAY: Phrase = { en: 'Changes are against the day before, {previous}.', ms: 'Perubahan dibandingkan dengan hari sebelumnya, {previous}.', zh: '变化是与前一天相比，即{previous}。' }
const TODAY_CUT: Phrase = {
  en: 'Today is read up to now, and the previous period’s last day up to the same time of day.',
  ms: 'Hari ini dibaca setakat sekarang, dan hari terakhir tempoh sebelumnya hingga waktu yang sama.',
  zh: '今天只算到目前为止，上一段期间的最后一天也只算到同一时间。',
}
const NO_EARLIER: Phrase = { en: 'no earlier data to compare with', ms: 'tiada data lebih awal untuk dibandingkan', zh: '没有更早的数据可以比较' }
const NO_ORDERS: Phrase = { en: 'no orders recorded', ms: 'tiada pesanan direkodkan', zh: '没有订单记录' }
const NO_CUSTOMERS: Phrase = {
  en: 'no customer details recorded (no member ID, phone or e-mail on the sales)',
  ms: 'tiada butiran pelanggan direkodkan (tiada ID ahli, telefon atau e-mel pada jualan)',
  zh: '没有顾客资料记录（销售上没有会员 ID、电话或电邮）',
}
const COMPARED: Phrase = { en: '{measure}: {a} in {periodA} against {b} in {periodB}: {difference}{percent}.', ms: '{measure}: {a} pada {periodA} berbanding {b} pada {periodB}: {difference}{percent}.', zh: '{measure}：{periodA}为{a}，{periodB}为{b}，相差{difference}{percent}。' }
const NO_BASE: Phrase = { en: ' (no base to give a percentage)', ms: ' (tiada asas untuk peratusan)', zh: '（没有可计算百分比的基数）' }

/** One measure's line: `Sales: **RM120.00** (+5.0%)`, or why it has no value. */
const LINE: Phrase = { en: '{measure}: {value}', ms: '{measure}: {value}', zh: '{measure}：{value}' }
const OUTLET_LINE: Phrase = { en: '{outlet}:', ms: '{outlet}:', zh: '{outlet}：' }

const PANELS: Record<Measure, string> = { revenue: 'Total Revenue', orders: 'Sales Metrics', customers: 'Active Customers', avg_order: 'Avg Order Value' }

export function figuresAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  if (question.comparedTo) return comparison(reading, question, days)
  const { locale } = reading
  const measures = question.measures.length > 0 ? question.measures : DEFAULT_MEASURES
  const read = readPeriod(reading, days.from, days.to)
  const lines = measures.map((measure) => {
    const value = valueOf(read, measure)
    const missing = missingReason(read, measure)
    const measureName = say(locale, MEASURE_NAMES[measure])
    if (missing) return fill(locale, LINE, { measure: measureName, value: say(locale, missing) })
    const delta = changeOf(read, measure)
    return fill(locale, LINE, { measure: measureName, value: `${bold(measureValue(measure, value, locale))}${aside(locale, delta === null ? say(locale, NO_EARLIER) : percentChange(delta, locale))}` })
  })
  const previous = periodLabel(read.previous.from, read.previous.to, locale)
  const against = read.days === 1 ? fill(locale, AGAINST_PREVIOUS_DAY, { previous }) : fill(locale, AGAINST_PREVIOUS, { days: String(read.days), previous })
  const text = [
    ...days.notes,
    `${header(reading, days)}\n${bullets(lines)}`,
    sentences(locale, [against, read.endsToday ? say(locale, TODAY_CUT) : ''].filter(Boolean)),
  ].join('\n\n')
  const panel = PANELS[measures[0] ?? 'revenue']
  return { text, sources: sourcesFor(reading.uploads, [days, read.previous], locale, { panel, outlet: reading.outlet }) }
}

function comparison(reading: Reading, question: Question, days: ReadDays): Answer {
  const { locale } = reading
  const other = comparedDaysToRead(reading, question.comparedTo!)
  if (!('from' in other)) return other
  const a = readPeriod(reading, days.from, days.to)
  const b = readPeriod(reading, other.from, other.to)
  const measures = question.measures.length > 0 ? question.measures : DEFAULT_MEASURES
  const periodA = periodLabel(a.from, a.to, locale)
  const periodB = periodLabel(b.from, b.to, locale)
  const lines = measures.map((measure) => {
    const [valueA, valueB] = [valueOf(a, measure), valueOf(b, measure)]
    const percent = change(valueA, valueB)
    return fill(locale, COMPARED, {
      measure: say(locale, MEASURE_NAMES[measure]),
      a: bold(measureValue(measure, valueA, locale)),
      periodA,
      b: bold(measureValue(measure, valueB, locale)),
      periodB,
      difference: bold(signedDifference(measure, valueA - valueB, locale)),
      percent: percent === null ? say(locale, NO_BASE) : aside(locale, percentChange(percent, locale)),
    })
  })
  const notes = [...days.notes, ...other.notes, ...unequalNote(locale, a.days, b.days)]
  const where = reading.outlet === null ? [] : [fill(locale, OUTLET_LINE, { outlet: plain(reading.outlet) })]
  const text = [...where, bullets(lines), sentences(locale, notes)].filter(Boolean).join('\n\n')
  return { text, sources: sourcesFor(reading.uploads, [a, b], locale, { panel: PANELS[measures[0] ?? 'revenue'], outlet: reading.outlet }) }
}

function header({ locale, outlet }: Reading, days: ReadDays): string {
  const where = atOutlet(locale, outlet)
  return fill(locale, HEADER, { period: periodLabel(days.from, days.to, locale), where })
}

function valueOf({ metrics }: PeriodRead, measure: Measure): number {
  if (measure === 'orders') return metrics.period.orders
  return metrics[measure]
}

function changeOf({ metrics, ordersChange }: PeriodRead, measure: Measure): number | null {
  return measure === 'orders' ? ordersChange : metrics.changes[measure]
}

/** Why a measure has no value to show (a 0 that would look like a real result), or null. */
function missingReason({ metrics }: PeriodRead, measure: Measure): Phrase | null {
  if ((measure === 'orders' || measure === 'avg_order') && metrics.period.orders === 0) return NO_ORDERS
  if (measure === 'customers' && metrics.customers === 0) return NO_CUSTOMERS
  return null
}
