/**
 * Sales by outlet, payment method or channel over a period, with each one's share: the dashboard's
 * Revenue by outlet / payment method / channel (sale rows only, rows without a value as 'Unknown').
 * A manual entry has no payment method or channel, so its sales are named apart rather than
 * quietly left out of the shares.
 */
import type { ChatFigure } from '../../../kernel/contract'
import { money, share } from '../../../kernel/format'
import { change, money as roundMoney } from '../../analytics/numbers'
import { bold, plain, table } from '../markdown'
import type { Answer, Question } from '../types'
import { dayTotalSales, readPeriod, type Reading } from './reading'
import { comparedDaysToRead, dayCount, daysToRead, unequalNote, type ReadDays } from './scope'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { aside, atOutlet, percentChange, periodLabel } from './text'
import { valuesNamed } from '../understand/values'

type Breakdown = 'outlets' | 'payments' | 'channels'

const TITLES: Record<Breakdown, Phrase> = {
  outlets: { en: 'Sales by outlet', ms: 'Jualan mengikut cawangan', zh: '各分店销售额' },
  payments: { en: 'Sales by payment method', ms: 'Jualan mengikut kaedah pembayaran', zh: '各付款方式销售额' },
  channels: { en: 'Sales by channel', ms: 'Jualan mengikut saluran', zh: '各渠道销售额' },
}
const COLUMN: Record<Breakdown, Phrase> = {
  outlets: { en: 'Outlet', ms: 'Cawangan', zh: '分店' },
  payments: { en: 'Payment method', ms: 'Kaedah pembayaran', zh: '付款方式' },
  channels: { en: 'Channel', ms: 'Saluran', zh: '渠道' },
}
const PANELS: Record<Breakdown, string> = { outlets: 'Revenue by outlet', payments: 'Revenue by payment method', channels: 'Revenue by channel' }
const HEADER: Phrase = { en: '{title}, {period}{where}:', ms: '{title}, {period}{where}:', zh: '{title}，{period}{where}：' }
const NONE_RECORDED: Phrase = { en: 'None of the sales of this period record it.', ms: 'Tiada jualan dalam tempoh ini yang merekodkannya.', zh: '这段期间的销售都没有记录这一项。' }
const SALES: Phrase = { en: 'Sales', ms: 'Jualan', zh: '销售额' }
const SHARE: Phrase = { en: 'Share', ms: 'Bahagian', zh: '占比' }
const NAMED: Phrase = { en: '{name}: **{amount}**, {share} of all outlets’ sales.', ms: '{name}: **{amount}**, {share} daripada jualan semua cawangan.', zh: '{name}：**{amount}**，占所有分店销售额的{share}。' }
const NAMED_NONE: Phrase = { en: '{name} has no sales in this period.', ms: '{name} tiada jualan dalam tempoh ini.', zh: '{name}在这段期间没有销售。' }
const APART: Phrase = {
  en: 'Manual entries ({amount}) have none recorded and are not in the shares.',
  ms: 'Kemasukan manual ({amount}) tiada maklumat ini dan tidak termasuk dalam bahagian.',
  zh: '手动录入的销售（{amount}）没有这项记录，不计入占比。',
}
const COMPARED_HEADER: Phrase = { en: '{title}, {period} against {other}{where}:', ms: '{title}, {period} berbanding {other}{where}:', zh: '{title}，{period}对比{other}{where}：' }
const CHANGE: Phrase = { en: 'Change', ms: 'Perubahan', zh: '变化' }
const NOT_SOLD: Phrase = { en: 'no sales before', ms: 'tiada jualan sebelum ini', zh: '之前没有销售' }
const APART_COMPARED: Phrase = {
  en: 'Manual entries have none recorded and are not in the table: {a} in {periodA}, {b} in {periodB}.',
  ms: 'Kemasukan manual tiada maklumat ini dan tidak termasuk dalam jadual: {a} pada {periodA}, {b} pada {periodB}.',
  zh: '手动录入的销售没有这项记录，不计入表格：{periodA}为{a}，{periodB}为{b}。',
}
const VALUE_SHARE: Phrase = {
  en: '{name}: **{amount}**, **{share}** of the sales that record a {kind}.',
  ms: '{name}: **{amount}**, **{share}** daripada jualan yang merekodkan {kind}.',
  zh: '{name}：**{amount}**，占有记录{kind}的销售额的**{share}**。',
}
const VALUE_NONE: Phrase = {
  en: 'None of the sales of this period is recorded under “{word}” as a {kind}.',
  ms: 'Tiada jualan dalam tempoh ini direkodkan di bawah “{word}” sebagai {kind}.',
  zh: '这段期间没有任何销售的{kind}记录为“{word}”。',
}
/** Words that name a kind of value, as the answer writes them before the values they sum. */
const VALUE_LABELS: Readonly<Record<string, Phrase>> = {
  delivery: { en: 'Delivery', ms: 'Penghantaran', zh: '外卖' },
  penghantaran: { en: 'Delivery', ms: 'Penghantaran', zh: '外卖' },
  online: { en: 'Online', ms: 'Dalam talian', zh: '线上' },
  ewallet: { en: 'E-wallets', ms: 'E-dompet', zh: '电子钱包' },
  walkin: { en: 'Walk-in', ms: 'Walk-in', zh: '到店' },
  card: { en: 'Cards', ms: 'Kad', zh: '刷卡' },
  kad: { en: 'Cards', ms: 'Kad', zh: '刷卡' },
}
const KIND_WORDS: Record<'payments' | 'channels', Phrase> = {
  payments: { en: 'payment method', ms: 'kaedah pembayaran', zh: '付款方式' },
  channels: { en: 'channel', ms: 'saluran', zh: '渠道' },
}
const ONE: Phrase = { en: 'All of these sales have one value: {name}.', ms: 'Semua jualan ini mempunyai satu nilai sahaja: {name}.', zh: '这些销售全都只有同一个值：{name}。' }

