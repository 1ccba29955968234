/**
 * The assistant's evaluation set: questions as owners type them, in English, Malay, Manglish and
 * Chinese, over every topic, period form, typo, follow-up and question the data cannot answer, each
 * with the exact text its answer must hold, computed from the shop's rows by plain loops (./shop.ts).
 * Read by backend/assistant/questions.test.ts (each case a test) and `npm run eval` (the score by
 * way of writing and by topic, scripts/eval.ts).
 */
import { capabilities } from '../../../backend/assistant/answers'
import type { Topic } from '../../../backend/assistant/types'
import { CASES_EN } from './cases-en'
import { CASES_HOLDOUT } from './cases-holdout'
import { CASES_MS_ZH } from './cases-ms-zh'
import { CASES_RULES } from './cases-rules'
import { count, hourSlot, money, quantity, share } from '../../../kernel/format'
import {
  avgOrder, bestDay, comparing, countsByDay, customersIn, dayLabel, daysRanked, hours, itemComparing, itemLine, itemSold, lapsed, LAST_14, LAST_30, LAST_7, LAST_MONTH, LAST_WEEK, lowest, MANUAL, orders, ordersByDay, outletItemLine, outletPeak, OUTLETS, pct, peak, peakHour, quietHour, repeat, repeatLine, revenue, rm, rowsIn, SEPTEMBER, shares, sold, sum, THIS_MONTH, THIS_WEEK, TODAY, top, WEEK_BEFORE, weekend, weekendAverages, weekendDays, YESTERDAY, zhPeriod,
} from './shop'
import type { Case } from './case'

export type { Case, Way } from './case'

