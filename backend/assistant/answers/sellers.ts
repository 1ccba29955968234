/**
 * Best and worst sellers of a period, by sales and by quantity: every item that sold (a line with a
 * positive amount) in the period, from the rollups' items of each day, refunds netted in as the
 * dashboard's Best sellers nets them; the worst are the lowest among those that sold (an item that
 * never sold in the period is not on the list: nothing says it was on the menu). With an item
 * named, that item's figures, its rank and its change against the previous period of as many days.
 */
import type { ChatFigure } from '../../../kernel/contract'
import { count, money, quantity, share } from '../../../kernel/format'
import { change, money as roundMoney, round } from '../../analytics/numbers'
import { addDays, isoDate } from '../../time/calendar'
import { localDate } from '../../analytics/festive-calendar'
import { bold, plain, table } from '../markdown'
import type { Answer, Question } from '../types'
import { listedOutlets, noOutletNote } from './outlets'
import { itemSales, readingOf, type ItemFigures, type Reading } from './reading'
import { comparedDaysToRead, dayCount, daysToRead, unequalNote, type ReadDays } from './scope'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { aside, atOutlet, entries, percentChange, periodLabel, sentences } from './text'

/** How many items a list shows when the question did not say. */
export const DEFAULT_LIMIT = 5
const MOST = 20

