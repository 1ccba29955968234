import { describe, expect, it } from 'vitest'
import { everyDay, insightsOf, MONTH, ofKind, sale, sen } from '../../../tests/utils/backend/insights'

describe('outlet', () => {
  /** 14 days: `orders` receipts a day of RM`each` at each outlet, from `from` days back. */
  const outlet = (name: string, orders: number, each: number, from = -14) => everyDay(from, -1, (offset) => Array.from({ length: orders }, (_, n) => sale(offset, 9 + n, each, { outlet: name })))

  it('compares the weakest outlet with the other, and says what to do when its orders are as big', () => {
    // Bangsar RM100 a day (RM700 a week), SS15 RM80 (RM560): 20% below, both RM20 an order.
    expect(ofKind(insightsOf([...outlet('Bangsar', 5, 20), ...outlet('SS15', 4, 20)]), 'outlet')).toEqual([
      {
        kind: 'outlet',
        text: 'SS15 brings in RM560 a week, 20% below Bangsar (RM700) — its orders are as big as elsewhere (RM20.00 on average) but fewer: a neighbourhood promotion would bring more people in.',
        stake: sen(0.25 * 140 * MONTH),
        action: 'Run a neighbourhood promotion for SS15',
      },
    ])
  })

  it('points at smaller orders, against the average of the other outlets', () => {
    const rows = [...outlet('Bangsar', 5, 20), ...outlet('Mont Kiara', 5, 24), ...outlet('SS15', 5, 16)]
    expect(ofKind(insightsOf(rows), 'outlet').map((insight) => [insight.text, insight.action])).toEqual([
      [
        "SS15 brings in RM560 a week, 27% below your other outlets’ average (RM770) — its average order is RM16.00 against RM22.00 elsewhere: suggest a pastry or a larger drink with every order there.",
        'Upsell add-ons at SS15',
      ],
    ])
  })

  it('says nothing for outlets within 10%, a single outlet, or an outlet whose data is new', () => {
    expect(ofKind(insightsOf([...outlet('Bangsar', 10, 20), ...outlet('SS15', 10, 19)]), 'outlet')).toEqual([])
    expect(ofKind(insightsOf(outlet('Bangsar', 5, 20)), 'outlet')).toEqual([])
    expect(ofKind(insightsOf([...outlet('Bangsar', 5, 20), ...outlet('SS15', 1, 20, -5)]), 'outlet')).toEqual([])
  })
})

describe('delivery', () => {
  const day = (dineIn: number, grab: number, panda: number) => (offset: number) => [
    sale(offset, 9, dineIn, { channel: 'Dine in' }),
    sale(offset, 12, grab, { channel: 'GrabFood' }),
    sale(offset, 19, panda, { channel: 'foodpanda' }),
  ]

  it('gives the platforms’ share of sales and the commission they take', () => {
    // A day: RM80 dine-in, RM15 GrabFood, RM5 foodpanda: 20%, RM140 a week, RM42 at 30%.
    expect(ofKind(insightsOf(everyDay(-14, -1, day(80, 15, 5))), 'delivery')).toEqual([
      {
        kind: 'delivery',
        text: 'GrabFood and foodpanda bring in 20% of your sales (RM140 a week), and about RM42.00 of that goes in commission at a typical 30% — offer regulars a pickup discount for ordering direct.',
        stake: sen(0.2 * 42 * MONTH),
        action: 'Offer a pickup discount for direct orders',
      },
    ])
  })

  it('says nothing under a 10% share, or with under a week of data', () => {
    expect(ofKind(insightsOf(everyDay(-14, -1, day(95, 4, 1))), 'delivery')).toEqual([])
    expect(ofKind(insightsOf(everyDay(-6, -1, day(80, 15, 5))), 'delivery')).toEqual([])
  })
})
