/**
 * For sheets whose headers say little: find the header row and the date and amount columns from the
 * values under them. Used only when the names alone do not settle it, and always reported to the owner.
 */
import { isExcelSerial, parseDatePart, splitDateTime } from './dates'
import { isBuddhistYear, toCommonEra, yearIn } from './date-words'
import type { Columns } from './formats'
import { normaliseHeader } from './headers'
import { AMOUNT_ROLES, moneyRole } from './money-columns'
import { isMoneyText } from './money'
import { isBlankRow } from './row-kinds'

const SAMPLE_ROWS = 200
const SAMPLE_VALUES = 30
const AGREEMENT = 0.8

/**
 * The first of the top rows made of two or more text cells (no numbers, no dates) whose next row is
 * data (holds a number or a date): a title row is followed by the header, which is text too.
 */
export function guessHeaderRow(rows: readonly string[][], lookAhead = 50): number {
  const end = Math.min(rows.length - 1, lookAhead)
  for (let index = 0; index < end; index += 1) {
    const cells = filled(rows[index])
    if (cells.length < 2 || !cells.every(isText)) continue
    let next = index + 1
    while (next < Math.min(rows.length - 1, index + lookAhead) && filled(rows[next]).length === 0) next += 1
    const below = filled(rows[next])
    if (below.length >= 2 && !below.every(isText)) return index
  }
  return -1
}

function filled(row: readonly string[] | undefined): string[] {
  return (row ?? []).map((cell) => cell.trim()).filter((cell) => cell !== '')
}

function isText(cell: string): boolean {
  return !isMoneyText(cell) && !looksLikeDate(cell)
}

/**
 * Fills `columns.date` and `columns.net` from the values when no header named them. Returns the
 * notes that say so. The amount is a money column that is not 0 on every sampled row (a column of
 * zeros, a tax nobody charged, is never the amount while another has amounts): the best its name
 * suggests (a subtotal before an amount, a total, an amount paid: money-columns.ts), and among
 * columns whose name says nothing the rightmost (totals sit at the right of a sheet). A name that
 * says tax, charge, discount, refund or cost is never the amount.
 */
export function guessColumns(rows: readonly string[][], headerAt: number, columns: Columns, header: readonly string[]): string[] {
  const notes: string[] = []
  const taken = new Set(Object.values(columns).filter((index) => index >= 0))
  const samples = header.map((_, index) => sampleColumn(rows, headerAt, index))
  if (columns.date < 0) {
    const index = samples.findIndex((values, at) => !taken.has(at) && agrees(values, looksLikeDate))
    if (index >= 0) {
      columns.date = index
      taken.add(index)
      notes.push(`"${(header[index] ?? '').trim()}" read as the date column from its values.`)
    }
  }
  if (columns.net < 0 && columns.gross < 0 && columns.price < 0) {
    const rank = (index: number): number => {
      const role = moneyRole(normaliseHeader(header[index] ?? ''))
      return role === null ? AMOUNT_ROLES.length : AMOUNT_ROLES.indexOf(role)
    }
    let best = -1
    let zeros = -1
    for (let index = header.length - 1; index >= 0; index -= 1) {
      const values = samples[index] ?? []
      if (taken.has(index) || rank(index) < 0 || !agrees(values, isMoneyText) || !values.some((value) => /[.a-z$€]|,\d{1,2}\b/i.test(value))) continue
      if (values.every(isZero)) {
        if (zeros < 0) zeros = index
        continue
      }
      if (best < 0 || rank(index) < rank(best)) best = index
    }
    columns.net = best >= 0 ? best : zeros
    if (columns.net >= 0) notes.push(`"${(header[columns.net] ?? '').trim()}" read as the amount column from its values.`)
  }
  return notes
}

/** `0`, `0.00`, `RM 0,00`, `-`: no amount. */
function isZero(value: string): boolean {
  return !/[1-9]/.test(value)
}

function sampleColumn(rows: readonly string[][], headerAt: number, index: number): string[] {
  const values: string[] = []
  const end = Math.min(rows.length, headerAt + 1 + SAMPLE_ROWS)
  for (let r = headerAt + 1; r < end && values.length < SAMPLE_VALUES; r += 1) {
    const row = rows[r] ?? []
    if (isBlankRow(row)) continue
    const value = (row[index] ?? '').trim()
    if (value !== '') values.push(value)
  }
  return values
}

function agrees(values: readonly string[], test: (value: string) => boolean): boolean {
  return values.length > 0 && values.filter(test).length >= values.length * AGREEMENT
}

function looksLikeDate(cell: string): boolean {
  const written = splitDateTime(cell)[0]
  // A bare five-digit number is more likely a receipt number than a spreadsheet date.
  if (isExcelSerial(written)) return false
  // A Thai export's Buddhist-era year (2569 is 2026) is a year here: date-plan.ts decides the era later.
  const datePart = isBuddhistYear(yearIn(written)) ? toCommonEra(written) : written
  return !Number.isNaN(parseDatePart(datePart, 'DMY')) || !Number.isNaN(parseDatePart(datePart, 'MDY'))
}
