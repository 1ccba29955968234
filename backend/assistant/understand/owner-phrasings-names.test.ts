/**
 * Phrasings owners typed that were misread, naming outlets and items: "by outlet" breakdowns, an
 * outlet named by one distinctive word or typed with its letters and digits apart, a name several
 * items fit, two outlets or items at once. Each is checked field by field.
 */
import { describe, expect, it } from 'vitest'
import { understand } from './index'
import { vocabulary, ask, YESTERDAY, THIS_WEEK, LAST_WEEK, LAST_MONTH, type Row } from '../../../tests/utils/backend/owner-phrasings'

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