const BEST: Phrase = { en: 'Best sellers by sales, {period}{where}:', ms: 'Menu paling laris mengikut jualan, {period}{where}:', zh: '按销售额排名的畅销品项，{period}{where}：' }
const WORST: Phrase = { en: 'Slowest sellers by sales (items that sold at least once), {period}{where}:', ms: 'Menu paling kurang laris mengikut jualan (item yang terjual sekurang-kurangnya sekali), {period}{where}:', zh: '按销售额排名最不畅销的品项（只算至少卖出过一次的品项），{period}{where}：' }
const ALL_SOLD: Phrase = { en: 'All items together: **{quantity}** sold, for **{revenue}**.', ms: 'Semua item: **{quantity}** terjual, bernilai **{revenue}**.', zh: '所有品项合计：售出数量**{quantity}**，销售额**{revenue}**。' }
const BY_QUANTITY: Phrase = { en: 'By quantity sold: {list}.', ms: 'Mengikut kuantiti terjual: {list}.', zh: '按售出数量：{list}。' }
const BY_QUANTITY_LOW: Phrase = { en: 'Fewest sold: {list}.', ms: 'Paling sedikit terjual: {list}.', zh: '售出数量最少：{list}。' }
const HEADERS: Phrase<readonly string[]> = { en: ['#', 'Item', 'Sales', 'Quantity'], ms: ['#', 'Item', 'Jualan', 'Kuantiti'], zh: ['#', '品项', '销售额', '数量'] }
const BEST_TITLE: Phrase = { en: 'Best sellers by sales', ms: 'Menu paling laris mengikut jualan', zh: '按销售额排名的畅销品项' }
const WORST_TITLE: Phrase = { en: 'Slowest sellers by sales', ms: 'Menu paling kurang laris mengikut jualan', zh: '按销售额排名最不畅销的品项' }
const ITEM: Phrase = {
  en: '{item}, {period}{where}: **{revenue}** from **{quantity}** sold. It ranks #{rank} of {items} items by sales ({share} of item sales).',
  ms: '{item}, {period}{where}: **{revenue}** daripada **{quantity}** terjual. Ia di kedudukan #{rank} daripada {items} item mengikut jualan ({share} daripada jualan item).',
  zh: '{item}，{period}{where}：售出**{quantity}**，销售额**{revenue}**。按销售额在{items}个品项中排第{rank}名（占品项销售额的{share}）。',
}
const ITEM_CHANGE: Phrase = { en: 'Against the previous {days} days ({previous}): {change} ({before}).', ms: 'Berbanding {days} hari sebelumnya ({previous}): {change} ({before}).', zh: '与之前{days}天相比：{change}。之前那{days}天是{previous}，销售额为{before}。' }
const ITEM_NEW: Phrase = { en: 'It did not sell in the previous {days} days ({previous}).', ms: 'Ia tidak terjual dalam {days} hari sebelumnya ({previous}).', zh: '之前{days}天，即{previous}，它没有卖出。' }
const ITEM_NONE: Phrase = { en: '{item} did not sell in {period}{where}.', ms: '{item} tidak terjual pada {period}{where}.', zh: '{item}在{period}{where}没有卖出。' }
const ITEM_COMPARED: Phrase = { en: '{item}{where}:', ms: '{item}{where}:', zh: '{item}{where}：' }
const SALES_COMPARED: Phrase = {
  en: 'Sales: {a} in {periodA} against {b} in {periodB}: {difference}{percent}.',
  ms: 'Jualan: {a} pada {periodA} berbanding {b} pada {periodB}: {difference}{percent}.',
  zh: '销售额：{periodA}为{a}，{periodB}为{b}，相差{difference}{percent}。',
}
const QUANTITY_COMPARED: Phrase = {
  en: 'Quantity sold: {a} in {periodA} against {b} in {periodB}: {difference}{percent}.',
  ms: 'Kuantiti terjual: {a} pada {periodA} berbanding {b} pada {periodB}: {difference}{percent}.',
  zh: '售出数量：{periodA}为{a}，{periodB}为{b}，相差{difference}{percent}。',
}
const NO_BASE: Phrase = { en: ' (it did not sell then: no base for a percentage)', ms: ' (ia tidak terjual ketika itu: tiada asas untuk peratusan)', zh: '（当时没有卖出：没有可计算百分比的基数）' }
const PER_OUTLET: Phrase = {
  en: 'Best sellers by sales at each outlet, {period} (top {limit} of each):',
  ms: 'Menu paling laris mengikut jualan di setiap cawangan, {period} ({limit} teratas setiap satu):',
  zh: '各分店按销售额排名的畅销品项，{period}（每家前{limit}名）：',
}
const PER_OUTLET_WORST: Phrase = {
  en: 'Slowest sellers by sales at each outlet (items that sold at least once), {period} (bottom {limit} of each):',
  ms: 'Menu paling kurang laris mengikut jualan di setiap cawangan (item yang terjual sekurang-kurangnya sekali), {period} ({limit} terbawah setiap satu):',
  zh: '各分店按销售额排名最不畅销的品项（只算至少卖出过一次的品项），{period}（每家最后{limit}名）：',
}
const OUTLET_HEADERS: Phrase<readonly string[]> = {
  en: ['Outlet', '#', 'Item', 'Sales', 'Quantity'],
  ms: ['Cawangan', '#', 'Item', 'Jualan', 'Kuantiti'],
  zh: ['分店', '#', '品项', '销售额', '数量'],
}
const NO_SALES_CELL: Phrase = { en: 'no sales', ms: 'tiada jualan', zh: '没有销售' }
/** Items listed for each outlet when the question did not say: three outlets' fives would be a long table. */
const PER_OUTLET_LIMIT = 3

