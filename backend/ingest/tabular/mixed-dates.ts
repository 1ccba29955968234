/**
 * A date column that mixes spreadsheet date cells (which reach us as ISO: `2026-01-05T12:30:00`) with
 * dates typed as text (`13/05/2026 19:30`). A spreadsheet set to month first turns a day-first
 * `01/05/2026` into a date cell of 5 January and leaves `13/05/2026`, which it cannot read, as text:
 * when every date cell has a day of 12 or less, every text date has a number over 12, and the date
 * cells read with day and month swapped fall where the text dates are, they are read back so (the
 * cells are rewritten before the pass), unless the owner chose the other order: then the date cells
 * are read as stored (the upload offers that reading one click away). Any other mix is only said.
 */
import type { DateOrder, IngestFinding } from '../types'
import { parseDatePart, splitDateTime } from './dates'
import { clean } from './row-kinds'

type MixedFinding = Extract<IngestFinding, { code: 'mixed-date-cells' }>

const DATE_CELL = /^(\d{4})-(\d{2})-(\d{2})(?=T|$)/
const NUMERIC_TEXT = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/
const DAY_MS = 86_400_000

export function settleMixedDates(rows: string[][], start: number, column: number, name: string, chosen: DateOrder | null = null): MixedFinding | null {
  const cells: number[] = []
  const texts: number[] = []
  for (let r = start; r < rows.length; r += 1) {
    const cell = clean(rows[r]?.[column] ?? '')
    if (DATE_CELL.test(cell)) cells.push(r)
    else if (NUMERIC_TEXT.test(splitDateTime(cell)[0])) texts.push(r)
  }
  if (cells.length === 0 || texts.length === 0) return null
  const cellAt = (r: number) => clean(rows[r]?.[column] ?? '')
  const found = { code: 'mixed-date-cells', column: name, cells: cells.length, text: texts.length } as const
  const swap = swappedBack(cells.map(cellAt), texts.map((r) => splitDateTime(cellAt(r))[0]))
  if (!swap || (chosen !== null && chosen !== swap)) return { ...found, swapped: false, example: null, order: null }
  let example: MixedFinding['example'] = null
  for (const r of cells) {
    const cell = cellAt(r)
    const back = cell.replace(DATE_CELL, (_, year: string, month: string, day: string) => `${year}-${day}-${month}`)
    example ??= cell.slice(5, 7) === cell.slice(8, 10) ? null : { cell: cell.slice(0, 10), read: back.slice(0, 10) }
    const row = rows[r]
    if (row) row[column] = back
  }
  return { ...found, swapped: true, example, order: swap }
}

/** The order of the text dates when the date cells are such dates a spreadsheet of the other order swapped, else null. */
function swappedBack(cells: readonly string[], texts: readonly string[]): DateOrder | null {
  const parts = texts.map((text) => NUMERIC_TEXT.exec(text)).map((match) => [Number(match?.[1]), Number(match?.[2])] as const)
  const dayFirst = parts.every(([first, second]) => first > 12 && second <= 12)
  const monthFirst = parts.every(([first, second]) => second > 12 && first <= 12)
  if (!dayFirst && !monthFirst) return null
  const ymd = cells.map((cell) => DATE_CELL.exec(cell)).map((match) => [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])] as const)
  if (!ymd.every(([, , day]) => day <= 12)) return null
  const textDays = texts.map((text) => parseDatePart(text, dayFirst ? 'DMY' : 'MDY'))
  const asStored = ymd.map(([year, month, day]) => Date.UTC(year, month - 1, day))
  const swapped = ymd.map(([year, month, day]) => Date.UTC(year, day - 1, month))
  return span([...swapped, ...textDays]) * 2 <= span([...asStored, ...textDays]) ? (dayFirst ? 'DMY' : 'MDY') : null
}

function span(days: readonly number[]): number {
  const valid = days.filter((day) => !Number.isNaN(day))
  return valid.length === 0 ? 0 : (Math.max(...valid) - Math.min(...valid)) / DAY_MS
}
