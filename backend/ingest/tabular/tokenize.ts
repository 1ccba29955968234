/**
 * The delimited-text tokenizer: RFC 4180 quoting, `\n` or `\r\n` line ends, and every row keeps the
 * number of fields it really has.
 *
 * Why not uDSV's `stringArrs` (docs/decisions/006-parsers-for-pos-exports.md)? It fixes the column
 * count from the first row and, on a shorter row, keeps reading into the next line
 * (`h1,h2,h3\na,b\nc,d,e` parses as one row `a | b\nc | d,e`), so title rows above the header and
 * malformed rows could neither be found nor counted. This scanner walks the text the same way
 * (native `indexOf` jumps between delimiters, one `slice` per field) and measures on par with it on
 * the bench's 10 MB Loyverse export; the property tests check it against uDSV on every well-formed
 * table they generate.
 */

const QUOTE = 34
const CR = 13
/** Slots per column in the recent-values cache (a power of two, minus one). */
const RECENT_MASK = 63
/** Columns that get a cache: a pathological line of a million fields must not get a million caches. */
const RECENT_COLUMNS = 256

/**
 * Splits `text` into rows of fields. An empty line becomes `['']` (the caller counts blank rows); a
 * final line break does not start a row. Text after a closing quote is kept (`"a"b` → `ab`), as
 * spreadsheets do, rather than dropped.
 */
export function tokenize(text: string, delimiter: string, maxRows = Infinity): string[][] {
  const rows: string[][] = []
  const n = text.length
  let pos = 0
  let nextLine = lineEnd(text, 0, n)
  let nextDelimiter = delimiterAt(text, delimiter, 0, n)
  // Rows start as a copy of a template as wide as the last row (a packed array, no regrowth while
  // filling), then are cut to the fields they really have.
  let template: string[] = []
  let row = template.slice()
  const recent: Array<Array<string | undefined>> = []

  /**
   * Most columns repeat a few values (outlet, category, item, `RM0.00`, `Closed`): a small cache per
   * column, probed by the raw text, hands back the string seen before. Nothing is allocated, and the
   * mapper's dictionary lookups then meet a string whose hash is already computed.
   */
  function recall(column: number, start: number, stop: number): string {
    const length = stop - start
    if (length === 0) return ''
    if (column >= RECENT_COLUMNS) return text.slice(start, stop)
    const slot = (length * 7 + text.charCodeAt(start) * 3 + text.charCodeAt(stop - 1)) & RECENT_MASK
    const cache = (recent[column] ??= new Array<string | undefined>(RECENT_MASK + 1))
    const known = cache[slot]
    if (known !== undefined && known.length === length && text.startsWith(known, start)) return known
    const value = text.slice(start, stop)
    cache[slot] = value
    return value
  }

  let field = 0
  while (pos < n) {
    let value: string
    if (text.charCodeAt(pos) === QUOTE) {
      const open = pos + 1
      let quote = text.indexOf('"', open)
      if (quote < 0) quote = n
      if (text.charCodeAt(quote + 1) !== QUOTE) {
        value = recall(field, open, quote)
        pos = quote + 1
      } else {
        // Doubled quotes inside: build the value piece by piece.
        value = ''
        let from = open
        while (quote < n && text.charCodeAt(quote + 1) === QUOTE) {
          value += text.slice(from, quote + 1)
          from = quote + 2
          quote = text.indexOf('"', from)
          if (quote < 0) quote = n
        }
        value += text.slice(from, quote)
        pos = quote + 1
      }
      if (pos > n) pos = n
      if (nextLine < pos) nextLine = lineEnd(text, pos, n)
      if (nextDelimiter < pos) nextDelimiter = delimiterAt(text, delimiter, pos, n)
      const end = nextDelimiter < nextLine ? nextDelimiter : nextLine
      if (end > pos) value += text.slice(pos, trimCr(text, pos, end, nextLine))
      pos = end
    } else {
      if (nextDelimiter < pos) nextDelimiter = delimiterAt(text, delimiter, pos, n)
      const end = nextDelimiter < nextLine ? nextDelimiter : nextLine
      const stop = trimCr(text, pos, end, nextLine)
      value = recall(field, pos, stop)
      pos = end
    }
    if (field < row.length) row[field] = value
    else row.push(value)
    field += 1
    if (pos === nextDelimiter && pos < n) {
      pos += 1
      // A delimiter as the very last character still opens one (empty) field.
      if (pos === n) {
        if (field < row.length) row[field] = ''
        else row.push('')
        field += 1
      }
      continue
    }
    if (field < row.length) row.length = field
    rows.push(row)
    if (rows.length >= maxRows) return rows
    if (field !== template.length) template = emptyRow(field)
    row = template.slice()
    field = 0
    pos += 1
    if (pos < n) nextLine = lineEnd(text, pos, n)
  }
  // The text ended right after a delimiter: that row is still open.
  if (field > 0) {
    row.length = field
    rows.push(row)
  }
  return rows
}

/** Built by pushing, so the array stays packed (`new Array(n).fill` would leave it holey). */
function emptyRow(width: number): string[] {
  const row: string[] = []
  for (let index = 0; index < width; index += 1) row.push('')
  return row
}

function lineEnd(text: string, from: number, n: number): number {
  const at = text.indexOf('\n', from)
  return at < 0 ? n : at
}

function delimiterAt(text: string, delimiter: string, from: number, n: number): number {
  const at = text.indexOf(delimiter, from)
  return at < 0 ? n : at
}

/** The end of a field's text: a `\r` just before the line break belongs to the line end. */
function trimCr(text: string, start: number, end: number, nextLine: number): number {
  return end === nextLine && end > start && text.charCodeAt(end - 1) === CR ? end - 1 : end
}
