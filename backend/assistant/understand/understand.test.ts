import { describe, expect, it } from 'vitest'
import type { AccountVocabulary, Question } from '../types'
import { understand } from './index'

// Tuesday 24 November 2026: this week began Monday the 23rd.
const vocabulary: AccountVocabulary = {
  today: '2026-11-24',
  items: ['Nasi Lemak Ayam', 'Nasi Goreng Kampung', 'Teh Tarik', 'Kopi O', 'Kopi Susu', 'Roti Bakar Kaya', 'Sugarcane Juice', 'Iced Latte'],
  outlets: ['Kopi Kita Bangsar', 'Kopi Kita Damansara', 'Kopi Kita Shah Alam'],
}

function ask(text: string): Question {
  return understand(text, vocabulary, { previous: null })
}

const TODAY = { kind: 'default', from: '2026-11-24', to: '2026-11-24' }
const LAST_WEEK = { kind: 'last_week', from: '2026-11-16', to: '2026-11-22', days: 7 }
const THIS_WEEK = { kind: 'this_week', from: '2026-11-23', to: '2026-11-24', days: 2 }
const YESTERDAY = { kind: 'yesterday', from: '2026-11-23', to: '2026-11-23', days: 1 }
const THIS_MONTH = { kind: 'this_month', from: '2026-11-01', to: '2026-11-24', days: 24 }
const LAST_MONTH = { kind: 'last_month', from: '2026-10-01', to: '2026-10-31', days: 31 }

type Row = readonly [string, Partial<Record<keyof Question, unknown>>]

