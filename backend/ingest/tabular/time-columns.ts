/**
 * Which columns give a sale's date and time of day, checked against their values: of several
 * columns of one name (two `Time` columns) the one that holds dates or times; a time column with no
 * time of day in it (`Morning`, Excel's `mm:ss.0` display `15:50.5`, whose hour is gone) is set
 * aside for an `Hour` column, or the sales are dated by day; rows whose own time cannot be read
 * keep their date. What was set aside is said (findings, as data).
 */
import type { IngestFinding } from '../types'
import { isExcelSerial, parseDatePart, parseTime, splitDateTime } from './dates'
import type { Columns, FormatSpec } from './formats'
import { GENERIC_ALIASES } from './headers'
import { clean, isBlankRow } from './row-kinds'

const SAMPLE_ROWS = 200
/** A column holds dates (or times) when this share of its filled cells are. */
const HOLDS = 0.5
const HOUR_HEADERS = ['hour', 'hour of day', 'hour of the day', 'sale hour', 'jam']

export function settleDateAndTime(
  format: FormatSpec,
  headers: readonly string[],
  header: readonly string[],
  columns: Columns,
  rows: readonly string[][],
  start: number,
): IngestFinding[] {
  const sample: Array<readonly string[]> = []
  for (let r = start; r < rows.length && sample.length < SAMPLE_ROWS; r += 1) if (!isBlankRow(rows[r] ?? [])) sample.push(rows[r] ?? [])
  const share = (index: number, test: (cell: string) => boolean): number => {
    const filled = sample.map((row) => clean(row[index] ?? '')).filter((cell) => cell !== '')
    return filled.length === 0 ? 0 : filled.filter(test).length / filled.length
  }
  const taken = new Set(Object.entries(columns).flatMap(([field, index]) => (field === 'date' || field === 'time' || index < 0 ? [] : [index])))
  const named = (aliases: readonly string[]) => headers.flatMap((name, index) => (aliases.includes(name) && !taken.has(index) ? [index] : []))

  if (share(columns.date, isDate) < HOLDS) {
    const dated = named(format.columns.date ?? GENERIC_ALIASES.date).find((index) => share(index, isDate) >= HOLDS)
    if (dated !== undefined) columns.date = dated
  }
  taken.add(columns.date)
  // A date cell that carries its own time needs no time column.
  if (share(columns.date, (cell) => splitDateTime(cell)[1] !== '') >= HOLDS) return []
  const findings: IngestFinding[] = []
  const timeAliases = format.columns.time ?? GENERIC_ALIASES.time
  const candidates = columns.time >= 0 ? named(timeAliases).filter((index) => headers[index] === headers[columns.time]) : []
  const best = [columns.time, ...candidates].find((index) => index >= 0 && share(index, isTime) >= HOLDS) ?? named(timeAliases).find((index) => share(index, isTime) >= HOLDS)
  if (best !== undefined) {
    columns.time = best
  } else {
    const hour = named(HOUR_HEADERS).find((index) => share(index, isTime) >= HOLDS) ?? -1
    if (columns.time >= 0) {
      const unread = [...new Set([columns.time, ...candidates])]
      const examples = [...new Set(unread.map((index) => sample.map((row) => clean(row[index] ?? '')).find(Boolean) ?? ''))]
      const column = (header[columns.time] ?? '').trim()
      findings.push({ code: 'time-column-unread', column, columns: unread.length, examples, hour: hour >= 0 ? (header[hour] ?? '').trim() : null })
    }
    columns.time = hour
  }
  const untimed = untimedRows(rows, start, columns)
  if (untimed) findings.push({ code: 'untimed-rows', column: (header[columns.time] ?? '').trim(), ...untimed })
  return findings
}

function isDate(cell: string): boolean {
  const part = splitDateTime(cell)[0]
  return isExcelSerial(part) || !Number.isNaN(parseDatePart(part, 'DMY')) || !Number.isNaN(parseDatePart(part, 'MDY'))
}

function isTime(cell: string): boolean {
  return parseTime(cell) !== null
}

/** Rows with a date and a time cell that is not a time: the reader dates them by day (timestamps.ts). */
function untimedRows(rows: readonly string[][], start: number, columns: Columns): { rows: number; example: string } | null {
  if (columns.time < 0) return null
  const memo = new Map<string, boolean>()
  let count = 0
  let example = ''
  for (let r = start; r < rows.length; r += 1) {
    const row = rows[r] ?? []
    const time = clean(row[columns.time] ?? '')
    if (time === '' || clean(row[columns.date] ?? '') === '') continue
    let readable = memo.get(time)
    if (readable === undefined) memo.set(time, (readable = isTime(time)))
    if (readable || splitDateTime(row[columns.date] ?? '')[1] !== '') continue
    count += 1
    example ||= time
  }
  return count > 0 ? { rows: count, example } : null
}
