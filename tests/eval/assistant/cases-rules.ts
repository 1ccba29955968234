/**
 * Cases of the reading rules added last (docs/product.md#chat): the reading line and the words not
 * understood, like with like, refunds, the share of a payment method or channel, notes nobody asked
 * for, complete questions after another, and the days of the week. Figures from ./shop.ts's plain loops.
 */
import { count, money, quantity, share } from '../../../kernel/format'
import type { Case } from './case'
import {
  bestDay, comparing, customersIn, itemLine, itemSold, LAST_30, LAST_MONTH, LAST_WEEK, orders, rm, rowsIn, shares, sum,
  THIS_MONTH, THIS_WEEK, weekdayAverages, WEEKDAY_NAMES, WEEK_BEFORE, YESTERDAY, zhPeriod,
} from './shop'

/** The last 8 full weeks before this one: the days of the week's window when no period is named. */
const EIGHT_WEEKS = ['2026-09-21', '2026-11-15'] as const


export const CASES_RULES: Case[] = [
  // The reading line, and the words nothing read, said in the answer.
  { text: 'sales at mont kiara last week', way: 'en', topic: 'figures', contains: ['**Read as:** sales · 9–15 Nov 2026 (Mon–Sun) · Mont Kiara', `**${rm(...LAST_WEEK, 'Mont Kiara')}**`] },
  { text: 'sales last wek', way: 'en', topic: 'figures', contains: ['I did not understand “wek”', 'You did not name a period', `**${rm(...LAST_30)}**`] },
  { text: 'jualan smlmm', way: 'ms', topic: 'figures', ms: true, contains: ['Saya tidak faham “smlmm”', `**${rm(...LAST_30)}**`] },
  { text: '咖啡上个月卖了多少', way: 'zh', topic: 'figures', zh: true, contains: ['我看不懂“咖啡”', `**${rm(...LAST_MONTH)}**`] },
  { text: 'and the week before?', after: 'orders last week', way: 'en', topic: 'figures', contains: ['(following your last question)', `**${count(orders(...WEEK_BEFORE))}**`] },
  // Like with like: the longer period read for as many days as the shorter.
  { text: 'how are we doing this month vs last month, up to today?', way: 'en', topic: 'figures', contains: [...comparing(THIS_MONTH, ['2026-10-01', '2026-10-18']), '1–18 Oct 2026'] },
  { text: 'sales this month so far compared to last month', way: 'en', topic: 'figures', contains: comparing(THIS_MONTH, ['2026-10-01', '2026-10-18']) },
  { text: 'bulan ni vs bulan lepas setakat ini jualan macam mana', way: 'ms', topic: 'figures', ms: true, contains: [`**${rm(...THIS_MONTH)}**`, `**${rm('2026-10-01', '2026-10-18')}**`, '1–18 Okt 2026'] },
  { text: '这个月跟上个月同期比，生意怎样？', way: 'zh', topic: 'figures', zh: true, contains: [`**${rm(...THIS_MONTH)}**`, `**${rm('2026-10-01', '2026-10-18')}**`, zhPeriod('2026-10-01', '2026-10-18')] },
  { text: 'this week so far vs last week lah', way: 'manglish', topic: 'figures', contains: comparing(THIS_WEEK, ['2026-11-09', '2026-11-11']) },
  // Refunds: the lines with a negative amount (one, on Tuesday 10 Nov at Bangsar), beside the net sales.
  { text: 'how much did I refund last month?', way: 'en', topic: 'refunds', contains: ['No refunds are recorded for 1–31 Oct 2026', rm(...LAST_MONTH)] },
  { text: 'refunds this month', way: 'en', topic: 'refunds', contains: [`**${refunded(THIS_MONTH).amount}** on **${refunded(THIS_MONTH).lines}** line`, rm(...THIS_MONTH)] },
  { text: 'any refunds at bangsar last week?', way: 'en', topic: 'refunds', contains: [`**${refunded(LAST_WEEK, 'Bangsar').amount}**`, rm(...LAST_WEEK, 'Bangsar'), 'at Bangsar'] },
  { text: 'berapa refund bulan ni', way: 'ms', topic: 'refunds', ms: true, contains: [`**${refunded(THIS_MONTH).amount}** pada **${refunded(THIS_MONTH).lines}** baris`] },
  { text: 'ada bayaran balik tak minggu lepas kat mont kiara', way: 'ms', topic: 'refunds', ms: true, contains: ['Tiada bayaran balik (refund) direkodkan untuk 9–15 Nov 2026 (Isn–Ahd) di Mont Kiara', rm(...LAST_WEEK, 'Mont Kiara')] },
  { text: '这个月退款多少？', way: 'zh', topic: 'refunds', zh: true, contains: [`**${refunded(THIS_MONTH).amount}**`, zhPeriod(...THIS_MONTH)] },
  { text: 'refund minggu lepas how much ah', way: 'manglish', topic: 'refunds', contains: [`**${refunded(LAST_WEEK).amount}**`, '9–15 Nov 2026 (Mon–Sun)'] },
  // Shares of one payment method or channel named, of the sales that record one (delivery: the delivery platforms together).
  { text: 'What share of orders were delivery vs dine-in?', way: 'en', topic: 'channels', contains: ['I cannot give orders this way', valueShare(LAST_30, 'channel', ['foodpanda', 'GrabFood'], '**Delivery** (foodpanda, GrabFood)'), valueShare(LAST_30, 'channel', ['Dine in'])] },
  { text: 'berapa peratus bayar cash?', way: 'ms', topic: 'payments', ms: true, contains: [valueShare(LAST_30, 'payment', ['Cash'], undefined, 'daripada jualan yang merekodkan kaedah pembayaran')] },
  { text: 'how much of last month was paid by card', way: 'en', topic: 'payments', contains: [valueShare(LAST_MONTH, 'payment', ['Card'])] },
  { text: 'grabfood share this month berapa', way: 'manglish', topic: 'channels', contains: [valueShare(THIS_MONTH, 'channel', ['GrabFood'])] },
  { text: 'grabfood punya bahagian bulan ni berapa', way: 'ms', topic: 'channels', ms: true, contains: [valueShare(THIS_MONTH, 'channel', ['GrabFood'], undefined, 'daripada jualan yang merekodkan saluran')] },
  { text: '上个月现金付款占多少？', way: 'zh', topic: 'payments', zh: true, contains: [`**Cash**：**${money(valueAmount(LAST_MONTH, 'payment', ['Cash']))}**，占有记录付款方式的销售额的**${valuePercent(LAST_MONTH, 'payment', ['Cash'])}**`] },
  { text: 'shopeefood sales last week', way: 'en', topic: 'channels', contains: ['None of the sales of this period is recorded under “shopeefood” as a channel.'] },
  // No opening about what was not asked: average sales a day are the days' answer, not a note on the average order value.
  { text: 'average sales per day this month', way: 'en', topic: 'by_day', contains: bestDay(THIS_MONTH), absent: /average order value/, figure: THIS_MONTH },
  { text: 'how much do we make on average a day last week', way: 'en', topic: 'by_day', contains: bestDay(LAST_WEEK), absent: /average order value|profit/, figure: LAST_WEEK },
  { text: 'purata jualan sehari bulan lepas', way: 'ms', topic: 'by_day', ms: true, contains: [`**${rm(...LAST_MONTH)}**`], absent: /purata nilai pesanan|tidak faham/i, figure: LAST_MONTH },
  { text: 'how do my customers pay this week', way: 'en', topic: 'payments', contains: shares(THIS_WEEK, 'payment'), absent: /I cannot give customers/, figure: THIS_WEEK },
  { text: 'menu plg laris bulan lepas', way: 'ms', topic: 'best_sellers', ms: true, contains: [itemLine(LAST_MONTH, 0)], absent: /pelanggan dengan cara ini/, figure: LAST_MONTH },
  { text: '这个星期客人用什么付钱', way: 'zh', topic: 'payments', zh: true, contains: shares(THIS_WEEK, 'payment'), absent: /顾客数/, figure: THIS_WEEK },
  { text: 'berapa jualannya bulan lepas', way: 'ms', topic: 'figures', ms: true, contains: [`Jualan: **${rm(...LAST_MONTH)}**`], absent: /tidak faham/ },
  { text: 'menu apa yang paling larisnya minggu lepas', way: 'ms', topic: 'best_sellers', ms: true, contains: [itemLine(LAST_WEEK, 0)], absent: /tidak faham/, figure: LAST_WEEK },
  { text: 'brp plg datang semalam', way: 'ms', topic: 'figures', ms: true, contains: [`Pelanggan: **${count(customersIn(YESTERDAY, YESTERDAY).size)}**`] },
  { text: 'how much did we make last month', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_MONTH)}**`], absent: /profit|margin|cost/i },
  // Complete questions after another stand alone: the item's own sales, not the earlier topic.
  { text: 'how much nasi lemak biasa did we sell yesterday?', after: 'peak hours last week', standsAlone: true, way: 'en', topic: 'figures', contains: [`**${money(itemSold([YESTERDAY, YESTERDAY], 'Nasi Lemak Biasa').revenue)}** from **${quantity(itemSold([YESTERDAY, YESTERDAY], 'Nasi Lemak Biasa').quantity)}** sold`] },
  { text: 'how much did mont kiara sell last week', after: 'best sellers this month', standsAlone: true, way: 'en', topic: 'figures', contains: [`**${rm(...LAST_WEEK, 'Mont Kiara')}**`, 'at Mont Kiara'] },
  { text: 'berapa teh tarik terjual minggu lepas', after: 'waktu puncak bulan lepas', standsAlone: true, way: 'ms', topic: 'figures', ms: true, contains: [`**${money(itemSold(LAST_WEEK, 'Teh Tarik').revenue)}** daripada **${quantity(itemSold(LAST_WEEK, 'Teh Tarik').quantity)}** terjual`] },
  { text: 'kopi o上个星期卖了多少', after: '上个月几点最忙', standsAlone: true, way: 'zh', topic: 'figures', zh: true, contains: [`**${money(itemSold(LAST_WEEK, 'Kopi O').revenue)}**`] },
  { text: 'sales last wek', after: 'peak hours last month', standsAlone: true, way: 'en', topic: 'figures', contains: ['I did not understand “wek”', 'You did not name a period', `**${rm(...LAST_30)}**`] },
  { text: 'how many yesterday?', after: 'orders last week', way: 'en', topic: 'figures', contains: [`Orders: **${count(orders(YESTERDAY, YESTERDAY))}**`] },
  // Days of the week, each on average over a stated window (no period named: the last 8 full weeks, 21 Sep – 15 Nov).
  { text: 'Which day of the week is busiest?', way: 'en', topic: 'weekdays', contains: busiestWeekday('en', EIGHT_WEEKS), figure: EIGHT_WEEKS },
  { text: 'what weekday is usually the quietest', way: 'en', topic: 'weekdays', contains: [...busiestWeekday('en', EIGHT_WEEKS), 'the last 8 full weeks (21 Sep – 15 Nov 2026)'], figure: EIGHT_WEEKS },
  { text: 'which days of the week sell the most last month', way: 'en', topic: 'weekdays', contains: busiestWeekday('en', LAST_MONTH), figure: LAST_MONTH },
  { text: 'which weekday gets the most orders in october', way: 'en', topic: 'weekdays', contains: busiestWeekday('en', LAST_MONTH, 'orders'), figure: LAST_MONTH },
  { text: 'hari apa paling lengang?', way: 'ms', topic: 'weekdays', ms: true, contains: [...busiestWeekday('ms', EIGHT_WEEKS), '21 Sep – 15 Nov 2026'], figure: EIGHT_WEEKS },
  { text: 'hari apa biasanya paling ramai bulan lepas', way: 'ms', topic: 'weekdays', ms: true, contains: busiestWeekday('ms', LAST_MONTH), figure: LAST_MONTH },
  { text: '星期几最忙？', way: 'zh', topic: 'weekdays', zh: true, contains: [...busiestWeekday('zh', EIGHT_WEEKS), zhPeriod(...EIGHT_WEEKS)], figure: EIGHT_WEEKS },
  { text: '上个月礼拜几生意最差', way: 'zh', topic: 'weekdays', zh: true, contains: busiestWeekday('zh', LAST_MONTH), figure: LAST_MONTH },
  { text: 'day of the week mana paling laku ah', way: 'manglish', topic: 'weekdays', contains: busiestWeekday('en', EIGHT_WEEKS), figure: EIGHT_WEEKS },
]

/** The sales of some values of a breakdown over a period, sale rows only. */
function valueAmount([from, to]: readonly [string, string], key: 'payment' | 'channel', names: readonly string[]): number {
  return sum(rowsIn(from, to).filter((row) => names.includes(row[key]!)).map((row) => row.amount))
}
function valuePercent(period: readonly [string, string], key: 'payment' | 'channel', names: readonly string[]): string {
  return share(valueAmount(period, key, names), sum(rowsIn(...period).map((row) => row.amount)))
}
/** A named value's line as the breakdown writes it: `**Cash**: **RM1,065.00**, **25.6%** of the sales that record a payment method.` */
function valueShare(period: readonly [string, string], key: 'payment' | 'channel', names: readonly string[], label = `**${names[0]}**`, of = `of the sales that record a ${key === 'payment' ? 'payment method' : 'channel'}`): string {
  return `${label}: **${money(valueAmount(period, key, names))}**, **${valuePercent(period, key, names)}** ${of}.`
}

/** The refunds of a period: the lines with a negative amount, their sum written as money, and how many. */
function refunded([from, to]: readonly [string, string], outlet?: string): { amount: string; lines: string } {
  const lines = rowsIn(from, to, outlet).filter((row) => row.amount < 0)
  return { amount: money(-sum(lines.map((row) => row.amount))), lines: count(lines.length) }
}

/** The days of the week answer's busiest and quietest, with their averages, as it writes them. */
function busiestWeekday(language: 'en' | 'ms' | 'zh', [from, to]: readonly [string, string], value: 'revenue' | 'orders' = 'revenue'): string[] {
  const { averages, busiest, quietest } = weekdayAverages(from, to, value)
  const names = WEEKDAY_NAMES[language]
  const write = (index: number) => (value === 'revenue' ? money(averages[index]!) : quantity(averages[index]!))
  const open = language === 'zh' ? '（' : ' ('
  const close = language === 'zh' ? '）' : ')'
  return [`**${names[busiest]}**${open}${write(busiest)}${close}`, `**${names[quietest]}**${open}${write(quietest)}${close}`]
}

