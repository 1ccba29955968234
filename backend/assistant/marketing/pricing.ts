/**
 * Prices the assistant suggests are derived, never invented: a set costs SET_DISCOUNT less than
 * its items sell for on average in the period read (revenue / quantity), rounded down to 10 sen,
 * and the answer says so beside the price.
 */
export const SET_DISCOUNT = 0.1

/** The suggested price of a set of items with these average selling prices; null when it would be nothing. */
export function setPrice(prices: readonly number[]): number | null {
  const full = prices.reduce((sum, price) => sum + price, 0)
  // The tiny epsilon keeps 6.9 from flooring to 6.8 after binary rounding (6.9 × 10 = 68.99999…).
  const price = Math.floor(full * (1 - SET_DISCOUNT) * 10 + 1e-9) / 10
  return price > 0 ? price : null
}
