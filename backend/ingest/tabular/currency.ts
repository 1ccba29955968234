/**
 * The currency a file states (docs/product.md#how-uploads-are-read): a currency column, a code or
 * symbol in an amount column's header (`Total (THB)`, `Amount (S$)`), or in its cells (`Rp 45.000`,
 * `S$12.50`, `€4,50`). Selera never labels a file's amounts with the account's currency when the
 * file says another: ingest-table.ts leaves out the rows in other currencies, or refuses the file
 * when it has none in the account's, and says which currency it found and where.
 */
import type { CurrencyFinding, IngestFinding, IngestResult } from '../types'
import { clean, isBlankRow } from './row-kinds'

const SAMPLE_ROWS = 200

/** Currency column names, normalised (headers.ts `normaliseHeader`). */
const CURRENCY_HEADERS = new Set(['currency', 'currency code', 'moneda', 'divisa', 'mata uang', 'mata wang', 'matawang', '货币', '貨幣', '币种', '幣別', 'waehrung', 'währung', 'devise'])

/** Signs written beside amounts, longest first where one starts another (`S$` before `$`). */
const SIGNS: ReadonlyArray<readonly [string, string | null]> = [
  ['US$', 'USD'], ['S$', 'SGD'], ['SG$', 'SGD'], ['HK$', 'HKD'], ['NT$', 'TWD'], ['A$', 'AUD'], ['AU$', 'AUD'], ['NZ$', 'NZD'],
  ['C$', 'CAD'], ['CA$', 'CAD'], ['RM', 'MYR'], ['Rp', 'IDR'], ['RMB', 'CNY'], ['CN¥', 'CNY'], ['£', 'GBP'], ['€', 'EUR'],
  ['฿', 'THB'], ['₩', 'KRW'], ['₱', 'PHP'], ['₫', 'VND'], ['₹', 'INR'], ['¥', null], ['$', null],
]

/** ISO 4217 codes owners' exports write; a three-letter word beside an amount that is one of these. */
const CODES = new Set([
  'MYR', 'SGD', 'USD', 'IDR', 'THB', 'PHP', 'VND', 'BND', 'KHR', 'MMK', 'LAK', 'CNY', 'HKD', 'TWD', 'JPY', 'KRW', 'INR', 'AUD',
  'NZD', 'GBP', 'EUR', 'CAD', 'CHF', 'AED', 'SAR', 'MXN', 'BRL', 'ARS', 'CLP', 'COP', 'PEN',
])

/** Currencies named in words in a header: `ยอดขาย (บาท)`, `Amount (Ringgit)`. */
const CURRENCY_NAMES: Readonly<Record<string, string>> = { บาท: 'THB', ringgit: 'MYR', rupiah: 'IDR', baht: 'THB' }

