/**
 * A workbook of several sheets (docs/product.md#how-uploads-are-read): every sheet is read, and the
 * sales lines are taken from the sheet that holds them, whichever it is. A pivot or summary in
 * front (day totals, or a table with no date for each sale) gives way to the lines behind it. Sheets
 * of sales lines under one header (a month or an outlet a sheet) are read as one table, each row
 * once: a sheet whose rows another sheet already holds (an "All" sheet beside per-outlet ones) is
 * not added twice. The details name the sheet read and say why the others were not.
 */
import { findHeaderRow, normaliseHeader } from './tabular/headers'
import { isBlankRow } from './tabular/row-kinds'
import type { IngestResult } from './types'
import type { WorkbookSheet } from './xlsx'

type Read = (rows: string[][], fileName: string) => IngestResult

interface SheetReading {
  sheet: WorkbookSheet
  result: IngestResult
}

/** Share of a sheet's rows found in the sheets before it above which it repeats them. */
const REPEATS = 0.5

export function readWorkbook(fileName: string, sheets: readonly WorkbookSheet[], read: Read): IngestResult {
  const [only] = sheets
  if (sheets.length === 1 && only) return read(only.rows, fileName)
  const readings = sheets.map((sheet) => ({ sheet, result: read(sheet.rows, `${fileName}, sheet ${sheet.name}`) }))
  const sales = readings.filter((reading) => reading.result.kind === 'sales')
  if (sales.length > 0) {
    const { joined, left } = joinSheets(sales)
    const result = joined.length === 1 ? (joined[0]?.result as IngestResult) : read(unionRows(joined.map((each) => each.sheet)), fileName)
    return withSheetNotes(result, joined, readings, left)
  }
  const totals = readings.filter((reading) => reading.result.kind === 'day-totals' || reading.result.kind === 'document')
  const best = largest(totals)
  if (best) return withSheetNotes(best.result, [best], readings)
  return refusal(fileName, readings)
}

/** The largest sales sheet, and the sheets under the same header whose rows it does not already hold. */
function joinSheets(sales: readonly SheetReading[]): { joined: SheetReading[]; left: Map<SheetReading, string> } {
  const first = largest(sales) as SheetReading
  const key = headerKey(first.sheet)
  const seen = new Set(dataRows(first.sheet).map(rowKey))
  const joined = [first]
  const left = new Map<SheetReading, string>()
  for (const reading of sales) {
    if (reading === first) continue
    if (headerKey(reading.sheet) !== key) {
      left.set(reading, `it holds sales under other columns than "${first.sheet.name}"; upload it as a file of its own to add them`)
      continue
    }
    const rows = dataRows(reading.sheet).map(rowKey)
    const repeated = rows.filter((row) => seen.has(row)).length
    if (repeated > rows.length * REPEATS) {
      left.set(reading, 'it repeats sales lines the sheets read already hold')
      continue
    }
    rows.forEach((row) => seen.add(row))
    joined.push(reading)
  }
  return { joined: joined.sort((a, b) => sales.indexOf(a) - sales.indexOf(b)), left }
}

function largest(readings: readonly SheetReading[]): SheetReading | undefined {
  return readings.reduce<SheetReading | undefined>((best, each) => (!best || rowsOf(each) > rowsOf(best) ? each : best), undefined)
}

function rowsOf(reading: SheetReading): number {
  return reading.result.kind === 'refused' ? 0 : reading.result.summary.rows
}

function headerAt(sheet: WorkbookSheet): number {
  return Math.max(0, findHeaderRow(sheet.rows))
}

function headerKey(sheet: WorkbookSheet): string {
  return (sheet.rows[headerAt(sheet)] ?? []).map(normaliseHeader).join('\u0001')
}

function dataRows(sheet: WorkbookSheet): string[][] {
  return sheet.rows.slice(headerAt(sheet) + 1).filter((row) => !isBlankRow(row))
}

function rowKey(row: readonly string[]): string {
  return row.join('\u0001')
}

/** The first sheet's rows (title and header), then every other sheet's rows under its header. */
function unionRows(sheets: readonly WorkbookSheet[]): string[][] {
  const [first, ...rest] = sheets
  if (!first) return []
  return [...first.rows, ...rest.flatMap(dataRows)]
}

function withSheetNotes(result: IngestResult, read: readonly SheetReading[], readings: readonly SheetReading[], left = new Map<SheetReading, string>()): IngestResult {
  if (result.kind === 'refused') return result
  const names = read.map(({ sheet }) => `"${sheet.name}"`)
  const kind = result.kind === 'sales' ? 'its sales lines' : result.kind === 'day-totals' ? 'its daily totals' : 'its text'
  const notes = [
    read.length === 1 ? `Read sheet ${names[0]} (${kind}).` : `Read sheets ${names.join(', ')} as one table (the same columns, ${kind}).`,
    ...readings.filter((reading) => !read.includes(reading)).map((reading) => `Sheet "${reading.sheet.name}" not read: ${left.get(reading) ?? whyNot(reading.result)}.`),
  ]
  return { ...result, summary: { ...result.summary, notes: [...notes, ...result.summary.notes] } }
}

function whyNot(other: IngestResult): string {
  if (other.kind === 'day-totals') return 'it holds totals by day, not sales lines'
  if (other.kind === 'sales') return 'it holds fewer sales'
  if (other.kind === 'document') return 'it holds text, not sales'
  if (other.reason === 'no_sales_columns') return 'it is not a table of sales with a date and an amount for each sale (a summary or pivot)'
  if (other.reason === 'empty') return 'it has no rows to read'
  return 'its dates or amounts could not be read'
}

function refusal(fileName: string, readings: readonly SheetReading[]): IngestResult {
  const refusals = readings.flatMap(({ result }) => (result.kind === 'refused' ? [result] : []))
  // The sheet that came nearest: columns found, values not read, before no columns at all.
  const nearest = refusals.find((each) => each.reason === 'unreadable_values') ?? refusals.find((each) => each.reason !== 'empty') ?? refusals[0]
  const names = readings.map(({ sheet }) => `"${sheet.name}"`).join(', ')
  const message = `None of the ${readings.length} sheets of "${fileName}" (${names}) holds sales that can be read. ${nearest?.message ?? ''}`.trim()
  return { kind: 'refused', reason: nearest?.reason ?? 'no_sales_columns', message, ...(nearest?.suggestion ? { suggestion: nearest.suggestion } : {}) }
}
