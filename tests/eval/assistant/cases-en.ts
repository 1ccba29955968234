/**
 * More of the assistant's evaluation set, in English and Manglish (English and Malay in one
 * sentence, answered in English): wordings owners type that ./cases.ts does not hold (commands,
 * fragments, typos, "ah/lah", polite forms), over every topic and period form, outlets and items
 * typed partially, comparisons, follow-ups and questions outside the data. Every figure is computed
 * from the shop's rows by plain loops (./shop.ts) and written by kernel/format, never by the code
 * under test.
 */
import { count, hourSlot, money, quantity, share } from '../../../kernel/format'
import type { Case } from './case'
import {
  avgOrder, bestDay, comparing, customersIn, dayAfter, daysRanked, grouped, hours, itemLine, itemSold, lapsed, LAST_14, LAST_30, LAST_7, LAST_MONTH, LAST_WEEK, lowest, orders, ordersByDay, pct, peak, peakHour, quietHour, repeatLine, revenue, rm, SEPTEMBER, shares, sum, THIS_MONTH, THIS_WEEK, TODAY, top, WEEK_BEFORE, weekendDays, YESTERDAY,
} from './shop'

type Period = readonly [string, string]

const DAY = (iso: string): Period => [iso, iso]
const Y = DAY(YESTERDAY)
const T = DAY(TODAY)
const DAY_BEFORE = DAY('2026-11-16')
const LAST_10 = ['2026-11-09', TODAY] as const
const LAST_3 = ['2026-11-16', TODAY] as const
const FIRST_WEEK_NOV = ['2026-11-01', '2026-11-07'] as const
const NOV_3_TO_9 = ['2026-11-03', '2026-11-09'] as const
const OCT_20_TO_NOV_5 = ['2026-10-20', '2026-11-05'] as const
const THREE_WEEKS_AGO = ['2026-10-26', '2026-11-01'] as const
const MANUAL_DAY = DAY('2026-10-05')

