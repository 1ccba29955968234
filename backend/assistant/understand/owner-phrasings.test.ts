/**
 * Phrasings owners typed that were misread: short forms, profit, refunds and parts of the day, the
 * least sellers, what is not the business's own, the words nothing read, and what a held-out set
 * found. Each is checked field by field. Outlets and items named: owner-phrasings-names.test.ts;
 * periods and comparisons: owner-phrasings-periods.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { understand } from './index'
import { vocabulary, ask, TODAY, YESTERDAY, THIS_WEEK, LAST_WEEK, LAST_MONTH, type Row } from '../../../tests/utils/backend/owner-phrasings'

describe('short forms owners type', () => {
  it.each<Row>([
    ['how much did i sel lst week', { topic: 'figures', measures: [], period: LAST_WEEK, comparedTo: null, language: 'en' }],
    ['sales lst week', { topic: 'figures', measures: ['revenue'], period: LAST_WEEK, comparedTo: null }],
    ['sales lst mth', { topic: 'figures', measures: ['revenue'], period: LAST_MONTH }],
    ['jualan bln lps', { topic: 'figures', measures: ['revenue'], period: LAST_MONTH, language: 'ms' }],
    ['jualan minggu lpas', { topic: 'figures', measures: ['revenue'], period: LAST_WEEK, language: 'ms' }],
    ['jualan hr ni', { topic: 'figures', measures: ['revenue'], period: TODAY, language: 'ms' }],
    ['brp org dtg smlm', { topic: 'figures', measures: ['customers'], period: YESTERDAY, language: 'ms' }],
    ['jualan kt bangsar mgu lps', { topic: 'figures', measures: ['revenue'], period: LAST_WEEK, outlet: 'Bangsar', language: 'ms' }],
    ['banding mgu ni dgn mgu lps', { topic: 'figures', period: THIS_WEEK, comparedTo: LAST_WEEK, language: 'ms' }],
    ['sales yest', { topic: 'figures', measures: ['revenue'], period: YESTERDAY }],
    ['wknd sales lst month', { topic: 'weekend_vs_weekday', measures: ['revenue'], period: LAST_MONTH, comparedTo: null }],
    ['selamat ptg', { topic: 'greeting', language: 'ms' }],
  ])('%s', (text, expected) => {
    const question = ask(text)
    expect(question).toMatchObject(expected)
    expect(question.followUp).toBe(false)
  })
})

describe('profit and margin: no sale records them, so they are read as the sales, flagged', () => {
  it.each<Row>([
    ['profit last month', { topic: 'figures', measures: ['revenue'], period: LAST_MONTH, profit: true, language: 'en' }],
    ['how much profit did i make yesterday', { topic: 'figures', measures: ['revenue'], period: YESTERDAY, profit: true }],
    ['margin this week', { topic: 'figures', measures: ['revenue'], period: THIS_WEEK, profit: true }],
    ['profit after costs last week', { topic: 'figures', measures: ['revenue'], period: LAST_WEEK, profit: true }],
    ['untung bulan lepas', { topic: 'figures', measures: ['revenue'], period: LAST_MONTH, profit: true, language: 'ms' }],
    ['berapa keuntungan minggu lepas', { topic: 'figures', measures: ['revenue'], period: LAST_WEEK, profit: true, language: 'ms' }],
    ['keuntungan', { topic: 'figures', measures: ['revenue'], period: { kind: 'default' }, profit: true, language: 'ms' }],
    ['profit and orders yesterday', { topic: 'figures', measures: ['revenue', 'orders'], period: YESTERDAY, profit: true }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('flags no profit on a question about sales, and keeps the flag on a follow-up ("and profit?")', () => {
    expect(ask('sales last month').profit).toBeUndefined()
    expect(ask('what do supplier costs say').profit).toBeUndefined()
    const previous = ask('sales last week')
    expect(understand('and profit?', vocabulary, { previous })).toMatchObject({ followUp: true, period: LAST_WEEK, measures: ['revenue'], profit: true })
  })
})

describe('the margin of items, an item over two periods, counts day by day', () => {
  it.each<Row>([
    ['which item has the best margin', { topic: 'best_sellers', profit: true, item: null }],
    ['menu mana paling untung bulan lepas', { topic: 'best_sellers', profit: true, period: LAST_MONTH, language: 'ms' }],
    ['teh tarik sales this week vs last week', { topic: 'figures', item: 'Teh Tarik', period: THIS_WEEK, comparedTo: LAST_WEEK }],
    ['orders per day last week', { topic: 'by_day', measures: ['orders'], period: LAST_WEEK }],
    ['pesanan harian minggu lepas', { topic: 'by_day', measures: ['orders'], period: LAST_WEEK, language: 'ms' }],
    ['customers per day last week', { topic: 'by_day', measures: ['customers'], period: LAST_WEEK }],
    ['weekends this week vs last week', { topic: 'weekend_vs_weekday', period: THIS_WEEK, comparedTo: LAST_WEEK }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('a part of the day, refunds and discounts, the peak day', () => {
  it.each<Row>([
    ['lunch sales last week', { topic: 'peak_hours', partOfDay: true, period: LAST_WEEK }],
    ['sales before 12pm yesterday', { topic: 'peak_hours', partOfDay: true, period: YESTERDAY }],
    ['jualan sarapan semalam', { topic: 'peak_hours', partOfDay: true, period: YESTERDAY, language: 'ms' }],
    ['sales last night', { topic: 'figures', partOfDay: true, period: YESTERDAY }],
    ['jualan malam tadi', { topic: 'figures', partOfDay: true, period: YESTERDAY, language: 'ms' }],
    ['sales this morning', { topic: 'figures', partOfDay: true, period: TODAY }],
    ['jualan pagi ni', { partOfDay: true, period: TODAY }],
    ['best sellers at lunch last week', { topic: 'best_sellers', partOfDay: true, period: LAST_WEEK }],
    ['refunds last month', { topic: 'refunds', period: LAST_MONTH }],
    ['how much discount did we give this week', { topic: 'other' }],
    ['peak day last month', { topic: 'by_day', period: LAST_MONTH }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each(['good morning', 'good morning, sales yesterday', 'selamat petang, jualan semalam', 'sales yesterday', 'peak hours last week'])('%s: no part of the day', (text) => {
    expect(ask(text).partOfDay).toBeUndefined()
  })
})

describe('days and quantities', () => {
  it.each<Row>([
    ['top 3 days last month', { topic: 'by_day', limit: 3, period: LAST_MONTH }],
    ['worst 3 days last week', { topic: 'by_day', limit: 3, period: LAST_WEEK }],
    ['how many items did we sell last week', { topic: 'best_sellers', period: LAST_WEEK, item: null }],
    ['total quantity sold yesterday', { topic: 'best_sellers', period: YESTERDAY }],
    ['berapa item terjual minggu lepas', { topic: 'best_sellers', period: LAST_WEEK, language: 'ms' }],
    ['how many teh tarik sold last week', { topic: 'figures', item: 'Teh Tarik', period: LAST_WEEK }],
    ['worst 3 items last week', { topic: 'worst_sellers', limit: 3 }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('a part of the sales left out', () => {
  it.each(['sales excluding grabfood last week', 'jualan tanpa grab minggu lepas', 'sales except cash yesterday'])('%s', (text) => {
    expect(ask(text).excluding).toBe(true)
  })

  it.each(['grabfood sales last week', 'sales last week'])('%s: nothing left out', (text) => {
    expect(ask(text).excluding).toBeUndefined()
  })
})

describe('the least sellers, however they are asked', () => {
  it.each<Row>([
    ['least sellers this month', { topic: 'worst_sellers' }],
    ['leats sellers last month', { topic: 'worst_sellers', period: LAST_MONTH }],
    ['slowest sellers', { topic: 'worst_sellers' }],
    ['which items sold the least last week', { topic: 'worst_sellers', period: LAST_WEEK }],
    ['lowest selling menu', { topic: 'worst_sellers' }],
    ['上个月卖得最差的菜', { topic: 'worst_sellers', period: LAST_MONTH, language: 'zh' }],
    ['最少人点的是什么', { topic: 'worst_sellers', language: 'zh' }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('repeat customers in other words', () => {
  it.each<Row>([
    ['customers who came more than once', { topic: 'repeat_customers' }],
    ['how many customers bought again this month', { topic: 'repeat_customers' }],
    ['pelanggan yang datang balik', { topic: 'repeat_customers', language: 'ms' }],
    ['pelanggan yang datang lebih dari sekali bulan lepas', { topic: 'repeat_customers', period: LAST_MONTH, language: 'ms' }],
    ['回头客有多少', { topic: 'repeat_customers', language: 'zh' }],
    ['上个月有几个熟客', { topic: 'repeat_customers', period: LAST_MONTH, language: 'zh' }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('someone else’s business and the future: no figure, not even of a name they share', () => {
  it.each<Row>([
    ['How much does the kopitiam across the road make?', { topic: 'other', outside: 'elsewhere', outlet: null, item: null }],
    ['how are our competitors doing', { topic: 'other', outside: 'elsewhere' }],
    ['sales of the other shops in bangsar', { topic: 'other', outside: 'elsewhere', outlet: null }],
    ['berapa jualan kedai sebelah', { topic: 'other', outside: 'elsewhere', language: 'ms' }],
    ['对面那间咖啡店赚多少', { topic: 'other', outside: 'elsewhere', language: 'zh' }],
    ['How much will we sell in 2028?', { topic: 'other', outside: 'future' }],
    ['sales next month', { topic: 'other', outside: 'future' }],
    ['jualan bulan depan', { topic: 'other', outside: 'future', language: 'ms' }],
    ['下个月会卖多少', { topic: 'other', outside: 'future', language: 'zh' }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each(['sales at bangsar last week', 'what about the other outlet', 'sales in 2025'])('%s: not outside', (text) => {
    expect(ask(text).outside).toBeUndefined()
  })
})

describe('the words nothing read', () => {
  it.each([
    ['sales last wek', ['wek']],
    ['jualan smlmm', ['smlmm']],
    ['how much did the zumba class make', ['zumba', 'class']],
    ['咖啡上个月卖了多少，蛋糕呢', ['咖啡', '蛋糕']],
  ])('%s: %j', (text, words) => {
    expect(ask(text).unexplained).toEqual(words)
  })

  it.each(['sales lst mnth', 'sales yesturday', 'nasi lemak sales lah boss', 'got how many customers last week ah', 'best sellers at bangsr', '上个月的营业额'])('%s: every word read', (text) => {
    expect(ask(text).unexplained).toBeUndefined()
  })
})

describe('payment methods and channels named for their share', () => {
  it.each<Row>([
    ['What share of orders were delivery vs dine-in?', { topic: 'channels', values: ['delivery', 'dinein'], comparedTo: null }],
    ['berapa peratus bayar cash?', { topic: 'payments', values: ['cash'], language: 'ms' }],
    ['credit card sales this week', { topic: 'payments', values: ['credit', 'card'] }],
    ['touch n go last month', { topic: 'payments', values: ['touchngo'], period: LAST_MONTH }],
    ['上个月现金付款占多少', { topic: 'payments', values: ['cash'], language: 'zh' }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('names none for the breakdown alone', () => {
    expect(ask('sales by payment method last week').values).toBeUndefined()
  })
})

describe('a complete question stands alone after another', () => {
  const after = (first: string, then: string) => understand(then, vocabulary, { previous: ask(first) })
  it('reads an item’s sales asked after the peak hours as the item’s sales', () => {
    expect(after('peak hours last week', 'how much nasi lemak biasa did we sell yesterday?')).toMatchObject({ topic: 'figures', item: 'Nasi Lemak Biasa', period: YESTERDAY, followUp: false })
    expect(after('best sellers this month', 'how much did bangsar sell yesterday')).toMatchObject({ topic: 'figures', outlet: 'Bangsar', followUp: false })
  })

  it('still carries the context to a question that lacks it', () => {
    expect(after('best sellers this month', 'what about Bangsar?')).toMatchObject({ topic: 'best_sellers', outlet: 'Bangsar', followUp: true })
    expect(after('orders last week', 'how many yesterday?')).toMatchObject({ measures: ['orders'], period: YESTERDAY, followUp: true })
  })
})

describe('average sales a day is the days’ answer, not the average order', () => {
  it.each<Row>([
    ['average sales per day last month', { topic: 'by_day', measures: ['revenue'], period: LAST_MONTH }],
    ['purata jualan sehari bulan lepas', { topic: 'by_day', period: LAST_MONTH }],
    ['average spend per customer last week', { topic: 'figures', measures: ['avg_order'], period: LAST_WEEK }],
    ['average order value last week', { topic: 'figures', measures: ['avg_order'] }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('what a held-out set found misread', () => {
  const THIS_WEEK_SO_FAR_BEFORE = { kind: 'range', from: '2026-11-16', to: '2026-11-17', days: 2 }
  it.each<Row>([
    ['weekday mana paling slow for sales', { topic: 'weekdays' }],
    ['hari apa jualan paling rendah bulan lepas', { topic: 'weekdays', period: LAST_MONTH }],
    ['一个星期里哪天生意最淡？', { topic: 'weekdays', language: 'zh' }],
    ['what did we sell between 26 Oct and 1 Nov', { period: { kind: 'range', from: '2026-10-26', to: '2026-11-01', days: 7 }, comparedTo: null }],
    ['how many of last week’s customers had been here before?', { topic: 'repeat_customers', period: LAST_WEEK }],
    ['上个星其卖了多少', { period: LAST_WEEK, language: 'zh' }],
    ['jualan bulan ini berbanding bulan lepas pada tempoh yang sama', { comparedTo: { kind: 'range', from: '2026-10-01', to: '2026-10-24', days: 24 } }],
    ['minggu ni setakat hari ini banding minggu lepas', { period: THIS_WEEK, comparedTo: THIS_WEEK_SO_FAR_BEFORE }],
    ['kaedah bayaran paling popular minggu lepas', { topic: 'payments', period: LAST_WEEK }],
    ['most popular payment method last week', { topic: 'payments', period: LAST_WEEK }],
    ['昨天退了多少钱', { topic: 'refunds', period: YESTERDAY }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('keeps the payment method named before in a follow-up that names none', () => {
    const follow = understand('last month pulak?', vocabulary, { previous: ask('cash share this month berapa') })
    expect(follow).toMatchObject({ topic: 'payments', values: ['cash'], period: LAST_MONTH, followUp: true })
    expect(follow.unexplained).toBeUndefined()
  })
})

describe('Malay clitics written onto a table word', () => {
  it.each<Row>([
    ['berapa jualannya bulan lepas', { topic: 'figures', measures: ['revenue'], period: LAST_MONTH, language: 'ms' }],
    ['berapakah pesanan minggu lepas', { measures: ['orders'], period: LAST_WEEK, language: 'ms' }],
    ['menu apa yang paling larisnya', { topic: 'best_sellers', language: 'ms' }],
    ['brpkah jualan smlm', { measures: ['revenue'], period: YESTERDAY, language: 'ms' }],
  ])('%s', (text, expected) => {
    const question = ask(text)
    expect(question).toMatchObject(expected)
    expect(question.unexplained).toBeUndefined()
  })

  it('leaves a word that only ends like a clitic alone', () => {
    expect(ask('sales at the kelantah stall').unexplained).toEqual(['kelantah'])
  })
})