export async function sellersAnswer(reading: Reading, question: Question): Promise<Answer> {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  if (question.item !== null) return question.comparedTo ? itemComparison(reading, question, days) : itemAnswer(reading, question.item, days)
  if (question.byOutlet === true && reading.outlet === null) return perOutletAnswer(reading, question, days)
  const { locale } = reading
  const worst = question.topic === 'worst_sellers'
  const limit = Math.min(MOST, Math.max(1, question.limit ?? DEFAULT_LIMIT))
  const items = itemSales(reading, days.from, days.to).map(rounded)
  const byName = (a: ItemFigures, b: ItemFigures) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  const byRevenue = [...items].sort((a, b) => (worst ? a.revenue - b.revenue : b.revenue - a.revenue) || byName(a, b)).slice(0, limit)
  const byQuantity = [...items].sort((a, b) => (worst ? a.quantity - b.quantity : b.quantity - a.quantity) || byName(a, b)).slice(0, limit)
  const where = whereOf(reading)
  const rows = byRevenue.map((item, index) => [String(index + 1), item.name, money(item.revenue, locale), quantity(item.quantity, locale)])
  const text = [
    ...days.notes,
    fill(locale, worst ? WORST : BEST, { period: periodLabel(days.from, days.to, locale), where }),
    table(say(locale, HEADERS), rows, [true, false, true, true]),
    sentences(locale, [
      fill(locale, worst ? BY_QUANTITY_LOW : BY_QUANTITY, { list: entries(locale, byQuantity.map((item) => `${plain(item.name)}${aside(locale, quantity(item.quantity, locale))}`)) }),
      fill(locale, ALL_SOLD, { quantity: quantity(round(items.reduce((sum, item) => sum + item.quantity, 0), 3), locale), revenue: money(roundMoney(items.reduce((sum, item) => sum + item.revenue, 0)), locale) }),
    ]),
  ].join('\n\n')
  const figure: ChatFigure = {
    title: say(locale, worst ? WORST_TITLE : BEST_TITLE),
    unit: 'money',
    chart: 'bar',
    points: byRevenue.map((item) => ({ label: item.name, value: item.revenue })),
    period: { from: days.from, to: days.to },
  }
  return { text, sources: sourcesFor(reading.uploads, days, locale, { panel: worst ? 'Slowest sellers' : 'Best sellers', outlet: reading.outlet }), figure }
}

function itemAnswer(reading: Reading, name: string, days: ReadDays): Answer {
  const { locale } = reading
  const items = itemSales(reading, days.from, days.to).map(rounded)
  const period = periodLabel(days.from, days.to, locale)
  const where = whereOf(reading)
  const found = items.find((item) => item.name === name)
  if (!found) {
    const sources = sourcesFor(reading.uploads, days, locale, { panel: 'Best sellers', outlet: reading.outlet })
    return { text: [...days.notes, fill(locale, ITEM_NONE, { item: bold(name), period, where })].join('\n\n'), sources }
  }
  const ranked = [...items].sort((a, b) => b.revenue - a.revenue || (a.name < b.name ? -1 : 1))
  const total = items.reduce((sum, item) => sum + item.revenue, 0)
  const length = dayCount(days)
  const previous = { from: isoDate(addDays(localDate(days.from), -length)), to: isoDate(addDays(localDate(days.from), -1)) }
  const before = itemSales(reading, previous.from, previous.to).map(rounded).find((item) => item.name === name)
  const lines = [
    fill(locale, ITEM, {
      item: bold(name),
      period,
      where,
      revenue: money(found.revenue, locale),
      quantity: quantity(found.quantity, locale),
      rank: count(ranked.indexOf(found) + 1, locale),
      items: count(items.length, locale),
      share: share(found.revenue, total, 1, locale),
    }),
  ]
  const previousLabel = periodLabel(previous.from, previous.to, locale)
  const delta = before ? change(found.revenue, before.revenue) : null
  if (before && delta !== null) lines.push(fill(locale, ITEM_CHANGE, { days: String(length), previous: previousLabel, change: percentChange(delta, locale), before: money(before.revenue, locale) }))
  else if (!before && reading.span!.first < days.from) lines.push(fill(locale, ITEM_NEW, { days: String(length), previous: previousLabel }))
  return { text: [...days.notes, sentences(locale, lines)].join('\n\n'), sources: sourcesFor(reading.uploads, [days, previous], locale, { panel: 'Best sellers', outlet: reading.outlet }) }
}

