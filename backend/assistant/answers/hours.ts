/**
 * Peak and quiet hours of a period: sales by local hour, summed over the period's days (sales with
 * a time of day only: a manual entry or a sheet of dates has none, and says so). The quiet hours
 * are the lowest within opening hours, read as the first to the last hour that had sales in the
 * period: an hour the shop is closed is not "quiet".
 */
import type { ChatFigure } from '../../../kernel/contract'
import { hourSlot, money, share } from '../../../kernel/format'
import { money as roundMoney } from '../../analytics/numbers'
import { bold, table } from '../markdown'
import type { Answer, Question } from '../types'
import { listedOutlets, noOutletNote } from './outlets'
import { dayTotalSales, hourRevenue, readingOf, type Reading } from './reading'
import { daysToRead, type ReadDays } from './scope'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { atOutlet, periodLabel, sentences } from './text'

const DEFAULT_HOURS = 3

const PEAK: Phrase = { en: 'Peak hours, {period}{where}: {list}.', ms: 'Waktu puncak, {period}{where}: {list}.', zh: '高峰时段，{period}{where}：{list}。' }
const QUIET: Phrase = {
  en: 'Quietest hours, {period}{where}, between the first and last hour with sales ({open}): {list}.',
  ms: 'Waktu paling lengang, {period}{where}, antara jam pertama dan terakhir yang ada jualan ({open}): {list}.',
  zh: '最冷清的时段，{period}{where}，在第一个和最后一个有销售的钟点之间（{open}）：{list}。',
}
const ENTRY: Phrase = { en: '{hour} ({amount}, {share} of timed sales)', ms: '{hour} ({amount}, {share} daripada jualan bermasa)', zh: '{hour}（{amount}，占有时间记录的销售额的{share}）' }
const NO_TIMES: Phrase = {
  en: 'The sales of {period}{where} have no time of day (a sheet of dates only, or manual entries), so I cannot tell the hours.',
  ms: 'Jualan {period}{where} tiada waktu (hanya tarikh, atau kemasukan manual), jadi saya tidak dapat menentukan waktunya.',
  zh: '{period}{where}的销售没有记录时间（只有日期的表格，或手动录入），所以我无法分析时段。',
}
const UNTIMED: Phrase = {
  en: 'Sales of {amount} have no time of day (manual entries, or sheets of dates only) and are left out.',
  ms: 'Jualan bernilai {amount} tiada waktu (kemasukan manual, atau helaian tarikh sahaja) dan tidak dikira.',
  zh: '有{amount}的销售没有记录时间（手动录入，或只有日期的表格），没有计算在内。',
}
const TITLE: Phrase = { en: 'Sales by hour', ms: 'Jualan mengikut jam', zh: '每小时销售额' }
const PER_OUTLET: Phrase = { en: 'Peak hours at each outlet, {period}:', ms: 'Waktu puncak di setiap cawangan, {period}:', zh: '各分店的高峰时段，{period}：' }
const PER_OUTLET_QUIET: Phrase = {
  en: 'Quietest hours at each outlet, {period}, between each outlet’s first and last hour with sales:',
  ms: 'Waktu paling lengang di setiap cawangan, {period}, antara jam pertama dan terakhir yang ada jualan di cawangan itu:',
  zh: '各分店最冷清的时段，{period}，在该分店第一个和最后一个有销售的钟点之间：',
}
const OUTLET_HEADERS: Phrase<readonly string[]> = {
  en: ['Outlet', 'Hours (sales, share of the outlet’s timed sales)'],
  ms: ['Cawangan', 'Waktu (jualan, bahagian jualan bermasa cawangan)'],
  zh: ['分店', '时段（销售额，占该分店有时间记录的销售额的比例）'],
}
/** An hour in the outlets' table: `09:00–10:00 (RM120.00, 12.5%)`. */
const CELL: Phrase = { en: '{hour} ({amount}, {share})', ms: '{hour} ({amount}, {share})', zh: '{hour}（{amount}，{share}）' }
/** Between the hours of a list: each entry has its own commas. */
const BETWEEN: Phrase = { en: ', ', ms: ', ', zh: '；' }
const BETWEEN_CELLS: Phrase = { en: '; ', ms: '; ', zh: '；' }
const NO_TIMES_CELL: Phrase = { en: 'no sales with a time of day', ms: 'tiada jualan bermasa', zh: '没有带时间记录的销售' }

