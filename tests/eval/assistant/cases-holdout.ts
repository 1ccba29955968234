/**
 * A held-out set of the assistant's evaluation: 80 questions (20 in each way of writing) worded
 * apart from ./cases.ts, ./cases-en.ts and ./cases-ms-zh.ts, over the days of the week, date ranges,
 * like-with-like comparisons, a period named after the topic, the slowest sellers (typed with typos),
 * repeat customers in other words, refunds, one payment method's or channel's share, complete
 * questions after another, follow-ups that lack something, questions outside the data and typos in
 * period words. It is not in EVALUATION: it measures the assistant on wordings it was not tuned to.
 * Every figure is computed from the shop's rows by plain loops (./shop.ts and the few below),
 * never by the code under test; kernel/format only writes them.
 */
import { count, DEFAULT_LOCALE, formatDay, money, quantity, share, weekdayName, type Locale } from '../../../kernel/format'
import type { Case } from './case'
import {
  comparing, customersIn, itemLine, LAST_14, LAST_30, LAST_MONTH, LAST_WEEK, lowest, orders, repeat, repeatLine, rm, rowsIn, SEPTEMBER, shares, sum, THIS_MONTH, THIS_WEEK, top, WEEK_BEFORE, weekdayAverages, WEEKDAY_NAMES, YESTERDAY, zhPeriod,
} from './shop'

type Period = readonly [string, string]

const DAY = (iso: string): Period => [iso, iso]
const Y = DAY(YESTERDAY)
const REFUND_DAY = DAY('2026-11-10')
/** No period named: the days of the week over the last 8 full weeks. */
const EIGHT_WEEKS: Period = ['2026-09-21', '2026-11-15']
/** This month and this week so far, and the same days of the month and week before. */
const OCT_SO_FAR: Period = ['2026-10-01', '2026-10-18']
const LAST_WEEK_SO_FAR: Period = ['2026-11-09', '2026-11-11']
const OCT_26_NOV_1: Period = ['2026-10-26', '2026-11-01']
const NOV_10_16: Period = ['2026-11-10', '2026-11-16']
const NOV_1_10: Period = ['2026-11-01', '2026-11-10']
const NOV_9_12: Period = ['2026-11-09', '2026-11-12']
const OCT_20_25: Period = ['2026-10-20', '2026-10-25']

/** A period as the English or Malay answers write it (names from kernel/format): `9–12 Nov 2026 (Isn–Kha)`. */
const label = ([from, to]: Period, language: 'en' | 'ms' = 'en') => {
  const locale: Locale = { ...DEFAULT_LOCALE, language }
  const weekday = (iso: string) => weekdayName((new Date(iso).getUTCDay() + 6) % 7, 'short', locale)
  if (from === to) return `${formatDay(from, true, locale)} (${weekday(from)})`
  const sameMonth = from.slice(0, 7) === to.slice(0, 7)
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
  return `${sameMonth ? String(Number(from.slice(8))) : formatDay(from, false, locale)}${sameMonth ? '–' : ' – '}${formatDay(to, true, locale)}${days <= 7 ? ` (${weekday(from)}–${weekday(to)})` : ''}`
}

/** The days of the week answer's busiest and quietest, with their averages, as it writes them. */
function weekdays(language: 'en' | 'ms' | 'zh', [from, to]: Period, value: 'revenue' | 'orders' = 'revenue'): string[] {
  const { averages, busiest, quietest } = weekdayAverages(from, to, value)
  const names = WEEKDAY_NAMES[language]
  const write = (index: number) => (value === 'revenue' ? money(averages[index]!) : quantity(averages[index]!))
  const [open, close] = language === 'zh' ? ['（', '）'] : [' (', ')']
  return [`**${names[busiest]}**${open}${write(busiest)}${close}`, `**${names[quietest]}**${open}${write(quietest)}${close}`]
}

