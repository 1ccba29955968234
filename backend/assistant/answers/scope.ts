/**
 * Which days an answer reads, and the honest answers when there is nothing to read:
 * - no period named: the dashboard's default, the PERIOD_DAYS days ending today; when those have no
 *   sales, the latest PERIOD_DAYS days that have (said so);
 * - a period running past today is read up to today (said so); one that has not started, or one
 *   without sales, is answered as such, with the first and last day the account has data for;
 * - an account (or outlet) without any sales is told what to upload. Never a 0 that looks like a
 *   real result.
 */
import type { Locale } from '../../../kernel/format'
import { addDays, isoDate } from '../../time/calendar'
import { daysBetween, localDate } from '../../analytics/festive-calendar'
import { PERIOD_DAYS } from '../../analytics/period'
import { plain } from '../markdown'
import type { Answer, AskedPeriod } from '../types'
import { hasData, type Reading } from './reading'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { atOutlet, fullDay, periodLabel } from './text'

/** The days an answer reads, and what it should say about how they were chosen. */
export interface ReadDays {
  from: string
  to: string
  /** Sentences to put before the answer ("You did not name a period…"). */
  notes: string[]
}

const DEFAULT_NOTE: Phrase = {
  en: 'You did not name a period, so I read the last {days} days, as the dashboard does.',
  ms: 'Anda tidak menyebut tempoh, jadi saya membaca {days} hari terakhir, seperti papan pemuka.',
  zh: '您没有指定期间，所以我和 Dashboard 一样，读取最近{days}天。',
}
const LATEST_NOTE: Phrase = {
  en: 'The last {days} days have no sales, so I read the latest {days} days that have: {period}.',
  ms: '{days} hari terakhir tiada jualan, jadi saya membaca {days} hari terkini yang ada data: {period}.',
  zh: '最近{days}天没有销售，所以我读取了最近有数据的{days}天：{period}。',
}
const CLIPPED_NOTE: Phrase = {
  en: 'That period runs past today, so I read it up to today.',
  ms: 'Tempoh itu melepasi hari ini, jadi saya membacanya setakat hari ini.',
  zh: '这段期间超过了今天，所以我只读取到今天为止。',
}
const NOT_STARTED: Phrase = { en: '{period} has not started yet, so it has no sales to count.', ms: '{period} belum bermula, jadi belum ada jualan untuk dikira.', zh: '{period}还没开始，所以还没有销售可以计算。' }
const NO_SALES_IN: Phrase = {
  en: 'No sales are recorded for {period}{where}. Your data covers {first} to {last}: ask about days in that range.',
  ms: 'Tiada jualan direkodkan untuk {period}{where}. Data anda meliputi {first} hingga {last}: tanya tentang hari dalam julat itu.',
  zh: '{period}{where}没有销售记录。您的数据涵盖{first}至{last}：请问这段范围内的日子。',
}
const NO_SALES_AT_ALL: Phrase = {
  en: 'You have no sales data yet, so there is nothing I can count. Upload a POS export (a CSV or Excel file from StoreHub, Loyverse, Square, GrabFood and others) on the Upload page, or enter a day’s sales by hand there, then ask me again.',
  ms: 'Belum ada data jualan, jadi tiada apa yang boleh saya kira. Muat naik eksport POS (fail CSV atau Excel daripada StoreHub, Loyverse, Square, GrabFood dan lain-lain) di halaman Upload, atau masukkan jualan sehari secara manual di sana, kemudian tanya saya semula.',
  zh: '您还没有销售数据，所以我没有东西可以计算。请在 Upload 页面上传 POS 导出文件（StoreHub、Loyverse、Square、GrabFood 等系统的 CSV 或 Excel 文件），或在那里手动输入一天的销售，然后再问我。',
}
const NO_SALES_OUTLET: Phrase = {
  en: 'I have no sales recorded for {outlet}. Upload its POS export on the Upload page, or ask about all outlets.',
  ms: 'Tiada jualan direkodkan untuk {outlet}. Muat naik eksport POS cawangan itu di halaman Upload, atau tanya tentang semua cawangan.',
  zh: '{outlet}没有任何销售记录。请在 Upload 页面上传该分店的 POS 导出文件，或询问所有分店的情况。',
}
const NOTHING_IN_OTHER: Phrase = { en: 'There is nothing to compare with: {reason}', ms: 'Tiada apa untuk dibandingkan: {reason}', zh: '没有可以对比的数据：{reason}' }
const UNEQUAL: Phrase = { en: 'The periods have {a} and {b} days.', ms: 'Tempoh itu mempunyai {a} dan {b} hari.', zh: '两段期间的天数不同，分别是{a}天和{b}天。' }