/** The previous period of as many days, as a figure's change is taken against. */
const before = ([from, to]: Period): Period => {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
  return [dayAfter(from, -days), dayAfter(from, -1)]
}
/** `Sales: **RM1,234.50** (+5.0%)` for a period over before today (the change against the previous days). */
const salesWithChange = (period: Period, outlet?: string) => `Sales: **${rm(...period, outlet)}** (${pct(revenue(...period, outlet), revenue(...before(period), outlet))})`
/** An item's line: `**Teh Tarik**, 9–15 Nov 2026 (Mon–Sun): **RM42.00** from **10** sold`. */
const itemFigure = (period: Period, item: string, label: string, outlet?: string) => {
  const { revenue: amount, quantity: sold } = itemSold(period, item, outlet)
  return `**${item}**, ${label}${outlet ? ` at ${outlet}` : ''}: **${money(amount)}** from **${quantity(sold)}** sold`
}
const signed = (difference: number, write: (value: number) => string) => (difference === 0 ? write(0) : `${difference > 0 ? '+' : '-'}${write(Math.abs(difference))}`)
/** Two periods of a count side by side, as the comparison writes them. */
const countCompared = (measure: 'Orders' | 'Customers', a: Period, b: Period, labels: readonly [string, string], value: (from: string, to: string) => number) => {
  const [now, then] = [value(...a), value(...b)]
  return `${measure}: **${count(now)}** in ${labels[0]} against **${count(then)}** in ${labels[1]}: **${signed(now - then, count)}** (${pct(now, then)})`
}
/** One outlet's sales over two periods, as the comparison writes them. */
const outletCompared = (outlet: string, a: Period, b: Period, labels: readonly [string, string]) => {
  const [now, then] = [revenue(...a, outlet), revenue(...b, outlet)]
  return `Sales: **${money(now)}** in ${labels[0]} against **${money(then)}** in ${labels[1]}: **${signed(now - then, money)}** (${pct(now, then)})`
}
/** One outlet's breakdown rows: `| Cash | RM120.00 | 35.0% |`. */
const outletShares = ([from, to]: Period, key: 'payment' | 'channel', outlet: string) => {
  const groups = grouped(from, to, key, undefined, outlet)
  const total = sum(groups.map(([, amount]) => amount))
  return groups.map(([name, amount]) => `| ${name} | ${money(amount)} | ${share(amount, total)} |`)
}
/** One outlet's peak hour, inline: `**18:00–19:00** (RM51.90, 14.3% of timed sales)`. */
const outletPeakInline = ([from, to]: Period, outlet: string) => {
  const byHour = hours(from, to, outlet)
  const hour = peakHour(from, to, outlet)
  return `**${hourSlot(hour)}** (${money(byHour[hour]!)}, ${share(byHour[hour]!, sum(byHour))} of timed sales)`
}
/** One outlet's best seller of a rank: `| 1 | Nasi Lemak Ayam | RM245.10 |`. */
const outletTop = (period: Period, outlet: string, rank: number) => {
  const [name, amount] = top(period, 'item', outlet)[rank]!
  return `| ${rank + 1} | ${name} | ${money(amount)} |`
}
/** Weekend days against weekdays, each a day's sales on average rounded to the sen (as the answer rounds them, half up). */
const weekend = ([from, to]: Period) => {
  const { weekend: ends, weekday: days } = weekendDays(from, to)
  // In whole sen, so a half sen rounds up (RM1,428.20 over 8 days is RM178.53), not as the float falls.
  const perDay = (list: string[]) => Math.round(sum(list.map((day) => Math.round(revenue(day, day) * 100))) / list.length) / 100
  return [`**${money(perDay(ends))}** a day on average over ${ends.length} days`, `**${money(perDay(days))}** a day over ${days.length} days`]
}
const lowestDay = (period: Period) => `Lowest day with sales: ${daysRanked(period, 1, true)}`
const advice = (label: string, outlet?: string) => `What I would do next, from the dashboard’s insights for ${label}${outlet ? ` at ${outlet}` : ''}:`
const FUTURE = 'I read only the sales you have already made, and I do not forecast, so I give no figure for days that have not come yet.'
const ELSEWHERE = 'I only see your own sales, so I cannot tell how another business is doing, and I give no figure for it.'

const en = (text: string, topic: Case['topic'], contains: string[], more: Partial<Case> = {}): Case => ({ text, way: 'en', topic, contains, ...more })
const mg = (text: string, topic: Case['topic'], contains: string[], more: Partial<Case> = {}): Case => ({ text, way: 'manglish', topic, contains, ...more })
const outside = (way: 'en' | 'manglish', text: string, phrase: string): Case => ({ text, way, topic: 'outside', contains: [phrase], absent: /\d/ })

