import { describe, expect, it } from 'vitest'
import type { AccountVocabulary, Question } from '../types'
import { understand } from './index'

const vocabulary: AccountVocabulary = {
  today: '2026-11-24',
  items: ['Nasi Lemak Ayam', 'Teh Tarik'],
  outlets: ['Kopi Kita Bangsar', 'Kopi Kita Damansara'],
}

/** Asks each question in turn, each reading the one before; returns every understanding. */
function conversation(...texts: string[]): Question[] {
  const asked: Question[] = []
  for (const text of texts) asked.push(understand(text, vocabulary, { previous: asked.at(-1) ?? null }))
  return asked
}

describe('follow-ups read the previous question', () => {
  it('"and the week before?" shifts a week back by a week, again and again', () => {
    const [, before, beforeThat] = conversation('sales last week', 'and the week before?', 'and the week before?')
    expect(before).toMatchObject({ followUp: true, topic: 'figures', measures: ['revenue'], period: { from: '2026-11-09', to: '2026-11-15', days: 7 } })
    expect(beforeThat).toMatchObject({ followUp: true, period: { from: '2026-11-02', to: '2026-11-08', days: 7 } })
  })

  it('shifts a month by a calendar month, a day by a day, a year by a year, N days by N days', () => {
    expect(conversation('sales October', 'and the month before?')[1]?.period).toEqual({ kind: 'month', from: '2026-09-01', to: '2026-09-30', days: 30 })
    // This month so far, moved back: the whole of last month.
    expect(conversation('jualan bulan ini', 'bulan sebelumnya?')[1]?.period).toEqual({ kind: 'last_month', from: '2026-10-01', to: '2026-10-31', days: 31 })
    expect(conversation('sales yesterday', 'and the day before?')[1]?.period).toEqual({ kind: 'day', from: '2026-11-22', to: '2026-11-22', days: 1 })
    expect(conversation('sales last year', 'and the year before?')[1]?.period).toEqual({ kind: 'range', from: '2024-01-01', to: '2024-12-31', days: 366 })
    expect(conversation('sales last 14 days', 'and the period before?')[1]?.period).toEqual({ kind: 'range', from: '2026-10-28', to: '2026-11-10', days: 14 })
    // This week so far, moved back: last week, named so.
    expect(conversation('orders this week', 'the week before?')[1]?.period).toEqual({ kind: 'last_week', from: '2026-11-16', to: '2026-11-22', days: 7 })
  })

  it('after the default period, "the week before" is last week', () => {
    const [, before] = conversation('sales', 'and the week before?')
    expect(before).toMatchObject({ followUp: true, period: { kind: 'last_week', from: '2026-11-16', to: '2026-11-22' } })
  })

  it('"how about last month?" and "kalau minggu lepas?" keep the topic, measures, outlet and item', () => {
    const [first, second] = conversation('berapa pesanan teh tarik di bangsar minggu ni', 'kalau minggu lepas?')
    expect(first).toMatchObject({ measures: ['orders'], item: 'Teh Tarik', outlet: 'Kopi Kita Bangsar', followUp: false })
    expect(second).toMatchObject({
      followUp: true, topic: 'figures', measures: ['orders'], item: 'Teh Tarik', outlet: 'Kopi Kita Bangsar', language: 'ms',
      period: { kind: 'last_week', from: '2026-11-16', to: '2026-11-22' },
    })
    const [, monthly] = conversation('top 3 items this week', 'how about last month?')
    expect(monthly).toMatchObject({ followUp: true, topic: 'best_sellers', limit: 3, period: { kind: 'last_month', from: '2026-10-01' } })
  })

  it('"what about Bangsar?" keeps the topic and period and sets the outlet', () => {
    const [, bangsar, damansara] = conversation('peak hours last week', 'what about Bangsar?', 'macam mana dengan damansara')
    expect(bangsar).toMatchObject({ followUp: true, topic: 'peak_hours', outlet: 'Kopi Kita Bangsar', period: { kind: 'last_week' } })
    expect(damansara).toMatchObject({ followUp: true, topic: 'peak_hours', outlet: 'Kopi Kita Damansara', period: { kind: 'last_week' } })
  })

  it('"and orders?" changes the measure, keeping the period and a daily breakdown', () => {
    const [, orders] = conversation('sales last week', 'and orders?')
    expect(orders).toMatchObject({ followUp: true, topic: 'figures', measures: ['orders'], period: { kind: 'last_week' } })
    const [, daily] = conversation('daily sales last month', 'and customers?')
    expect(daily).toMatchObject({ followUp: true, topic: 'by_day', measures: ['customers'], period: { kind: 'last_month' } })
  })

  it('a comparison stays a comparison: a new period is compared with the one before it', () => {
    const [, month, earlier] = conversation('this week vs last week', 'what about this month?', 'and the month before?')
    expect(month).toMatchObject({ followUp: true, period: { kind: 'this_month' }, comparedTo: { kind: 'last_month', from: '2026-10-01', to: '2026-10-31' } })
    expect(earlier).toMatchObject({ period: { kind: 'last_month' }, comparedTo: { kind: 'month', from: '2026-09-01', to: '2026-09-30' } })
  })

  it('a question that names its own topic is not a follow-up', () => {
    const [, orders, best] = conversation('sales last week', 'orders last month', 'best sellers yesterday')
    expect(orders).toMatchObject({ followUp: false, measures: ['orders'], period: { kind: 'last_month' } })
    expect(best).toMatchObject({ followUp: false, topic: 'best_sellers', period: { kind: 'yesterday' } })
  })

  it('"what about best sellers?" is a new topic over the same period and outlet', () => {
    const [, best] = conversation('sales at bangsar last week', 'what about best sellers?')
    expect(best).toMatchObject({ followUp: false, topic: 'best_sellers', outlet: 'Kopi Kita Bangsar', period: { kind: 'last_week' } })
  })

  it('small talk is not carried, and does not carry', () => {
    const [, thanks] = conversation('sales last week', 'thanks!')
    expect(thanks).toMatchObject({ topic: 'thanks', followUp: false, period: { kind: 'default' } })
    const [, afterHello] = conversation('hello', 'how about last month?')
    expect(afterHello).toMatchObject({ topic: 'figures', followUp: false, period: { kind: 'last_month' } })
    const [, afterDocument] = conversation('what does the SOP say about closing', 'and last week?')
    expect(afterDocument).toMatchObject({ topic: 'figures', followUp: false })
  })
})
