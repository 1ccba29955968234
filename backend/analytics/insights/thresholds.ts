/**
 * When the data supports each kind of insight, and what each puts at stake. In one place so the
 * rules can be read (and argued with) together. "A week" figures are sums over the window scaled to
 * 7 days of data; "stake" is RM over a month (52 / 12 weeks) if the recommendation works as a
 * reasonable outcome, not a promise: it only ranks the insights against each other.
 */

/** The analysis window: the 4 weeks of complete local days before the anchor day (see scan.ts). */
export const WINDOW_WEEKS = 4
export const WINDOW_DAYS = WINDOW_WEEKS * 7
export const MONTH_WEEKS = 52 / 12

/** An hour is "open" when it holds at least this share of the window's sales. */
export const OPEN_HOUR_MIN_SHARE = 0.01

// Peak hours: the best two-hour block, and a second one if it sells at least PEAK_SECOND_BLOCK of
// the first; shown when they sell PEAK_MIN_LIFT times an average open hour.
export const PEAK_MIN_DAYS = 7
export const PEAK_SECOND_BLOCK = 0.6
export const PEAK_MIN_LIFT = 1.3
/** Stake: a 5% lift in the peaks (faster service, fewer walk-aways). */
export const PEAK_STAKE_SHARE = 0.05

// Revenue gaps: a weekday two-hour block, or a whole weekday, well below the same on its peer
// weekdays (Monday–Friday), each weekday seen at least GAP_MIN_WEEKS times.
export const GAP_MIN_WEEKS = 2
export const GAP_MIN_BELOW = 0.3
export const WEEKDAY_GAP_MIN_BELOW = 0.2
/** A block with less than this share of its peers' sales is treated as closed, not weak. */
export const GAP_MIN_OPEN_SHARE = 0.1
/** The gap must be worth at least this share of a week's sales. */
export const GAP_MIN_WEEK_SHARE = 0.005
/** Stake: the whole gap (what selling like the peers would add). */
export const GAP_STAKE_SHARE = 1

// Item trends: last week against the average of the complete weeks before it in the window.
export const TREND_MIN_DAYS = 14
export const TREND_MIN_CHANGE = 0.2
/** And the item's share of sales must move this much the same way: not just the whole café moving. */
export const TREND_MIN_SHARE_CHANGE = 0.1
/** Lines sold must differ by this many standard deviations (Poisson counts), so noise is not news. */
export const TREND_MIN_Z = 2.5
/** Only items selling at least this share of a week's sales (last week or before): best sellers. */
export const TREND_MIN_WEEK_SHARE = 0.01

// Slow items: on a menu of at least SLOW_MIN_MENU items that sold, the items below SLOW_MAX_SHARE
// of sales that also sold in the window's first half (not just launched); the slowest few named.
export const SLOW_MIN_DAYS = 14
export const SLOW_MIN_MENU = 8
export const SLOW_MAX_SHARE = 0.005
export const SLOW_MAX_LISTED = 3

// Repeat customers: known customers (an e-mail, phone or id on the sale) who bought on two or more days.
export const REPEAT_MIN_DAYS = 14
export const REPEAT_MIN_KNOWN = 20
/** Stake: 5% more from the regulars. */
export const REPEAT_STAKE_SHARE = 0.05

// Lapsed regulars: REGULAR_MIN_VISITS visits or more, none in the LAPSED_DAYS before the anchor day.
export const LAPSED_DAYS = 21
export const REGULAR_MIN_VISITS = 5
export const LAPSED_MIN_COUNT = 3
/** Stake: winning back a third of what they used to spend. */
export const LAPSED_STAKE_SHARE = 1 / 3

// Outlets: the weakest outlet against the others' average, per week of its own data.
export const OUTLET_MIN_DAYS = 7
export const OUTLET_MIN_BELOW = 0.1
/** An average order this much lower than elsewhere makes the advice "add-ons", else "footfall". */
export const OUTLET_AOV_GAP = 0.05
/** Stake: closing a quarter of the gap. */
export const OUTLET_STAKE_SHARE = 0.25

// Delivery platforms: their share of sales, with the commission they take.
export const DELIVERY_MIN_DAYS = 7
export const DELIVERY_MIN_SHARE = 0.1
/** A typical GrabFood / foodpanda commission for a Malaysian café. */
export const DELIVERY_COMMISSION = 0.3
/** Stake: the commission saved by moving one delivery order in five to direct pickup. */
export const DELIVERY_STAKE_SHARE = 0.2
/** Channel names that are delivery platforms. */
export const DELIVERY_CHANNEL = /grab|food ?panda|shopee|deliveroo|lalamove|air ?asia|delivery|beep/i

// Festive periods: the next one starting within FESTIVE_LOOKAHEAD_DAYS; "last time" when the data
// covers it and at least FESTIVE_MIN_BASELINE_DAYS of the FESTIVE_BASELINE_DAYS before it.
export const FESTIVE_LOOKAHEAD_DAYS = 30
export const FESTIVE_BASELINE_DAYS = 28
export const FESTIVE_MIN_BASELINE_DAYS = 7
/** Stake: the last-time difference, or else 5% of usual sales, over the period's first week at most. */
export const FESTIVE_STAKE_DAYS = 7
export const FESTIVE_STAKE_SHARE = 0.05