/** "Nasi lemak this week vs last week": the item's sales and quantity in both periods, with the change. */
function itemComparison(reading: Reading, question: Question, days: ReadDays): Answer {
  const { locale } = reading
  const name = question.item!
  const other = comparedDaysToRead(reading, question.comparedTo!)
  if (!('from' in other)) return other
  const of = (from: string, to: string) => itemSales(reading, from, to).map(rounded).find((item) => item.name === name) ?? { name, revenue: 0, quantity: 0 }
  const [a, b] = [of(days.from, days.to), of(other.from, other.to)]
  const periodA = periodLabel(days.from, days.to, locale)
  const periodB = periodLabel(other.from, other.to, locale)
  const line = (phrase: Phrase, valueA: number, valueB: number, write: (value: number) => string) => {
    const percent = change(valueA, valueB)
    const difference = roundMoney(valueA - valueB)
    const written = write(Math.abs(difference))
    return fill(locale, phrase, {
      a: bold(write(valueA)),
      b: bold(write(valueB)),
      periodA,
      periodB,
      difference: bold(/[1-9]/.test(written) ? `${difference > 0 ? '+' : '-'}${written}` : written),
      percent: percent === null ? say(locale, NO_BASE) : aside(locale, percentChange(percent, locale)),
    })
  }
  const lines = [
    line(SALES_COMPARED, a.revenue, b.revenue, (value) => money(value, locale)),
    line(QUANTITY_COMPARED, a.quantity, b.quantity, (value) => quantity(value, locale)),
  ]
  const notes = [...days.notes, ...other.notes, ...unequalNote(locale, dayCount(days), dayCount(other))]
  const text = [fill(locale, ITEM_COMPARED, { item: bold(name), where: whereOf(reading) }), lines.map((entry) => `- ${entry}`).join('\n'), sentences(locale, notes)].filter(Boolean).join('\n\n')
  return { text, sources: sourcesFor(reading.uploads, [days, other], locale, { panel: 'Best sellers', outlet: reading.outlet }) }
}

/** "Best sellers by outlet": each outlet's top items (by sales), one table, outlets in the account's order. */
async function perOutletAnswer(reading: Reading, question: Question, days: ReadDays): Promise<Answer> {
  const { locale } = reading
  const worst = question.topic === 'worst_sellers'
  const limit = Math.min(MOST, Math.max(1, question.limit ?? PER_OUTLET_LIMIT))
  const rows: string[][] = []
  const listed = await listedOutlets(reading.ctx, reading.accountId, limit, locale)
  for (const outlet of listed.outlets) {
    const items = itemSales(await readingOf(reading.ctx, reading.accountId, outlet, locale.language), days.from, days.to).map(rounded)
    const ranked = items.sort((a, b) => (worst ? a.revenue - b.revenue : b.revenue - a.revenue) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, limit)
    if (ranked.length === 0) rows.push([outlet, '', say(locale, NO_SALES_CELL), '', ''])
    ranked.forEach((item, index) => rows.push([outlet, String(index + 1), item.name, money(item.revenue, locale), quantity(item.quantity, locale)]))
  }
  const text = [
    ...days.notes,
    fill(locale, worst ? PER_OUTLET_WORST : PER_OUTLET, { period: periodLabel(days.from, days.to, locale), limit: String(limit) }),
    table(say(locale, OUTLET_HEADERS), rows, [false, true, false, true, true]),
    ...(listed.more ? [listed.more] : []),
    ...[noOutletNote(reading, days.from, days.to)].filter((note): note is string => note !== null),
  ].join('\n\n')
  return { text, sources: sourcesFor(reading.uploads, days, locale, { panel: worst ? 'Slowest sellers' : 'Best sellers' }) }
}

function rounded(item: ItemFigures): ItemFigures {
  return { name: item.name, revenue: roundMoney(item.revenue), quantity: round(item.quantity, 3) }
}

function whereOf({ locale, outlet }: Reading): string {
  return atOutlet(locale, outlet)
}