/** The days to read for `asked`, or the answer that says why there is nothing to read. */
export function daysToRead(reading: Reading, asked: AskedPeriod): ReadDays | Answer {
  const { locale, today, span } = reading
  if (span === null) return noSalesAtAll(reading)
  if (asked.kind === 'default') {
    const from = isoDate(addDays(localDate(today), 1 - PERIOD_DAYS))
    if (hasData(reading, from, today)) return { from, to: today, notes: [fill(locale, DEFAULT_NOTE, { days: String(PERIOD_DAYS) })] }
    const latest = { from: isoDate(addDays(localDate(span.last), 1 - PERIOD_DAYS)), to: span.last }
    return { ...latest, notes: [fill(locale, LATEST_NOTE, { days: String(PERIOD_DAYS), period: periodLabel(latest.from, latest.to, locale) })] }
  }
  const [from, askedTo] = asked.from <= asked.to ? [asked.from, asked.to] : [asked.to, asked.from]
  if (from > today) return { text: fill(locale, NOT_STARTED, { period: periodLabel(from, askedTo, locale) }), sources: [] }
  const to = askedTo > today ? today : askedTo
  if (!hasData(reading, from, to)) return noSalesIn(reading, from, to)
  return { from, to, notes: to < askedTo ? [say(locale, CLIPPED_NOTE)] : [] }
}

/** Nothing recorded in from … to: the days the account has data for, and the uploads that hold them. */
export function noSalesIn(reading: Reading, from: string, to: string): Answer {
  const { locale, span, outlet } = reading
  if (span === null) return noSalesAtAll(reading)
  const where = atOutlet(locale, outlet)
  const text = fill(locale, NO_SALES_IN, { period: periodLabel(from, to, locale), where, first: fullDay(span.first, locale), last: fullDay(span.last, locale) })
  return { text, sources: sourcesFor(reading.uploads, { from: span.first, to: span.last }, locale, { outlet }) }
}

function noSalesAtAll({ locale, outlet }: Reading): Answer {
  if (outlet !== null) return { text: fill(locale, NO_SALES_OUTLET, { outlet: plain(outlet) }), sources: [] }
  return { text: say(locale, NO_SALES_AT_ALL), sources: [] }
}

/** The days of the period an answer compares with (`question.comparedTo`), or the answer that there is nothing to compare with, and why. */
export function comparedDaysToRead(reading: Reading, comparedTo: AskedPeriod): ReadDays | Answer {
  const other = daysToRead(reading, comparedTo)
  if ('from' in other) return other
  return { text: fill(reading.locale, NOTHING_IN_OTHER, { reason: other.text }), sources: other.sources }
}

/** How many days from … to holds, both counted. */
export function dayCount({ from, to }: { from: string; to: string }): number {
  return daysBetween(from, to) + 1
}

/** The note that two compared periods have different lengths (`a` and `b` days), or none. */
export function unequalNote(locale: Locale, a: number, b: number): string[] {
  return a === b ? [] : [fill(locale, UNEQUAL, { a: String(a), b: String(b) })]
}
