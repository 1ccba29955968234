import { describe, expect, it } from 'vitest'
import type { TestRow } from '../../../tests/utils/backend/sales-batches'
import { everyDay, insightsOf, MONTH, ofKind, sale, sen } from '../../../tests/utils/backend/insights'

const customer = (n: number) => `email:regular${n}@kedai.my`

describe('repeat-customers', () => {
  /** `returning` customers buy on the window's first and last day, `once` customers once; RM10 a visit. */
  function visits(returning: number, once: number): TestRow[] {
    const rows: TestRow[] = []
    for (let n = 0; n < returning; n++) rows.push(sale(-28, 9, 10, { customer: customer(n) }), sale(-1, 9, 10, { customer: customer(n) }))
    for (let n = returning; n < returning + once; n++) rows.push(sale(-10, 9, 10, { customer: customer(n) }))
    return rows
  }

  it('counts known customers who came back on another day, and what they spend', () => {
    // 20 came back: RM400 in 4 weeks, RM100 a week, 89% of RM450.
    expect(ofKind(insightsOf(visits(20, 5)), 'repeat-customers')).toEqual([
      {
        kind: 'repeat-customers',
        text: '20 of your 25 known customers came back on another day in the last 4 weeks, spending RM100 a week (89% of your sales) — a stamp card would keep them coming.',
        stake: sen(0.05 * 100 * MONTH),
        action: 'Start a stamp card for your regulars',
      },
    ])
  })

  it('says so when few come back, and when none do (two visits on one day are one day)', () => {
    expect(ofKind(insightsOf(visits(5, 20)), 'repeat-customers')[0]?.text).toBe(
      'Only 5 of your 25 known customers (20%) came back on another day in the last 4 weeks — a stamp card would give the others a reason to return.',
    )
    const sameDay = Array.from({ length: 25 }, (_, n) => [sale(-28, 9, 10, { customer: customer(n) }), sale(-28, 17, 10, { customer: customer(n) })]).flat()
    expect(ofKind(insightsOf([...sameDay, sale(-1, 9, 10)]), 'repeat-customers')[0]?.text).toBe(
      'None of your 25 known customers came back on another day in the last 4 weeks — a stamp card would give them a reason to return.',
    )
  })

  it('says nothing about fewer than 20 known customers', () => {
    expect(ofKind(insightsOf(visits(15, 4)), 'repeat-customers')).toEqual([])
  })
})

describe('lapsed-regulars', () => {
  // Anonymous sales every day keep the data current; the cut-off is 28 Oct (21 days before 18 Nov).
  const open = everyDay(-60, -1, (offset) => [sale(offset, 8, 10)])
  /** Weekly visits of RM20 at 10:00, the last one `last` days from today. */
  const regular = (n: number, last: number, count = 5): TestRow[] => Array.from({ length: count }, (_, index) => sale(last - 7 * (count - 1 - index), 10, 20, { customer: customer(n) }))

  it('finds regulars not seen for 21 days and what they used to spend a week', () => {
    // Three regulars, five visits each over 4 weeks up to 27 Oct: RM100 in 4 weeks, RM25 a week each.
    const rows = [...open, ...regular(1, -22), ...regular(2, -22), ...regular(3, -22), ...regular(4, -21), ...regular(5, -30, 4)]
    expect(ofKind(insightsOf(rows), 'lapsed-regulars')).toEqual([
      {
        kind: 'lapsed-regulars',
        text: "3 regulars who came 5 times or more haven’t been back in 21 days — together they used to spend about RM75.00 a week. Send them a we-miss-you offer.",
        stake: sen((75 / 3) * MONTH),
        action: 'Send 3 lapsed regulars a we-miss-you offer',
      },
    ])
  })

  it('counts a receipt once, and a refund receipt not at all, as a visit; needs three lapsed', () => {
    // Customer 6: three visits and one receipt of two lines = 4 visits; customer 7: four visits and a refund.
    const split = [...regular(6, -22, 3), sale(-23, 10, 5, { customer: customer(6), receipt: 'R-split' }), sale(-23, 10, 5, { customer: customer(6), receipt: 'R-split' })]
    const refund = [...regular(7, -22, 4), sale(-23, 11, -20, { customer: customer(7) })]
    const rows = [...open, ...regular(1, -22), ...regular(2, -22), ...split, ...refund]
    expect(ofKind(insightsOf(rows), 'lapsed-regulars')).toEqual([])
    expect(ofKind(insightsOf([...rows, ...regular(3, -25)]), 'lapsed-regulars')[0]?.text).toMatch(/^3 regulars who came 5 times/)
  })
})
