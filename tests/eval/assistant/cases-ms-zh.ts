/**
 * More of the assistant's evaluation set in Malay and Simplified Chinese (./cases.ts has the `Case`
 * type and the first cases): wordings owners type that cases.ts does not hold (short forms, typos,
 * particles, fragments, commands; Chinese without spaces, with Chinese numbers and dates and names in
 * Latin letters), over every topic, period form, outlet, item, comparison, follow-up and question
 * outside the data. Every figure is computed from the shop's rows by plain loops (./shop.ts and the
 * few below), never by the code under test; kernel/format only writes them.
 */
import { count, hourSlot, money, quantity, share } from '../../../kernel/format'
import type { Case } from './case'
import {
  avgOrder, comparing, customersIn, hours, itemLine, itemSold, lapsed, LAST_14, LAST_30, LAST_7, LAST_MONTH, LAST_WEEK, lowest, orders, pct, peakHour, quietHour, repeat, revenue, rm, rowsIn, SEPTEMBER, shares, sold, sum, THIS_MONTH, THIS_WEEK, TODAY, top, WEEK_BEFORE, weekendDays, YESTERDAY, zhPeriod,
} from './shop'

type Period = readonly [string, string]

const BEFORE_YESTERDAY: Period = ['2026-11-16', '2026-11-16']
const LAST_FRIDAY: Period = ['2026-11-13', '2026-11-13']
const NOV_3: Period = ['2026-11-03', '2026-11-03']
const NOV_1_7: Period = ['2026-11-01', '2026-11-07']
const OCT_10_20: Period = ['2026-10-10', '2026-10-20']
const THIS_YEAR: Period = ['2026-01-01', TODAY]
const DAY_Y: Period = [YESTERDAY, YESTERDAY]
const DAY_T: Period = [TODAY, TODAY]
const LAST_WEEKEND: Period = ['2026-11-14', '2026-11-15']
/** The 30 days the lapsed answer looks back over, and the default period of a question naming none. */
const LAPSED_SINCE = '20 Okt – 18 Nov 2026'

/** The best day of a period by sales (the earliest of equal days). */
const bestDayOf = ([from, to]: Period) => {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  return [...ends, ...days].sort((a, b) => revenue(b, b) - revenue(a, a) || (a < b ? -1 : 1))[0]!
}
/** The quietest hour between the first and last hour with sales. */
const quietestHour = ([from, to]: Period) => {
  const byHour = hours(from, to)
  const open = byHour.map((amount, hour) => (amount !== 0 ? hour : -1)).filter((hour) => hour >= 0)
  let quiet = open[0]!
  for (let hour = open[0]!; hour <= open.at(-1)!; hour++) if (byHour[hour]! < byHour[quiet]!) quiet = hour
  return { hour: quiet, amount: byHour[quiet]! }
}
/** An outlet's busiest hour over a period, as `**slot**` and its sales. */
const outletPeakSlot = ([from, to]: Period, outlet: string) => [`**${hourSlot(peakHour(from, to, outlet))}**`, money(hours(from, to, outlet)[peakHour(from, to, outlet)]!)]
/** An outlet's best and lowest seller as the one-outlet ranking writes its first line. */
const outletFirst = (period: Period, outlet: string, worst = false) => {
  const ranked = top(period, 'item', outlet)
  const [name, amount] = (worst ? [...ranked].sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1)) : ranked)[0]!
  return `| 1 | ${name} | ${money(amount)} |`
}
/** The signed difference of two periods' sales, bold, as the comparisons write it. */
const difference = (a: Period, b: Period) => {
  const change = revenue(...a) - revenue(...b)
  return `**${change >= 0 ? '+' : '-'}${money(Math.abs(change))}**`
}
/** Weekend days and weekdays of a period, a day's sales on average each, rounded half up to the sen from whole sen (no float error). */
const weekendAverage = ([from, to]: Period) => {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  const perDay = (list: string[]) => Math.round(Math.round(sum(list.map((day) => revenue(day, day))) * 100) / list.length) / 100
  return { weekend: perDay(ends), weekday: perDay(days), weekendDays: ends.length, weekdayDays: days.length }
}
const itemsSold = (period: Period) => quantity(sum(rowsIn(...period).map((row) => row.quantity ?? 1)))
const repeatOf = (period: Period) => {
  const { buyers, repeat: back } = repeat(...period)
  return { buyers, back, first: buyers - back, line: `**${count(back)}** (${share(back, buyers)})` }
}