export const CASES: Case[] = [
  // Figures, English, every period form.
  { text: 'How much did I sell last week?', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_WEEK)}** (${pct(revenue(...LAST_WEEK), revenue(...WEEK_BEFORE))})`, '9–15 Nov 2026 (Mon–Sun)'] },
  { text: 'sales yesterday', way: 'en', topic: 'figures', contains: [`**${rm(YESTERDAY, YESTERDAY)}**`, '17 Nov 2026 (Tue)'] },
  { text: 'revenue today', way: 'en', topic: 'figures', contains: [`**${rm(TODAY, TODAY)}**`, '18 Nov 2026 (Wed)'] },
  { text: 'how many orders this week', way: 'en', topic: 'figures', contains: [`Orders: **${count(orders(...THIS_WEEK))}**`, '16–18 Nov 2026 (Mon–Wed)'] },
  { text: 'sales last 7 days', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_7)}**`, '12–18 Nov 2026 (Thu–Wed)'] },
  { text: 'what were my sales in the past 14 days', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_14)}**`, '5–18 Nov 2026'] },
  { text: 'total sales this month', way: 'en', topic: 'figures', contains: [`**${rm(...THIS_MONTH)}**`, '1–18 Nov 2026'] },
  { text: 'revenue last month', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_MONTH)}** (${pct(revenue(...LAST_MONTH), revenue('2026-08-31', '2026-09-30'))})`, '1–31 Oct 2026'] },
  { text: 'sales in September', way: 'en', topic: 'figures', contains: [`**${rm(...SEPTEMBER)}**`, '1–30 Sep 2026'] },
  { text: 'sales from 1 Oct to 15 Oct', way: 'en', topic: 'figures', contains: [`**${rm('2026-10-01', '2026-10-15')}**`, '1–15 Oct 2026'] },
  { text: 'sales 1-7 nov', way: 'en', topic: 'figures', contains: [`**${rm('2026-11-01', '2026-11-07')}**`, '1–7 Nov 2026 (Sun–Sat)'] },
  { text: 'sales on 3 Nov', way: 'en', topic: 'figures', contains: [`**${rm('2026-11-03', '2026-11-03')}**`, '3 Nov 2026 (Tue)'] },
  { text: 'average order value last month', way: 'en', topic: 'figures', contains: [`Average order value: **${money(avgOrder(...LAST_MONTH))}**`] },
  { text: 'how many customers last week', way: 'en', topic: 'figures', contains: [`Customers: **${count(customersIn(...LAST_WEEK).size)}**`] },
  { text: 'sales, orders and customers yesterday', way: 'en', topic: 'figures', contains: [`Sales: **${rm(YESTERDAY, YESTERDAY)}**`, `Orders: **${count(orders(YESTERDAY, YESTERDAY))}**`, `Customers: **${count(customersIn(YESTERDAY, YESTERDAY).size)}**`] },
  { text: 'sales at Bangsar last week', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_WEEK, 'Bangsar')}**`, 'at Bangsar'] },
  { text: 'how many orders did Mont Kiara get yesterday', way: 'en', topic: 'figures', contains: [`Orders: **${count(orders(YESTERDAY, YESTERDAY, 'Mont Kiara'))}**`, 'at Mont Kiara'] },
  { text: 'how many orders yesterday at ss15', way: 'en', topic: 'figures', contains: [`Orders: **${count(orders(YESTERDAY, YESTERDAY, 'SS15 Subang Jaya'))}**`, 'at SS15 Subang Jaya'] },
  { text: 'sales at kiara last week', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_WEEK, 'Mont Kiara')}**`, 'at Mont Kiara'] },
  // Malay.
  { text: 'jualan minggu lepas', way: 'ms', topic: 'figures', contains: [`Jualan: **${rm(...LAST_WEEK)}**`, '9–15 Nov 2026 (Isn–Ahd)'], ms: true },
  { text: 'berapa pelanggan datang semalam', way: 'ms', topic: 'figures', contains: [`Pelanggan: **${count(customersIn(YESTERDAY, YESTERDAY).size)}**`, '17 Nov 2026 (Sel)'], ms: true },
  { text: 'jualan bulan lepas', way: 'ms', topic: 'figures', contains: [`**${rm(...LAST_MONTH)}**`, '1–31 Okt 2026'], ms: true },
  { text: 'jualan hari ini', way: 'ms', topic: 'figures', contains: [`**${rm(TODAY, TODAY)}**`, '18 Nov 2026 (Rab)'], ms: true },
  { text: 'berapa pesanan minggu ini', way: 'ms', topic: 'figures', contains: [`Pesanan: **${count(orders(...THIS_WEEK))}**`], ms: true },
  { text: 'brp jualan bulan ni', way: 'ms', topic: 'figures', contains: [`Jualan: **${rm(...THIS_MONTH)}**`, '1–18 Nov 2026'], ms: true },
  { text: 'jualan kopi o minggu lepas', way: 'ms', topic: 'figures', contains: [`**Kopi O**`, `**${money(sum(rowsIn(...LAST_WEEK).filter((row) => row.item === 'Kopi O').map((row) => row.amount)))}** daripada **${sold(LAST_WEEK, 'Kopi O')}** terjual`], ms: true },
  { text: 'jualan 7 hari lepas', way: 'ms', topic: 'figures', contains: [`**${rm(...LAST_7)}**`], ms: true },
  { text: 'purata nilai pesanan bulan ini', way: 'ms', topic: 'figures', contains: [`Purata nilai pesanan: **${money(avgOrder(...THIS_MONTH))}**`], ms: true },
  // Manglish and typos.
  { text: 'sales semalam berapa', way: 'manglish', topic: 'figures', contains: [`Sales: **${rm(YESTERDAY, YESTERDAY)}**`] },
  { text: 'customer minggu lepas how many', way: 'manglish', topic: 'figures', contains: [`Customers: **${count(customersIn(...LAST_WEEK).size)}**`] },
  { text: 'how much did I sel last week', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_WEEK)}**`] },
  { text: 'saels yesterady', way: 'en', topic: 'figures', contains: [`**${rm(YESTERDAY, YESTERDAY)}**`] },
  { text: 'jualn minggu lps', way: 'ms', topic: 'figures', contains: [`**${rm(...LAST_WEEK)}**`], ms: true },
  // Short forms owners type ("lst", "bln lps", "org", "smlm").
  { text: 'how much did i sel lst week', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_WEEK)}** (${pct(revenue(...LAST_WEEK), revenue(...WEEK_BEFORE))})`, '9–15 Nov 2026 (Mon–Sun)'] },
  { text: 'jualan bln lps', way: 'ms', topic: 'figures', contains: [`Jualan: **${rm(...LAST_MONTH)}**`], ms: true },
  { text: 'brp org dtg smlm', way: 'ms', topic: 'figures', contains: [`Pelanggan: **${count(customersIn(YESTERDAY, YESTERDAY).size)}**`, '17 Nov 2026 (Sel)'], ms: true },
  // Comparisons.
  { text: 'compare this week with last week', way: 'en', topic: 'figures', contains: comparing(THIS_WEEK, LAST_WEEK) },
  { text: 'sales last month vs september', way: 'en', topic: 'figures', contains: comparing(LAST_MONTH, SEPTEMBER) },
  { text: 'bandingkan jualan minggu ini dengan minggu lepas', way: 'ms', topic: 'figures', contains: comparing(THIS_WEEK, LAST_WEEK), ms: true },
  { text: 'sales today vs yesterday', way: 'en', topic: 'figures', contains: comparing([TODAY, TODAY], [YESTERDAY, YESTERDAY]) },
  // By day, weekends.
  { text: 'daily sales last week', way: 'en', topic: 'by_day', contains: bestDay(LAST_WEEK), figure: LAST_WEEK },
  { text: 'jualan harian bulan lepas', way: 'ms', topic: 'by_day', contains: [`**${rm(...LAST_MONTH)}**`], ms: true, figure: LAST_MONTH },
  { text: 'weekend or weekday sales last month', way: 'en', topic: 'weekend_vs_weekday', contains: weekend(LAST_MONTH) },
  { text: 'weekend vs weekday sales last month', way: 'en', topic: 'weekend_vs_weekday', contains: weekend(LAST_MONTH) },
  { text: 'hujung minggu berbanding hari biasa bulan lepas', way: 'ms', topic: 'weekend_vs_weekday', contains: [`purata **${money(sum(weekendDays(...LAST_MONTH).weekend.map((day) => revenue(day, day))) / weekendDays(...LAST_MONTH).weekend.length)}** sehari bagi ${weekendDays(...LAST_MONTH).weekend.length} hari`], ms: true },
  { text: 'jualan hujung minggu bulan lepas', way: 'ms', topic: 'weekend_vs_weekday', contains: [`**${money(sum(weekendDays(...LAST_MONTH).weekend.map((day) => revenue(day, day))) / weekendDays(...LAST_MONTH).weekend.length)}**`], ms: true },
  // Best and worst sellers, one item.
  { text: 'best sellers this month', way: 'en', topic: 'best_sellers', contains: [itemLine(THIS_MONTH, 0), itemLine(THIS_MONTH, 1)], figure: THIS_MONTH },
  { text: 'top 3 items last week', way: 'en', topic: 'best_sellers', contains: [itemLine(LAST_WEEK, 0), itemLine(LAST_WEEK, 2)], figure: LAST_WEEK },
  { text: 'top menu minggu ni', way: 'ms', topic: 'best_sellers', contains: [itemLine(THIS_WEEK, 0)], ms: true, figure: THIS_WEEK },
  { text: 'menu paling laris bulan lepas', way: 'ms', topic: 'best_sellers', contains: [itemLine(LAST_MONTH, 0)], ms: true, figure: LAST_MONTH },
  { text: 'worst sellers last month', way: 'en', topic: 'worst_sellers', contains: [lowest(LAST_MONTH)], figure: LAST_MONTH },
  { text: 'menu paling kurang laris minggu lepas', way: 'ms', topic: 'worst_sellers', contains: [lowest(LAST_WEEK)], ms: true, figure: LAST_WEEK },
  // "nasi lemk" fits Nasi Lemak Ayam and Nasi Lemak Biasa equally: the first in the account's (alphabetical) order is read, and the other named.
  { text: 'how is nasi lemk doing this month', way: 'en', topic: 'figures', contains: ['I read your question as about **Nasi Lemak Ayam**; you may mean **Nasi Lemak Biasa**: ask about it by name.', `**Nasi Lemak Ayam**`, `**${money(sum(rowsIn(...THIS_MONTH).filter((row) => row.item === 'Nasi Lemak Ayam').map((row) => row.amount)))}** from **${sold(THIS_MONTH, 'Nasi Lemak Ayam')}** sold`] },
  { text: 'jualan nasi lemak minggu lepas', way: 'ms', topic: 'figures', contains: ['Saya membaca soalan anda sebagai tentang **Nasi Lemak Ayam**; mungkin anda maksudkan **Nasi Lemak Biasa**', `**${money(sum(rowsIn(...LAST_WEEK).filter((row) => row.item === 'Nasi Lemak Ayam').map((row) => row.amount)))}** daripada **${sold(LAST_WEEK, 'Nasi Lemak Ayam')}** terjual`], ms: true },
  { text: 'how is nasi lemak biasa doing last week', way: 'en', topic: 'figures', contains: [`**Nasi Lemak Biasa**, 9–15 Nov 2026 (Mon–Sun): **${money(sum(rowsIn(...LAST_WEEK).filter((row) => row.item === 'Nasi Lemak Biasa').map((row) => row.amount)))}** from **${sold(LAST_WEEK, 'Nasi Lemak Biasa')}** sold`] },
  { text: 'how many teh tarik sold last week', way: 'en', topic: 'figures', contains: [`from **${sold(LAST_WEEK, 'Teh Tarik')}** sold`] },
  // Hours.
  { text: 'peak hours last 30 days', way: 'en', topic: 'peak_hours', contains: [peak(LAST_30)], figure: LAST_30 },
  { text: 'peak hour yesterday', way: 'en', topic: 'peak_hours', contains: [peak([YESTERDAY, YESTERDAY])], figure: [YESTERDAY, YESTERDAY] },
  { text: 'waktu puncak minggu lepas', way: 'ms', topic: 'peak_hours', contains: [`**${hourSlot(peakHour(...LAST_WEEK))}** (${money(hours(...LAST_WEEK)[peakHour(...LAST_WEEK)]!)}`], ms: true, figure: LAST_WEEK },
  { text: 'quiet hours this month', way: 'en', topic: 'quiet_hours', contains: [quietHour(THIS_MONTH)], figure: THIS_MONTH },
  { text: 'bila waktu lengang bulan lepas', way: 'ms', topic: 'quiet_hours', contains: [quietHour(LAST_MONTH)], ms: true, figure: LAST_MONTH },
  // Outlets, payments, channels.
  { text: 'which outlet sells the most last month', way: 'en', topic: 'outlets', contains: shares(LAST_MONTH, 'outlet'), figure: LAST_MONTH },
  { text: 'which outlet sold most this week', way: 'en', topic: 'outlets', contains: shares(THIS_WEEK, 'outlet'), figure: THIS_WEEK },
  { text: 'cawangan mana paling laris bulan lepas', way: 'ms', topic: 'outlets', contains: shares(LAST_MONTH, 'outlet'), ms: true, figure: LAST_MONTH },
  { text: 'payment methods last month', way: 'en', topic: 'payments', contains: shares(LAST_MONTH, 'payment'), figure: LAST_MONTH },
  { text: 'how do my customers pay this week', way: 'en', topic: 'payments', contains: shares(THIS_WEEK, 'payment'), figure: THIS_WEEK },
  { text: 'kaedah pembayaran bulan lepas', way: 'ms', topic: 'payments', contains: shares(LAST_MONTH, 'payment'), ms: true, figure: LAST_MONTH },
  { text: 'sales by channel last month', way: 'en', topic: 'channels', contains: shares(LAST_MONTH, 'channel'), figure: LAST_MONTH },
  { text: 'how much came from grabfood and foodpanda this month', way: 'en', topic: 'channels', contains: shares(THIS_MONTH, 'channel'), figure: THIS_MONTH },
  // "By outlet", "by payment", "by hour", "by item": breakdowns.
  { text: 'sales by outlet this week', way: 'en', topic: 'outlets', contains: shares(THIS_WEEK, 'outlet'), figure: THIS_WEEK },
  { text: 'outlet sales last month', way: 'en', topic: 'outlets', contains: shares(LAST_MONTH, 'outlet'), figure: LAST_MONTH },
  { text: 'jualan ikut cawangan minggu ni', way: 'ms', topic: 'outlets', contains: shares(THIS_WEEK, 'outlet'), ms: true, figure: THIS_WEEK },
  { text: 'sales by payment this month', way: 'en', topic: 'payments', contains: shares(THIS_MONTH, 'payment'), figure: THIS_MONTH },
  { text: 'sales by hour yesterday', way: 'en', topic: 'peak_hours', contains: [peak([YESTERDAY, YESTERDAY])], figure: [YESTERDAY, YESTERDAY] },
  { text: 'sales by item last week', way: 'en', topic: 'best_sellers', contains: [itemLine(LAST_WEEK, 0), itemLine(LAST_WEEK, 1)], figure: LAST_WEEK },
  // Profit: no costs are recorded, so the sales, said to be sales.
  { text: 'profit last month', way: 'en', topic: 'figures', contains: ['I do not know your costs, so I cannot tell your profit or margin', `Sales: **${rm(...LAST_MONTH)}**`, '1–31 Oct 2026:'] },
  { text: 'how much profit did i make yesterday', way: 'en', topic: 'figures', contains: ['cannot tell your profit', `Sales: **${rm(YESTERDAY, YESTERDAY)}**`] },
  { text: 'untung bulan lepas', way: 'ms', topic: 'figures', contains: ['Saya tidak tahu kos anda, jadi saya tidak dapat mengira untung atau margin', `Jualan: **${rm(...LAST_MONTH)}**`], ms: true },
  // Customers.
  { text: 'repeat customers last month', way: 'en', topic: 'repeat_customers', contains: repeatLine(LAST_MONTH) },
  { text: 'pelanggan tetap bulan ini', way: 'ms', topic: 'repeat_customers', contains: [`**${count(repeat(...THIS_MONTH).repeat)}** (${share(repeat(...THIS_MONTH).repeat, repeat(...THIS_MONTH).buyers)})`], ms: true },
  { text: 'lapsed customers', way: 'en', topic: 'lapsed_customers', contains: [`**${count(lapsed(TODAY).customers)}** customers bought on 2 or more days`, `**${money(lapsed(TODAY).spend)}**`, '21 Aug – 19 Oct 2026', '20 Oct – 18 Nov 2026'] },
  { text: 'which regulars stopped coming', way: 'en', topic: 'lapsed_customers', contains: [`**${count(lapsed(TODAY).customers)}** customers`] },
  // An item compared over two periods: the item's own sales and quantity, never the shop's.
  { text: 'nasi lemak this week vs last week', way: 'en', topic: 'figures', contains: ['**Nasi Lemak Ayam**:', ...itemComparing('Nasi Lemak Ayam', THIS_WEEK, LAST_WEEK, ['16–18 Nov 2026 (Mon–Wed)', '9–15 Nov 2026 (Mon–Sun)']), 'you may mean **Nasi Lemak Biasa**', 'The periods have 3 and 7 days.'] },
  { text: 'teh tarik sales this month compared to last month', way: 'en', topic: 'figures', contains: ['**Teh Tarik**:', ...itemComparing('Teh Tarik', THIS_MONTH, LAST_MONTH, ['1–18 Nov 2026', '1–31 Oct 2026'])] },
  { text: 'banding jualan teh tarik minggu ni dengan minggu lepas', way: 'ms', topic: 'figures', contains: ['**Teh Tarik**:', `Jualan: **${money(itemSold(THIS_WEEK, 'Teh Tarik').revenue)}** pada 16–18 Nov 2026 (Isn–Rab) berbanding **${money(itemSold(LAST_WEEK, 'Teh Tarik').revenue)}**`, `Kuantiti terjual: **${quantity(itemSold(THIS_WEEK, 'Teh Tarik').quantity)}**`], ms: true },
  // Sellers and hours outlet by outlet; an outlet named is that outlet's.
  { text: 'best sellers by outlet last month', way: 'en', topic: 'best_sellers', contains: OUTLETS.flatMap((outlet) => [0, 1, 2].map((rank) => outletItemLine(LAST_MONTH, outlet, rank))) },
  { text: 'top 5 menu ikut cawangan bulan lepas', way: 'ms', topic: 'best_sellers', contains: [outletItemLine(LAST_MONTH, 'SS15 Subang Jaya', 4), outletItemLine(LAST_MONTH, 'Bangsar', 0)], ms: true },
  { text: 'worst 2 items by outlet last week', way: 'en', topic: 'worst_sellers', contains: OUTLETS.flatMap((outlet) => [0, 1].map((rank) => outletItemLine(LAST_WEEK, outlet, rank, true))) },
  { text: 'best sellers at Bangsar last week', way: 'en', topic: 'best_sellers', contains: [`| 1 | ${top(LAST_WEEK, 'item', 'Bangsar')[0]![0]} | ${money(top(LAST_WEEK, 'item', 'Bangsar')[0]![1])} |`, 'at Bangsar'] },
  { text: 'peak hour per outlet last month', way: 'en', topic: 'peak_hours', contains: OUTLETS.map((outlet) => outletPeak(LAST_MONTH, outlet)) },
  { text: 'waktu puncak ikut cawangan minggu lepas', way: 'ms', topic: 'peak_hours', contains: OUTLETS.map((outlet) => outletPeak(LAST_WEEK, outlet)), ms: true },
  // Weekends of two periods: both periods' averages, and the change of each.
  {
    text: 'weekends this month vs last month',
    way: 'en',
    topic: 'weekend_vs_weekday',
    contains: [
      ...weekend(THIS_MONTH),
      `In 1–31 Oct 2026: **${money(weekendAverages(LAST_MONTH).weekend)}** a weekend day over ${weekendAverages(LAST_MONTH).weekendDays} days, **${money(weekendAverages(LAST_MONTH).weekday)}** a weekday over ${weekendAverages(LAST_MONTH).weekdayDays} days; against it, weekend days **${pct(weekendAverages(THIS_MONTH).weekend, weekendAverages(LAST_MONTH).weekend)}**, weekdays **${pct(weekendAverages(THIS_MONTH).weekday, weekendAverages(LAST_MONTH).weekday)}**.`,
    ],
  },
  // An outlet typed with a space ("ss 15").
  { text: 'sales at ss 15 last week', way: 'en', topic: 'figures', contains: [`**${rm(...LAST_WEEK, 'SS15 Subang Jaya')}**`, 'at SS15 Subang Jaya'] },
  { text: 'orders yesterday at ss-15', way: 'en', topic: 'figures', contains: [`Orders: **${count(orders(YESTERDAY, YESTERDAY, 'SS15 Subang Jaya'))}**`, 'at SS15 Subang Jaya'] },
  // Margins of items: no costs, so the best sellers by sales, said to be sales.
  { text: 'which item has the best margin last month', way: 'en', topic: 'best_sellers', contains: ['I do not know your costs, so I cannot tell your profit or margin', 'Best sellers by sales, 1–31 Oct 2026:', itemLine(LAST_MONTH, 0), itemLine(LAST_MONTH, 1)], figure: LAST_MONTH },
  { text: 'menu mana paling untung bulan lepas', way: 'ms', topic: 'best_sellers', contains: ['Saya tidak tahu kos anda', itemLine(LAST_MONTH, 0)], ms: true, figure: LAST_MONTH },
  // Counts day by day are counts, not the sales.
  { text: 'orders per day last week', way: 'en', topic: 'by_day', contains: ['Orders by day, 9–15 Nov 2026 (Mon–Sun):', ...ordersByDay(LAST_WEEK)], figure: LAST_WEEK },
  { text: 'pesanan harian minggu lepas', way: 'ms', topic: 'by_day', contains: [`Pesanan mengikut hari, 9–15 Nov 2026 (Isn–Ahd): **${count(orders(...LAST_WEEK))}** kesemuanya`], ms: true, figure: LAST_WEEK },
  {
    text: 'customers per day last week',
    way: 'en',
    topic: 'by_day',
    contains: [
      `Customers by day, 9–15 Nov 2026 (Mon–Sun): ${quantity(countsByDay(LAST_WEEK, (day) => customersIn(day, day).size).average)} a day on average over 7 days (**${count(customersIn(...LAST_WEEK).size)}** different customers over the whole period)`,
      `Busiest day: **${dayLabel(countsByDay(LAST_WEEK, (day) => customersIn(day, day).size).busiest.day)}** (${count(countsByDay(LAST_WEEK, (day) => customersIn(day, day).size).busiest.value)})`,
    ],
    figure: LAST_WEEK,
  },
  // What an answer cannot split by is said, with the answer it can give.
  { text: 'payments by outlet last month', way: 'en', topic: 'payments', contains: ['I cannot give this outlet by outlet: this answer is for all outlets together.', ...shares(LAST_MONTH, 'payment')], figure: LAST_MONTH },
  { text: 'daily sales by outlet last week', way: 'en', topic: 'by_day', contains: ['I cannot give this outlet by outlet', ...bestDay(LAST_WEEK)], figure: LAST_WEEK },
  { text: 'weekend orders last month', way: 'en', topic: 'weekend_vs_weekday', contains: ['This answer is in sales (RM): I cannot give orders this way.', ...weekend(LAST_MONTH)] },
  { text: 'orders by outlet last week', way: 'en', topic: 'outlets', contains: ['I cannot give orders this way', ...shares(LAST_WEEK, 'outlet')], figure: LAST_WEEK },
  { text: 'peak hours for teh tarik last week', way: 'en', topic: 'peak_hours', contains: ['This answer is for all items together: I cannot split it by item, so it does not pick out **Teh Tarik**.', peak(LAST_WEEK)], figure: LAST_WEEK },
  // Comparisons an answer makes side by side, or says it did not make.
  { text: 'sales by outlet this week vs last week', way: 'en', topic: 'outlets', contains: top(THIS_WEEK, 'outlet').map(([outlet, amount]) => `| ${outlet} | ${money(amount)} | ${money(revenue(...LAST_WEEK, outlet))} | ${pct(amount, revenue(...LAST_WEEK, outlet))} |`) },
  { text: 'payments this month vs last month', way: 'en', topic: 'payments', contains: [...top(THIS_MONTH, 'payment').map(([method, amount]) => `| ${method} | ${money(amount)} | ${money(sum(rowsIn(...LAST_MONTH).filter((row) => row.payment === method).map((row) => row.amount)))} |`), `Manual entries have none recorded and are not in the table: ${money(0)} in 1–18 Nov 2026, ${money(MANUAL.netAmount)} in 1–31 Oct 2026.`] },
  { text: 'best sellers this week vs last week', way: 'en', topic: 'best_sellers', contains: ['I did not compare with 9–15 Nov 2026 (Mon–Sun): this answer does not cover it.', itemLine(THIS_WEEK, 0)], figure: THIS_WEEK },
  { text: 'peak hours this month vs last month', way: 'en', topic: 'peak_hours', contains: ['I did not compare with 1–31 Oct 2026', peak(THIS_MONTH)], figure: THIS_MONTH },
  // Two outlets or two items named: both answered, over the one period named.
  { text: 'bangsar vs mont kiara last week', way: 'en', topic: 'outlets', contains: shares(LAST_WEEK, 'outlet'), figure: LAST_WEEK },
  { text: 'jualan bangsar berbanding mont kiara bulan lepas', way: 'ms', topic: 'outlets', contains: shares(LAST_MONTH, 'outlet'), ms: true, figure: LAST_MONTH },
  { text: 'best sellers bangsar vs mont kiara last week', way: 'en', topic: 'best_sellers', contains: OUTLETS.map((outlet) => outletItemLine(LAST_WEEK, outlet, 0)) },
  {
    text: 'nasi lemak biasa vs teh tarik last week',
    way: 'en',
    topic: 'figures',
    contains: ['Nasi Lemak Biasa', 'Teh Tarik'].map((item) => `**${item}**, 9–15 Nov 2026 (Mon–Sun): **${money(itemSold(LAST_WEEK, item).revenue)}** from **${quantity(itemSold(LAST_WEEK, item).quantity)}** sold`),
  },
  // A part of the day is no period: said, with the hours or the whole days.
  { text: 'lunch sales last week', way: 'en', topic: 'peak_hours', contains: ['I cannot read a part of the day (breakfast, lunch, before or after an hour) as a period: here are whole days’ sales hour by hour', peak(LAST_WEEK)], figure: LAST_WEEK },
  { text: 'sales before 12pm yesterday', way: 'en', topic: 'peak_hours', contains: ['here are whole days’ sales hour by hour', peak([YESTERDAY, YESTERDAY])], figure: [YESTERDAY, YESTERDAY] },
  { text: 'sales last night', way: 'en', topic: 'figures', contains: ['this answer is for whole days', `Sales: **${rm(YESTERDAY, YESTERDAY)}**`, '17 Nov 2026 (Tue)'] },
  { text: 'jualan malam tadi', way: 'ms', topic: 'figures', contains: ['jawapan ini untuk hari penuh', `Jualan: **${rm(YESTERDAY, YESTERDAY)}**`], ms: true },
  { text: 'best sellers at lunch last week', way: 'en', topic: 'best_sellers', contains: ['this answer is for whole days', itemLine(LAST_WEEK, 0)], figure: LAST_WEEK },
  { text: 'peak day last month', way: 'en', topic: 'by_day', contains: bestDay(LAST_MONTH), figure: LAST_MONTH },
  // As many days as asked; the items' total quantity.
  { text: 'top 3 days last month', way: 'en', topic: 'by_day', contains: [`Best 3 days: ${daysRanked(LAST_MONTH, 3, false)}.`, `Lowest 3 days with sales: ${daysRanked(LAST_MONTH, 3, true)}.`], figure: LAST_MONTH },
  { text: 'worst 3 days last week', way: 'en', topic: 'by_day', contains: [`Lowest 3 days with sales: ${daysRanked(LAST_WEEK, 3, true)}.`], figure: LAST_WEEK },
  { text: 'how many items did we sell last week', way: 'en', topic: 'best_sellers', contains: [`All items together: **${quantity(sum(rowsIn(...LAST_WEEK).map((row) => row.quantity ?? 1)))}** sold, for **${money(sum(rowsIn(...LAST_WEEK).map((row) => row.amount)))}**.`], figure: LAST_WEEK },
  { text: 'berapa item terjual minggu lepas', way: 'ms', topic: 'best_sellers', contains: [`Semua item: **${quantity(sum(rowsIn(...LAST_WEEK).map((row) => row.quantity ?? 1)))}** terjual`], ms: true, figure: LAST_WEEK },
  // Some days named for an answer that reads every day; new customers are the first-time buyers.
  { text: 'best sellers on weekends last month', way: 'en', topic: 'best_sellers', contains: ['I cannot pick out some days of the period (weekends, or one weekday) for this answer', itemLine(LAST_MONTH, 0)], figure: LAST_MONTH },
  { text: 'sales on mondays last month', way: 'en', topic: 'by_day', contains: ['it reads every day of the period', ...bestDay(LAST_MONTH)], figure: LAST_MONTH },
  { text: 'new customers last month', way: 'en', topic: 'repeat_customers', contains: repeatLine(LAST_MONTH) },
  // A week of a month, and periods some time ago.
  { text: 'sales in the first week of october', way: 'en', topic: 'figures', contains: [`Sales: **${rm('2026-10-01', '2026-10-07')}**`, '1–7 Oct 2026 (Thu–Wed)'] },
  { text: 'jualan minggu terakhir bulan okt', way: 'ms', topic: 'figures', contains: [`Jualan: **${rm('2026-10-25', '2026-10-31')}**`, '25–31 Okt 2026'], ms: true },
  { text: 'sales 2 weeks ago', way: 'en', topic: 'figures', contains: [`Sales: **${rm(...WEEK_BEFORE)}**`, '2–8 Nov 2026 (Mon–Sun)'] },
  { text: 'sales 3 days ago', way: 'en', topic: 'figures', contains: [`Sales: **${rm('2026-11-15', '2026-11-15')}**`, '15 Nov 2026 (Sun)'] },
  { text: 'sales excluding grabfood last week', way: 'en', topic: 'channels', contains: ['I cannot leave a part of the sales out: this answer counts all of them.', ...shares(LAST_WEEK, 'channel')], figure: LAST_WEEK },
  { text: 'jualan tanpa grabfood minggu lepas', way: 'ms', topic: 'channels', contains: ['Saya tidak dapat mengecualikan sebahagian jualan', ...shares(LAST_WEEK, 'channel')], ms: true, figure: LAST_WEEK },
  { text: 'average order value per day last week', way: 'en', topic: 'by_day', contains: ['not the average order value: here are the sales', ...bestDay(LAST_WEEK)], figure: LAST_WEEK },
  // Chinese, as owners type it: no spaces, Chinese numbers and dates, names in Latin letters among the characters.
  { text: '这个月卖得最好的是什么？', way: 'zh', topic: 'best_sellers', contains: [itemLine(THIS_MONTH, 0), zhPeriod(...THIS_MONTH)], zh: true, figure: THIS_MONTH },
  { text: '昨天有几张单？', way: 'zh', topic: 'figures', contains: [`**${count(orders(YESTERDAY, YESTERDAY))}**`, zhPeriod(YESTERDAY, YESTERDAY)], zh: true },
  { text: '哪个分店生意最好？', way: 'zh', topic: 'outlets', contains: [...shares(LAST_30, 'outlet').slice(0, 1), zhPeriod(...LAST_30)], zh: true, figure: LAST_30 },
  { text: '上个月的营业额是多少', way: 'zh', topic: 'figures', contains: [`**${rm(...LAST_MONTH)}**`, zhPeriod(...LAST_MONTH)], zh: true },
  { text: '上个星期卖了多少钱', way: 'zh', topic: 'figures', contains: [`**${rm(...LAST_WEEK)}**`, zhPeriod(...LAST_WEEK)], zh: true },
  { text: '今天的销售额', way: 'zh', topic: 'figures', contains: [`**${rm(TODAY, TODAY)}**`, zhPeriod(TODAY, TODAY)], zh: true },
  { text: '过去7天的生意', way: 'zh', topic: 'figures', contains: [`**${rm(...LAST_7)}**`, zhPeriod(...LAST_7)], zh: true },
  { text: '最近两个星期有多少客人', way: 'zh', topic: 'figures', contains: [`**${count(customersIn(...LAST_14).size)}**`, zhPeriod(...LAST_14)], zh: true },
  { text: '这个月的平均客单价', way: 'zh', topic: 'figures', contains: [`**${money(avgOrder(...THIS_MONTH))}**`], zh: true },
  { text: 'Bangsar上个星期的营业额', way: 'zh', topic: 'figures', contains: [`**${rm(...LAST_WEEK, 'Bangsar')}**`, 'Bangsar'], zh: true },
  { text: '11月3日到9日的营业额', way: 'zh', topic: 'figures', contains: [`**${rm('2026-11-03', '2026-11-09')}**`, zhPeriod('2026-11-03', '2026-11-09')], zh: true },
  { text: '十月份卖了多少', way: 'zh', topic: 'figures', contains: [`**${rm(...LAST_MONTH)}**`, zhPeriod(...LAST_MONTH)], zh: true },
  { text: '三天前的营业额', way: 'zh', topic: 'figures', contains: [`**${rm('2026-11-15', '2026-11-15')}**`, zhPeriod('2026-11-15', '2026-11-15')], zh: true },
  { text: '上星期一有几单', way: 'zh', topic: 'figures', contains: [`**${count(orders('2026-11-09', '2026-11-09'))}**`, zhPeriod('2026-11-09', '2026-11-09')], zh: true },
  { text: '这个星期跟上个星期比较', way: 'zh', topic: 'figures', contains: comparing(THIS_WEEK, LAST_WEEK).slice(0, 2), zh: true },
  { text: '上个月卖得最差的菜', way: 'zh', topic: 'worst_sellers', contains: [lowest(LAST_MONTH)], zh: true, figure: LAST_MONTH },
  { text: '上个星期前三名的产品', way: 'zh', topic: 'best_sellers', contains: [itemLine(LAST_WEEK, 0), itemLine(LAST_WEEK, 2)], zh: true, figure: LAST_WEEK },
  { text: 'nasi lemak biasa上个星期卖了多少份', way: 'zh', topic: 'best_sellers', contains: ['**Nasi Lemak Biasa**', `**${sold(LAST_WEEK, 'Nasi Lemak Biasa')}**`], zh: true },
  { text: '上个月几点最忙？', way: 'zh', topic: 'peak_hours', contains: [`**${hourSlot(peakHour(...LAST_MONTH))}**`], zh: true, figure: LAST_MONTH },
  { text: '上个月付款方式', way: 'zh', topic: 'payments', contains: shares(LAST_MONTH, 'payment'), zh: true, figure: LAST_MONTH },
  { text: '上个星期外卖和堂食的生意', way: 'zh', topic: 'channels', contains: shares(LAST_WEEK, 'channel'), zh: true, figure: LAST_WEEK },
  { text: '上个月有几个回头客', way: 'zh', topic: 'repeat_customers', contains: [`**${count(repeat(...LAST_MONTH).repeat)}**`], zh: true },
  { text: '上个星期每天的营业额', way: 'zh', topic: 'by_day', contains: [`**${rm(...LAST_WEEK)}**`], zh: true, figure: LAST_WEEK },
  { text: '上个月周末和平日比较', way: 'zh', topic: 'weekend_vs_weekday', contains: [`**${money(weekendAverages(LAST_MONTH).weekend)}**`, `**${money(weekendAverages(LAST_MONTH).weekday)}**`], zh: true },
]