/** `reading` of all outlets; `question.outlet`, when set, is picked out of the outlets' list. */
export function breakdownAnswer(reading: Reading, question: Question & { topic: Breakdown }): Answer {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  if (question.comparedTo) return comparedBreakdown(reading, question, days)
  const { locale } = reading
  const kind = question.topic
  const { series } = readPeriod(reading, days.from, days.to)
  const groups = kind === 'outlets' ? series.byOutlet : kind === 'payments' ? series.byPayment : series.byChannel
  const total = groups.reduce((sum, group) => sum + group.revenue, 0)
  const title = say(locale, TITLES[kind])
  const rows = groups.map((group) => [group.name, money(group.revenue, locale), share(group.revenue, total, 1, locale)])
  const where = atOutlet(locale, reading.outlet)
  const parts = [...days.notes, fill(locale, HEADER, { title, period: periodLabel(days.from, days.to, locale), where })]
  if (kind === 'outlets' && question.outlet !== null) {
    const named = groups.find((group) => group.name === question.outlet)
    parts.push(named ? fill(locale, NAMED, { name: bold(named.name), amount: money(named.revenue, locale), share: share(named.revenue, total, 1, locale) }) : fill(locale, NAMED_NONE, { name: bold(question.outlet) }))
  }
  if (kind !== 'outlets') parts.push(...namedValues(question, kind, groups, total, locale))
  if (groups.length === 0) parts.push(say(locale, NONE_RECORDED))
  else parts.push(table([say(locale, COLUMN[kind]), say(locale, SALES), say(locale, SHARE)], rows, [false, true, true]))
  if (groups.length === 1) parts.push(fill(locale, ONE, { name: bold(groups[0]!.name) }))
  const apart = roundMoney(dayTotalSales(reading, days.from, days.to))
  if (apart !== 0) parts.push(fill(locale, APART, { amount: money(apart, locale) }))
  const figure: ChatFigure = { title, unit: 'money', chart: 'bar', points: groups.map((group) => ({ label: group.name, value: group.revenue })), period: { from: days.from, to: days.to } }
  return { text: parts.join('\n\n'), sources: sourcesFor(reading.uploads, days, locale, { panel: PANELS[kind], outlet: reading.outlet }), figure }
}