const ELSEWHERE_MS = 'Saya hanya melihat jualan anda sendiri, jadi saya tidak dapat memberitahu prestasi perniagaan lain'
const FUTURE_MS = 'Saya hanya membaca jualan yang sudah berlaku, dan saya tidak membuat ramalan'
const ELSEWHERE_ZH = '我只看得到您自己的销售数据，所以无法知道别家生意的情况'
const FUTURE_ZH = '我只读取已经发生的销售，不做预测'

const MALAY: Omit<Case, 'way' | 'ms'>[] = [
  // Figures: every period form, short forms, typos, particles.
  { text: 'brp jualan smlm', topic: 'figures', contains: [`Jualan: **${rm(...DAY_Y)}**`, '17 Nov 2026 (Sel)'] },
  { text: 'hari ni kedai dah jual brp ke?', topic: 'figures', contains: [`**${rm(...DAY_T)}**`, '18 Nov 2026 (Rab)'] },
  { text: 'jualan kelmarin', topic: 'figures', contains: [`Jualan: **${rm(...BEFORE_YESTERDAY)}**`, '16 Nov 2026 (Isn)'] },
  { text: 'brp pesanan bln lps', topic: 'figures', contains: [`Pesanan: **${count(orders(...LAST_MONTH))}**`, '1–31 Okt 2026'] },
  { text: 'berapa ramai pelanggan minggu ni', topic: 'figures', contains: [`Pelanggan: **${count(customersIn(...THIS_WEEK).size)}**`, '16–18 Nov 2026 (Isn–Rab)'] },
  { text: 'brp purata nilai pesanan minggu lps', topic: 'figures', contains: [`Purata nilai pesanan: **${money(avgOrder(...LAST_WEEK))}**`, '9–15 Nov 2026 (Isn–Ahd)'] },
  { text: 'jumlah jualan 14 hari lepas', topic: 'figures', contains: [`**${rm(...LAST_14)}**`, '5–18 Nov 2026'] },
  { text: 'jualan 30 hari terakhir brp', topic: 'figures', contains: [`**${rm(...LAST_30)}**`, LAPSED_SINCE] },
  { text: 'jualan bulan september', topic: 'figures', contains: [`**${rm(...SEPTEMBER)}**`] },
  { text: 'jualan dari 1 hingga 7 Nov', topic: 'figures', contains: [`**${rm(...NOV_1_7)}**`, '1–7 Nov 2026 (Ahd–Sab)'] },
  { text: 'brp jualan pada 3 Nov', topic: 'figures', contains: [`**${rm(...NOV_3)}**`, '3 Nov 2026 (Sel)'] },
  { text: 'jualan hari Jumaat minggu lepas', topic: 'figures', contains: [`**${rm(...LAST_FRIDAY)}**`, '13 Nov 2026 (Jum)'] },
  { text: 'jualan 10 okt hingga 20 okt', topic: 'figures', contains: [`**${rm(...OCT_10_20)}**`, '10–20 Okt 2026'] },
  { text: 'jualan tahun ni', topic: 'figures', contains: [`**${rm(...THIS_YEAR)}**`] },
  { text: 'jualn smlm brapa', topic: 'figures', contains: [`**${rm(...DAY_Y)}**`] },
  { text: 'brp pesanan dan pelanggan hari ni', topic: 'figures', contains: [`Pesanan: **${count(orders(...DAY_T))}**`, 'Pelanggan:'] },
  { text: 'brp untung kedai bln ni', topic: 'figures', contains: ['Saya tidak tahu kos anda', `Jualan: **${rm(...THIS_MONTH)}**`] },
  // Outlets and items named.
  { text: 'brp jualan cawangan Bangsar bln lps', topic: 'figures', contains: [`**${rm(...LAST_MONTH, 'Bangsar')}**`, 'Bangsar', '1–31 Okt 2026'] },
  { text: 'pesanan kat ss15 smlm', topic: 'figures', contains: [`Pesanan: **${count(orders(...DAY_Y, 'SS15 Subang Jaya'))}**`, 'SS15 Subang Jaya'] },
  { text: 'kedai mont kiara jual brp minggu ni', topic: 'figures', contains: [`**${rm(...THIS_WEEK, 'Mont Kiara')}**`, 'Mont Kiara'] },
  { text: 'brp teh tarik terjual minggu ni', topic: 'figures', contains: ['**Teh Tarik**', `**${money(itemSold(THIS_WEEK, 'Teh Tarik').revenue)}** daripada **${sold(THIS_WEEK, 'Teh Tarik')}** terjual`] },
  { text: 'jualan roti canai bln lps', topic: 'figures', contains: ['**Roti Canai**', `**${money(itemSold(LAST_MONTH, 'Roti Canai').revenue)}** daripada **${sold(LAST_MONTH, 'Roti Canai')}** terjual`] },
  { text: 'mee goreng mamak laku x minggu lps', topic: 'figures', contains: ['**Mee Goreng Mamak**', `**${money(itemSold(LAST_WEEK, 'Mee Goreng Mamak').revenue)}** daripada **${sold(LAST_WEEK, 'Mee Goreng Mamak')}** terjual`] },
  // Comparisons.
  { text: 'bandingkan bulan ni dgn bln lps', topic: 'figures', contains: comparing(THIS_MONTH, LAST_MONTH) },
  { text: 'jualan smlm vs kelmarin', topic: 'figures', contains: comparing(DAY_Y, BEFORE_YESTERDAY) },
  { text: 'minggu lps lagi byk jualan ke minggu sblm tu?', topic: 'figures', contains: comparing(LAST_WEEK, WEEK_BEFORE) },
  // Day by day, weekends.
  { text: 'jualan setiap hari minggu ni', topic: 'by_day', contains: [`**${rm(...THIS_WEEK)}**`, '16–18 Nov 2026 (Isn–Rab)'], figure: THIS_WEEK },
  { text: 'hari mana paling laris bln lps', topic: 'by_day', contains: [`**${rm(...LAST_MONTH)}**`, `(${money(revenue(bestDayOf(LAST_MONTH), bestDayOf(LAST_MONTH)))})`], figure: LAST_MONTH },
  { text: 'pesanan setiap hari bulan lepas', topic: 'by_day', contains: [`Pesanan mengikut hari, 1–31 Okt 2026: **${count(orders(...LAST_MONTH))}** kesemuanya`], figure: LAST_MONTH },
  { text: 'hujung minggu vs hari biasa minggu lps', topic: 'weekend_vs_weekday', contains: [`purata **${money(weekendAverage(LAST_WEEK).weekend)}** sehari bagi ${weekendAverage(LAST_WEEK).weekendDays} hari`, `**${money(weekendAverage(LAST_WEEK).weekday)}**`] },
  { text: 'jualan hujung minggu bulan ni lagi tinggi ke?', topic: 'weekend_vs_weekday', contains: [`purata **${money(weekendAverage(THIS_MONTH).weekend)}** sehari bagi ${weekendAverage(THIS_MONTH).weekendDays} hari`] },
  { text: 'sabtu ahad ke hari bekerja lagi laris bulan oktober', topic: 'weekend_vs_weekday', contains: [`**${money(weekendAverage(LAST_MONTH).weekend)}**`, `**${money(weekendAverage(LAST_MONTH).weekday)}**`] },
  // Sellers.
  { text: 'menu apa paling laris minggu lps', topic: 'best_sellers', contains: [itemLine(LAST_WEEK, 0)], figure: LAST_WEEK },
  { text: 'senaraikan 3 menu terlaris bln ni', topic: 'best_sellers', contains: [itemLine(THIS_MONTH, 0), itemLine(THIS_MONTH, 2)], figure: THIS_MONTH },
  { text: 'item paling laku kat Bangsar bln lps', topic: 'best_sellers', contains: [outletFirst(LAST_MONTH, 'Bangsar'), 'Bangsar'] },
  { text: 'menu paling laris 30 hari terakhir', topic: 'best_sellers', contains: [itemLine(LAST_30, 0)], figure: LAST_30 },
  { text: 'brp item terjual semalam', topic: 'best_sellers', contains: [`Semua item: **${itemsSold(DAY_Y)}** terjual`], figure: DAY_Y },
  { text: 'menu x laku bln ni', topic: 'worst_sellers', contains: [lowest(THIS_MONTH)], figure: THIS_MONTH },
  { text: 'menu paling kurang laris kat mont kiara minggu lps', topic: 'worst_sellers', contains: [outletFirst(LAST_WEEK, 'Mont Kiara', true), 'Mont Kiara'] },
  { text: 'apa menu yg paling sikit jual 7 hari lepas', topic: 'worst_sellers', contains: [lowest(LAST_7)], figure: LAST_7 },
  // Hours.
  { text: 'pukul brp paling sibuk bln lps', topic: 'peak_hours', contains: [`**${hourSlot(peakHour(...LAST_MONTH))}** (${money(hours(...LAST_MONTH)[peakHour(...LAST_MONTH)]!)}`], figure: LAST_MONTH },
  { text: 'waktu puncak kat Bangsar minggu ni', topic: 'peak_hours', contains: [...outletPeakSlot(THIS_WEEK, 'Bangsar'), 'Bangsar'], figure: THIS_WEEK },
  { text: 'jam sibuk smlm', topic: 'peak_hours', contains: [`**${hourSlot(peakHour(...DAY_Y))}** (${money(hours(...DAY_Y)[peakHour(...DAY_Y)]!)}`], figure: DAY_Y },
  { text: 'waktu paling lengang minggu ni', topic: 'quiet_hours', contains: [quietHour(THIS_WEEK)], figure: THIS_WEEK },
  { text: 'pukul brp kedai paling sunyi bln lps', topic: 'quiet_hours', contains: [quietHour(LAST_MONTH)], figure: LAST_MONTH },
  // Outlets, payments, channels.
  { text: 'cawangan mana paling byk jualan minggu lps', topic: 'outlets', contains: shares(LAST_WEEK, 'outlet'), figure: LAST_WEEK },
  { text: 'prestasi setiap kedai bulan ni', topic: 'outlets', contains: shares(THIS_MONTH, 'outlet'), figure: THIS_MONTH },
  { text: 'banding bangsar dgn ss15 minggu ni', topic: 'outlets', contains: shares(THIS_WEEK, 'outlet'), figure: THIS_WEEK },
  { text: 'pelanggan byr guna apa bln ni', topic: 'payments', contains: shares(THIS_MONTH, 'payment'), figure: THIS_MONTH },
  { text: 'brp jualan guna duitnow minggu lps', topic: 'payments', contains: shares(LAST_WEEK, 'payment'), figure: LAST_WEEK },
  { text: 'tunai vs ewallet 30 hari lepas', topic: 'payments', contains: shares(LAST_30, 'payment'), figure: LAST_30 },
  { text: 'jualan grabfood dan foodpanda minggu lps', topic: 'channels', contains: shares(LAST_WEEK, 'channel'), figure: LAST_WEEK },
  { text: 'bungkus vs makan kat kedai bln ni', topic: 'channels', contains: shares(THIS_MONTH, 'channel'), figure: THIS_MONTH },
  { text: 'jualan ikut saluran 14 hari lepas', topic: 'channels', contains: shares(LAST_14, 'channel'), figure: LAST_14 },
  // Customers.
  { text: 'brp pelanggan tetap datang balik minggu lps', topic: 'repeat_customers', contains: [repeatOf(LAST_WEEK).line] },
  { text: 'pelanggan baru bln lps brp org', topic: 'repeat_customers', contains: [`**${count(repeatOf(LAST_MONTH).first)}** membeli buat kali pertama`] },
  { text: 'pelanggan yg dah lama x datang', topic: 'lapsed_customers', contains: [`**${count(lapsed(TODAY).customers)}** pelanggan`, `**${money(lapsed(TODAY).spend)}**`, LAPSED_SINCE] },
  { text: 'siapa pelanggan tetap yg dah hilang', topic: 'lapsed_customers', contains: [`**${count(lapsed(TODAY).customers)}** pelanggan`, `**${money(lapsed(TODAY).spend)}**`] },
  // Advice.
  { text: 'mcm mana nak naikkan jualan kedai sy', topic: 'advice', contains: [LAPSED_SINCE] },
  { text: 'bagi cadangan utk tambah pelanggan', topic: 'advice', contains: [LAPSED_SINCE] },
  // More colloquial forms: money "masuk", a week of a month, an item at an outlet, two items, last weekend.
  { text: 'duit masuk brp smlm', topic: 'figures', contains: [`**${rm(...DAY_Y)}**`, '17 Nov 2026 (Sel)'] },
  { text: 'jualan minggu kedua oktober', topic: 'figures', contains: [`**${rm('2026-10-08', '2026-10-14')}**`, '8–14 Okt 2026'] },
  { text: 'brp cawan teh tarik terjual kat ss15 bln lps', topic: 'figures', contains: ['**Teh Tarik**', `**${money(itemSold(LAST_MONTH, 'Teh Tarik', 'SS15 Subang Jaya').revenue)}** daripada **${quantity(itemSold(LAST_MONTH, 'Teh Tarik', 'SS15 Subang Jaya').quantity)}** terjual`, 'SS15 Subang Jaya'] },
  { text: 'nasi lemak biasa lg laris dr kopi o ke bln ni', topic: 'figures', contains: ['Nasi Lemak Biasa', 'Kopi O'].map((item) => `**${item}**, 1–18 Nov 2026: **${money(itemSold(THIS_MONTH, item).revenue)}** daripada **${quantity(itemSold(THIS_MONTH, item).quantity)}** terjual`) },
  { text: 'kuih lapis mcm mana minggu ni', topic: 'figures', contains: ['**Kuih Lapis**', `**${money(itemSold(THIS_WEEK, 'Kuih Lapis').revenue)}** daripada **${sold(THIS_WEEK, 'Kuih Lapis')}** terjual`] },
  { text: 'ape menu plg laris hujung minggu lps', topic: 'best_sellers', contains: [itemLine(LAST_WEEKEND, 0)], figure: LAST_WEEKEND },
  // Follow-ups, in Malay.
  { text: 'minggu sebelum tu pulak?', after: 'jualan minggu lps', topic: 'figures', contains: [`**${rm(...WEEK_BEFORE)}**`, '2–8 Nov 2026 (Isn–Ahd)'] },
  { text: 'kat Bangsar je?', after: 'brp jualan bln lps', topic: 'figures', contains: [`**${rm(...LAST_MONTH, 'Bangsar')}**`, 'Bangsar'] },
  { text: 'bulan lepas pula?', after: 'menu paling laris minggu ni', topic: 'best_sellers', contains: [itemLine(LAST_MONTH, 0)], figure: LAST_MONTH },
  { text: 'pesanan pula brp?', after: 'jualan smlm', topic: 'figures', contains: [`Pesanan: **${count(orders(...DAY_Y))}**`] },
  // Outside the data: another business, the future.
  { text: 'brp jualan kedai mamak sebelah bln lps', topic: 'outside', contains: [ELSEWHERE_MS], absent: /\d/ },
  { text: 'restoran pesaing sy jual brp sehari', topic: 'outside', contains: [ELSEWHERE_MS], absent: /\d/ },
  { text: 'ramalan jualan bulan depan', topic: 'outside', contains: [FUTURE_MS], absent: /\d/ },
  { text: 'brp agak2 jualan minggu depan', topic: 'outside', contains: [FUTURE_MS], absent: /\d/ },
]