/** The sales of some values of a breakdown, sale rows only, and their share of all sale rows. */
const valueAmount = ([from, to]: Period, key: 'payment' | 'channel', name: string) => sum(rowsIn(from, to).filter((row) => row[key] === name).map((row) => row.amount))
const valuePercent = (period: Period, key: 'payment' | 'channel', name: string) => share(valueAmount(period, key, name), sum(rowsIn(...period).map((row) => row.amount)))
/** A named value's line, as the breakdown writes it in each language. */
function valueShare(language: 'en' | 'ms' | 'zh', period: Period, key: 'payment' | 'channel', name: string): string {
  const [amount, percent] = [money(valueAmount(period, key, name)), valuePercent(period, key, name)]
  if (language === 'zh') return `**${name}**：**${amount}**，占有记录${key === 'payment' ? '付款方式' : '渠道'}的销售额的**${percent}**`
  if (language === 'ms') return `**${name}**: **${amount}**, **${percent}** daripada jualan yang merekodkan ${key === 'payment' ? 'kaedah pembayaran' : 'saluran'}.`
  return `**${name}**: **${amount}**, **${percent}** of the sales that record a ${key === 'payment' ? 'payment method' : 'channel'}.`
}

/** The refunds of a period: the lines with a negative amount, their sum written as money, and how many. */
function refunded([from, to]: Period, outlet?: string): { amount: string; lines: number } {
  const lines = rowsIn(from, to, outlet).filter((row) => row.amount < 0)
  return { amount: money(-sum(lines.map((row) => row.amount))), lines: lines.length }
}
const repeatOf = ([from, to]: Period) => {
  const { buyers, repeat: back } = repeat(from, to)
  return { buyers, back, first: buyers - back, line: `**${count(back)}** (${share(back, buyers)})` }
}
/** An outlet's lowest seller as the one-outlet ranking writes its first line. */
const outletLowest = (period: Period, outlet: string) => {
  const [name, amount] = [...top(period, 'item', outlet)].sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1))[0]!
  return `| 1 | ${name} | ${money(amount)} |`
}

// The phrases of backend/assistant/answers/outside.ts: another business, the future.
const ELSEWHERE = 'I only see your own sales, so I cannot tell how another business is doing, and I give no figure for it.'
const FUTURE = 'I read only the sales you have already made, and I do not forecast, so I give no figure for days that have not come yet.'
const ELSEWHERE_MS = 'Saya hanya melihat jualan anda sendiri, jadi saya tidak dapat memberitahu prestasi perniagaan lain'
const FUTURE_MS = 'Saya hanya membaca jualan yang sudah berlaku, dan saya tidak membuat ramalan'
const ELSEWHERE_ZH = '我只看得到您自己的销售数据，所以无法知道别家生意的情况'
const FUTURE_ZH = '我只读取已经发生的销售，不做预测'

type Asked = Omit<Case, 'way' | 'ms' | 'zh'>

