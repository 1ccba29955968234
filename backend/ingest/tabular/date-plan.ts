/**
 * Before the one pass over the rows: how the file's dates are to be read. The columns that give dates
 * and times (time-columns.ts), the order of numeric dates from every piece of evidence the file holds
 * (date-order.ts), the zones its time zone column names (Square's `Eastern Time (US & Canada)`), and
 * what the owner is told about them, as data.
 */
import type { IngestFinding } from '../types'
import { type DateOrderFinding, type DateOrder, parseDatePart } from './dates'
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
  const findings = settleDateAndTime(format, headers, header, columns, rows, start)
  const mixed = settleMixedDates(rows, start, columns.date, name(columns.date))
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
