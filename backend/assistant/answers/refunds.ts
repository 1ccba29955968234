/**
 * "How much did I refund last month?", "berapa refund", 退款: the refunds the exports recorded over
 * the period, as the lines with a negative amount (their sum and count), beside the net sales they
 * were taken off. A refund an export marks without its amount is not in any line, so it is not
 * here (the upload's summary said so when it was read).
 */
import { money } from '../../../kernel/format'
import { money as roundMoney } from '../../analytics/numbers'
import type { Answer, Question } from '../types'
import { readPeriod, refundsIn, type Reading } from './reading'
import { daysToRead } from './scope'
import { sourcesFor } from './sources'
import { fill, type Phrase } from '../../phrase'
import { atOutlet, boldCount, periodLabel, type Noun } from './text'

const REFUNDS: Phrase = {
  en: 'Refunds, {period}{where}: **{amount}** on {lines} with a negative amount in your exports. Your sales of {sales} for the period are after them.',
  ms: 'Bayaran balik (refund), {period}{where}: **{amount}** pada {lines} beramaun negatif dalam eksport anda. Jualan anda sebanyak {sales} bagi tempoh itu sudah ditolak refund ini.',
  zh: '退款，{period}{where}：您的导出文件中有{lines}负数金额，共**{amount}**。这段期间的销售额{sales}已经扣除了这些退款。',
}
const NONE: Phrase = {
  en: 'No refunds are recorded for {period}{where}: no line in your exports has a negative amount. Your sales for the period: {sales}.',
  ms: 'Tiada bayaran balik (refund) direkodkan untuk {period}{where}: tiada baris beramaun negatif dalam eksport anda. Jualan anda bagi tempoh itu: {sales}.',
  zh: '{period}{where}没有退款记录：您的导出文件中没有负数金额的行。这段期间的销售额：{sales}。',
}
const LINE: Noun = { en: ['line', 'lines'], ms: 'baris', zh: '行' }

export function refundsAnswer(reading: Reading, question: Question): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  const { locale } = reading
  const { amount, lines } = refundsIn(reading, days.from, days.to)
  const sales = money(readPeriod(reading, days.from, days.to).metrics.revenue, locale)
  const values = { period: periodLabel(days.from, days.to, locale), where: atOutlet(locale, reading.outlet), sales }
  const text = lines === 0 ? fill(locale, NONE, values) : fill(locale, REFUNDS, { ...values, amount: money(roundMoney(-amount), locale), lines: boldCount(lines, locale, LINE) })
  return { text: [...days.notes, text].join('\n\n'), sources: sourcesFor(reading.uploads, days, locale, { outlet: reading.outlet }) }
}
