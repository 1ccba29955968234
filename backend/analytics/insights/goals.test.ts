import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GOAL_TITLES } from '../../catalogues'
import { catalogueGoalsIn, GOAL_WORDS } from '../../accounts/goal-words'
import { GOAL_KINDS, GOAL_WEIGHT, goalServed, rankInsights } from './goals'
import type { Insight, InsightKind } from './types'

const KINDS: readonly InsightKind[] = ['revenue-gap', 'peak-hours', 'item-trend', 'lapsed-regulars', 'repeat-customers', 'delivery', 'outlet', 'festive', 'slow-item']
const insight = (kind: InsightKind, stake: number): Insight => ({ kind, stake, text: `${kind} ${stake}`, action: 'Do it' })

describe('the goal catalogue', () => {
  it('maps every goal GET /goals offers, and every kind of insight serves one', () => {
    expect(Object.keys(GOAL_KINDS).sort()).toEqual([...GOAL_TITLES].sort())
    expect(Object.keys(GOAL_WORDS)).toEqual(Object.keys(GOAL_KINDS))
    for (const kind of KINDS) expect(Object.values(GOAL_KINDS).some((kinds) => kinds.includes(kind)), kind).toBe(true)
  })

  it('finds each goal in its own title, that goal first', () => {
    for (const title of GOAL_TITLES) expect(catalogueGoalsIn(title)[0], title).toBe(title)
  })

  it('reads the owner’s own words, the more specific goal before the sales one', () => {
    expect(catalogueGoalsIn('Grow our delivery sales')).toEqual(['Grow delivery orders', 'Increase sales and revenue'])
    expect(catalogueGoalsIn('Get regulars to come back more often')).toEqual(['Improve customer retention'])
    expect(catalogueGoalsIn('Less WASTAGE at closing')).toEqual(['Reduce food waste'])
    expect(catalogueGoalsIn('Open a second branch in Penang')).toEqual(['Open a new outlet'])
    expect(catalogueGoalsIn('open a fourth outlet in Petaling Jaya by 2027')).toEqual(['Open a new outlet'])
    expect(catalogueGoalsIn('bring back lapsed regulars with a loyalty programme')).toEqual(['Improve customer retention', 'Launch a loyalty programme'])
    expect(catalogueGoalsIn('More followers on Instagram')).toEqual(['Improve social media presence'])
    expect(catalogueGoalsIn('Grab a bigger share of the lunch crowd')).toEqual([])
    expect(catalogueGoalsIn('')).toEqual([])
  })

  it('names the first of the owner’s goals an insight serves', () => {
    expect(goalServed('delivery', ['Improve customer retention', 'Grow delivery orders'])).toBe('Grow delivery orders')
    expect(goalServed('repeat-customers', ['Launch a loyalty programme', 'Improve customer retention'])).toBe('Launch a loyalty programme')
    expect(goalServed('outlet', ['Reduce food waste'])).toBeNull()
    expect(goalServed('outlet', ['Something the catalogue has not'])).toBeNull()
  })
})

describe('rankInsights', () => {
  it('without goals ranks by stake, equal stakes in the kinds’ order, and names no goal', () => {
    const found = [insight('slow-item', 50), insight('delivery', 80), insight('peak-hours', 50)]
    expect(rankInsights(found, [], KINDS)).toEqual([found[1], found[2], found[0]])
  })

  it(`lifts an insight that serves a goal above one with up to ${GOAL_WEIGHT} times its stake, not above one with more`, () => {
    const retention = ['Improve customer retention']
    const repeat = insight('repeat-customers', 100)
    const serving = { ...repeat, goal: 'Improve customer retention' }
    expect(rankInsights([insight('peak-hours', 100), repeat], retention, KINDS)).toEqual([serving, insight('peak-hours', 100)])
    expect(rankInsights([insight('peak-hours', 149.99), repeat], retention, KINDS)[0]).toEqual(serving)
    // Exactly GOAL_WEIGHT times: the goal decides.
    expect(rankInsights([insight('peak-hours', 150), repeat], retention, KINDS)[0]).toEqual(serving)
    expect(rankInsights([insight('peak-hours', 150.01), repeat], retention, KINDS)[1]).toEqual(serving)
    // Two goals served count once.
    expect(rankInsights([insight('peak-hours', 151), repeat], [...retention, 'Launch a loyalty programme'], KINDS)[1]).toEqual(serving)
  })

  it('ranks two that both serve a goal by their stakes, even a rounding apart', () => {
    // Found by the property below: times GOAL_WEIGHT, these two stakes are the same number.
    const goals = ['Launch a loyalty programme', 'Increase sales and revenue']
    const higher = insight('lapsed-regulars', 999999.9999999994)
    const lower = insight('revenue-gap', 999999.9999999993)
    expect(GOAL_WEIGHT * higher.stake).toBe(GOAL_WEIGHT * lower.stake)
    expect(rankInsights([lower, higher], goals, KINDS).map((entry) => entry.stake)).toEqual([higher.stake, lower.stake])
  })

  it('holds the rule for any stakes and goals (property)', () => {
    const titles = Object.keys(GOAL_KINDS)
    const found = fc.array(
      fc.record({ kind: fc.constantFrom(...KINDS), stake: fc.double({ min: 0, max: 1e6, noNaN: true }) }).map(({ kind, stake }) => insight(kind, stake)),
      { maxLength: 12 },
    )
    fc.assert(
      fc.property(found, fc.subarray(titles), (insights, goals) => {
        const ranked = rankInsights(insights, goals, KINDS)
        expect(ranked).toHaveLength(insights.length)
        ranked.forEach((entry, index) => {
          const goal = goalServed(entry.kind, goals)
          expect(entry.goal ?? null).toBe(goal)
          for (const later of ranked.slice(index + 1)) {
            const laterGoal = goalServed(later.kind, goals)
            if (goal !== null && laterGoal === null) expect(later.stake).toBeLessThanOrEqual(GOAL_WEIGHT * entry.stake)
            else if (goal === null && laterGoal !== null) expect(GOAL_WEIGHT * later.stake).toBeLessThan(entry.stake)
            else expect(later.stake).toBeLessThanOrEqual(entry.stake)
          }
        })
      }),
    )
  })
})