const ENGLISH: Asked[] = [
  // Days of the week.
  { text: 'On average, what is my slowest day of the week?', topic: 'weekdays', contains: [...weekdays('en', EIGHT_WEEKS), 'the last 8 full weeks (21 Sep – 15 Nov 2026)'], figure: EIGHT_WEEKS },
  { text: 'best weekday for sales over the last 30 days', topic: 'weekdays', contains: weekdays('en', LAST_30), figure: LAST_30 },
  // Date ranges.
  { text: 'what did we sell between 26 Oct and 1 Nov', topic: 'figures', contains: [`**${rm(...OCT_26_NOV_1)}**`, label(OCT_26_NOV_1)] },
  { text: 'how many orders 10 nov to 16 nov', topic: 'figures', contains: [`Orders: **${count(orders(...NOV_10_16))}**`, label(NOV_10_16)] },
  // Like with like.
  { text: 'month to date vs the same days last month', topic: 'figures', contains: [...comparing(THIS_MONTH, OCT_SO_FAR), label(OCT_SO_FAR)] },
  // A period named after the topic.
  { text: 'card payments, last month?', topic: 'payments', contains: [valueShare('en', LAST_MONTH, 'payment', 'Card'), label(LAST_MONTH)], figure: LAST_MONTH },
  { text: 'outlet breakdown, october', topic: 'outlets', contains: shares(LAST_MONTH, 'outlet'), figure: LAST_MONTH },
  // The slowest sellers, with typos.
  { text: 'lowest seling items last month', topic: 'worst_sellers', contains: [lowest(LAST_MONTH)], figure: LAST_MONTH },
  // Repeat customers in other words.
  { text: "how many of last week's customers had been here before?", topic: 'repeat_customers', contains: repeatLine(LAST_WEEK) },
  // Refunds.
  { text: 'were there any refunds yesterday', topic: 'refunds', contains: [`No refunds are recorded for ${label(Y)}`, rm(...Y)] },
  { text: 'total money refunded in the last 14 days', topic: 'refunds', contains: [`**${refunded(LAST_14).amount}** on **${refunded(LAST_14).lines}** line`, rm(...LAST_14)] },
  // One payment method's or channel's share.
  { text: 'what % of sales was cash last week', topic: 'payments', contains: [valueShare('en', LAST_WEEK, 'payment', 'Cash')], figure: LAST_WEEK },
  { text: 'how big is foodpanda as a share of this month', topic: 'channels', contains: [valueShare('en', THIS_MONTH, 'channel', 'foodpanda')], figure: THIS_MONTH },
  // Complete questions after another.
  { text: 'what were total orders in september?', after: 'best sellers last week', standsAlone: true, topic: 'figures', contains: [`Orders: **${count(orders(...SEPTEMBER))}**`, label(SEPTEMBER)] },
  { text: 'which outlet had the most sales yesterday?', after: 'how much did we refund this month', standsAlone: true, topic: 'outlets', contains: shares(Y, 'outlet'), figure: Y },
  // Follow-ups that lack something.
  { text: 'and at bangsar?', after: 'refunds last week', topic: 'refunds', contains: [`**${refunded(LAST_WEEK, 'Bangsar').amount}**`, rm(...LAST_WEEK, 'Bangsar'), 'at Bangsar'] },
  { text: 'same for the month before?', after: 'how many repeat customers this month', topic: 'repeat_customers', contains: repeatLine(LAST_MONTH) },
  // Outside the data.
  { text: 'what will my takings be next weekend', topic: 'outside', contains: [FUTURE], absent: /\d/ },
  { text: 'how much does the nasi kandar shop next door make', topic: 'outside', contains: [ELSEWHERE], absent: /\d/ },
  // A typo in the period word.
  { text: 'revenue septembr', topic: 'figures', contains: [`**${rm(...SEPTEMBER)}**`, label(SEPTEMBER)] },
]

