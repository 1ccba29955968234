import { describe, expect, it } from 'vitest'
import type { TestRow } from '../../../tests/utils/backend/sales-batches'
import { insightsOf, MONTH, ofKind, sale, sen } from '../../../tests/utils/backend/insights'

/** `lines[week]` lines of `name` at RM`price` at noon, from the last day of each window week back. */
function weekly(name: string, price: number, lines: readonly number[], firstWeek = 0): TestRow[] {
  const rows: TestRow[] = []
  lines.forEach((count, index) => {
    for (let line = 0; line < count; line++) rows.push(sale(-22 + 7 * (firstWeek + index) - (line % 7), 12, price, { item: name }))
  })
  return rows
}

describe('item-trend', () => {
  // Weeks before: Kopi 500 + latte 200 + laksa 300 = 1,000; last week: 500 + 400 + 150 = 1,050.
  const cafe = [...weekly('Kopi', 5, [100, 100, 100, 100]), ...weekly('Iced Gula Melaka Latte', 10, [20, 20, 20, 40]), ...weekly('Asam Laksa', 10, [30, 30, 30, 15])]

  it('names the best seller rising most and the one falling most, week on week', () => {
    expect(ofKind(insightsOf(cafe), 'item-trend')).toEqual([
      {
        kind: 'item-trend',
        text: 'Iced Gula Melaka Latte is taking off: RM400 last week, up 100% on its average of the 3 weeks before — feature it on the counter and on social media.',
        stake: sen(200 * MONTH),
        action: 'Feature Iced Gula Melaka Latte on the counter and social media',
      },
      {
        kind: 'item-trend',
        text: 'Asam Laksa is slipping: RM150 last week, down 50% on its average of the 3 weeks before — refresh the recipe or swap it for a new special.',
        stake: sen(150 * MONTH),
        action: 'Refresh or replace Asam Laksa',
      },
    ])
  })

  it('compares with the week before when the data holds two weeks', () => {
    const rows = [...weekly('Kopi', 5, [100, 100], 2), ...weekly('Iced Gula Melaka Latte', 10, [20, 40], 2)]
    expect(ofKind(insightsOf(rows), 'item-trend').map((insight) => insight.text)).toEqual([
      'Iced Gula Melaka Latte is taking off: RM400 last week, up 100% on the week before — feature it on the counter and on social media.',
    ])
  })

  it('says nothing for noise, a small change, a tiny item, the whole café moving, or under two weeks', () => {
    const noise = [...weekly('Kopi', 5, [100, 100, 100, 100]), ...weekly('Kuih Lapis', 10, [2, 2, 2, 4])]
    expect(ofKind(insightsOf(noise), 'item-trend')).toEqual([])
    const small = [...weekly('Kopi', 5, [100, 100, 100, 100]), ...weekly('Teh Tarik', 10, [50, 50, 50, 57])]
    expect(ofKind(insightsOf(small), 'item-trend')).toEqual([])
    const tiny = [...weekly('Kopi', 50, [100, 100, 100, 100]), ...weekly('Kuih Seri Muka', 1, [20, 20, 20, 40])]
    expect(ofKind(insightsOf(tiny), 'item-trend')).toEqual([])
    const everything = [...weekly('Kopi', 5, [100, 100, 100, 150]), ...weekly('Latte', 10, [40, 40, 40, 60])]
    expect(ofKind(insightsOf(everything), 'item-trend')).toEqual([])
    expect(ofKind(insightsOf(weekly('Kopi', 5, [0, 0, 0, 100]).concat(weekly('Latte', 10, [0, 0, 0, 40]))), 'item-trend')).toEqual([])
  })
})

describe('slow-item', () => {
  const menu = ['Kopi O', 'Teh Tarik', 'Latte', 'Nasi Lemak', 'Mee Goreng', 'Roti Bakar', 'Curry Puff', 'Milo Ais', 'Kaya Toast']
  // One line a day of each: the data covers the whole window.
  const steadyOf = (names: readonly string[]) => names.flatMap((name) => weekly(name, 36, [7, 7, 7, 7]))
  const steady = steadyOf(menu)

  it('names established items that make almost nothing', () => {
    // Nine items at RM1,008 in four weeks, Kuih Seri Muka RM20: 0.2% of sales, RM5 a week.
    const rows = [...steady, ...weekly('Kuih Seri Muka', 5, [1, 1, 1, 1])]
    expect(ofKind(insightsOf(rows), 'slow-item')).toEqual([
      {
        kind: 'slow-item',
        text: 'Kuih Seri Muka sells little: RM5.00 a week, under 1% of your sales over the last 4 weeks — trim it from the menu or fold it into a set to free up prep time and counter space.',
        stake: sen(5 * MONTH),
        action: 'Trim or rework Kuih Seri Muka',
      },
    ])
  })

  it('lists the slowest three together', () => {
    const rows = [...steady, ...['Onde-onde', 'Kuih Lapis', 'Kuih Seri Muka', 'Sirap Bandung'].flatMap((name, index) => weekly(name, 2 + index, [1, 1, 1, 1]))]
    expect(ofKind(insightsOf(rows), 'slow-item')[0]?.text).toBe(
      'Onde-onde, Kuih Lapis and Kuih Seri Muka sell little: RM9.00 a week together, under 1% of your sales over the last 4 weeks — trim them from the menu or fold them into a set to free up prep time and counter space.',
    )
  })

  it('leaves out new items, and says nothing on a small menu', () => {
    expect(ofKind(insightsOf([...steady, ...weekly('Iced Gula Melaka Latte', 5, [0, 0, 0, 1])]), 'slow-item')).toEqual([])
    expect(ofKind(insightsOf([...steadyOf(menu.slice(0, 6)), ...weekly('Kuih Seri Muka', 5, [1, 1, 1, 1])]), 'slow-item')).toEqual([])
  })
})