/** A period as the Chinese answers write it. */
const Z = (period: Period) => zhPeriod(...period)

const CHINESE: Omit<Case, 'way' | 'zh'>[] = [
  // Figures: every period form.
  { text: '昨天卖了多少钱啊', topic: 'figures', contains: [`**${rm(...DAY_Y)}**`, Z(DAY_Y)] },
  { text: '今天到现在卖了多少', topic: 'figures', contains: [`**${rm(...DAY_T)}**`, Z(DAY_T)] },
  { text: '前天的生意怎样', topic: 'figures', contains: [`**${rm(...BEFORE_YESTERDAY)}**`, Z(BEFORE_YESTERDAY)] },
  { text: '这个星期有几单了', topic: 'figures', contains: [`**${count(orders(...THIS_WEEK))}**`, Z(THIS_WEEK)] },
  { text: '上个月来了多少客人', topic: 'figures', contains: [`**${count(customersIn(...LAST_MONTH).size)}**`, Z(LAST_MONTH)] },
  { text: '上个星期平均每单多少钱', topic: 'figures', contains: [`**${money(avgOrder(...LAST_WEEK))}**`, Z(LAST_WEEK)] },
  { text: '过去14天的营业额', topic: 'figures', contains: [`**${rm(...LAST_14)}**`, Z(LAST_14)] },
  { text: '最近三十天卖了多少', topic: 'figures', contains: [`**${rm(...LAST_30)}**`, Z(LAST_30)] },
  { text: '这个月到目前为止的营业额', topic: 'figures', contains: [`**${rm(...THIS_MONTH)}**`, Z(THIS_MONTH)] },
  { text: '九月份的生意', topic: 'figures', contains: [`**${rm(...SEPTEMBER)}**`, Z(SEPTEMBER)] },
  { text: '11月1日到7日卖了多少钱', topic: 'figures', contains: [`**${rm(...NOV_1_7)}**`, Z(NOV_1_7)] },
  { text: '10月10日至20日的营业额', topic: 'figures', contains: [`**${rm(...OCT_10_20)}**`, Z(OCT_10_20)] },
  { text: '11月3日那天卖了多少', topic: 'figures', contains: [`**${rm(...NOV_3)}**`, Z(NOV_3)] },
  { text: '上星期五卖了多少', topic: 'figures', contains: [`**${rm(...LAST_FRIDAY)}**`, Z(LAST_FRIDAY)] },
  { text: '两个星期前的营业额', topic: 'figures', contains: [`**${rm(...WEEK_BEFORE)}**`, Z(WEEK_BEFORE)] },
  { text: '今年总共卖了多少', topic: 'figures', contains: [`**${rm(...THIS_YEAR)}**`] },
  { text: '昨天的单数、客人和营业额', topic: 'figures', contains: [`**${rm(...DAY_Y)}**`, `**${count(orders(...DAY_Y))}**`, `**${count(customersIn(...DAY_Y).size)}**`] },
  { text: '这个星期客单价多少', topic: 'figures', contains: [`**${money(avgOrder(...THIS_WEEK))}**`, Z(THIS_WEEK)] },
  { text: '这个月赚了多少钱', topic: 'figures', contains: [`**${rm(...THIS_MONTH)}**`] },
  // Outlets and items in Latin letters.
  { text: 'Bangsar上个月卖了多少', topic: 'figures', contains: [`**${rm(...LAST_MONTH, 'Bangsar')}**`, 'Bangsar', Z(LAST_MONTH)] },
  { text: 'ss15昨天有几单', topic: 'figures', contains: [`**${count(orders(...DAY_Y, 'SS15 Subang Jaya'))}**`, 'SS15 Subang Jaya'] },
  { text: 'Mont Kiara这个星期生意怎么样', topic: 'figures', contains: [`**${rm(...THIS_WEEK, 'Mont Kiara')}**`, 'Mont Kiara'] },
  { text: 'teh tarik这个星期卖了几杯', topic: 'best_sellers', contains: ['**Teh Tarik**', `**${sold(THIS_WEEK, 'Teh Tarik')}**`, Z(THIS_WEEK)] },
  { text: 'kopi o上个月卖了多少杯', topic: 'best_sellers', contains: ['**Kopi O**', `**${sold(LAST_MONTH, 'Kopi O')}**`, Z(LAST_MONTH)] },
  { text: 'roti canai上个星期的营业额', topic: 'figures', contains: ['**Roti Canai**', `**${money(itemSold(LAST_WEEK, 'Roti Canai').revenue)}**`] },
  // Comparisons.
  { text: '这个月跟上个月比怎样', topic: 'figures', contains: [...comparing(THIS_MONTH, LAST_MONTH).slice(0, 2), difference(THIS_MONTH, LAST_MONTH)] },
  { text: '今天和昨天比较', topic: 'figures', contains: [...comparing(DAY_T, DAY_Y).slice(0, 2), difference(DAY_T, DAY_Y)] },
  { text: '上个月比九月多卖了多少', topic: 'figures', contains: [...comparing(LAST_MONTH, SEPTEMBER).slice(0, 2), difference(LAST_MONTH, SEPTEMBER), pct(revenue(...LAST_MONTH), revenue(...SEPTEMBER))] },
  // Day by day, weekends.
  { text: '这个月每天卖多少', topic: 'by_day', contains: [`**${rm(...THIS_MONTH)}**`, Z(THIS_MONTH)], figure: THIS_MONTH },
  { text: '上个月哪一天生意最好', topic: 'by_day', contains: [`**${rm(...LAST_MONTH)}**`, money(revenue(bestDayOf(LAST_MONTH), bestDayOf(LAST_MONTH)))], figure: LAST_MONTH },
  { text: '上个星期每天几单', topic: 'by_day', contains: [`**${count(orders(...LAST_WEEK))}**`, Z(LAST_WEEK)], figure: LAST_WEEK },
  { text: '周末生意比平时好吗', topic: 'weekend_vs_weekday', contains: [`**${money(weekendAverage(LAST_30).weekend)}**`, `**${money(weekendAverage(LAST_30).weekday)}**`] },
  { text: '这个月周末和平日哪个卖得多', topic: 'weekend_vs_weekday', contains: [`**${money(weekendAverage(THIS_MONTH).weekend)}**`, `**${money(weekendAverage(THIS_MONTH).weekday)}**`, Z(THIS_MONTH)] },
  { text: '上个星期六日的生意跟平日比', topic: 'weekend_vs_weekday', contains: [`**${money(weekendAverage(LAST_WEEK).weekend)}**`, `**${money(weekendAverage(LAST_WEEK).weekday)}**`] },
  // Sellers.
  { text: '上个月最畅销的三样东西', topic: 'best_sellers', contains: [itemLine(LAST_MONTH, 0), itemLine(LAST_MONTH, 2)], figure: LAST_MONTH },
  { text: '过去7天什么卖得最好', topic: 'best_sellers', contains: [itemLine(LAST_7, 0), Z(LAST_7)], figure: LAST_7 },
  { text: 'Bangsar这个月最好卖的是什么', topic: 'best_sellers', contains: [outletFirst(THIS_MONTH, 'Bangsar'), 'Bangsar'] },
  { text: '这个星期卖最多的菜', topic: 'best_sellers', contains: [itemLine(THIS_WEEK, 0)], figure: THIS_WEEK },
  { text: '这个月什么卖得最少', topic: 'worst_sellers', contains: [lowest(THIS_MONTH)], figure: THIS_MONTH },
  { text: '上个星期最难卖的东西', topic: 'worst_sellers', contains: [lowest(LAST_WEEK)], figure: LAST_WEEK },
  { text: '哪样东西卖得不好啊', topic: 'worst_sellers', contains: [lowest(LAST_30)], figure: LAST_30 },
  // Hours.
  { text: '昨天几点最多客', topic: 'peak_hours', contains: [`**${hourSlot(peakHour(...DAY_Y))}**`, money(hours(...DAY_Y)[peakHour(...DAY_Y)]!)], figure: DAY_Y },
  { text: '这个星期的高峰时段', topic: 'peak_hours', contains: [`**${hourSlot(peakHour(...THIS_WEEK))}**`, money(hours(...THIS_WEEK)[peakHour(...THIS_WEEK)]!)], figure: THIS_WEEK },
  { text: 'Mont Kiara上个月什么时候最忙', topic: 'peak_hours', contains: [...outletPeakSlot(LAST_MONTH, 'Mont Kiara'), 'Mont Kiara'], figure: LAST_MONTH },
  { text: '上个星期几点最冷清', topic: 'quiet_hours', contains: [`**${hourSlot(quietestHour(LAST_WEEK).hour)}**`, money(quietestHour(LAST_WEEK).amount)], figure: LAST_WEEK },
  { text: '这个月哪个时段最少人', topic: 'quiet_hours', contains: [`**${hourSlot(quietestHour(THIS_MONTH).hour)}**`, money(quietestHour(THIS_MONTH).amount)], figure: THIS_MONTH },
  // Outlets, payments, channels.
  { text: '上个星期哪间分店卖最多', topic: 'outlets', contains: shares(LAST_WEEK, 'outlet'), figure: LAST_WEEK },
  { text: '三间分店这个月的营业额', topic: 'outlets', contains: shares(THIS_MONTH, 'outlet'), figure: THIS_MONTH },
  { text: 'Bangsar和Mont Kiara上个月比较', topic: 'outlets', contains: shares(LAST_MONTH, 'outlet'), figure: LAST_MONTH },
  { text: '这个星期客人用什么付钱', topic: 'payments', contains: shares(THIS_WEEK, 'payment'), figure: THIS_WEEK },
  { text: '过去30天现金和电子钱包各占多少', topic: 'payments', contains: shares(LAST_30, 'payment'), figure: LAST_30 },
  { text: '上个星期付款方式的比例', topic: 'payments', contains: shares(LAST_WEEK, 'payment'), figure: LAST_WEEK },
  { text: 'GrabFood和foodpanda这个月卖了多少', topic: 'channels', contains: shares(THIS_MONTH, 'channel'), figure: THIS_MONTH },
  { text: '上个月外卖平台占多少', topic: 'channels', contains: shares(LAST_MONTH, 'channel'), figure: LAST_MONTH },
  { text: '各个渠道过去14天的销售', topic: 'channels', contains: shares(LAST_14, 'channel'), figure: LAST_14 },
  // Customers.
  { text: '这个月回头客多少', topic: 'repeat_customers', contains: [`**${count(repeatOf(THIS_MONTH).back)}**`, `**${count(repeatOf(THIS_MONTH).buyers)}**`, Z(THIS_MONTH)] },
  { text: '上个星期有多少新客人', topic: 'repeat_customers', contains: [`**${count(repeatOf(LAST_WEEK).first)}**`, `**${count(repeatOf(LAST_WEEK).buyers)}**`] },
  { text: '有多少熟客流失了', topic: 'lapsed_customers', contains: [`**${count(lapsed(TODAY).customers)}**`, `**${money(lapsed(TODAY).spend)}**`, zhPeriod('2026-10-20', TODAY)] },
  { text: '很久没来的常客', topic: 'lapsed_customers', contains: [`**${count(lapsed(TODAY).customers)}**`, `**${money(lapsed(TODAY).spend)}**`] },
  // Advice.
  { text: '怎样才能提高生意', topic: 'advice', contains: [Z(LAST_30)] },
  { text: '给我一些建议吧', topic: 'advice', contains: [Z(LAST_30)] },
  // More forms: 礼拜, 生意额, 大前天, 分行, 这两天, 打包, two items, a week of a month.
  { text: '这礼拜生意额多少', topic: 'figures', contains: [`**${rm(...THIS_WEEK)}**`, Z(THIS_WEEK)] },
  { text: '大前天卖了多少', topic: 'figures', contains: [`**${rm('2026-11-15', '2026-11-15')}**`, zhPeriod('2026-11-15', '2026-11-15')] },
  { text: '上个礼拜五有几单', topic: 'figures', contains: [`**${count(orders(...LAST_FRIDAY))}**`, Z(LAST_FRIDAY)] },
  { text: 'Bangsar分行这个月几单', topic: 'figures', contains: [`**${count(orders(...THIS_MONTH, 'Bangsar'))}**`, 'Bangsar'] },
  { text: '这两天卖得怎样', topic: 'figures', contains: [`**${rm(YESTERDAY, TODAY)}**`, zhPeriod(YESTERDAY, TODAY)] },
  { text: '打包和堂食哪个多', topic: 'channels', contains: shares(LAST_30, 'channel'), figure: LAST_30 },
  { text: 'nasi lemak ayam跟nasi lemak biasa上个星期哪个卖得好', topic: 'figures', contains: ['Nasi Lemak Ayam', 'Nasi Lemak Biasa'].flatMap((item) => [`**${item}**`, `**${money(itemSold(LAST_WEEK, item).revenue)}**`]) },
  { text: '十月第一个星期的营业额', topic: 'figures', contains: [`**${rm('2026-10-01', '2026-10-07')}**`, zhPeriod('2026-10-01', '2026-10-07')] },
  // Follow-ups, in Chinese.
  { text: '那上上个星期呢？', after: '上个星期的营业额', topic: 'figures', contains: [`**${rm(...WEEK_BEFORE)}**`, Z(WEEK_BEFORE)] },
  { text: 'Bangsar呢', after: '上个月卖了多少', topic: 'figures', contains: [`**${rm(...LAST_MONTH, 'Bangsar')}**`, 'Bangsar'] },
  { text: '上个月呢？', after: '这个月卖得最好的三样', topic: 'best_sellers', contains: [itemLine(LAST_MONTH, 0)], figure: LAST_MONTH },
  { text: '有几单啊？', after: '昨天的营业额', topic: 'figures', contains: [`**${count(orders(...DAY_Y))}**`] },
  // Outside the data: another business, the future.
  { text: '对面那间kopitiam一个月做多少生意', topic: 'outside', contains: [ELSEWHERE_ZH], absent: /\d/ },
  { text: '别人的咖啡店上个月卖多少', topic: 'outside', contains: [ELSEWHERE_ZH], absent: /\d/ },
  { text: '下个月会卖多少钱', topic: 'outside', contains: [FUTURE_ZH], absent: /\d/ },
  { text: '预测一下明天的营业额', topic: 'outside', contains: [FUTURE_ZH], absent: /\d/ },
]

export const CASES_MS_ZH: Case[] = [
  ...MALAY.map((asked): Case => ({ ...asked, way: 'ms', ms: true })),
  ...CHINESE.map((asked): Case => ({ ...asked, way: 'zh', zh: true })),
]