const MANGLISH: Asked[] = [
  // Days of the week.
  { text: 'which day of week paling ramai orang ah', topic: 'weekdays', contains: weekdays('en', EIGHT_WEEKS), figure: EIGHT_WEEKS },
  { text: 'weekday mana paling slow for sales', topic: 'weekdays', contains: [...weekdays('en', EIGHT_WEEKS), '21 Sep – 15 Nov 2026'], figure: EIGHT_WEEKS },
  // Date ranges.
  { text: 'sales dari 2 nov sampai 8 nov brp', topic: 'figures', contains: [`**${rm(...WEEK_BEFORE)}**`, label(WEEK_BEFORE)] },
  { text: 'orders between 1 and 10 nov berapa', topic: 'figures', contains: [`Orders: **${count(orders(...NOV_1_10))}**`, label(NOV_1_10)] },
  // Like with like.
  { text: 'this month so far vs last month same period how ah', topic: 'figures', contains: [...comparing(THIS_MONTH, OCT_SO_FAR), label(OCT_SO_FAR)] },
  { text: 'minggu ni so far compare with last week sama hari', topic: 'figures', contains: comparing(THIS_WEEK, LAST_WEEK_SO_FAR) },
  // A period named after the topic.
  { text: 'takeaway sales, minggu lepas', topic: 'channels', contains: [valueShare('en', LAST_WEEK, 'channel', 'Takeaway'), label(LAST_WEEK)], figure: LAST_WEEK },
  // The slowest sellers, with typos.
  { text: 'wrost seller this month apa', topic: 'worst_sellers', contains: [lowest(THIS_MONTH)], figure: THIS_MONTH },
  // Repeat customers in other words.
  { text: 'how many customer come back again this month ah', topic: 'repeat_customers', contains: repeatLine(THIS_MONTH) },
  // Refunds.
  { text: 'ada refund tak 10 nov', topic: 'refunds', contains: [`**${refunded(REFUND_DAY).amount}** on **${refunded(REFUND_DAY).lines}** line`, label(REFUND_DAY)] },
  { text: 'refund kat ss15 bulan ni got or not', topic: 'refunds', contains: [`No refunds are recorded for ${label(THIS_MONTH)} at SS15 Subang Jaya`, rm(...THIS_MONTH, 'SS15 Subang Jaya')] },
  // One payment method's or channel's share.
  { text: 'duitnow berapa percent last month', topic: 'payments', contains: [valueShare('en', LAST_MONTH, 'payment', 'DuitNow QR')], figure: LAST_MONTH },
  { text: 'grab punya share last week how much', topic: 'channels', contains: [valueShare('en', LAST_WEEK, 'channel', 'GrabFood')], figure: LAST_WEEK },
  // Complete questions after another.
  { text: 'berapa customer datang yesterday', after: 'sales by channel last month', standsAlone: true, topic: 'figures', contains: [`Customers: **${count(customersIn(...Y).size)}**`, label(Y)] },
  { text: 'top 3 items minggu lepas', after: 'ada refund tak bulan ni', standsAlone: true, topic: 'best_sellers', contains: [itemLine(LAST_WEEK, 0), itemLine(LAST_WEEK, 2)], figure: LAST_WEEK },
  // Follow-ups that lack something.
  { text: 'last month pulak?', after: 'cash share this month berapa', topic: 'payments', contains: [valueShare('en', LAST_MONTH, 'payment', 'Cash')], figure: LAST_MONTH },
  { text: 'what about kat mont kiara?', after: 'worst seller minggu lepas', topic: 'worst_sellers', contains: [outletLowest(LAST_WEEK, 'Mont Kiara'), 'at Mont Kiara'] },
  // Outside the data.
  { text: 'next week sales boleh predict tak', topic: 'outside', contains: [FUTURE], absent: /\d/ },
]

