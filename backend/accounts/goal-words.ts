/**
 * The goals of the catalogue (GET /goals) as an owner writes them in the company profile's own
 * `top_goals` text: the words that find each, whole words, any case. The insights read which of
 * them an owner has (backend/analytics/insights/goals.ts gives each the kinds of insight that serve
 * it); a test holds both tables to the catalogue.
 *
 * The sales goal comes last: most goals an owner writes speak of sales ("grow delivery sales"), and
 * the more specific goal is what they mean first.
 */
export const GOAL_WORDS: Readonly<Record<string, RegExp>> = {
  // Who comes back: repeat customers and the regulars who stopped coming.
  'Improve customer retention': /\b(retention|retain|repeat|regulars?|returning|lapsed|(come|comes|coming|bring|win) back)\b/i,
  // Less work per sale: a roster that follows the rush, a shorter menu to prep.
  'Automate operations': /\b(automat\w*|efficien\w*|streamline|operations?|roster\w*|staffing)\b/i,
  // The delivery platforms' share and what they take.
  'Grow delivery orders': /\b(deliver\w*|grab ?food|foodpanda|shopeefood|takeaway|take-away)\b/i,
  // Prep that goes unsold: items that hardly sell, weekdays far below the others.
  'Reduce food waste': /\b(waste|wastage|spoil\w*|leftovers?|unsold)\b/i,
  // A stamp card for the regulars and a reason for lapsed ones to return.
  'Launch a loyalty programme': /\b(loyal\w*|stamp cards?|membership|members|rewards?)\b/i,
  // Where the outlets stand against each other, and whether the rush outgrows one.
  'Open a new outlet': /\b((new|another|second|third|fourth|fifth|more) (outlets?|branch(es)?|shops?|stores?|locations?)|open\w* (an? )?(\w+ )?(outlet|branch|shop|store)|expand\w*)\b/i,
  // Something to post: an item taking off, a festive season coming.
  'Improve social media presence': /\b(social media|instagram|facebook|tiktok|online presence|followers|posting)\b/i,
  // More money in: fill the weak hours and days, serve the rush, ride the best sellers.
  'Increase sales and revenue': /\b(sales|revenue|turnover|income|profit\w*|sell more)\b/i,
}

/** The catalogue goals a text speaks of (the profile's `top_goals`), in the table's order: the sales goal last. */
export function catalogueGoalsIn(text: string): string[] {
  return Object.entries(GOAL_WORDS).flatMap(([title, words]) => (words.test(text) ? [title] : []))
}
