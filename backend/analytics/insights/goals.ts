/**
 * The owner's goals in the insights' ranking (docs/product.md#insights). Each goal of the catalogue
 * (GET /goals) is served by the kinds of insight whose advice moves it (`GOAL_KINDS`).
 *
 * The rule: an insight that serves one of the owner's goals ranks as if GOAL_WEIGHT times its
 * stake were at stake. So it goes above any insight that serves none with up to GOAL_WEIGHT times
 * its stake (at exactly that, too), and below one with more: the owner's aim tips the order between
 * comparable amounts, never buries a much larger one. Serving two goals counts once. Insights that
 * both serve a goal, or both serve none, keep their order by stake.
 */
import type { Insight, InsightKind } from './types'

/**
 * The kinds of insight whose advice serves each goal of the catalogue (GET /goals; the words that
 * find a goal in the owner's text are backend/accounts/goal-words.ts; a test holds all three together).
 */
export const GOAL_KINDS: Readonly<Record<string, readonly InsightKind[]>> = {
  'Improve customer retention': ['repeat-customers', 'lapsed-regulars'],
  'Automate operations': ['peak-hours', 'slow-item'],
  'Grow delivery orders': ['delivery'],
  'Reduce food waste': ['slow-item', 'revenue-gap'],
  'Launch a loyalty programme': ['repeat-customers', 'lapsed-regulars'],
  'Open a new outlet': ['outlet', 'peak-hours'],
  'Improve social media presence': ['item-trend', 'festive'],
  'Increase sales and revenue': ['revenue-gap', 'peak-hours', 'item-trend'],
}

/** How much more an insight that serves one of the owner's goals counts in the ranking than its stake. */
export const GOAL_WEIGHT = 1.5

/** The first of `goals` (catalogue titles, the owner's top first) that an insight of `kind` serves; null for none. */
export function goalServed(kind: InsightKind, goals: readonly string[]): string | null {
  return goals.find((title) => GOAL_KINDS[title]?.includes(kind)) ?? null
}

/**
 * `found` (each with its stake) ranked for an owner with `goals` (catalogue titles, top first):
 * by stake, GOAL_WEIGHT times for an insight that serves a goal, which then says which
 * (`goal`); on equal weight the one serving a goal first, then `kindOrder`. Without goals, by stake.
 */
export function rankInsights(found: readonly Insight[], goals: readonly string[], kindOrder: readonly InsightKind[]): Insight[] {
  const ranked = found.map((insight) => {
    const goal = goalServed(insight.kind, goals)
    return { insight: goal === null ? insight : { ...insight, goal }, weight: goal === null ? insight.stake : GOAL_WEIGHT * insight.stake, serves: goal !== null }
  })
  // Two that both serve a goal, or both do not, compare by their stakes: multiplied, two stakes a
  // rounding apart can become equal and fall to the kinds' order.
  ranked.sort(
    (a, b) =>
      (a.serves === b.serves ? b.insight.stake - a.insight.stake : b.weight - a.weight) ||
      Number(b.serves) - Number(a.serves) ||
      kindOrder.indexOf(a.insight.kind) - kindOrder.indexOf(b.insight.kind),
  )
  return ranked.map((entry) => entry.insight)
}
