/**
 * Peak and quiet hours of a period: sales by local hour, summed over the period's days (sales with
 * a time of day only: a manual entry or a sheet of dates has none, and says so). The quiet hours
 * are the lowest within opening hours, read as the first to the last hour that had sales in the
 * period: an hour the shop is closed is not "quiet".
 */
import type { ChatFigure } from '../../../src/api/schemas'
import { hourSlot, money, share } from '../../../src/format'
import { money as roundMoney } from '../../analytics/numbers'
import { bold, plain } from '../markdown'
import type { Answer, Question } from '../types'
import { dayTotalSales, hourRevenue, type Reading } from './reading'
import { daysToRead } from './scope'
import { sourcesFor } from './sources'
import { fill, periodLabel, say, type Phrase } from './text'

const DEFAULT_HOURS = 3

const PEAK: Phrase = { en: 'Peak hours, {period}{where}: {list}.', ms: 'Waktu puncak, {period}{where}: {list}.' }
const QUIET: Phrase = {
  en: 'Quietest hours, {period}{where}, between the first and last hour with sales ({open}): {list}.',
  ms: 'Waktu paling lengang, {period}{where}, antara jam pertama dan terakhir yang ada jualan ({open}): {list}.',
}
const ENTRY: Phrase = { en: '{hour} ({amount}, {share} of timed sales)', ms: '{hour} ({amount}, {share} daripada jualan bermasa)' }
const NO_TIMES: Phrase = {
  en: 'The sales of {period}{where} have no time of day (a sheet of dates only, or manual entries), so I cannot tell the hours.',
  ms: 'Jualan {period}{where} tiada waktu (hanya tarikh, atau kemasukan manual), jadi saya tidak dapat menentukan waktunya.',
}
const UNTIMED: Phrase = {
  en: 'Sales of {amount} have no time of day (manual entries, or sheets of dates only) and are left out.',
  ms: 'Jualan bernilai {amount} tiada waktu (kemasukan manual, atau helaian tarikh sahaja) dan tidak dikira.',
}
const TITLE: Phrase = { en: 'Sales by hour', ms: 'Jualan mengikut jam' }
const AT: Phrase = { en: ' at {outlet}', ms: ' di {outlet}' }

export function hoursAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  const { locale } = reading
  const slots = hourRevenue(reading, days.from, days.to)
  const hours = Array.from(slots.subarray(0, 24), roundMoney)
  const period = periodLabel(days.from, days.to, locale)
  const where = reading.outlet === null ? '' : fill(locale, AT, { outlet: plain(reading.outlet) })
  const sources = sourcesFor(reading.ctx, reading.accountId, days, locale, { panel: 'When you sell', outlet: reading.outlet })
  const open = hours.map((amount, hour) => (amount !== 0 ? hour : -1)).filter((hour) => hour >= 0)
  if (open.length === 0) return { text: [...days.notes, fill(locale, NO_TIMES, { period, where })].join('\n\n'), sources }
  const first = open[0]!
  const last = open[open.length - 1]!
  const timed = hours.reduce((sum, amount) => sum + amount, 0)
  const within = Array.from({ length: last - first + 1 }, (_, k) => first + k)
  const limit = Math.min(within.length, Math.max(1, question.limit ?? DEFAULT_HOURS))
  const quiet = question.topic === 'quiet_hours'
  // The peak among the hours that sold; the quiet ones among all opening hours (an hour without sales in them is the quietest).
  const chosen = (quiet ? [...within] : open).sort((a, b) => (quiet ? hours[a]! - hours[b]! : hours[b]! - hours[a]!) || a - b).slice(0, limit)
  const list = chosen.map((hour) => fill(locale, ENTRY, { hour: bold(hourSlot(hour)), amount: money(hours[hour]!, locale), share: share(hours[hour]!, timed, 1, locale) })).join(', ')
  const openHours = `${hourSlot(first).slice(0, 5)}–${hourSlot(last).slice(-5)}`
  const sentences = [quiet ? fill(locale, QUIET, { period, where, open: openHours, list }) : fill(locale, PEAK, { period, where, list })]
  const untimed = roundMoney(slots[24]! + dayTotalSales(reading, days.from, days.to))
  if (untimed !== 0) sentences.push(fill(locale, UNTIMED, { amount: money(untimed, locale) }))
  const figure: ChatFigure = {
    title: say(locale, TITLE),
    unit: 'money',
    chart: 'bar',
    points: within.map((hour) => ({ label: hourSlot(hour).slice(0, 5), value: hours[hour]! })),
    period: { from: days.from, to: days.to },
  }
  return { text: [...days.notes, sentences.join(' ')].join('\n\n'), sources, figure }
}