/** Questions the sales cannot answer: the honest "what I can do", no number. */
export const UNKNOWN: { text: string; language: 'en' | 'ms'; topic?: 'help' }[] = [
  { text: 'what is the weather tomorrow', language: 'en' },
  { text: 'can you book a table for me', language: 'en' },
  { text: 'asdfghjkl', language: 'en' },
  { text: 'help', language: 'en', topic: 'help' },
  // The sales are net of discounts and hold no line for them: never the net sales as their answer.
  { text: 'how much discount did we give this week', language: 'en' },
  // No sale holds a target.
  { text: 'sales vs target', language: 'en' },
]

/** A question, then a follow-up read with it as the context, and what the follow-up's answer must contain. */
export const FOLLOW_UPS: { first: string; then: string; topic: Topic; contains: string[]; ms?: boolean }[] = [
  { first: 'sales last week', topic: 'figures', then: 'and the week before?', contains: [`**${rm(...WEEK_BEFORE)}**`, '2–8 Nov 2026 (Mon–Sun)'] },
  { first: 'best sellers this month', topic: 'best_sellers', then: 'what about Bangsar?', contains: [`| 1 | ${top(THIS_MONTH, 'item', 'Bangsar')[0]![0]} | ${money(top(THIS_MONTH, 'item', 'Bangsar')[0]![1])} |`, 'at Bangsar'] },
  { first: 'berapa jualan semalam', topic: 'figures', then: 'kalau hari ini?', contains: [`**${rm(TODAY, TODAY)}**`, '18 Nov 2026 (Rab)'], ms: true },
  { first: 'sales last month', topic: 'figures', then: 'and orders?', contains: [`Orders: **${count(orders(...LAST_MONTH))}**`] },
  { first: 'peak hours last week', topic: 'peak_hours', then: 'how about last month?', contains: [`**${hourSlot(peakHour(...LAST_MONTH))}**`, '1–31 Oct 2026'] },
]

/** A Chinese answer's characters, and words only an English answer's sentences have. */
export const CHINESE = /[\u4e00-\u9fff]/
export const ENGLISH = /\b(?:Sales|Orders|Customers|You did not|I read|in total|a day|Best day|the period)\b/

/** Words only a Malay answer has. */
export const MALAY = /\b(Jualan|Pesanan|Pelanggan|Purata|Menu paling|Waktu|Hujung minggu|Cawangan|Kaedah|daripada|Tempoh|Perubahan|Hari ini|Saya|anda)\b/

/** Every case of the set: the cases above, the follow-ups, the questions no figure answers, and the further sets by way of writing. */
export const EVALUATION: readonly Case[] = [
  ...CASES,
  ...CASES_EN,
  ...CASES_RULES,
  ...CASES_MS_ZH,
  ...CASES_HOLDOUT,
  ...FOLLOW_UPS.map(({ first, then, topic, contains, ms }): Case => ({ text: then, way: ms ? 'ms' : 'en', topic, after: first, contains, ms })),
  ...UNKNOWN.map(({ text, language, topic }): Case => ({ text, way: language, topic: topic ?? 'other', contains: [capabilities(language).text], absent: /\d/ })),
]
