/**
 * Money as POS exports and owners' sheets write it: `RM1,234.50`, `RM 1,234.50`, `$8.00`,
 * `-RM45.00`, `RM-45.00`, `(45.00)`, `45.00-`, `Rp 25.000`, `8,00 €`, plain numbers. A column is
 * read in one convention, decided from all its values first (money-conventions.ts): the usual
 * `dot-decimal` (`1,234.50`) or `comma-decimal` (Indonesian and European `1.234,50`, `25.000` for
 * 25,000). A cell its column's convention cannot read is NaN, never guessed: a wrong guess is off
 * by 100× or 1000×.
 *
 * A hand-written scanner, not regular expressions and replaces: it runs once or twice per row of a
 * 120k-row file and allocates nothing. The value is `digits / 10^decimals`, one correctly rounded
 * division, so it equals `Number('12.90')` exactly.
 */

import type { NumberConvention } from '../types'

/** `dot-decimal`: `,` groups thousands and `.` is the decimal point; `comma-decimal` the other way round. */
export type MoneyConvention = NumberConvention

/** Signs and codes written beside amounts (currency.ts says which currency a file is in); longer first where one starts another. */
const CURRENCY_PREFIXES = [
  'rmb', 'rm', 'myr', 'sgd', 'sg$', 's$', 'usd', 'us$', 'hk$', 'hkd', 'nt$', 'twd', 'au$', 'a$', 'aud', 'nz$', 'nzd', 'c$', 'cad',
  '$', 'thb', '฿', 'idr', 'rp.', 'rp', '€', 'eur', 'gbp', '£', 'jpy', 'cny', 'cn¥', '¥', 'krw', '₩', 'php', '₱', 'vnd', '₫', 'inr', '₹',
]
const CURRENCY_SUFFIXES = ['rm', 'myr', 'sgd', 'usd', 'thb', '฿', 'idr', '€', 'eur', 'gbp', '£', 'jpy', 'cny', '¥', 'krw', '₩', 'php', '₱', 'vnd', '₫', 'inr', '₹', 'hkd', 'aud']
const MAX_SAFE_DIGITS = 15
const COMMA = 44
const DOT = 46

// The bounds of the last cell trimmed (`trim`): module state, so the hot path returns no object.
let coreStart = 0
let coreEnd = 0
let coreNegative = false

/** The amount, or NaN when the text is not money (an empty cell is NaN too: the caller decides). */
export function parseMoney(text: string, convention: MoneyConvention = 'dot-decimal'): number {
  const point = convention === 'dot-decimal' ? DOT : COMMA
  if (!trim(text, point)) return Number.NaN
  const value = parseDigits(text, coreStart, coreEnd, point === DOT ? COMMA : DOT, point)
  return coreNegative ? -value : value
}

/** An amount cell that may be empty: empty is zero (a blank discount is no discount). */
export function parseMoneyOrZero(text: string | undefined, convention: MoneyConvention = 'dot-decimal'): number {
  if (text === undefined || text.trim() === '') return 0
  return parseMoney(text, convention)
}

/** Whether either convention reads the cell as money: for guesses made before a column's convention is known. */
export function isMoneyText(text: string): boolean {
  return Number.isFinite(parseMoney(text)) || Number.isFinite(parseMoney(text, 'comma-decimal'))
}

/**
 * What a cell's separators say about the convention (money-conventions.ts weighs them per column):
 * `plain` digits only, either reads it alike; `dot-decimal` only the usual convention reads it
 * (`1,234.50`, `1,234,567`, `12.5`, `0.250`, `1234.567`); `comma-decimal` only the other (`1.234,50`,
 * `1.234.567`, `12,50`, `0,5`); `dot-thousands` is `25.000`, 25 or 25,000; `comma-thousands` is
 * `1,234`, 1,234 or 1.234 (which money rarely is); `none` not a number.
 */
export type MoneyShape = 'none' | 'plain' | MoneyConvention | 'dot-thousands' | 'comma-thousands'

let markedRupiah = false

/** The cell's shape; `wasRupiah()` then says whether it was marked Rp or IDR. */
export function moneyShape(text: string): MoneyShape {
  markedRupiah = false
  if (!trim(text, -1)) return 'none'
  const start = coreStart
  const end = coreEnd
  let separators = 0
  let last = -1
  let lastAt = -1
  let mixed = false
  for (let at = start; at < end; at += 1) {
    const code = text.charCodeAt(at)
    if (code >= 48 && code <= 57) continue
    if (code !== COMMA && code !== DOT) return 'none'
    if (separators > 0 && code !== last) {
      // Only `1.234,50` and `1,234.50`: one decimal point after groups of the other mark.
      if (mixed) return 'none'
      mixed = true
    }
    separators += 1
    last = code
    lastAt = at
  }
  if (separators === 0) return 'plain'
  const dot = last === DOT
  if (mixed) {
    // The last mark is the decimal point; the digits before it must be well grouped.
    const read = parseDigits(text, start, end, dot ? COMMA : DOT, last)
    return Number.isFinite(read) ? (dot ? 'dot-decimal' : 'comma-decimal') : 'none'
  }
  if (separators > 1) {
    // `1.234.567` or `1,234,567`: thousands groups only, in the convention whose group mark it is.
    if (!Number.isFinite(parseDigits(text, start, end, last, dot ? COMMA : DOT))) return 'none'
    return dot ? 'comma-decimal' : 'dot-decimal'
  }
  // One mark: three digits after a first group of 1–3 (not starting with 0) are thousands, or decimals.
  const before = lastAt - start
  const after = end - lastAt - 1
  if (after === 3 && before >= 1 && before <= 3 && text.charCodeAt(start) !== 48) return dot ? 'dot-thousands' : 'comma-thousands'
  if (after === 0) return 'none'
  return dot ? 'dot-decimal' : 'comma-decimal'
}

