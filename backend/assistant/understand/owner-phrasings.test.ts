/**
 * Phrasings owners typed that were misread: short forms, weekends against weekdays over a named
 * period, "by outlet" breakdowns, an outlet named by one distinctive word, a name several items
 * fit, and profit. Each is checked field by field.
 */
import { describe, expect, it } from 'vitest'
import type { AccountVocabulary, Question } from '../types'
import { understand } from './index'

// Tuesday 24 November 2026: this week began Monday the 23rd.
const vocabulary: AccountVocabulary = {
  today: '2026-11-24',
  items: ['Kopi O', 'Nasi Lemak Ayam Goreng', 'Nasi Lemak Biasa', 'Roti Canai', 'Teh Tarik'],
  outlets: ['Bangsar', 'Damansara Uptown', 'SS15 Subang Jaya'],
}

function ask(text: string): Question {
  return understand(text, vocabulary, { previous: null })
}

const TODAY = { kind: 'today', from: '2026-11-24', to: '2026-11-24', days: 1 }
const YESTERDAY = { kind: 'yesterday', from: '2026-11-23', to: '2026-11-23', days: 1 }
const THIS_WEEK = { kind: 'this_week', from: '2026-11-23', to: '2026-11-24', days: 2 }
const LAST_WEEK = { kind: 'last_week', from: '2026-11-16', to: '2026-11-22', days: 7 }
const LAST_MONTH = { kind: 'last_month', from: '2026-10-01', to: '2026-10-31', days: 31 }

type Row = readonly [string, Partial<Record<keyof Question, unknown>>]

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

describe('weekends against weekdays over one period', () => {
  it.each<Row>([
    ['weekend vs weekday sales last month', { topic: 'weekend_vs_weekday', measures: ['revenue'], period: LAST_MONTH, comparedTo: null, language: 'en' }],
    ['weekends versus weekdays last month', { topic: 'weekend_vs_weekday', measures: [], period: LAST_MONTH, comparedTo: null }],
    ['hujung minggu berbanding hari biasa bulan lepas', { topic: 'weekend_vs_weekday', period: LAST_MONTH, comparedTo: null, language: 'ms' }],
    ['compare weekends and weekdays last week', { topic: 'weekend_vs_weekday', period: LAST_WEEK, comparedTo: null }],
    ['did weekend sales drop last month', { topic: 'weekend_vs_weekday', period: LAST_MONTH, comparedTo: null }],
    ['weekends vs weekdays', { topic: 'weekend_vs_weekday', period: { kind: 'default' }, comparedTo: null }],
  ])('%s', (text, expected) => {
    const question = ask(text)
    expect(question).toMatchObject(expected)
    expect(question.followUp).toBe(false)
  })
})

