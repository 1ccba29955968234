/**
 * A file whose columns were found but whose rows could not be read is refused with the column at
 * fault, a value from it (and the word in it Selera does not know), and advice for that column, not a
 * generic "choose another file".
 */
import type { IngestResult } from '../types'
import { type DateOrder, unknownDateWord } from './dates'
import type { UnreadableRow } from './explain'
import type { Columns } from './formats'
import type { MoneyConventions, NumberConflict } from './money-conventions'
import { parseMoney } from './money'
import { clean, isBlankRow } from './row-kinds'
import { TimestampReader } from './timestamps'
import type { Zone } from '../../time/zone'

export interface TableContext {
  rows: readonly string[][]
  /** The first data row. */
  start: number
  header: readonly string[]
  columns: Columns
  order: DateOrder
  zone: Zone
  conventions: MoneyConventions
}

const SAMPLE_ROWS = 200

/** `unreadable_values` when no sampled row has a date (or else an amount) that can be read; null otherwise. */
export function unreadableRefusal(fileName: string, table: TableContext, unreadable: UnreadableRow | null): Extract<IngestResult, { kind: 'refused' }> | null {
  if (!unreadable) return null
  const { rows, start, header, columns } = table
  const amount = [columns.net, columns.gross, columns.price].find((index) => index >= 0) ?? -1
  const dates = new TimestampReader(table.order)
  const sample = rows.slice(start, start + SAMPLE_ROWS).filter((row) => !isBlankRow(row))
  const row = rows[unreadable.row - 1] ?? []
  const name = (index: number) => (header[index] ?? '').trim()
  const value = (index: number) => clean(row[index] ?? '')
  if (!sample.some((each) => !Number.isNaN(dates.read(each[columns.date] ?? '', '', table.zone)))) {
    const cell = value(columns.date)
    // The word Selera does not know in a date written with one (`p. k.` in `23/11/2026 11:56 p. k.`);
    // a cell of words alone (`yesterday`) is no date at all, and quoting it says so.
    const word = /\d/.test(cell) ? unknownDateWord(cell) : null
    const unknown = word === null ? '' : `: "${word}" is not a date or time word Selera knows`
    return {
      kind: 'refused',
      reason: 'unreadable_values',
      message: `"${fileName}" has no date we can read in "${name(columns.date)}" (row ${unreadable.row}: "${cell}")${unknown}.`,
      suggestion: 'Export the file again with its dates as dates (e.g. 2026-05-20 or 20/05/2026) and upload that.',
    }
  }
  const convention = table.conventions.of(amount)
  if (amount >= 0 && !sample.some((each) => Number.isFinite(parseMoney(each[amount] ?? '', convention)))) {
    return {
      kind: 'refused',
      reason: 'unreadable_values',
      message: `"${fileName}" has no amount we can read in "${name(amount)}" (row ${unreadable.row}: "${value(amount)}").`,
      suggestion: `Check that "${name(amount)}" holds amounts such as 12.50 or RM12.50, and upload the file again.`,
    }
  }
  return null
}

/**
 * A column read for the amounts (or quantities) whose values prove both conventions: `1.250.000` and
 * `12.50` cannot both be right, and reading either way would be wrong for some rows without a word.
 */
export function mixedNumbersRefusal(fileName: string, header: readonly string[], conflict: NumberConflict): Extract<IngestResult, { kind: 'refused' }> {
  const name = (header[conflict.column] ?? '').trim()
  const dot = conflict.proofs['dot-decimal']
  const comma = conflict.proofs['comma-decimal']
  const [first, second] = dot.row < comma.row ? [dot, comma] : [comma, dot]
  const reading = (example: typeof dot) => (example === dot ? '"." for decimals' : '"." for thousands and "," for decimals')
  return {
    kind: 'refused',
    reason: 'unreadable_values',
    message:
      `"${fileName}" writes numbers two ways in "${name}": "${first.text}" (row ${first.row}) can only be read with ${reading(first)}, ` +
      `"${second.text}" (row ${second.row}) only with ${reading(second)}.`,
    suggestion: `Export the file again with every number in "${name}" written one way (e.g. 1234.50) and upload that.`,
  }
}
