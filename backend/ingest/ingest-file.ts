/**
 * One uploaded file in, what it holds out (docs/product.md#how-uploads-are-read): the size limit
 * first, then the content sniffed, then the reader for that kind. Never throws: whatever goes wrong
 * becomes a refusal whose message names the file and says what to do.
 */
import { extractDocxText } from './documents/docx'
import { documentResult } from './documents/document'
import { extractPdfText, PdfRefusedError } from './documents/pdf'
import { ingestProse } from './documents/prose'
import { megabytes } from '../../kernel/format'
import { damagedZip, quoted, refuse } from './refusal'
import { mismatch, sniff, type Sniffed } from './sniff'
import { type Delimiter, ingestTable, looksTabular, parseDelimited } from './tabular/index'
import { UPLOAD_MAX_BYTES } from '../../kernel/limits'
import type { IngestInput, IngestResult } from './types'
import { readWorkbook } from './workbook'
import { readWorkbookSheets } from './xlsx'
import { extractEntries, isXmlPart, ZipFormatError } from './zip'

type Kind = Exclude<Sniffed['kind'], 'refused'>

export async function ingestFile(input: IngestInput): Promise<IngestResult> {
  let kind: Kind | null = null
  try {
    if (input.bytes.byteLength > UPLOAD_MAX_BYTES) {
      return refuse('too_large', `${quoted(input.name)} is ${megabytes(input.bytes.byteLength)}; the limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`)
    }
    const sniffed = sniff(input.name, input.mime, input.bytes)
    if (sniffed.kind === 'refused') return sniffed
    kind = sniffed.kind
    return await read(input, sniffed)
  } catch (error) {
    return unreadable(input.name, kind, error)
  }
}

async function read({ name, bytes, timezone, dateOrder, now, currency }: IngestInput, sniffed: Exclude<Sniffed, { kind: 'refused' }>): Promise<IngestResult> {
  const tableOf = (rows: string[][], fileName: string, delimiter?: Delimiter) =>
    ingestTable(rows, { timezone, fileName, ...(dateOrder ? { dateOrder } : {}), ...(now === undefined ? {} : { now }), ...(delimiter ? { delimiter } : {}), ...(currency ? { currency } : {}) })
  const table = (rows: string[][], delimiter?: Delimiter) => tableOf(rows, name, delimiter)
  switch (sniffed.kind) {
    case 'text': {
      const { claim, decoded } = sniffed
      const result = readText(name, claim, decoded.text, (text) => {
        const { rows, delimiter } = parseDelimited(text)
        return table(rows, delimiter)
      })
      return decoded.encoding === 'windows-1252' ? withNote(result, 'Text read as Windows-1252 (it was not UTF-8)') : result
    }
    case 'xlsx': {
      const sheets = await readWorkbookSheets(extractEntries(bytes, sniffed.entries, isXmlPart))
      if (sheets.length === 0) return refuse('empty', `${quoted(name)} has no values in any of its sheets.`)
      return readWorkbook(name, sheets, (rows, fileName) => tableOf(rows, fileName))
    }
    case 'docx':
      return documentResult(name, 'Word document', await extractDocxText(extractEntries(bytes, sniffed.entries, isXmlPart)))
    case 'pdf': {
      const { text, pages } = await extractPdfText(bytes)
      return documentResult(name, 'PDF document', text, [`${pages} ${pages === 1 ? 'page' : 'pages'}`])
    }
  }
}

/**
 * A .csv is always a table. A .txt is a table when it looks like one and holds sales, else a
 * document for the assistant. A ".xls" that is really text is read only if it is a table.
 */
function readText(name: string, claim: string, text: string, table: (text: string) => IngestResult): IngestResult {
  if (claim === 'csv') return table(text)
  const tabular = looksTabular(text)
  if (claim === 'xls') return tabular ? table(text) : mismatch(name, 'xls', 'plain text, not a table')
  if (!tabular) return ingestProse(name, text)
  const result = table(text)
  return result.kind === 'refused' && result.reason === 'no_sales_columns' ? ingestProse(name, text) : result
}

function withNote(result: IngestResult, note: string): IngestResult {
  return result.kind === 'refused' ? result : { ...result, summary: { ...result.summary, notes: [...result.summary.notes, note] } }
}

function unreadable(name: string, kind: Kind | null, error: unknown): IngestResult {
  const file = quoted(name)
  if (error instanceof PdfRefusedError) {
    return refuse(
      'unreadable',
      error.why === 'password'
        ? `${file} is password-protected. Save a copy without a password and upload that.`
        : `${file} is damaged or not a complete PDF. Download or export it again and upload the new file.`,
    )
  }
  if (error instanceof ZipFormatError) return damagedZip(name, error.message)
  reportIfBug(error)
  if (kind === 'xlsx') return refuse('unreadable', `${file} could not be read as an Excel workbook. Open it in Excel, save it again (or save it as CSV), and upload that.`)
  if (kind === 'docx') return refuse('unreadable', `${file} could not be read as a Word document. Open it in Word, save it again, and upload that.`)
  if (kind === 'pdf') return refuse('unreadable', `${file} could not be read as a PDF. Download or export it again and upload the new file.`)
  return refuse('unreadable', `${file} could not be read. Export it again (CSV works best) and upload that.`)
}

/**
 * A damaged file makes libraries throw; that is the owner's problem and the message says so. A
 * TypeError or ReferenceError thrown from our own code is ours: it is still answered, and logged.
 */
function reportIfBug(error: unknown): void {
  if (!(error instanceof TypeError || error instanceof ReferenceError)) return
  const origin = error.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? ''
  if (!origin.includes('node_modules')) console.error('ingestFile: unexpected error', error)
}