const MALAY: Asked[] = [
  // Written as Manglish at first, but Malay but for one word, so answered in Malay by the rule (Malay words at least three times the English).
  { text: 'competitor kat ss15 jual berapa sebulan', topic: 'outside', contains: [ELSEWHERE_MS], absent: /\d/ },
  { text: 'sales bulan lepass brp', topic: 'figures', contains: [`**${rm(...LAST_MONTH)}**`, label(LAST_MONTH, 'ms')] },
  // Days of the week.
  { text: 'hari apa dalam seminggu paling banyak jualan', topic: 'weekdays', contains: [...weekdays('ms', EIGHT_WEEKS), '21 Sep – 15 Nov 2026'], figure: EIGHT_WEEKS },
  { text: 'hari apa jualan paling rendah bulan oktober', topic: 'weekdays', contains: weekdays('ms', LAST_MONTH), figure: LAST_MONTH },
  // Date ranges.
  { text: 'berapa jualan dari 9 hingga 12 nov', topic: 'figures', contains: [`**${rm(...NOV_9_12)}**`, label(NOV_9_12, 'ms')] },
  { text: 'pesanan 20 okt sampai 25 okt', topic: 'figures', contains: [`Pesanan: **${count(orders(...OCT_20_25))}**`, label(OCT_20_25, 'ms')] },
  // Like with like.
  { text: 'jualan bulan ini berbanding bulan lepas pada tempoh yang sama', topic: 'figures', contains: [`**${rm(...THIS_MONTH)}**`, `**${rm(...OCT_SO_FAR)}**`, label(OCT_SO_FAR, 'ms')] },
  { text: 'minggu ni setakat hari ini banding minggu lepas', topic: 'figures', contains: [`**${rm(...THIS_WEEK)}**`, `**${rm(...LAST_WEEK_SO_FAR)}**`, label(LAST_WEEK_SO_FAR, 'ms')] },
  // A period named after the topic.
  { text: 'bayaran kad, bulan lepas?', topic: 'payments', contains: [valueShare('ms', LAST_MONTH, 'payment', 'Card'), label(LAST_MONTH, 'ms')], figure: LAST_MONTH },
  // The slowest sellers, with typos.
  { text: 'menu paling tak lakuu bulan lepas', topic: 'worst_sellers', contains: [lowest(LAST_MONTH)], figure: LAST_MONTH },
  // Repeat customers in other words.
  { text: 'berapa pelanggan yang beli lagi bulan ni', topic: 'repeat_customers', contains: [repeatOf(THIS_MONTH).line] },
  // Refunds.
  { text: 'berapa duit refund kat Bangsar bulan ni', topic: 'refunds', contains: [`**${refunded(THIS_MONTH, 'Bangsar').amount}** pada **${refunded(THIS_MONTH, 'Bangsar').lines}** baris`, 'di Bangsar'] },
  { text: 'bayaran balik semalam ada?', topic: 'refunds', contains: [`Tiada bayaran balik (refund) direkodkan untuk ${label(Y, 'ms')}`, rm(...Y)] },
  // One payment method's or channel's share.
  { text: 'berapa peratus jualan dari foodpanda minggu lepas', topic: 'channels', contains: [valueShare('ms', LAST_WEEK, 'channel', 'foodpanda')], figure: LAST_WEEK },
  { text: 'tunai berapa peratus bulan ni', topic: 'payments', contains: [valueShare('ms', THIS_MONTH, 'payment', 'Cash')], figure: THIS_MONTH },
  // Complete questions after another.
  { text: 'berapa pesanan di mont kiara semalam', after: 'menu paling laris bulan ni', standsAlone: true, topic: 'figures', contains: [`Pesanan: **${count(orders(...Y, 'Mont Kiara'))}**`, 'Mont Kiara'] },
  { text: 'kaedah bayaran paling popular minggu lepas', after: 'bayaran balik bulan lepas', standsAlone: true, topic: 'payments', contains: shares(LAST_WEEK, 'payment'), figure: LAST_WEEK },
  // Follow-ups that lack something.
  { text: 'minggu lepas pula?', after: 'grabfood berapa peratus bulan lepas', topic: 'channels', contains: [valueShare('ms', LAST_WEEK, 'channel', 'GrabFood')], figure: LAST_WEEK },
  { text: 'bagaimana dengan pesanan?', after: 'pelanggan minggu lepas', topic: 'figures', contains: [`Pesanan: **${count(orders(...LAST_WEEK))}**`] },
  // Outside the data.
  { text: 'jualan restoran lain kat bangsar brp', topic: 'outside', contains: [ELSEWHERE_MS], absent: /\d/ },
  { text: 'anggaran jualan tahun depan', topic: 'outside', contains: [FUTURE_MS], absent: /\d/ },
  // A typo in the period word.
  { text: 'jualan mingu lepas', topic: 'figures', contains: [`**${rm(...LAST_WEEK)}**`, label(LAST_WEEK, 'ms')] },
]