const SALES_QUESTIONS: readonly Row[] = [
  // English
  ['What were my sales yesterday?', { topic: 'figures', measures: ['revenue'], language: 'en', period: YESTERDAY }],
  ['revenue this week', { topic: 'figures', measures: ['revenue'], period: THIS_WEEK }],
  ['How many orders last week?', { topic: 'figures', measures: ['orders'], period: LAST_WEEK }],
  ['how many customers came today', { topic: 'figures', measures: ['customers'], period: { kind: 'today', from: '2026-11-24', to: '2026-11-24' } }],
  ['average order value last month', { topic: 'figures', measures: ['avg_order'], period: LAST_MONTH }],
  ['AOV this month', { topic: 'figures', measures: ['avg_order'], period: THIS_MONTH }],
  ['sales and orders last week', { topic: 'figures', measures: ['revenue', 'orders'], period: LAST_WEEK }],
  ['orders, customers and sales yesterday', { topic: 'figures', measures: ['orders', 'customers', 'revenue'] }],
  ['how much did we make this month', { topic: 'figures', measures: ['revenue'], period: THIS_MONTH }],
  ["how's business?", { topic: 'figures', measures: [], period: TODAY }],
  ['daily sales last week', { topic: 'by_day', measures: ['revenue'], period: LAST_WEEK }],
  ['which day was busiest last month', { topic: 'by_day', period: LAST_MONTH }],
  ['weekends vs weekdays', { topic: 'weekend_vs_weekday', comparedTo: null }],
  ['do we sell more on weekends?', { topic: 'weekend_vs_weekday' }],
  ['best sellers this month', { topic: 'best_sellers', period: THIS_MONTH, limit: null }],
  ['top 3 items last week', { topic: 'best_sellers', limit: 3, period: LAST_WEEK }],
  ['top three best sellers', { topic: 'best_sellers', limit: 3 }],
  ['most popular items', { topic: 'best_sellers' }],
  ['least popular items last month', { topic: 'worst_sellers', period: LAST_MONTH }],
  ['bottom 5 items', { topic: 'worst_sellers', limit: 5 }],
  ['worst sellers', { topic: 'worst_sellers' }],
  ['peak hours', { topic: 'peak_hours' }],
  ['what is our busiest time?', { topic: 'peak_hours' }],
  ['quiet hours last week', { topic: 'quiet_hours', period: LAST_WEEK }],
  ['which outlet sold most last month', { topic: 'outlets', period: LAST_MONTH }],
  ['compare outlets', { topic: 'outlets' }],
  ['payment methods this month', { topic: 'payments', period: THIS_MONTH }],
  ['cash vs card', { topic: 'payments', comparedTo: null }],
  ['how much came in by e-wallet', { topic: 'payments' }],
  ['GrabFood vs dine-in', { topic: 'channels' }],
  ['sales by channel', { topic: 'channels' }],
  ['returning customers', { topic: 'repeat_customers' }],
  ['who stopped coming?', { topic: 'lapsed_customers' }],
  ["customers who haven't come back", { topic: 'lapsed_customers' }],
  ['what should I do to increase sales?', { topic: 'advice' }],
  ['any tips?', { topic: 'advice' }],
  // Malay
  ['jualan minggu lepas', { topic: 'figures', measures: ['revenue'], language: 'ms', period: LAST_WEEK }],
  ['berapa hasil hari ini', { topic: 'figures', measures: ['revenue'], language: 'ms', period: { kind: 'today' } }],
  ['kutipan bulan lepas', { topic: 'figures', measures: ['revenue'], language: 'ms', period: LAST_MONTH }],
  ['berapa pelanggan datang semalam', { topic: 'figures', measures: ['customers'], language: 'ms', period: YESTERDAY }],
  ['berapa orang datang minggu ni', { topic: 'figures', measures: ['customers'], language: 'ms', period: THIS_WEEK }],
  ['berapa pesanan bulan ini', { topic: 'figures', measures: ['orders'], language: 'ms', period: THIS_MONTH }],
  ['jumlah resit minggu lalu', { topic: 'figures', measures: ['orders'], language: 'ms', period: LAST_WEEK }],
  ['transaksi semalam', { topic: 'figures', measures: ['orders'], language: 'ms' }],
  ['purata pesanan bulan lepas', { topic: 'figures', measures: ['avg_order'], language: 'ms', period: LAST_MONTH }],
  ['jualan harian minggu lepas', { topic: 'by_day', measures: ['revenue'], language: 'ms', period: LAST_WEEK }],
  ['hujung minggu vs hari biasa', { topic: 'weekend_vs_weekday', language: 'ms' }],
  ['menu paling laris', { topic: 'best_sellers', language: 'ms' }],
  ['apa paling laku minggu ni', { topic: 'best_sellers', language: 'ms', period: THIS_WEEK }],
  ['5 teratas bulan lepas', { topic: 'best_sellers', limit: 5, period: LAST_MONTH }],
  ['lima menu paling laku', { topic: 'best_sellers', limit: 5 }],
  ['menu yang kurang laku', { topic: 'worst_sellers', language: 'ms' }],
  ['paling kurang laris', { topic: 'worst_sellers' }],
  ['waktu puncak', { topic: 'peak_hours', language: 'ms' }],
  ['masa paling sibuk', { topic: 'peak_hours', language: 'ms' }],
  ['pukul berapa paling ramai', { topic: 'peak_hours', language: 'ms' }],
  ['waktu lengang', { topic: 'quiet_hours', language: 'ms' }],
  ['cawangan mana paling laris', { topic: 'outlets', language: 'ms' }],
  ['cara bayaran bulan ini', { topic: 'payments', language: 'ms', period: THIS_MONTH }],
  ['saluran jualan', { topic: 'channels', language: 'ms' }],
  ['pelanggan tetap', { topic: 'repeat_customers', language: 'ms' }],
  ['pelanggan yang dah tak datang', { topic: 'lapsed_customers', language: 'ms' }],
  ['apa patut saya buat?', { topic: 'advice', language: 'ms' }],
  ['ada cadangan?', { topic: 'advice', language: 'ms' }],
  ['macam mana nak naikkan jualan', { topic: 'advice', language: 'ms' }],
  // Manglish: mixed questions are answered in English.
  ['sales semalam berapa', { topic: 'figures', measures: ['revenue'], language: 'en', period: YESTERDAY }],
  ['top 3 menu minggu lepas', { topic: 'best_sellers', limit: 3, period: LAST_WEEK }],
  ['customer bulan ni berapa ramai', { topic: 'figures', measures: ['customers'], period: THIS_MONTH }],
  ['dis week sales', { topic: 'figures', measures: ['revenue'], period: THIS_WEEK }],
  ['brp customer dtg semalam', { topic: 'figures', measures: ['customers'], period: YESTERDAY }],
  ['sales on mondays', { topic: 'by_day', measures: ['revenue'], period: TODAY }],
  ['what time is busiest on saturday', { topic: 'peak_hours', period: { kind: 'day', from: '2026-11-21', to: '2026-11-21' } }],
  ['why sales turun minggu ni', { measures: ['revenue'], period: THIS_WEEK, comparedTo: LAST_WEEK }],
  ['how much did bangsar make last month vs the month before', {
    outlet: 'Kopi Kita Bangsar', measures: ['revenue'], period: LAST_MONTH, comparedTo: { kind: 'month', from: '2026-09-01', to: '2026-09-30' },
  }],
  ['Selamat petang, boleh tunjuk jualan semalam?', { topic: 'figures', language: 'ms', period: YESTERDAY }],
  ['berapa sales minggu lepas', { topic: 'figures', measures: ['revenue'], language: 'ms', period: LAST_WEEK }],
  // Typos
  ['revnue last month', { topic: 'figures', measures: ['revenue'], period: LAST_MONTH }],
  ['custmers yesterdy', { topic: 'figures', measures: ['customers'], period: YESTERDAY }],
  ['semlam punya jaulan', { topic: 'figures', measures: ['revenue'], period: YESTERDAY, language: 'ms' }],
  ['jualan minggu lpas', { topic: 'figures', measures: ['revenue'], period: LAST_WEEK }],
  ['bset sellers', { topic: 'best_sellers' }],
  ['peek hours', { topic: 'peak_hours' }],
  ['sales octber', { topic: 'figures', period: { kind: 'month', from: '2026-10-01', to: '2026-10-31' } }],
  ['pelangan tetap', { topic: 'repeat_customers' }],
  ['transaksi smlm', { topic: 'figures', measures: ['orders'], period: YESTERDAY }],
  // Comparisons
  ['this week vs last week', { topic: 'figures', period: THIS_WEEK, comparedTo: LAST_WEEK }],
  ['compare this month with last month', { period: THIS_MONTH, comparedTo: LAST_MONTH }],
  ['banding minggu ni dengan minggu lepas', { topic: 'figures', language: 'ms', period: THIS_WEEK, comparedTo: LAST_WEEK }],
  ['how did we do compared to last month', { topic: 'figures', period: THIS_MONTH, comparedTo: LAST_MONTH }],
  ['sales today vs yesterday', { measures: ['revenue'], period: { kind: 'today' }, comparedTo: YESTERDAY }],
  ['jualan okt vs sept', { period: { kind: 'month', from: '2026-10-01', to: '2026-10-31' }, comparedTo: { kind: 'month', from: '2026-09-01', to: '2026-09-30' } }],
  ['did sales drop last week?', { period: LAST_WEEK, comparedTo: { kind: 'range', from: '2026-11-09', to: '2026-11-15', days: 7 } }],
  ['better than yesterday?', { period: { kind: 'today' }, comparedTo: YESTERDAY }],
  ['3 nov and 10 nov', { period: { kind: 'day', from: '2026-11-03' }, comparedTo: { kind: 'day', from: '2026-11-10' } }],
  // Names
  ['how many nasi lemk sold last week', { topic: 'figures', item: 'Nasi Lemak Ayam', outlet: null, period: LAST_WEEK }],
  ['teh tarik semalam', { topic: 'figures', item: 'Teh Tarik', period: YESTERDAY }],
  ['sales at bangsar this month', { topic: 'figures', outlet: 'Kopi Kita Bangsar', item: null, period: THIS_MONTH }],
  ['shah alam orders', { topic: 'figures', measures: ['orders'], outlet: 'Kopi Kita Shah Alam' }],
  ['kopi o at damansra yesterday', { item: 'Kopi O', outlet: 'Kopi Kita Damansara', period: YESTERDAY }],
  ['best sellers at bangsar outlet', { topic: 'best_sellers', outlet: 'Kopi Kita Bangsar' }],
  ['latte sales', { item: 'Iced Latte', measures: ['revenue'] }],
  // Small talk
  ['hi', { topic: 'greeting', measures: [] }],
  ['Hello!', { topic: 'greeting' }],
  ['Assalamualaikum', { topic: 'greeting', language: 'ms' }],
  ['selamat pagi', { topic: 'greeting', language: 'ms' }],
  ['thanks!', { topic: 'thanks' }],
  ['terima kasih', { topic: 'thanks', language: 'ms' }],
  ['tq', { topic: 'thanks' }],
  ['what can you do?', { topic: 'help' }],
  ['awak boleh buat apa?', { topic: 'help', language: 'ms' }],
  ['boleh buat apa', { topic: 'help' }],
  ['hi, what were sales yesterday?', { topic: 'figures', period: YESTERDAY }],
  // Unknowns and document questions
  ['what is the price of sugar in the supplier list', { topic: 'other', item: null, measures: [] }],
  ['what does our SOP say about closing', { topic: 'other', measures: [] }],
  ['what does the SOP say about sales targets', { topic: 'other' }],
  ['harga gula dari pembekal', { topic: 'other' }],
  ['how much sugar do we have', { topic: 'other' }],
  ['tell me a joke', { topic: 'other' }],
  ['sugar', { topic: 'other', item: null }],
  ['what is the weather tomorrow', { topic: 'other' }],
]

describe('understand: topics, measures, languages, typos and names', () => {
  it.each(SALES_QUESTIONS)('%s', (text, expected) => {
    const question = ask(text)
    expect(question).toMatchObject(expected)
    expect(question.text).toBe(text)
    expect(question.followUp).toBe(false)
  })

  it('covers at least 80 phrasings', () => {
    expect(SALES_QUESTIONS.length).toBeGreaterThanOrEqual(80)
  })

  it('is deterministic and reads no clock', () => {
    const realNow = Date.now
    Date.now = () => {
      throw new Error('the understanding read the clock')
    }
    try {
      for (const [text] of SALES_QUESTIONS) expect(ask(text)).toEqual(ask(text))
    } finally {
      Date.now = realNow
    }
  })

  it('reads "may" as a month only where it is one, and "dis" as Manglish "this"', () => {
    expect(ask('sales in may').period).toMatchObject({ kind: 'month', from: '2026-05-01', to: '2026-05-31' })
    expect(ask('may i know the sales').period.kind).toBe('default')
    expect(ask('1 dis').period).toMatchObject({ kind: 'day', from: '2025-12-01' })
  })
})
