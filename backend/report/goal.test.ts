import { describe, expect, it } from 'vitest'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { at, handSales, TOTALS, WEEK } from '../../tests/utils/backend/report-week'
import { localeOf } from '../../kernel/format'
import { goalLine } from './goal'
import { summariseWeek } from './summary'

/* The hand-written week of 9–15 November 2026 (tests/utils/backend/report-week.ts, every figure worked out there). */
const summary = summariseWeek(handSales(), TOTALS, WEEK)
const line = (title: string | null, text = title ?? 'Our own goal') => goalLine({ text, title }, summary, 'Nasi Lemak')

describe('goalLine: what the week did for the top goal, from its numbers', () => {
  it('sales (and a goal of the owner’s own words): the revenue against the week before, with its orders', () => {
    const revenue = 'Revenue was RM258.70, up 247.2% on the week before (RM74.50), from 5 orders of RM11.74 on average.'
    expect(line('Increase sales and revenue')).toEqual({ goal: 'Increase sales and revenue', sentence: revenue })
    expect(line('Open a new outlet').sentence).toBe(revenue)
    expect(line(null, 'Be the best kopitiam in Ipoh')).toEqual({ goal: 'Be the best kopitiam in Ipoh', sentence: revenue })
  })

  it('retention and loyalty: the known customers, and those who had bought the week before too', () => {
    // Siti, Aisyah and the day total's new customer; Siti bought the week before too.
    expect(line('Improve customer retention').sentence).toBe('3 known customers bought this week and 1 of them (33%) had bought the week before too.')
    expect(line('Launch a loyalty programme').sentence).toBe(line('Improve customer retention').sentence)
  })

  it('operations: the orders handled and the busiest hour', () => {
    expect(line('Automate operations').sentence).toBe('You handled 5 orders, up 150.0% on the week before (2); the busiest hour was Wednesday 08:00–09:00 (RM26.30).')
  })

  it('food waste: how far apart the days’ sales were', () => {
    expect(line('Reduce food waste').sentence).toBe("Daily sales ran from RM0.00 on Tuesday to RM200.00 on Thursday: prep for each day's own sales, not the best day's.")
  })

  it('social media: the best seller to post about', () => {
    expect(line('Improve social media presence').sentence).toBe('Nasi Lemak was your best seller (RM44.70 from 3 sold, +200.0% on the week before): the dish to post about.')
  })

  it('delivery: the platforms’ sales and share, or that there were none', () => {
    expect(line('Grow delivery orders').sentence).toBe('No sales came through a delivery platform this week or the week before (none in a channel such as GrabFood, foodpanda or ShopeeFood).')
    const rows = [
      { at: at('2026-10-20T09:00:00'), amount: 1, receipt: 'A' },
      { at: at('2026-11-04T12:00:00'), amount: 40, receipt: 'B', channel: 'GrabFood' },
      { at: at('2026-11-10T12:00:00'), amount: 50, receipt: 'C', channel: 'GrabFood' },
      { at: at('2026-11-10T13:00:00'), amount: 10, receipt: 'D', channel: 'foodpanda' },
      { at: at('2026-11-11T09:00:00'), amount: 140, receipt: 'E', channel: 'Dine in' },
    ]
    const week = summariseWeek(batchOf(rows), [], WEEK)
    expect(goalLine({ text: 'More delivery', title: 'Grow delivery orders' }, week, null, localeOf({ currency: 'SGD' })).sentence).toBe(
      'Delivery platforms brought in S$60.00 (30% of your sales), up 50.0% on the week before (S$40.00).',
    )
  })

  it('writes amounts in the account’s currency', () => {
    const sgd = goalLine({ text: 'Sales', title: 'Increase sales and revenue' }, summary, null, localeOf({ currency: 'SGD' }))
    expect(sgd.sentence).toBe('Revenue was S$258.70, up 247.2% on the week before (S$74.50), from 5 orders of S$11.74 on average.')
    expect(goalLine({ text: 'Sales', title: 'Increase sales and revenue' }, summary, null, localeOf({ currency: 'USD' })).sentence).toMatch(/^Revenue was US\$258\.70/)
  })
})
