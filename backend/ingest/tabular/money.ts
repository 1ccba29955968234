/**
 * Money as Malaysian POS exports and owners' sheets write it: `RM1,234.50`, `RM 1,234.50`, `$8.00`,
 * `-RM45.00`, `RM-45.00`, `(45.00)`, `45.00-`, plain numbers. The decimal point is always `.`: a
 * European `1.234,50` is refused (NaN) rather than guessed, because a wrong guess is off by 100×.
 *
 * A hand-written scanner, not regular expressions and replaces: it runs once or twice per row of a
 * 120k-row file and allocates nothing. The value is `digits / 10^decimals`, one correctly rounded
 * division, so it equals `Number('12.90')` exactly.
 */

const CURRENCY_PREFIXES = ['rm', 'myr', 'sgd', 's$', 'usd', 'us$', '$', 'thb', '฿', 'idr', 'rp']
const CURRENCY_SUFFIXES = ['rm', 'myr', 'sgd', 'usd', 'thb']
const MAX_SAFE_DIGITS = 15

/** The amount, or NaN when the text is not money (an empty cell is NaN too: the caller decides). */
export function parseMoney(text: string): number {
  let start = 0
  let end = text.length
  start = skipSpaces(text, start, end)
  end = trimEnd(text, start, end)
  if (start === end) return Number.NaN
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
    if (pass === 0) start = skipSpaces(text, skipAffix(text, start, end, CURRENCY_PREFIXES, true), end)
  }
  end = trimEnd(text, start, skipAffix(text, start, end, CURRENCY_SUFFIXES, false))
  if (end > start && text.charCodeAt(end - 1) === 45) {
    negative = !negative
    end = trimEnd(text, start, end - 1)
  }
  const value = parseDigits(text, start, end)
  return negative ? -value : value
}

/** An amount cell that may be empty: empty is zero (a blank discount is no discount). */
export function parseMoneyOrZero(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 0
  return parseMoney(text)
}

/** `1234.50`, `1,234.50` (groups of three only) or `.50`; NaN for anything else. */
function parseDigits(text: string, start: number, end: number): number {
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
    } else if (code === 44 && decimals < 0 && count > 0 && (groupLength < 0 ? count <= 3 : groupLength === 3)) {
      groupLength = 0
    } else if (code === 46 && decimals < 0 && (groupLength < 0 || groupLength === 3)) {
      decimals = 0
    } else {
      return Number.NaN
    }
  }
  if (count === 0 || (groupLength >= 0 && groupLength !== 3 && decimals < 0)) return Number.NaN
  if (count > MAX_SAFE_DIGITS) return Number(text.slice(start, end).replaceAll(',', ''))
  return decimals > 0 ? digits / 10 ** decimals : digits
}

/** Past a currency code or symbol at the start (`prefix`) or the end of `start..end`. */
function skipAffix(text: string, start: number, end: number, affixes: readonly string[], prefix: boolean): number {
  // Most cells are bare numbers: a digit or point where the affix would be means there is none.
  const edge = text.charCodeAt(prefix ? start : end - 1)
  if ((edge >= 48 && edge <= 57) || edge === 46) return prefix ? start : end
  for (const affix of affixes) {
    const at = prefix ? start : end - affix.length
    if (at < start || end - start < affix.length) continue
    let same = true
    for (let index = 0; same && index < affix.length; index += 1) {
      same = (text.charCodeAt(at + index) | 0x20) === (affix.charCodeAt(index) | 0x20)
    }
    if (same) return prefix ? start + affix.length : at
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