export async function hoursAnswer(reading: Reading, question: Question): Promise<Answer> {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  if (question.byOutlet === true && reading.outlet === null) return perOutletAnswer(reading, question, days)
  const { locale } = reading
  const slots = hourRevenue(reading, days.from, days.to)
  const hours = Array.from(slots.subarray(0, 24), roundMoney)
  const period = periodLabel(days.from, days.to, locale)
  const where = atOutlet(locale, reading.outlet)
  const sources = sourcesFor(reading.uploads, days, locale, { panel: 'When you sell', outlet: reading.outlet })
  const open = hours.map((amount, hour) => (amount !== 0 ? hour : -1)).filter((hour) => hour >= 0)
  if (open.length === 0) return { text: [...days.notes, fill(locale, NO_TIMES, { period, where })].join('\n\n'), sources }
  const first = open[0]!
  const last = open[open.length - 1]!
  const within = Array.from({ length: last - first + 1 }, (_, k) => first + k)
  const quiet = question.topic === 'quiet_hours'
  const list = chosenHours(hours, question.limit ?? DEFAULT_HOURS, quiet, locale).map((entry) => fill(locale, ENTRY, { ...entry, hour: bold(entry.hour) })).join(say(locale, BETWEEN))
  const openHours = `${hourSlot(first).slice(0, 5)}–${hourSlot(last).slice(-5)}`
  const lines = [quiet ? fill(locale, QUIET, { period, where, open: openHours, list }) : fill(locale, PEAK, { period, where, list })]
  const untimed = roundMoney(slots[24]! + dayTotalSales(reading, days.from, days.to))
  if (untimed !== 0) lines.push(fill(locale, UNTIMED, { amount: money(untimed, locale) }))
  const figure: ChatFigure = {
    title: say(locale, TITLE),
    unit: 'money',
    chart: 'bar',
    points: within.map((hour) => ({ label: hourSlot(hour).slice(0, 5), value: hours[hour]! })),
    period: { from: days.from, to: days.to },
  }
  return { text: [...days.notes, sentences(locale, lines)].join('\n\n'), sources, figure }
}

/**
 * The peak hours (among those that sold) or the quiet ones (among all opening hours: an hour
 * without sales in them is the quietest), as written: none when no sale has a time of day.
 */
function chosenHours(hours: readonly number[], asked: number, quiet: boolean, locale: Reading['locale']): { hour: string; amount: string; share: string }[] {
  const open = hours.map((amount, hour) => (amount !== 0 ? hour : -1)).filter((hour) => hour >= 0)
  if (open.length === 0) return []
  const first = open[0]!
  const within = Array.from({ length: open[open.length - 1]! - first + 1 }, (_, k) => first + k)
  const limit = Math.min(within.length, Math.max(1, asked))
  const timed = hours.reduce((sum, amount) => sum + amount, 0)
  const chosen = (quiet ? within : open).sort((a, b) => (quiet ? hours[a]! - hours[b]! : hours[b]! - hours[a]!) || a - b).slice(0, limit)
  return chosen.map((hour) => ({ hour: hourSlot(hour), amount: money(hours[hour]!, locale), share: share(hours[hour]!, timed, 1, locale) }))
}

/** "Peak hour per outlet": each outlet's peak (or quiet) hours, one row an outlet, in the account's order. */
async function perOutletAnswer(reading: Reading, question: Question, days: ReadDays): Promise<Answer> {
  const { locale } = reading
  const quiet = question.topic === 'quiet_hours'
  const listed = await listedOutlets(reading.ctx, reading.accountId, 1, locale)
  const rows = await Promise.all(listed.outlets.map(async (outlet) => {
    const slots = hourRevenue(await readingOf(reading.ctx, reading.accountId, outlet, locale.language), days.from, days.to)
    const chosen = chosenHours(Array.from(slots.subarray(0, 24), roundMoney), question.limit ?? 1, quiet, locale)
    return [outlet, chosen.length === 0 ? say(locale, NO_TIMES_CELL) : chosen.map((entry) => fill(locale, CELL, entry)).join(say(locale, BETWEEN_CELLS))]
  }))
  const untimed = roundMoney(hourRevenue(reading, days.from, days.to)[24]! + dayTotalSales(reading, days.from, days.to))
  const text = [
    ...days.notes,
    fill(locale, quiet ? PER_OUTLET_QUIET : PER_OUTLET, { period: periodLabel(days.from, days.to, locale) }),
    table(say(locale, OUTLET_HEADERS), rows),
    ...(listed.more ? [listed.more] : []),
    ...[noOutletNote(reading, days.from, days.to)].filter((note): note is string => note !== null),
    ...(untimed !== 0 ? [fill(locale, UNTIMED, { amount: money(untimed, locale) })] : []),
  ].join('\n\n')
  return { text, sources: sourcesFor(reading.uploads, days, locale, { panel: 'When you sell' }) }
}
