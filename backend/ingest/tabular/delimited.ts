/**
 * Delimited text (CSV, or tab-, semicolon- or pipe-separated TXT) to rows: the delimiter is sniffed
 * from the first lines, quote-aware, so title rows above the header and commas inside quoted item
 * names do not fool it.
 */
import { KNOWN_HEADERS, normaliseHeader } from './headers'
import { tokenize } from './tokenize'

export type Delimiter = ',' | ';' | '\t' | '|'

/** Ties go to the earlier one: comma is what most POS systems write. */
const DELIMITERS: readonly Delimiter[] = [',', ';', '\t', '|']
const SAMPLE_CHARS = 64 * 1024
const SAMPLE_ROWS = 60

export interface DelimitedTable {
  rows: string[][]
  delimiter: Delimiter
}

export function parseDelimited(text: string): DelimitedTable {
  const clean = normaliseText(text)
  const delimiter = detectDelimiter(clean)
  return { rows: tokenize(clean, delimiter), delimiter }
}

/** For the dispatcher: is this .txt a table, or prose for the assistant? */
export function looksTabular(text: string): boolean {
  const sample = sampleOf(normaliseText(text))
  const best = bestDelimiter(sample)
  if (!best || best.width < 2) return false
  const lines = tokenize(sample, best.delimiter, SAMPLE_ROWS).filter((row) => row.some((cell) => cell.trim() !== ''))
  // A header and a row at least; most lines split alike.
  if (lines.length < 2 || best.matches < Math.min(3, lines.length) || best.matches < lines.length * 0.6) return false
  // Prose with one comma per sentence also splits evenly; table cells are short.
  const cells = lines.flat()
  const averageLength = cells.reduce((sum, cell) => sum + cell.length, 0) / Math.max(1, cells.length)
  return averageLength <= 40
}

export function detectDelimiter(text: string): Delimiter {
  return bestDelimiter(sampleOf(text))?.delimiter ?? ','
}

interface DelimiterFit {
  delimiter: Delimiter
  /** The most common field count (of at least two) among the sample's rows. */
  width: number
  /** How many sample rows have exactly that count. */
  matches: number
  /** Known header names in the best row (a header row split right names several). */
  headerNames: number
}

/**
 * The delimiter that splits a row into known header names, else the one whose field count agrees on
 * the most rows, wider tables first (rows × fields): a title row ("Sales report") has one field
 * under every candidate and never decides, and a quoted item with a semicolon and a line break in it
 * cannot make a comma file look like two-field semicolon rows.
 */
function bestDelimiter(sample: string): DelimiterFit | null {
  let best: DelimiterFit | null = null
  for (const delimiter of DELIMITERS) {
    if (!sample.includes(delimiter)) continue
    const fit = fitOf(sample, delimiter)
    if (fit.width < 2) continue
    if (!best || rank(fit) > rank(best)) best = fit
  }
  return best
}

function rank(fit: DelimiterFit): number {
  const named = fit.headerNames >= 2 ? fit.headerNames : 0
  return named * 1e9 + fit.matches * (fit.width - 1)
}

function fitOf(sample: string, delimiter: Delimiter): DelimiterFit {
  const counts = new Map<number, number>()
  let headerNames = 0
  for (const row of tokenize(sample, delimiter, SAMPLE_ROWS)) {
    if (row.length < 2) continue
    counts.set(row.length, (counts.get(row.length) ?? 0) + 1)
    let names = 0
    for (const cell of row) if (KNOWN_HEADERS.has(normaliseHeader(cell))) names += 1
    if (names > headerNames) headerNames = names
  }
  let width = 0
  let matches = 0
  for (const [count, times] of counts) {
    if (times > matches || (times === matches && count > width)) {
      width = count
      matches = times
    }
  }
  return { delimiter, width, matches, headerNames }
}

/** The first lines only, cut at a line end so a half line does not count as a short row. */
function sampleOf(text: string): string {
  if (text.length <= SAMPLE_CHARS) return text
  const cut = text.lastIndexOf('\n', SAMPLE_CHARS)
  return text.slice(0, cut > 0 ? cut : SAMPLE_CHARS)
}

/** Drops a byte-order mark and turns old Mac line ends (a lone `\r`) into `\n`. */
function normaliseText(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  return body.includes('\r') && !body.includes('\n') ? body.replaceAll('\r', '\n') : body
}
