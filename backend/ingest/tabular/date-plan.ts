/**
 * Before the one pass over the rows: how the file's dates are to be read. The era of their years (Thai
 * exports may write Buddhist-era years), the columns that give dates and times (time-columns.ts), the
 * order of numeric dates from every piece of evidence the file holds (date-order.ts), the zones its
 * time zone column names (Square's `Eastern Time (US & Canada)`), and what the owner is told about
 * them, as data.
 */
import type { IngestFinding } from '../types'
import { type DateOrderFinding, type DateOrder, parseDatePart } from './dates'
import { BUDDHIST_SIGN, isBuddhistYear, toCommonEra, yearIn } from './date-words'
import { decideDateOrder, other, zoneDateOrder } from './date-order'
import type { Columns, FormatSpec } from './formats'
import { clean } from './row-kinds'
import { settleMixedDates } from './mixed-dates'
import { settleDateAndTime } from './time-columns'
import { weekdayColumn } from './weekdays'
import { namedZone } from '../../time/zone-names'

export interface DatePlanOptions {
  /** The account's zone (resolved): unknown zone names are read in it, and it gives the default order. */
  zone: string
  now: number | null
  chosen: DateOrder | null
}

export interface DatePlan {
  finding: DateOrderFinding
  findings: IngestFinding[]
}

/** Settles the date and time columns (time-columns.ts), then the order of the dates. */
export function planDates(
  format: FormatSpec,
  /** Date cells a spreadsheet swapped are rewritten in place (mixed-dates.ts). */
  rows: string[][],
  start: number,
  headers: readonly string[],
  header: readonly string[],
  columns: Columns,
  options: DatePlanOptions,
): DatePlan {
  const name = (index: number) => (header[index] ?? '').trim()
  const era = settleBuddhistEra(rows, start, columns.date, name(columns.date))
  const findings = settleDateAndTime(format, headers, header, columns, rows, start)
  if (era) findings.unshift(era)
  const mixed = settleMixedDates(rows, start, columns.date, name(columns.date), options.chosen)
  if (mixed) findings.push(mixed)
  const zones = fileZones(rows, start, columns.zone)
  const weekday = weekdayColumn(headers, rows, start)
  const finding = decideDateOrder(columnCells(rows, start, columns.date), {
    chosen: options.chosen,
    now: options.now,
    dateColumn: name(columns.date),
    weekdays: weekday >= 0 ? { column: name(weekday), cells: columnCells(rows, start, weekday) } : null,
    origin: zones.origin,
    fallback: { order: zoneDateOrder(options.zone), zone: options.zone },
  })
  if (finding.numeric) findings.push({ code: 'date-order', order: finding.order, basis: finding.basis, alternative: finding.alternative, example: exampleOf(finding) })
  if (zones.unknown.size > 0) {
    const names = [...zones.unknown.keys()]
    const count = [...zones.unknown.values()].reduce((sum, rowsNamed) => sum + rowsNamed, 0)
    findings.push({ code: 'unknown-zones', column: name(columns.zone), names, rows: count, zone: options.zone })
  }
  return { finding, findings }
}

/** Cells looked at for `พ.ศ.` written in them. */
const SIGN_SAMPLE = 200

type EraFinding = Extract<IngestFinding, { code: 'buddhist-era' }>

/**
 * Thai exports may write the year in the Buddhist era, 543 ahead (2569 is 2026). A date column's years
 * 2500–2600 are read so when its header, a title row above the header or one of its first cells says
 * `พ.ศ.`, `BE` or `Buddhist`, or when every year in it is one (as Common Era they would be centuries
 * after any sale). Its cells are rewritten before the pass (as mixed-dates.ts rewrites swapped ones);
 * a cell that says `พ.ศ.` itself is read so by date-words.ts and left alone. The finding says so, with
 * the first such year, when there was one.
 */
function settleBuddhistEra(rows: string[][], start: number, column: number, name: string): EraFinding | null {
  const said = BUDDHIST_SIGN.test(name) || saysBuddhist(rows, start, column)
  if (!said && !everyYearBuddhist(rows, start, column)) return null
  let example: EraFinding['example'] | null = null
  for (let r = start; r < rows.length; r += 1) {
    const row = rows[r]
    const cell = row?.[column]
    if (!row || !cell) continue
    const year: number = example ? Number.NaN : yearIn(cell)
    if (isBuddhistYear(year)) example = { text: String(year), read: toCommonEra(String(year)) }
    if (!BUDDHIST_SIGN.test(cell)) row[column] = toCommonEra(cell)
  }
  return example && { code: 'buddhist-era', column: name, basis: said ? 'said' : 'years', example }
}

/** A title row above the header, or one of the column's first cells, that says its years are Buddhist era. */
function saysBuddhist(rows: readonly string[][], start: number, column: number): boolean {
  for (let r = 0; r < start - 1; r += 1) if ((rows[r] ?? []).some((cell) => BUDDHIST_SIGN.test(cell))) return true
  for (let r = start; r < rows.length && r < start + SIGN_SAMPLE; r += 1) if (BUDDHIST_SIGN.test(rows[r]?.[column] ?? '')) return true
  return false
}

/**
 * Whether the column has years and every one is 2500–2600. It stops at the first date that has
 * another (the first row, in most files), or none (a spreadsheet's day count, a two-digit year);
 * cells without a digit (blank, `Total`) say nothing.
 */
function everyYearBuddhist(rows: readonly string[][], start: number, column: number): boolean {
  let found = false
  for (let r = start; r < rows.length; r += 1) {
    const cell = rows[r]?.[column] ?? ''
    const year = yearIn(cell)
    if (Number.isNaN(year) && !/\d/.test(cell)) continue
    if (!isBuddhistYear(year)) return false
    found = true
  }
  return found
}

/** A date the two orders read differently, and the two days (ISO) it would be. */
function exampleOf(finding: DateOrderFinding): { text: string; read: string; other: string } | null {
  const text = finding.ambiguous
  if (text === null) return null
  const iso = (order: DateOrder) => new Date(parseDatePart(text, order)).toISOString().slice(0, 10)
  return { text, read: iso(finding.order), other: iso(other(finding.order)) }
}

interface FileZones {
  /** The order written where every zone the file names is, when they agree. */
  origin: { order: DateOrder; zone: string } | null
  /** Names that are no zone → the rows that give them. */
  unknown: Map<string, number>
}

function fileZones(rows: readonly string[][], start: number, column: number): FileZones {
  const unknown = new Map<string, number>()
  const known = new Set<string>()
  if (column < 0) return { origin: null, unknown }
  for (let r = start; r < rows.length; r += 1) {
    const cell = clean(rows[r]?.[column] ?? '')
    if (cell === '') continue
    const zone = namedZone(cell)
    if (zone) known.add(zone.name)
    else unknown.set(cell, (unknown.get(cell) ?? 0) + 1)
  }
  const orders = new Set([...known].map(zoneDateOrder))
  const [order] = orders
  return { origin: order && orders.size === 1 ? { order, zone: [...known].join(', ') } : null, unknown }
}

function columnCells(rows: readonly string[][], start: number, index: number): string[] {
  const cells: string[] = []
  for (let r = start; r < rows.length; r += 1) cells.push(rows[r]?.[index] ?? '')
  return cells
}
