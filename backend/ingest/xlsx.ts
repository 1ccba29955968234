/**
 * An .xlsx workbook as rows of display strings, for the same table ingest as CSV. read-excel-file
 * is loaded only when a workbook arrives, through its `/universal` entry: it takes an ArrayBuffer
 * and spawns no workers (`/browser` may start helper workers, `/node` wants streams), so the same
 * code runs in Node and inside our module worker.
 */
import { zipSync } from 'fflate'

type Cell = string | number | boolean | Date | null | undefined

/** More sheets than any POS export has: the rest of a workbook of many sheets is not read. */
const MAX_SHEETS = 50

/** One sheet of a workbook, as display strings. */
export interface WorkbookSheet {
  name: string
  rows: string[][]
}

/**
 * The sheets that hold any value, in the workbook's order. `parts` were inflated under the zip-bomb
 * caps; they are re-packed uncompressed, so read-excel-file only copies bytes (its own inflater would
 * hand large parts to fflate's worker, which is a `blob:` Worker in a browser).
 */
export async function readWorkbookSheets(parts: Record<string, Uint8Array>): Promise<WorkbookSheet[]> {
  const { default: readXlsxFile } = await import('read-excel-file/universal')
  const zip = zipSync(parts, { level: 0 })
  const archive = zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength)
  const sheets = (await readXlsxFile(archive)) as unknown as Array<{ sheet: string; data: Cell[][] }>
  return sheets
    .slice(0, MAX_SHEETS)
    .map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(displayString)) }))
    .filter(({ rows }) => rows.some((row) => row.some((cell) => cell !== '')))
}

/** The first sheet that holds any value. */
export async function readWorkbookRows(parts: Record<string, Uint8Array>): Promise<string[][]> {
  return (await readWorkbookSheets(parts))[0]?.rows ?? []
}

/** What the owner sees in the cell, near enough for the table mapper. */
export function displayString(cell: Cell): string {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'string') return cell
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(Number(cell.toPrecision(15))) : ''
  return wallClock(cell)
}

/**
 * read-excel-file turns a date serial into a Date whose UTC fields are the sheet's wall-clock time
 * (Excel dates have no zone). So we print those fields without a zone, and the table mapper reads
 * them in the account's timezone. Serials below 1 are times of day (they land on 30 Dec 1899).
 */
function wallClock(date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  // Serials are fractions of a day: round away float noise (08:29:59.999 is 08:30:00).
  const rounded = new Date(Math.round(date.getTime() / 1000) * 1000)
  const iso = rounded.toISOString()
  const day = iso.slice(0, 10)
  const time = iso.slice(11, 19)
  if (day === '1899-12-30') return time
  return time === '00:00:00' ? day : `${day}T${time}`
}