describe('"by outlet", "per item", "ikut cawangan": a breakdown, not the total', () => {
  const THIS_WEEK_ALL = { period: THIS_WEEK, comparedTo: null, outlet: null, item: null }
  it.each<Row>([
    ['sales by outlet this week', { topic: 'outlets', measures: ['revenue'], ...THIS_WEEK_ALL }],
    ['outlet sales this week', { topic: 'outlets', measures: ['revenue'], ...THIS_WEEK_ALL }],
    ['breakdown by outlet this week', { topic: 'outlets', measures: [], ...THIS_WEEK_ALL }],
    ['sales per outlet this week', { topic: 'outlets', ...THIS_WEEK_ALL }],
    ['sales for each branch this week', { topic: 'outlets', ...THIS_WEEK_ALL }],
    ['jualan ikut cawangan minggu ni', { topic: 'outlets', measures: ['revenue'], language: 'ms', ...THIS_WEEK_ALL }],
    ['jualan mengikut kedai minggu ni', { topic: 'outlets', language: 'ms', ...THIS_WEEK_ALL }],
    ['sales by payment this week', { topic: 'payments', ...THIS_WEEK_ALL }],
    ['jualan ikut cara bayaran minggu ni', { topic: 'payments', language: 'ms', ...THIS_WEEK_ALL }],
    ['sales by channel this week', { topic: 'channels', ...THIS_WEEK_ALL }],
    ['jualan mengikut saluran minggu ni', { topic: 'channels', language: 'ms', ...THIS_WEEK_ALL }],
    ['sales by hour this week', { topic: 'peak_hours', ...THIS_WEEK_ALL }],
    ['hourly sales this week', { topic: 'peak_hours', ...THIS_WEEK_ALL }],
    ['jualan ikut jam minggu ni', { topic: 'peak_hours', language: 'ms', ...THIS_WEEK_ALL }],
    ['sales by item this week', { topic: 'best_sellers', limit: null, ...THIS_WEEK_ALL }],
    ['sales per product this week', { topic: 'best_sellers', ...THIS_WEEK_ALL }],
    ['item sales this week', { topic: 'best_sellers', ...THIS_WEEK_ALL }],
    ['jualan mengikut menu minggu ni', { topic: 'best_sellers', language: 'ms', ...THIS_WEEK_ALL }],
  ])('%s', (text, expected) => {
    const question = ask(text)
    expect(question).toMatchObject(expected)
    expect(question.followUp).toBe(false)
  })

  it.each<Row>([
    ['bangsar outlet sales this week', { topic: 'figures', measures: ['revenue'], outlet: 'Bangsar', period: THIS_WEEK }],
    ['cawangan bangsar jualan minggu ni', { topic: 'figures', measures: ['revenue'], outlet: 'Bangsar', period: THIS_WEEK, language: 'ms' }],
    ['sales at the bangsar outlet this week', { topic: 'figures', outlet: 'Bangsar', period: THIS_WEEK }],
  ])('an outlet word beside a name is part of the name: %s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('an outlet named by one word of its name that no other outlet has', () => {
  it.each<Row>([
    ['how many orders yesterday at ss15', { topic: 'figures', measures: ['orders'], period: YESTERDAY, outlet: 'SS15 Subang Jaya', item: null }],
    ['SS15 sales last week', { topic: 'figures', measures: ['revenue'], period: LAST_WEEK, outlet: 'SS15 Subang Jaya' }],
    ['jualan ss15 semalam', { topic: 'figures', period: YESTERDAY, outlet: 'SS15 Subang Jaya', language: 'ms' }],
    ['subang sales yesterday', { outlet: 'SS15 Subang Jaya', period: YESTERDAY }],
    ['orders at uptown yesterday', { measures: ['orders'], outlet: 'Damansara Uptown', period: YESTERDAY }],
    ['damansara sales yesterday', { measures: ['revenue'], outlet: 'Damansara Uptown', period: YESTERDAY }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('reads letters run into digits as two words when no name has that word ("nov3", "top3")', () => {
    expect(ask('sales nov3')).toMatchObject({ period: { kind: 'day', from: '2026-11-03', to: '2026-11-03' }, outlet: null })
    expect(ask('top3 items')).toMatchObject({ topic: 'best_sellers', limit: 3 })
  })

  it('names no outlet by a word two outlets share ("damansara": Uptown or Perdana?)', () => {
    const two = { ...vocabulary, outlets: ['Damansara Perdana', 'Damansara Uptown'] }
    expect(understand('damansara sales', two, { previous: null }).outlet).toBeNull()
    expect(understand('uptown sales', two, { previous: null }).outlet).toBe('Damansara Uptown')
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

describe('a name several items fit: one read, the others kept for the answer to name', () => {
  it.each<Row>([
    // Both fit every typed word; Biasa is the closer (more of its name typed).
    ['how is nasi lemk doing', { topic: 'figures', item: 'Nasi Lemak Biasa', alsoMatched: ['Nasi Lemak Ayam Goreng'], outlet: null }],
    ['nasi lemak sales last week', { measures: ['revenue'], period: LAST_WEEK, item: 'Nasi Lemak Biasa', alsoMatched: ['Nasi Lemak Ayam Goreng'] }],
    ['jualan nasi lemak minggu lepas', { language: 'ms', item: 'Nasi Lemak Biasa', alsoMatched: ['Nasi Lemak Ayam Goreng'] }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each([
    ['nasi lemak ayam sales', 'Nasi Lemak Ayam Goreng'],
    ['nasi lemak ayam goreng sales', 'Nasi Lemak Ayam Goreng'],
    ['nasi lemak biasa sales', 'Nasi Lemak Biasa'],
    ['teh tarik sales', 'Teh Tarik'],
  ])('%s: only one item fits, nothing else is named', (text, item) => {
    const question = ask(text)
    expect(question.item).toBe(item)
    expect(question.alsoMatched).toBeUndefined()
  })

  it('reads the same way every time', () => {
    for (let k = 0; k < 3; k++) expect(ask('how is nasi lemk doing')).toEqual(ask('how is nasi lemk doing'))
  })
})

describe('a topic asked outlet by outlet', () => {
  it.each<Row>([
    ['best sellers by outlet last week', { topic: 'best_sellers', byOutlet: true, outlet: null, period: LAST_WEEK }],
    ['top 5 menu ikut cawangan minggu lepas', { topic: 'best_sellers', byOutlet: true, limit: 5, language: 'ms', period: LAST_WEEK }],
    ['worst 3 items per outlet', { topic: 'worst_sellers', byOutlet: true, limit: 3 }],
    ['peak hour per outlet', { topic: 'peak_hours', byOutlet: true, outlet: null }],
    ['waktu puncak ikut cawangan', { topic: 'peak_hours', byOutlet: true, language: 'ms' }],
    ['quiet hours at each branch last month', { topic: 'quiet_hours', byOutlet: true, period: LAST_MONTH }],
    ['payments by outlet', { topic: 'payments', byOutlet: true }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each(['sales by outlet this week', 'sales for each branch this week', 'which outlet sells the most', 'jualan ikut cawangan'])('%s: the outlets’ breakdown, not flagged', (text) => {
    const question = ask(text)
    expect(question.topic).toBe('outlets')
    expect(question.byOutlet).toBeUndefined()
  })

  it('reads an outlet named as that outlet’s, and keeps "by outlet" on a follow-up', () => {
    expect(ask('best sellers at bangsar last week')).toMatchObject({ topic: 'best_sellers', outlet: 'Bangsar', period: LAST_WEEK })
    expect(ask('best sellers at bangsar by outlet').byOutlet).toBeUndefined()
    const previous = ask('best sellers by outlet last week')
    expect(understand('how about last month?', vocabulary, { previous })).toMatchObject({ topic: 'best_sellers', byOutlet: true, period: LAST_MONTH, followUp: true })
    expect(understand('what about bangsar?', vocabulary, { previous }).byOutlet).toBeUndefined()
  })
})

describe('an outlet typed with its letters and digits apart', () => {
  it.each<Row>([
    ['sales at ss 15 last week', { topic: 'figures', outlet: 'SS15 Subang Jaya', period: LAST_WEEK }],
    ['orders yesterday at ss-15', { measures: ['orders'], outlet: 'SS15 Subang Jaya', period: YESTERDAY }],
    ['jualan ss 15 semalam', { outlet: 'SS15 Subang Jaya', period: YESTERDAY, language: 'ms' }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('keeps a day typed apart a day ("nov 3")', () => {
    expect(ask('sales nov 3')).toMatchObject({ period: { kind: 'day', from: '2026-11-03' }, outlet: null })
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

describe('two outlets or two items named', () => {
  it.each<Row>([
    ['bangsar vs uptown last week', { topic: 'outlets', outlet: null, period: LAST_WEEK, comparedTo: null }],
    ['compare bangsar and ss15 last month', { topic: 'outlets', outlet: null, period: LAST_MONTH, comparedTo: null }],
    ['jualan bangsar berbanding uptown bulan lepas', { topic: 'outlets', outlet: null, period: LAST_MONTH, language: 'ms' }],
    ['best sellers bangsar vs uptown', { topic: 'best_sellers', outlet: null, byOutlet: true }],
    ['roti canai vs teh tarik last week', { topic: 'figures', item: 'Roti Canai', alsoNamed: ['Teh Tarik'], period: LAST_WEEK, comparedTo: null }],
    // The one several items fit comes first, so its answer can say which it read.
    ['teh tarik vs nasi lemak last week', { item: 'Nasi Lemak Biasa', alsoMatched: ['Nasi Lemak Ayam Goreng'], alsoNamed: ['Teh Tarik'] }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('still compares two periods of one outlet, and reads a follow-up with two outlets as both', () => {
    expect(ask('sales at bangsar this week vs last week')).toMatchObject({ outlet: 'Bangsar', period: THIS_WEEK, comparedTo: LAST_WEEK })
    expect(ask('teh tarik sales').alsoNamed).toBeUndefined()
    const previous = ask('sales last week')
    expect(understand('bangsar vs uptown?', vocabulary, { previous })).toMatchObject({ topic: 'outlets', outlet: null, followUp: false })
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

describe('some days named, new customers, targets', () => {
  it.each<Row>([
    ['best sellers on weekends last month', { topic: 'best_sellers', someDays: true, period: LAST_MONTH }],
    ['peak hours on weekdays', { topic: 'peak_hours', someDays: true }],
    ['sales on mondays last month', { topic: 'by_day', someDays: true, period: LAST_MONTH }],
    ['new customers last month', { topic: 'repeat_customers', period: LAST_MONTH }],
    ['pelanggan baru bulan lepas', { topic: 'repeat_customers', language: 'ms' }],
    ['sales vs target', { topic: 'other' }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each(['weekend sales last month', 'weekend vs weekday sales last month', 'best sellers last month', 'daily sales last week'])('%s: no days left out', (text) => {
    expect(ask(text).someDays).toBeUndefined()
  })
})

describe('a week of a month, and some time ago', () => {
  const range = (from: string, to: string) => ({ kind: 'range', from, to, days: 7 })
  it.each<Row>([
    ['sales in the first week of october', { period: range('2026-10-01', '2026-10-07'), comparedTo: null }],
    ['sales last week of october', { period: range('2026-10-25', '2026-10-31') }],
    ['minggu kedua oktober', { period: range('2026-10-08', '2026-10-14') }],
    ['jualan minggu terakhir bulan okt', { period: range('2026-10-25', '2026-10-31'), language: 'ms' }],
    ['second week of nov vs first week of nov', { period: range('2026-11-08', '2026-11-14'), comparedTo: range('2026-11-01', '2026-11-07') }],
    ['sales 2 weeks ago', { period: range('2026-11-09', '2026-11-15') }],
    ['sales 3 days ago', { period: { kind: 'day', from: '2026-11-21', to: '2026-11-21', days: 1 } }],
    ['sales 2 months ago', { period: { kind: 'month', from: '2026-09-01', to: '2026-09-30', days: 30 } }],
    ['sales last week', { period: LAST_WEEK }],
    ['jualan 2 minggu lepas', { period: { kind: 'last_n_days', days: 14 } }],
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

describe('like with like: "so far", "up to today", "setakat ini", 同期', () => {
  const NOV_SO_FAR = { kind: 'this_month', from: '2026-11-01', to: '2026-11-24', days: 24 }
  const OCT_SAME_DAYS = { kind: 'range', from: '2026-10-01', to: '2026-10-24', days: 24 }
  it.each<Row>([
    ['how are we doing this month vs last month, up to today?', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS }],
    ['sales this month so far vs last month', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS }],
    ['banding jualan bulan ini dengan bulan lepas setakat ini', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS, language: 'ms' }],
    ['这个月跟上个月同期比较', { period: NOV_SO_FAR, comparedTo: OCT_SAME_DAYS, language: 'zh' }],
    ['this week so far vs last week', { period: THIS_WEEK, comparedTo: { kind: 'range', from: '2026-11-16', to: '2026-11-17', days: 2 } }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it('compares whole periods when nothing asks for like with like', () => {
    expect(ask('this month vs last month').comparedTo).toEqual(LAST_MONTH)
  })
})

describe('values compared, not periods: "duitnow vs card this month"', () => {
  const THIS_MONTH = { kind: 'this_month', from: '2026-11-01', to: '2026-11-24', days: 24 }
  it.each<Row>([
    ['duitnow vs card this month', { topic: 'payments', period: THIS_MONTH, comparedTo: null }],
    ['delivery vs dine in last week', { topic: 'channels', period: LAST_WEEK, comparedTo: null }],
    ['compare my outlets this month', { topic: 'outlets', period: THIS_MONTH, comparedTo: null }],
    ['tunai vs ewallet bulan lepas', { topic: 'payments', period: LAST_MONTH, comparedTo: null, language: 'ms' }],
    ['outlet sales compared to last month', { topic: 'outlets', comparedTo: LAST_MONTH }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })
})

describe('a period against the one before it, named after it', () => {
  it.each<Row>([
    ['compare last week to the week before', { period: LAST_WEEK, comparedTo: { kind: 'range', from: '2026-11-09', to: '2026-11-15', days: 7 } }],
    ['minggu lps lagi byk jualan ke minggu sblm tu?', { period: LAST_WEEK, comparedTo: { kind: 'range', from: '2026-11-09', to: '2026-11-15', days: 7 } }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
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

describe('the days of the week, not the best date', () => {
  it.each<Row>([
    ['Which day of the week is busiest?', { topic: 'weekdays', period: { kind: 'default' } }],
    ['what weekday is usually the quietest', { topic: 'weekdays' }],
    ['which day is the busiest', { topic: 'weekdays' }],
    ['hari apa paling lengang?', { topic: 'weekdays', language: 'ms' }],
    ['hari apa biasanya paling ramai bulan lepas', { topic: 'weekdays', period: LAST_MONTH, language: 'ms' }],
    ['星期几最忙', { topic: 'weekdays', language: 'zh' }],
    ['which weekday gets the most orders', { topic: 'weekdays', measures: ['orders'] }],
  ])('%s', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
  })

  it.each<Row>([
    ['which day was busiest last week', { topic: 'by_day', period: LAST_WEEK }],
    ['hari mana paling laris bln lps', { topic: 'by_day', period: LAST_MONTH }],
    ['best day last month', { topic: 'by_day', period: LAST_MONTH }],
  ])('%s: a period named, so its best date', (text, expected) => {
    expect(ask(text)).toMatchObject(expected)
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