/** A sign or code before or after the number: `Rp 45.000`, `45.000 IDR`, `-S$12.50`, `(€4,50)`. */
const CELL = /^[(\-−]?\s*([A-Za-z]{1,3}\$|[A-Z]{2,3}|Rp|RM|[£€฿₩₱₫₹¥$]|CN¥)?\s*[(\-−]?\s*\d[\d.,\s']*\)?\s*([A-Z]{3}|[£€฿₩₱₫₹¥]|Rp|RM)?$/u

export interface FileCurrency {
  finding: CurrencyFinding
  /** The currency column, when that is what said it (-1 otherwise): rows can be told apart by it. */
  column: number
}

export function detectCurrency(rows: readonly string[][], start: number, header: readonly string[], headers: readonly string[], amountColumns: readonly number[]): FileCurrency | null {
  const column = headers.findIndex((name) => CURRENCY_HEADERS.has(name))
  if (column >= 0) {
    const counts = new Map<string, number>()
    for (let r = start; r < rows.length; r += 1) {
      const row = rows[r] ?? []
      if (isBlankRow(row)) continue
      const code = clean(row[column] ?? '').toUpperCase()
      if (CODES.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1)
    }
    const codes = [...counts.entries()].sort((a, b) => b[1] - a[1])
    const [top] = codes
    if (top) return { finding: { code: 'currency', currency: top[0], sign: top[0], source: 'column', where: (header[column] ?? '').trim(), rows: Object.fromEntries(codes) }, column }
  }
  for (const index of amountColumns) {
    const named = inHeader(header[index] ?? '')
    if (named) return { finding: { code: 'currency', ...named, source: 'header', where: (header[index] ?? '').trim(), rows: null }, column: -1 }
  }
  for (const index of amountColumns) {
    const written = inCells(rows, start, index)
    if (written) return { finding: { code: 'currency', ...written, source: 'cells', where: (header[index] ?? '').trim(), rows: null }, column: -1 }
  }
  return null
}

/** `Total (THB)`, `Amount S$`, `Net Sales (RM)`, `Harga (Rp)`. */
function inHeader(name: string): { currency: string | null; sign: string } | null {
  for (const word of name.split(/[^\p{L}\p{Sc}$]+/u)) {
    if (CODES.has(word)) return { currency: word, sign: word }
    const named = CURRENCY_NAMES[word.toLowerCase()]
    if (named) return { currency: named, sign: word }
    const sign = SIGNS.find(([text]) => text === word)
    if (sign) return { currency: sign[1], sign: sign[0] }
  }
  return null
}

/** The sign or code most of a column's sampled amounts carry, when one does. */
function inCells(rows: readonly string[][], start: number, column: number): { currency: string | null; sign: string } | null {
  const counts = new Map<string, number>()
  let filled = 0
  const end = Math.min(rows.length, start + SAMPLE_ROWS)
  for (let r = start; r < end; r += 1) {
    const text = clean(rows[r]?.[column] ?? '')
    if (text === '' || !/\d/.test(text)) continue
    filled += 1
    const match = CELL.exec(text)
    const mark = match?.[1] ?? match?.[2]
    if (mark) counts.set(mark, (counts.get(mark) ?? 0) + 1)
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1])
  if (!top || top[1] * 2 < filled) return null
  const [mark] = top
  if (CODES.has(mark)) return { currency: mark, sign: mark }
  const sign = SIGNS.find(([text]) => text === mark)
  return sign ? { currency: sign[1], sign: sign[0] } : null
}

/** Account currencies Selera reports in (kernel/format/locale.ts `CURRENCIES`), and the signs they write. */
const ACCOUNT_SIGNS: Readonly<Record<string, readonly string[]>> = { MYR: ['RM'], SGD: ['S$', '$'], USD: ['US$', '$'] }

export type CurrencyVerdict =
  | { kind: 'read'; findings: IngestFinding[]; currency: string | null; leftOut: Uint8Array | null }
  | { kind: 'refused'; refusal: Extract<IngestResult, { kind: 'refused' }> }

/**
 * What to do with a file in `found` for an account in `account`: read it (its amounts are the
 * account's currency, or it does not say), read only its rows in the account's currency (a currency
 * column with several), or refuse it, naming both currencies and what the owner can do.
 */
export function settleCurrency(fileName: string, found: FileCurrency | null, account: string | null, rows: readonly string[][], start: number): CurrencyVerdict {
  if (!found) return { kind: 'read', findings: [], currency: null, leftOut: null }
  const { finding } = found
  if (!account) return { kind: 'read', findings: [finding], currency: finding.currency, leftOut: null }
  const perRow = finding.rows && Object.keys(finding.rows).length > 1 ? finding.rows : null
  if (perRow && (perRow[account] ?? 0) > 0) {
    const leftOut = new Uint8Array(rows.length)
    for (let r = start; r < rows.length; r += 1) {
      const code = clean(rows[r]?.[found.column] ?? '').toUpperCase()
      if (code !== '' && code !== account) leftOut[r] = 1
    }
    const others = Object.fromEntries(Object.entries(perRow).filter(([code]) => code !== account))
    const kept: CurrencyFinding = { ...finding, currency: account, sign: account }
    return { kind: 'read', findings: [kept, { code: 'other-currency-rows', column: finding.where, currency: account, rows: others }], currency: account, leftOut }
  }
  if (finding.currency === account) return { kind: 'read', findings: [finding], currency: account, leftOut: null }
  if (finding.currency === null && (ACCOUNT_SIGNS[account] ?? []).includes(finding.sign)) {
    return { kind: 'read', findings: [{ ...finding, currency: account }], currency: account, leftOut: null }
  }
  return { kind: 'refused', refusal: otherCurrency(fileName, finding, account) }
}

/** `IDR ("Rp" in "Harga")`, `THB (its "Currency" column)`, `dollars ("$" in "Total")`. */
export function currencyPhrase(finding: CurrencyFinding, currency = finding.currency): string {
  const name = currency ?? (finding.sign === '$' ? 'dollars' : finding.sign === '¥' ? 'yen or yuan' : finding.sign)
  if (finding.source === 'column') return `${name} (its "${finding.where}" column)`
  if (finding.source === 'header') return `${name} (the header "${finding.where}")`
  return `${name} ("${finding.sign}" in "${finding.where}")`
}

function otherCurrency(fileName: string, finding: CurrencyFinding, account: string): Extract<IngestResult, { kind: 'refused' }> {
  const reported = finding.currency !== null && finding.currency in ACCOUNT_SIGNS
  return {
    kind: 'refused',
    reason: 'other_currency',
    message: `"${fileName}" is in ${currencyPhrase(finding)}; your account reports in ${account}.`,
    suggestion: reported
      ? `Change the account currency to ${finding.currency} in Settings, or upload a file in ${account}.`
      : `Upload a file in ${account}: Selera does not convert between currencies.`,
  }
}
