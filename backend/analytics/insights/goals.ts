/**
 * The owner's goals in the insights' ranking (docs/product.md#insights). Each goal of the catalogue
 * (GET /goals) is served by the kinds of insight whose advice moves it, in one table: the words
 * that find it in the company profile's own `top_goals` text, and those kinds.
 *
 * The rule: an insight that serves one of the owner's goals ranks as if GOAL_WEIGHT times its
 * stake were at stake. So it goes above any insight that serves none with up to GOAL_WEIGHT times
 * its stake (at exactly that, too), and below one with more: the owner's aim tips the order between
 * comparable amounts, never buries a much larger one. Serving two goals counts once. Insights that
 * both serve a goal, or both serve none, keep their order by stake.
 */
import type { Insight, InsightKind } from './types'

export interface CatalogueGoal {
  /** Finds the goal in the owner's own words (the profile's top goals): whole words, any case. */
  words: RegExp
  /** The kinds of insight whose advice serves it. */
  kinds: readonly InsightKind[]
}

/**
 * Every goal of GET /goals (a test holds the two together). The sales goal comes last: most goals
 * an owner writes speak of sales ("grow delivery sales"), and the more specific goal is what they mean first.
 */
export const GOAL_CATALOGUE: Readonly<Record<string, CatalogueGoal>> = {
  // Who comes back: repeat customers and the regulars who stopped coming.
  'Improve customer retention': { words: /\b(retention|retain|repeat|regulars?|returning|lapsed|(come|comes|coming|bring|win) back)\b/i, kinds: ['repeat-customers', 'lapsed-regulars'] },
  // Less work per sale: a roster that follows the rush, a shorter menu to prep.
  'Automate operations': { words: /\b(automat\w*|efficien\w*|streamline|operations?|roster\w*|staffing)\b/i, kinds: ['peak-hours', 'slow-item'] },
  // The delivery platforms' share and what they take.
  'Grow delivery orders': { words: /\b(deliver\w*|grab ?food|foodpanda|shopeefood|takeaway|take-away)\b/i, kinds: ['delivery'] },
  // Prep that goes unsold: items that hardly sell, weekdays far below the others.
  'Reduce food waste': { words: /\b(waste|wastage|spoil\w*|leftovers?|unsold)\b/i, kinds: ['slow-item', 'revenue-gap'] },
  // A stamp card for the regulars and a reason for lapsed ones to return.
  'Launch a loyalty programme': { words: /\b(loyal\w*|stamp cards?|membership|members|rewards?)\b/i, kinds: ['repeat-customers', 'lapsed-regulars'] },
  // Where the outlets stand against each other, and whether the rush outgrows one.
  'Open a new outlet': {
    words: /\b((new|another|second|third|fourth|fifth|more) (outlets?|branch(es)?|shops?|stores?|locations?)|open\w* (an? )?(\w+ )?(outlet|branch|shop|store)|expand\w*)\b/i,
    kinds: ['outlet', 'peak-hours'],
  },
  // Something to post: an item taking off, a festive season coming.
  'Improve social media presence': { words: /\b(social media|instagram|facebook|tiktok|online presence|followers|posting)\b/i, kinds: ['item-trend', 'festive'] },
  // More money in: fill the weak hours and days, serve the rush, ride the best sellers.
  'Increase sales and revenue': { words: /\b(sales|revenue|turnover|income|profit\w*|sell more)\b/i, kinds: ['revenue-gap', 'peak-hours', 'item-trend'] },
}

/** How much more an insight that serves one of the owner's goals counts in the ranking than its stake. */
export const GOAL_WEIGHT = 1.5

/** The catalogue goals a text speaks of (the profile's `top_goals`), in the table's order: the sales goal last. */
export function catalogueGoalsIn(text: string): string[] {
  return Object.entries(GOAL_CATALOGUE).flatMap(([title, goal]) => (goal.words.test(text) ? [title] : []))
}

/** The first of `goals` (catalogue titles, the owner's top first) that an insight of `kind` serves; null for none. */
export function goalServed(kind: InsightKind, goals: readonly string[]): string | null {
  return goals.find((title) => GOAL_CATALOGUE[title]?.kinds.includes(kind)) ?? null
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