const ENGLISH_CASES: Case[] = [
  // Figures, every period form, as owners ask and type them.
  en('How much did we make yesterday?', 'figures', [salesWithChange(Y), '17 Nov 2026 (Tue)']),
  en('whats my revenu so far today', 'figures', [`Sales: **${rm(...T)}**`, '18 Nov 2026 (Wed)']),
  en('total takings last week pls', 'figures', [salesWithChange(LAST_WEEK), '9–15 Nov 2026 (Mon–Sun)']),
  en('orders yesturday', 'figures', [`Orders: **${count(orders(...Y))}**`, '17 Nov 2026 (Tue)']),
  en('How many custmers came in this week?', 'figures', [`Customers: **${count(customersIn(...THIS_WEEK).size)}**`, '16–18 Nov 2026 (Mon–Wed)']),
  en("what's the average spend per order this month", 'figures', [`Average order value: **${money(avgOrder(...THIS_MONTH))}**`, '1–18 Nov 2026']),
  en('avg bill size last week', 'figures', [`Average order value: **${money(avgOrder(...LAST_WEEK))}**`, '9–15 Nov 2026 (Mon–Sun)']),
  en('Show me sales for the last 10 days', 'figures', [`Sales: **${rm(...LAST_10)}**`, '9–18 Nov 2026']),
  en('revenue past 3 days', 'figures', [`Sales: **${rm(...LAST_3)}**`, '16–18 Nov 2026 (Mon–Wed)']),
  en('How did October go?', 'figures', [salesWithChange(LAST_MONTH), '1–31 Oct 2026']),
  en('sales for november so far', 'figures', [`Sales: **${rm(...THIS_MONTH)}**`, '1–18 Nov 2026']),
  en('sales between 3 and 9 Nov', 'figures', [salesWithChange(NOV_3_TO_9), '3–9 Nov 2026 (Tue–Mon)']),
  en('revenue from 20 oct till 5 nov', 'figures', [salesWithChange(OCT_20_TO_NOV_5), '20 Oct – 5 Nov 2026']),
  en('what did we take on 5 Oct', 'figures', [salesWithChange(MANUAL_DAY), '5 Oct 2026 (Mon)']),
  en('sales on the 14th', 'figures', [salesWithChange(DAY('2026-11-14')), '14 Nov 2026 (Sat)']),
  en('How much did we sell last Saturday?', 'figures', [salesWithChange(DAY('2026-11-14')), '14 Nov 2026 (Sat)']),
  en('sales three weeks ago', 'figures', [salesWithChange(THREE_WEEKS_AGO), '26 Oct – 1 Nov 2026 (Mon–Sun)']),
  en('number of orders in september', 'figures', [`Orders: **${count(orders(...SEPTEMBER))}**`]),
  en('How many customers did we serve last month', 'figures', [`Customers: **${count(customersIn(...LAST_MONTH).size)}**`, '1–31 Oct 2026']),
  en('total revenue for 12 nov', 'figures', [salesWithChange(DAY('2026-11-12')), '12 Nov 2026 (Thu)']),
  // Typos in the period words.
  en('sales las mnth', 'figures', [salesWithChange(LAST_MONTH), '1–31 Oct 2026']),
  en('revenue thsi week', 'figures', [`Sales: **${rm(...THIS_WEEK)}**`, '16–18 Nov 2026 (Mon–Wed)']),
  en('orders tdy', 'figures', [`Orders: **${count(orders(...T))}**`, '18 Nov 2026 (Wed)']),
  en('top sellers novmber', 'best_sellers', [itemLine(THIS_MONTH, 0), itemLine(THIS_MONTH, 1)], { figure: THIS_MONTH }),
  en('peak hours septmber', 'peak_hours', [peak(SEPTEMBER)], { figure: SEPTEMBER }),
  en('sales for the week of 2 nov', 'figures', [salesWithChange(WEEK_BEFORE), '2–8 Nov 2026 (Mon–Sun)']),
  en('customers in the first week of nov', 'figures', [`Customers: **${count(customersIn(...FIRST_WEEK_NOV).size)}**`, '1–7 Nov 2026 (Sun–Sat)']),
  // An outlet named, in full, partly or with a typo.
  en('sales at mont kiarra yesterday', 'figures', [salesWithChange(Y, 'Mont Kiara'), 'at Mont Kiara']),
  en('Bangsar revenue yesterday', 'figures', [salesWithChange(Y, 'Bangsar'), 'at Bangsar']),
  en('how much did subang make this month', 'figures', [`Sales: **${rm(...THIS_MONTH, 'SS15 Subang Jaya')}**`, 'at SS15 Subang Jaya']),
  en('mont kiera sales last 7 days', 'figures', [`Sales: **${rm(...LAST_7, 'Mont Kiara')}**`, 'at Mont Kiara']),
  en('bangsr orders last week', 'figures', [`Orders: **${count(orders(...LAST_WEEK, 'Bangsar'))}**`, 'at Bangsar']),
  en('Could you tell me the sales at SS15 Subang Jaya in October please', 'figures', [salesWithChange(LAST_MONTH, 'SS15 Subang Jaya'), 'at SS15 Subang Jaya']),
  // An item named, in full, partly or with a typo.
  en('how much roti canai did we sell this week', 'figures', [itemFigure(THIS_WEEK, 'Roti Canai', '16–18 Nov 2026 (Mon–Wed)')]),
  en('teh tarek sales last month', 'figures', [itemFigure(LAST_MONTH, 'Teh Tarik', '1–31 Oct 2026')]),
  en('mee goreng last 14 days', 'figures', [itemFigure(LAST_14, 'Mee Goreng Mamak', '5–18 Nov 2026')]),
  en('kopi o sales at bangsar last week', 'figures', [itemFigure(LAST_WEEK, 'Kopi O', '9–15 Nov 2026 (Mon–Sun)', 'Bangsar')]),
  en('how many nasi lemak ayam did we sell in october?', 'figures', [itemFigure(LAST_MONTH, 'Nasi Lemak Ayam', '1–31 Oct 2026')]),
  en('kuih lapis yesterday', 'figures', [itemFigure(Y, 'Kuih Lapis', '17 Nov 2026 (Tue)')]),
  // Comparisons.
  en('how does this month compare to last month', 'figures', comparing(THIS_MONTH, LAST_MONTH)),
  en('yesterday vs the day before', 'figures', comparing(Y, DAY_BEFORE)),
  en('october vs september revenue', 'figures', comparing(LAST_MONTH, SEPTEMBER)),
  en('Compare last week to the week before', 'figures', comparing(LAST_WEEK, WEEK_BEFORE)),
  en('orders last week vs 2 weeks ago', 'figures', [countCompared('Orders', LAST_WEEK, WEEK_BEFORE, ['9–15 Nov 2026 (Mon–Sun)', '2–8 Nov 2026 (Mon–Sun)'], orders)]),
  en('bangsar this month vs last month', 'figures', ['Bangsar:', outletCompared('Bangsar', THIS_MONTH, LAST_MONTH, ['1–18 Nov 2026', '1–31 Oct 2026'])]),
  en('customers this month versus last month', 'figures', [countCompared('Customers', THIS_MONTH, LAST_MONTH, ['1–18 Nov 2026', '1–31 Oct 2026'], (from, to) => customersIn(from, to).size)]),
  // Day by day.
  en('which day was busiest last week', 'by_day', bestDay(LAST_WEEK), { figure: LAST_WEEK }),
  en('day by day sales this month', 'by_day', bestDay(THIS_MONTH), { figure: THIS_MONTH }),
  en('what was our best day in october', 'by_day', bestDay(LAST_MONTH), { figure: LAST_MONTH }),
  en('slowest day in the last 14 days', 'by_day', [lowestDay(LAST_14)], { figure: LAST_14 }),
  en('daily orders this month', 'by_day', ['Orders by day, 1–18 Nov 2026:', ...ordersByDay(THIS_MONTH)], { figure: THIS_MONTH }),
  // Weekends and weekdays.
  en('do weekends sell better than weekdays?', 'weekend_vs_weekday', weekend(LAST_30)),
  en('weekdays vs weekends for the last 2 weeks', 'weekend_vs_weekday', weekend(LAST_14)),
  en('are saturdays and sundays busier than weekdays this month', 'weekend_vs_weekday', weekend(THIS_MONTH)),
  // Best and worst sellers.
  en('what sold the most last week', 'best_sellers', [itemLine(LAST_WEEK, 0)], { figure: LAST_WEEK }),
  en('top 5 items in october', 'best_sellers', [itemLine(LAST_MONTH, 0), itemLine(LAST_MONTH, 4)], { figure: LAST_MONTH }),
  en('most popular dish yesterday', 'best_sellers', [itemLine(Y, 0)], { figure: Y }),
  en('best selling item at bangsar this month', 'best_sellers', [outletTop(THIS_MONTH, 'Bangsar', 0), 'at Bangsar'], { figure: THIS_MONTH }),
  en("what's my top seller in the last 30 days", 'best_sellers', [itemLine(LAST_30, 0)], { figure: LAST_30 }),
  en('bestsellers 1 to 7 nov', 'best_sellers', [itemLine(FIRST_WEEK_NOV, 0), '1–7 Nov 2026 (Sun–Sat)'], { figure: FIRST_WEEK_NOV }),
  en('which item sells the least this month', 'worst_sellers', [lowest(THIS_MONTH)], { figure: THIS_MONTH }),
  en('slowest moving items last week', 'worst_sellers', [lowest(LAST_WEEK)], { figure: LAST_WEEK }),
  en('least popular menu item in october', 'worst_sellers', [lowest(LAST_MONTH)], { figure: LAST_MONTH }),
  // Hours.
  en('what time is busiest', 'peak_hours', [peak(LAST_30)], { figure: LAST_30 }),
  en('busiest hour last week?', 'peak_hours', [peak(LAST_WEEK)], { figure: LAST_WEEK }),
  en('when do most customers come in this month', 'peak_hours', [peak(THIS_MONTH)], { figure: THIS_MONTH }),
  en('rush hour at mont kiara in october', 'peak_hours', [outletPeakInline(LAST_MONTH, 'Mont Kiara'), 'at Mont Kiara'], { figure: LAST_MONTH }),
  en('slowest hour of the day last month', 'quiet_hours', [quietHour(LAST_MONTH)], { figure: LAST_MONTH }),
  en('when is the shop dead quiet', 'quiet_hours', [quietHour(LAST_30)], { figure: LAST_30 }),
  en('least busy time last week', 'quiet_hours', [quietHour(LAST_WEEK)], { figure: LAST_WEEK }),
  // Outlets, payments, channels.
  en('which branch did best last week', 'outlets', shares(LAST_WEEK, 'outlet'), { figure: LAST_WEEK }),
  en('compare my outlets this month', 'outlets', shares(THIS_MONTH, 'outlet'), { figure: THIS_MONTH }),
  en('breakdown by outlet yesterday', 'outlets', shares(Y, 'outlet'), { figure: Y }),
  en('is mont kiara doing better than bangsar this month?', 'outlets', shares(THIS_MONTH, 'outlet'), { figure: THIS_MONTH }),
  en('how much was paid by cash last week', 'payments', shares(LAST_WEEK, 'payment'), { figure: LAST_WEEK }),
  en('duitnow vs card this month', 'payments', shares(THIS_MONTH, 'payment'), { figure: THIS_MONTH }),
  en('e-wallet share in october', 'payments', shares(LAST_MONTH, 'payment'), { figure: LAST_MONTH }),
  en('delivery vs dine in last week', 'channels', shares(LAST_WEEK, 'channel'), { figure: LAST_WEEK }),
  en('how much did grab bring in yesterday', 'channels', shares(Y, 'channel'), { figure: Y }),
  en('online vs walk-in sales in the past 7 days', 'channels', shares(LAST_7, 'channel'), { figure: LAST_7 }),
  // Customers.
  en('how many returning customers this month', 'repeat_customers', repeatLine(THIS_MONTH)),
  en('how many first-time customers last week', 'repeat_customers', repeatLine(LAST_WEEK)),
  en('customer retention in october', 'repeat_customers', repeatLine(LAST_MONTH)),
  en("customers who haven't come back", 'lapsed_customers', [`**${count(lapsed(TODAY).customers)}** customers bought on 2 or more days`, `**${money(lapsed(TODAY).spend)}**`]),
  en('who stopped buying from us?', 'lapsed_customers', [`**${count(lapsed(TODAY).customers)}** customers bought on 2 or more days`]),
  // Advice: the dashboard's insights for the period.
  en('how can I grow my sales', 'advice', [advice('20 Oct – 18 Nov 2026')]),
  en('give me some advice based on october', 'advice', [advice('1–31 Oct 2026')]),
  en('what should I focus on at bangsar', 'advice', [advice('20 Oct – 18 Nov 2026', 'Bangsar')]),
  // Outside the data: the future, another business.
  outside('en', 'how much will we make in december', FUTURE),
  outside('en', 'predict next week sales', FUTURE),
  outside('en', 'how much does my competitor sell', ELSEWHERE),
  outside('en', 'how is the mamak across the street doing this month', ELSEWHERE),
  // Follow-ups.
  en('what about mont kiara?', 'figures', [`Sales: **${rm(...LAST_WEEK, 'Mont Kiara')}**`, 'at Mont Kiara'], { after: 'sales last week' }),
  en('and last month?', 'best_sellers', [itemLine(LAST_MONTH, 0)], { after: 'top items this month', figure: LAST_MONTH }),
  en('and today?', 'peak_hours', [peak(T)], { after: 'peak hours yesterday', figure: T }),
  en('and customers?', 'figures', [`Customers: **${count(customersIn(...LAST_WEEK).size)}**`], { after: 'orders last week' }),
  en('how about at ss15', 'payments', [...outletShares(THIS_WEEK, 'payment', 'SS15 Subang Jaya'), 'at SS15 Subang Jaya'], { after: 'payment methods this week', figure: THIS_WEEK }),
]