/** Whether the cell `moneyShape` last looked at was marked as rupiah (`Rp 25.000`, `IDR 25.000`). */
export function wasRupiah(): boolean {
  return markedRupiah
}

/**
 * Finds the number inside `text` (past spaces, parentheses, signs and a currency code or symbol) and
 * leaves its bounds and sign in `coreStart`, `coreEnd`, `coreNegative`; false when nothing is left.
 * `point` is the decimal point's code (-1: either), for the fast path that skips the currency check.
 */
function trim(text: string, point: number): boolean {
  let start = 0
  let end = text.length
  start = skipSpaces(text, start, end)
  end = trimEnd(text, start, end)
  if (start === end) return false
  let negative = false
  if (text.charCodeAt(start) === 40 && text.charCodeAt(end - 1) === 41) {
    negative = true
    start = skipSpaces(text, start + 1, end)
    end = trimEnd(text, start, end - 1)
  }
  // The sign may sit before or after the currency, or trail (some tills print `45.00-`).
  for (let pass = 0; pass < 2; pass += 1) {
    const code = text.charCodeAt(start)
    if (code === 45 || code === 0x2212) {
      negative = !negative
      start = skipSpaces(text, start + 1, end)
    } else if (code === 43) {
      start = skipSpaces(text, start + 1, end)
    }
    if (pass === 0) start = skipSpaces(text, skipAffix(text, start, end, CURRENCY_PREFIXES, true, point), end)
  }
  end = trimEnd(text, start, skipAffix(text, start, end, CURRENCY_SUFFIXES, false, point))
  if (end > start && text.charCodeAt(end - 1) === 45) {
    negative = !negative
    end = trimEnd(text, start, end - 1)
  }
  coreStart = start
  coreEnd = end
  coreNegative = negative
  return start < end
}

/**
 * `1234.50`, `1,234.50` (groups of three after a first group of 1–3 digits not starting with 0) or
 * `.50`, with `group` and `point` the convention's marks; NaN for anything else.
 */
function parseDigits(text: string, start: number, end: number, group: number, point: number): number {
  let digits = 0
  let count = 0
  let decimals = -1
  let groupLength = -1
  for (let at = start; at < end; at += 1) {
    const code = text.charCodeAt(at)
    if (code >= 48 && code <= 57) {
      digits = digits * 10 + (code - 48)
      count += 1
      if (decimals >= 0) decimals += 1
      else if (groupLength >= 0) groupLength += 1
    } else if (code === group && decimals < 0 && count > 0 && (groupLength < 0 ? count <= 3 && text.charCodeAt(start) !== 48 : groupLength === 3)) {
      groupLength = 0
    } else if (code === point && decimals < 0 && (groupLength < 0 || groupLength === 3)) {
      decimals = 0
    } else {
      return Number.NaN
    }
  }
  if (count === 0 || (groupLength >= 0 && groupLength !== 3 && decimals < 0)) return Number.NaN
  if (count > MAX_SAFE_DIGITS) return Number(longDigits(text.slice(start, end), group))
  return decimals > 0 ? digits / 10 ** decimals : digits
}

/** Past 15 digits `Number()` gives the nearest double: the groups dropped, the point made a `.`. */
function longDigits(text: string, group: number): string {
  return group === COMMA ? text.replaceAll(',', '') : text.replaceAll('.', '').replace(',', '.')
}

/** Past a currency code or symbol at the start (`prefix`) or the end of `start..end`. */
function skipAffix(text: string, start: number, end: number, affixes: readonly string[], prefix: boolean, point: number): number {
  // Most cells are bare numbers: a digit or point where the affix would be means there is none.
  const edge = text.charCodeAt(prefix ? start : end - 1)
  if ((edge >= 48 && edge <= 57) || edge === point) return prefix ? start : end
  for (const affix of affixes) {
    const at = prefix ? start : end - affix.length
    if (at < start || end - start < affix.length) continue
    let same = true
    for (let index = 0; same && index < affix.length; index += 1) {
      same = (text.charCodeAt(at + index) | 0x20) === (affix.charCodeAt(index) | 0x20)
    }
    if (same) {
      // Only the shape scan asks which currency: a rupiah mark is evidence of `.` for thousands.
      if (point < 0 && (affix === 'rp' || affix === 'rp.' || affix === 'idr')) markedRupiah = true
      return prefix ? start + affix.length : at
    }
  }
  return prefix ? start : end
}

function skipSpaces(text: string, start: number, end: number): number {
  while (start < end && isSpace(text.charCodeAt(start))) start += 1
  return start
}

function trimEnd(text: string, start: number, end: number): number {
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1
  return end
}

/** Spreadsheets pad with no-break spaces too. */
function isSpace(code: number): boolean {
  return code <= 32 || code === 160
}
