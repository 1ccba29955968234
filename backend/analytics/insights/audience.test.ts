import { describe, expect, it } from 'vitest'
import { generateDemoSales } from '../../../mocks/fixtures/demo-sales'
import { computeInsights, findInsights, MAX_INSIGHTS, type InsightsAudience } from '../insights'
import { KL } from '../../../tests/utils/backend/insights'
import { GOAL_WEIGHT } from './goals'

/** The demo café on a Sunday afternoon: every kind of insight but one makes the top eight (insights.test.ts). */
const now = Date.parse('2026-11-22T14:05:00+08:00')
const demo = generateDemoSales({ today: now, timezone: KL }).batch
const shown = (audience: InsightsAudience = {}) => computeInsights({ sales: demo, dayTotals: [], now, timezone: KL, ...audience })

describe('insights in the account’s currency', () => {
  it('write every amount with the currency’s symbol, the same amounts and ranks (nothing converted)', () => {
    const ringgit = shown()
    for (const [currency, symbol] of [['SGD', 'S$'], ['USD', 'US$']] as const) {
      const other = shown({ currency })
      expect(other.map((insight) => insight.kind)).toEqual(ringgit.map((insight) => insight.kind))
      expect(other.map((insight) => insight.stake)).toEqual(ringgit.map((insight) => insight.stake))
      expect(other.map((insight) => insight.text)).toEqual(ringgit.map((insight) => insight.text.replaceAll('RM', symbol)))
      for (const insight of other) expect(insight.text).not.toMatch(/RM\d/)
    }
    expect(shown({ currency: 'SGD' }).find((insight) => insight.kind === 'revenue-gap')?.text).toMatch(/^Tuesday–Thursday 3–5 pm brings in S\$[\d,]+ a week/)
    expect(shown({ currency: 'USD' }).find((insight) => insight.kind === 'delivery')?.text).toMatch(/\(US\$[\d,]+ a week\), and about US\$[\d,]+ of that goes in commission/)
  })
})

describe('insights ranked for the owner’s goals', () => {
  it('lift the insights that serve a goal, which say so, by the rule of ./goals.ts', () => {
    const plain = shown()
    const ranked = shown({ goals: ['Improve customer retention'] })
    const serving = ranked.filter((insight) => insight.goal !== undefined)
    expect(serving.map((insight) => insight.kind).sort()).toEqual(['lapsed-regulars', 'repeat-customers'])
    for (const insight of serving) expect(insight.goal).toBe('Improve customer retention')
    // Each ranks above every insight that serves no goal with up to GOAL_WEIGHT times its stake, below any with more.
    for (const insight of serving) {
      const index = ranked.indexOf(insight)
      ranked.forEach((other, at) => {
        if (other.goal !== undefined) return
        expect(at < index).toBe(other.stake > GOAL_WEIGHT * insight.stake)
      })
    }
    // The same insights, the same words: only the order moved.
    expect(ranked.map(({ goal: _goal, ...insight }) => insight).sort((a, b) => a.text.localeCompare(b.text))).toEqual([...plain].sort((a, b) => a.text.localeCompare(b.text)))
    const before = plain.findIndex((insight) => insight.kind === 'repeat-customers')
    expect(ranked.findIndex((insight) => insight.kind === 'repeat-customers')).toBeLessThan(before)
  })

  it('tip the order between comparable stakes, never bury a much larger one', () => {
    const all = findInsights({ sales: demo, dayTotals: [], now, timezone: KL })
    const stake = (kind: string) => all.find((insight) => insight.kind === kind)!.stake
    const waste = findInsights({ sales: demo, dayTotals: [], now, timezone: KL, goals: ['Reduce food waste'] })
    // The weekday gap (2nd by stake) serves it and goes first; the slow sellers serve it too, but
    // the outlet's stake is more than GOAL_WEIGHT times theirs, so they stay last, out of the eight shown.
    expect(waste[0]).toMatchObject({ kind: 'revenue-gap', goal: 'Reduce food waste' })
    expect(stake('outlet')).toBeGreaterThan(GOAL_WEIGHT * stake('slow-item'))
    expect(waste.at(-1)).toMatchObject({ kind: 'slow-item', goal: 'Reduce food waste' })
    expect(shown({ goals: ['Reduce food waste'] }).some((insight) => insight.kind === 'slow-item')).toBe(false)
    expect(waste.slice(0, MAX_INSIGHTS)).toEqual(shown({ goals: ['Reduce food waste'] }))
  })

  it('a goal no insight serves changes nothing', () => {
    expect(shown({ goals: ['Not one of ours'] })).toEqual(shown())
  })
})