const CHINESE: Asked[] = [
  // Days of the week.
  { text: '一个星期里哪天生意最淡？', topic: 'weekdays', contains: [...weekdays('zh', EIGHT_WEEKS), zhPeriod(...EIGHT_WEEKS)], figure: EIGHT_WEEKS },
  { text: '十月份星期几卖得最多', topic: 'weekdays', contains: weekdays('zh', LAST_MONTH), figure: LAST_MONTH },
  // Date ranges.
  { text: '11月10日到16日卖了多少', topic: 'figures', contains: [`**${rm(...NOV_10_16)}**`, zhPeriod(...NOV_10_16)] },
  { text: '10月26号至11月1号的订单', topic: 'figures', contains: [`**${count(orders(...OCT_26_NOV_1))}**`, zhPeriod(...OCT_26_NOV_1)] },
  // Like with like.
  { text: '这个星期到今天为止，跟上个星期同期比', topic: 'figures', contains: [`**${rm(...THIS_WEEK)}**`, `**${rm(...LAST_WEEK_SO_FAR)}**`, zhPeriod(...LAST_WEEK_SO_FAR)] },
  { text: '本月至今和上月同期相比', topic: 'figures', contains: [`**${rm(...THIS_MONTH)}**`, `**${rm(...OCT_SO_FAR)}**`, zhPeriod(...OCT_SO_FAR)] },
  // A period named after the topic.
  { text: '刷卡的，上个月？', topic: 'payments', contains: [valueShare('zh', LAST_MONTH, 'payment', 'Card'), zhPeriod(...LAST_MONTH)], figure: LAST_MONTH },
  // The slowest sellers, with typos (的 for 得).
  { text: '这个月卖的最差的是哪样', topic: 'worst_sellers', contains: [lowest(THIS_MONTH)], figure: THIS_MONTH },
  // Repeat customers in other words.
  { text: '上个星期有多少客人是再来光顾的', topic: 'repeat_customers', contains: [`**${count(repeatOf(LAST_WEEK).back)}**`, `**${count(repeatOf(LAST_WEEK).buyers)}**`] },
  // Refunds.
  { text: '上个星期有没有退款', topic: 'refunds', contains: [`**${refunded(LAST_WEEK).amount}**`, zhPeriod(...LAST_WEEK)] },
  { text: '昨天退了多少钱', topic: 'refunds', contains: [`${zhPeriod(...Y)}没有退款记录`] },
  // One payment method's or channel's share.
  { text: '过去两个星期现金占多少巴仙', topic: 'payments', contains: [valueShare('zh', LAST_14, 'payment', 'Cash'), zhPeriod(...LAST_14)], figure: LAST_14 },
  { text: 'GrabFood占这个月营业额的百分之几', topic: 'channels', contains: [valueShare('zh', THIS_MONTH, 'channel', 'GrabFood')], figure: THIS_MONTH },
  // Complete questions after another.
  { text: 'Mont Kiara昨天卖了多少', after: '上个星期有没有退款', standsAlone: true, topic: 'figures', contains: [`**${rm(...Y, 'Mont Kiara')}**`, 'Mont Kiara'] },
  { text: '九月份有多少客人', after: '上个星期几点最忙', standsAlone: true, topic: 'figures', contains: [`**${count(customersIn(...SEPTEMBER).size)}**`, zhPeriod(...SEPTEMBER)] },
  // Follow-ups that lack something.
  { text: '那上个月呢？', after: '这个月现金占多少', topic: 'payments', contains: [valueShare('zh', LAST_MONTH, 'payment', 'Cash')], figure: LAST_MONTH },
  { text: 'SS15呢？', after: '这个月退款多少', topic: 'refunds', contains: [`${zhPeriod(...THIS_MONTH)}（分店：SS15 Subang Jaya）没有退款记录`] },
  // Outside the data.
  { text: '隔壁嘛嘛档一天赚多少', topic: 'outside', contains: [ELSEWHERE_ZH], absent: /\d/ },
  { text: '明年生意会怎样', topic: 'outside', contains: [FUTURE_ZH], absent: /\d/ },
  // A typo in the period word (其 for 期).
  { text: '上个星其卖了多少', topic: 'figures', contains: [`**${rm(...LAST_WEEK)}**`, zhPeriod(...LAST_WEEK)] },
]

export const CASES_HOLDOUT: Case[] = [
  ...ENGLISH.map((asked): Case => ({ ...asked, way: 'en' })),
  ...MANGLISH.map((asked): Case => ({ ...asked, way: 'manglish' })),
  ...MALAY.map((asked): Case => ({ ...asked, way: 'ms', ms: true })),
  ...CHINESE.map((asked): Case => ({ ...asked, way: 'zh', zh: true })),
]