const MANGLISH_CASES: Case[] = [
  // Figures.
  mg('sales semalam brp', 'figures', [salesWithChange(Y), '17 Nov 2026 (Tue)']),
  mg('today punya sales berapa ah', 'figures', [`Sales: **${rm(...T)}**`, '18 Nov 2026 (Wed)']),
  mg('got how many customers last week ah', 'figures', [`Customers: **${count(customersIn(...LAST_WEEK).size)}**`, '9–15 Nov 2026 (Mon–Sun)']),
  mg('how many order minggu ni', 'figures', [`Orders: **${count(orders(...THIS_WEEK))}**`, '16–18 Nov 2026 (Mon–Wed)']),
  mg('bulan lepas punya revenue', 'figures', [salesWithChange(LAST_MONTH), '1–31 Oct 2026']),
  mg('how many custmer datang semalam', 'figures', [`Customers: **${count(customersIn(...Y).size)}**`, '17 Nov 2026 (Tue)']),
  mg('avg order value bulan ni brp', 'figures', [`Average order value: **${money(avgOrder(...THIS_MONTH))}**`]),
  mg('revenu last 30 hari', 'figures', [`Sales: **${rm(...LAST_30)}**`, '20 Oct – 18 Nov 2026']),
  mg('sales 1 hingga 7 nov how much', 'figures', [salesWithChange(FIRST_WEEK_NOV), '1–7 Nov 2026 (Sun–Sat)']),
  mg('sales antara 3 and 9 nov', 'figures', [salesWithChange(NOV_3_TO_9), '3–9 Nov 2026 (Tue–Mon)']),
  mg('sales 2 weeks ago punya brp', 'figures', [salesWithChange(WEEK_BEFORE), '2–8 Nov 2026 (Mon–Sun)']),
  mg('sales on 5 okt brp', 'figures', [salesWithChange(MANUAL_DAY), '5 Oct 2026 (Mon)']),
  mg('sales bulan sept ok tak', 'figures', [`Sales: **${rm(...SEPTEMBER)}**`]),
  // An outlet or an item named.
  mg('sales bangsar smlm', 'figures', [salesWithChange(Y, 'Bangsar'), 'at Bangsar']),
  mg('mont kiara sales minggu lepas ok tak', 'figures', [salesWithChange(LAST_WEEK, 'Mont Kiara'), 'at Mont Kiara']),
  mg('ss15 this month sales brp', 'figures', [`Sales: **${rm(...THIS_MONTH, 'SS15 Subang Jaya')}**`, 'at SS15 Subang Jaya']),
  mg('teh tarik jual brp cawan last week', 'figures', [itemFigure(LAST_WEEK, 'Teh Tarik', '9–15 Nov 2026 (Mon–Sun)')]),
  mg('roti canai last month laku tak', 'best_sellers', [itemFigure(LAST_MONTH, 'Roti Canai', '1–31 Oct 2026')]),
  mg('nasi lemak biasa sold how many minggu ni', 'figures', [itemFigure(THIS_WEEK, 'Nasi Lemak Biasa', '16–18 Nov 2026 (Mon–Wed)')]),
  // Comparisons.
  mg('compare sales minggu ni dgn minggu lepas', 'figures', comparing(THIS_WEEK, LAST_WEEK)),
  mg('sales this month vs bulan lepas macam mana', 'figures', comparing(THIS_MONTH, LAST_MONTH)),
  // Days, weekends.
  mg('which day paling laku last week', 'by_day', bestDay(LAST_WEEK), { figure: LAST_WEEK }),
  mg('sales tiap-tiap hari this month', 'by_day', bestDay(THIS_MONTH), { figure: THIS_MONTH }),
  mg('weekend ke weekday lagi laku bulan lepas', 'weekend_vs_weekday', weekend(LAST_MONTH)),
  mg('weekend sales minggu lepas vs weekday', 'weekend_vs_weekday', weekend(LAST_WEEK)),
  // Sellers.
  mg('best seller bulan ni apa', 'best_sellers', [itemLine(THIS_MONTH, 0)], { figure: THIS_MONTH }),
  mg('top 3 menu semalam', 'best_sellers', [itemLine(Y, 0), itemLine(Y, 2)], { figure: Y }),
  mg('which item paling tak laku this month', 'worst_sellers', [lowest(THIS_MONTH)], { figure: THIS_MONTH }),
  mg('menu mana least popular last week ah', 'worst_sellers', [lowest(LAST_WEEK)], { figure: LAST_WEEK }),
  // Hours.
  mg('what time paling ramai customer', 'peak_hours', [peak(LAST_30)], { figure: LAST_30 }),
  mg('peak hour bangsar bulan lepas', 'peak_hours', [outletPeakInline(LAST_MONTH, 'Bangsar'), 'at Bangsar'], { figure: LAST_MONTH }),
  mg('bila quiet time minggu ni', 'quiet_hours', [quietHour(THIS_WEEK)], { figure: THIS_WEEK }),
  // Outlets, payments, channels.
  mg('outlet mana paling byk sales bulan ni', 'outlets', shares(THIS_MONTH, 'outlet'), { figure: THIS_MONTH }),
  mg('branch mana best minggu lepas', 'outlets', shares(LAST_WEEK, 'outlet'), { figure: LAST_WEEK }),
  mg('customer byr guna apa last month', 'payments', shares(LAST_MONTH, 'payment'), { figure: LAST_MONTH }),
  mg('berapa byk customer pay by duitnow this week', 'payments', shares(THIS_WEEK, 'payment'), { figure: THIS_WEEK }),
  mg('grab ngan foodpanda punya sales bulan lepas', 'channels', shares(LAST_MONTH, 'channel'), { figure: LAST_MONTH }),
  mg('dine in vs takeaway minggu lepas brp', 'channels', shares(LAST_WEEK, 'channel'), { figure: LAST_WEEK }),
  // Customers.
  mg('customer yg datang balik how many', 'repeat_customers', repeatLine(LAST_30)),
  mg('new customer this month ada brp org', 'repeat_customers', repeatLine(THIS_MONTH)),
  mg('sales smlm at mont kiarra brp', 'figures', [salesWithChange(Y, 'Mont Kiara'), 'at Mont Kiara']),
  mg('regular customer bulan lepas ada brp', 'repeat_customers', repeatLine(LAST_MONTH)),
  mg('old customers yg dah tak datang anymore', 'lapsed_customers', [`**${count(lapsed(TODAY).customers)}** customers bought on 2 or more days`]),
  // Advice, outside the data, follow-ups.
  mg('apa patut i buat to naikkan sales', 'advice', [advice('20 Oct – 18 Nov 2026')]),
  mg('bagi tips sikit for bangsar lah', 'advice', [advice('20 Oct – 18 Nov 2026', 'Bangsar')]),
  outside('manglish', 'next month sales agak2 brp', FUTURE),
  outside('manglish', 'kedai sebelah punya sales how much ah', ELSEWHERE),
  mg('how about bangsar pulak?', 'figures', [salesWithChange(Y, 'Bangsar'), 'at Bangsar'], { after: 'sales semalam brp' }),
  mg('what about bulan lepas pulak?', 'best_sellers', [itemLine(LAST_MONTH, 0)], { after: 'best seller bulan ni apa', figure: LAST_MONTH }),
]

export const CASES_EN: Case[] = [...ENGLISH_CASES, ...MANGLISH_CASES]