/**
 * "Berapa peratus bayar cash?", "delivery vs dine-in": each payment method or channel named, its
 * sales and share of the sales that record one ("delivery" sums the delivery platforms, named).
 */
function namedValues(question: Question, kind: 'payments' | 'channels', groups: readonly { name: string; revenue: number }[], total: number, locale: Reading['locale']): string[] {
  const said = new Set<string>()
  return (question.values ?? []).flatMap((word) => {
    const named = valuesNamed(word, kind, groups.map((group) => group.name))
    // "Credit card": both words name Card, said once.
    const key = named.join('\n')
    if (named.length > 0 && said.has(key)) return []
    said.add(key)
    if (named.length === 0) return [fill(locale, VALUE_NONE, { word: plain(word), kind: say(locale, KIND_WORDS[kind]) })]
    const amount = groups.filter((group) => named.includes(group.name)).reduce((sum, group) => sum + group.revenue, 0)
    const label = VALUE_LABELS[word] ? say(locale, VALUE_LABELS[word]) : word.charAt(0).toUpperCase() + word.slice(1)
    const name = named.length === 1 ? bold(named[0]!) : `${bold(label)}${aside(locale, named.map(plain).join(', '))}`
    return [fill(locale, VALUE_SHARE, { name, amount: money(amount, locale), share: share(amount, total, 1, locale), kind: say(locale, KIND_WORDS[kind]) })]
  })
}

/** The groups of a breakdown over from … to, sale rows only. */
function groupsOf(reading: Reading, kind: Breakdown, from: string, to: string): readonly { name: string; revenue: number }[] {
  const { series } = readPeriod(reading, from, to)
  return kind === 'outlets' ? series.byOutlet : kind === 'payments' ? series.byPayment : series.byChannel
}

/** "Sales by outlet this week vs last week": each one's sales in both periods and the change, in the first period's order. */
function comparedBreakdown(reading: Reading, question: Question & { topic: Breakdown }, days: ReadDays): Answer {
  const { locale } = reading
  const kind = question.topic
  const other = comparedDaysToRead(reading, question.comparedTo!)
  if (!('from' in other)) return other
  const now = groupsOf(reading, kind, days.from, days.to)
  const before = groupsOf(reading, kind, other.from, other.to)
  const names = [...now.map((group) => group.name), ...before.map((group) => group.name).filter((name) => !now.some((group) => group.name === name))]
  const rows = names.map((name) => {
    const a = now.find((group) => group.name === name)?.revenue ?? 0
    const b = before.find((group) => group.name === name)?.revenue ?? 0
    const delta = change(a, b)
    return [name, money(a, locale), money(b, locale), delta === null ? say(locale, NOT_SOLD) : percentChange(delta, locale)]
  })
  const [periodA, periodB] = [periodLabel(days.from, days.to, locale), periodLabel(other.from, other.to, locale)]
  const where = atOutlet(locale, reading.outlet)
  const parts = [...days.notes, ...other.notes, fill(locale, COMPARED_HEADER, { title: say(locale, TITLES[kind]), period: periodA, other: periodB, where })]
  if (rows.length === 0) parts.push(say(locale, NONE_RECORDED))
  else parts.push(table([say(locale, COLUMN[kind]), periodA, periodB, say(locale, CHANGE)], rows, [false, true, true, true]))
  parts.push(...unequalNote(locale, dayCount(days), dayCount(other)))
  const apart = [roundMoney(dayTotalSales(reading, days.from, days.to)), roundMoney(dayTotalSales(reading, other.from, other.to))]
  if (apart[0] !== 0 || apart[1] !== 0) parts.push(fill(locale, APART_COMPARED, { a: money(apart[0]!, locale), periodA, b: money(apart[1]!, locale), periodB }))
  return { text: parts.join('\n\n'), sources: sourcesFor(reading.uploads, [days, other], locale, { panel: PANELS[kind], outlet: reading.outlet }) }
}
