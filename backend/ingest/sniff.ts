/**
 * What a file is, decided by its content: the name and MIME type only say what the owner meant to
 * send. A name that lies about the content is refused, naming both, rather than half-read.
 */
import { damagedZip, quoted, refuse, UNSUPPORTED_MESSAGE, type Refusal } from './refusal'
import { decodeText, type DecodedText } from './text-decode'
import { inspectZip, isZip, ZipFormatError, type ZipEntry } from './zip'

/** What the name (or MIME type) claims. */
export type Claim = 'csv' | 'txt' | 'xlsx' | 'xls' | 'pdf' | 'docx' | 'doc'

export type Sniffed =
  | { kind: 'text'; claim: Claim; decoded: DecodedText }
  | { kind: 'xlsx'; entries: ZipEntry[] }
  | { kind: 'docx'; entries: ZipEntry[] }
  | { kind: 'pdf' }
  | Refusal

const BY_EXTENSION: Record<string, Claim> = { csv: 'csv', txt: 'txt', xlsx: 'xlsx', xls: 'xls', pdf: 'pdf', docx: 'docx', doc: 'doc' }

const BY_MIME: Record<string, Claim> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/x-csv': 'csv',
  'text/comma-separated-values': 'csv',
  'text/plain': 'txt',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
}

const CLAIM_LABEL: Record<Claim, string> = {
  csv: 'a CSV file',
  txt: 'a text file',
  xlsx: 'an Excel workbook (.xlsx)',
  xls: 'an Excel 97–2003 workbook (.xls)',
  pdf: 'a PDF',
  docx: 'a Word document (.docx)',
  doc: 'a Word 97–2003 document (.doc)',
}

/** Common things people upload by mistake, so the refusal can say what the file really is. */
const OTHER_MAGIC: Array<{ bytes: number[]; label: string }> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], label: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], label: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], label: 'a GIF image' },
  { bytes: [0x4d, 0x5a], label: 'a Windows program' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], label: 'a program' },
  { bytes: [0x1f, 0x8b], label: 'a gzip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], label: 'a RAR archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], label: 'a 7-Zip archive' },
]

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

export function claimOf(name: string, mime: string | null): Claim | null {
  const extension = /\.([^./\\]+)$/.exec(name.trim())?.[1]?.toLowerCase()
  if (extension && extension in BY_EXTENSION) return BY_EXTENSION[extension] ?? null
  const type = mime?.split(';')[0]?.trim().toLowerCase()
  return (type && BY_MIME[type]) || null
}

/** The refusal for a name that lies about its content, naming both. */
export function mismatch(name: string, claim: Claim, content: string): Refusal {
  return refuse(
    'mismatched_type',
    `${quoted(name)} is named as ${CLAIM_LABEL[claim]} but its content is ${content}. Upload the original export, or rename the file to match what it is.`,
  )
}

export function sniff(name: string, mime: string | null, bytes: Uint8Array): Sniffed {
  const claim = claimOf(name, mime)
  if (!claim) return refuse('unsupported_type', UNSUPPORTED_MESSAGE)
  if (bytes.length === 0) return refuse('empty', `${quoted(name)} is empty. Choose the exported file and upload again.`)
  const lies = (content: string): Refusal => mismatch(name, claim, content)

  if (startsWith(bytes, OLE2)) return sniffLegacy(name, claim, bytes, lies)
  if (isPdf(bytes)) return claim === 'pdf' ? { kind: 'pdf' } : lies('a PDF')
  if (isZip(bytes)) return sniffZip(name, claim, bytes, lies)
  const decoded = decodeText(bytes)
  if (!decoded) {
    // Signatures are looked up only for binary content: a CSV may well begin with "MZ" or "GIF8".
    const other = OTHER_MAGIC.find((magic) => startsWith(bytes, magic.bytes))
    if (other) return lies(other.label)
    return claim === 'csv' || claim === 'txt'
      ? refuse('unreadable', `${quoted(name)} does not contain readable text: it looks like a binary file. Export the data again as CSV and upload it.`)
      : refuse('unreadable', `${quoted(name)} is not ${CLAIM_LABEL[claim]}: its content is not a format Selera recognises.`)
  }
  // POS tools often save tab-separated text as ".xls" (Excel opens it with a warning); the dispatcher
  // reads it as a table if it is one.
  if (claim !== 'csv' && claim !== 'txt' && claim !== 'xls') return lies('text (CSV or plain text)')
  if (decoded.text.trim() === '') return refuse('empty', `${quoted(name)} has no content. Choose the exported file and upload again.`)
  return { kind: 'text', claim, decoded }
}

function sniffZip(name: string, claim: Claim, bytes: Uint8Array, lies: (content: string) => Refusal): Sniffed {
  let inspected: ReturnType<typeof inspectZip>
  try {
    inspected = inspectZip(bytes)
  } catch (error) {
    if (!(error instanceof ZipFormatError)) throw error
    return damagedZip(name, error.message)
  }
  if ('bomb' in inspected) return refuse(inspected.bomb.reason, `${quoted(name)} was not opened: ${inspected.bomb.detail}.`)
  const names = new Set(inspected.entries.map((entry) => entry.name))
  if (names.has('xl/workbook.xml')) return claim === 'xlsx' || claim === 'xls' ? { kind: 'xlsx', entries: inspected.entries } : lies(CLAIM_LABEL.xlsx)
  if (names.has('word/document.xml')) return claim === 'docx' || claim === 'doc' ? { kind: 'docx', entries: inspected.entries } : lies(CLAIM_LABEL.docx)
  if (names.has('xl/workbook.bin')) return lies('an Excel binary workbook (.xlsb); save it as .xlsx or CSV')
  if (names.has('content.xml') && names.has('mimetype')) return lies('an OpenDocument file; save it as .xlsx, .docx or CSV')
  return lies('a ZIP archive that is neither an Excel workbook nor a Word document')
}

/**
 * Excel and Word 97–2003 files are OLE2 compound files; their directory names the main stream in
 * UTF-16 ("Workbook"/"Book" or "WordDocument"). Password-protected .xlsx/.docx are OLE2 too.
 */
function sniffLegacy(name: string, claim: Claim, bytes: Uint8Array, lies: (content: string) => Refusal): Sniffed {
  const has = (stream: string) => hasDirectoryEntry(bytes, stream)
  if (has('EncryptedPackage')) {
    return refuse('unreadable', `${quoted(name)} is password-protected. Remove the password in Excel or Word, save, and upload it again.`)
  }
  const excelClaim = claim === 'xls' || claim === 'xlsx'
  const wordClaim = claim === 'doc' || claim === 'docx'
  const workbook = has('Workbook') || has('Book')
  const document = has('WordDocument')
  if ((workbook || !document) && excelClaim) {
    return refuse('legacy_format', `${quoted(name)} is an Excel 97–2003 workbook (.xls), which Selera does not read. Open it in Excel, save it as .xlsx or CSV, and upload it again.`)
  }
  if ((document || !workbook) && wordClaim) {
    return refuse('legacy_format', `${quoted(name)} is a Word 97–2003 document (.doc), which Selera does not read. Open it in Word, save it as .docx, and upload it again.`)
  }
  return lies(workbook ? CLAIM_LABEL.xls : document ? CLAIM_LABEL.doc : 'an old-style Office file')
}

/** PDF readers accept the header anywhere in the first kilobyte. */
function isPdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024)
  for (let at = head.indexOf(0x25); at >= 0 && at <= head.length - 5; at = head.indexOf(0x25, at + 1)) {
    if (head[at + 1] === 0x50 && head[at + 2] === 0x44 && head[at + 3] === 0x46 && head[at + 4] === 0x2d) return true
  }
  return false
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte)
}

/**
 * A compound-file directory entry is 128 bytes, 128-aligned in the file, and starts with its name in
 * UTF-16 LE ending in a NUL: requiring all three keeps the word "Workbook" in a document's text from
 * counting as a stream.
 */
function hasDirectoryEntry(bytes: Uint8Array, name: string): boolean {
  const needle = new Uint8Array(name.length * 2 + 2)
  for (let i = 0; i < name.length; i++) needle[2 * i] = name.charCodeAt(i)
  for (let at = 0; at + needle.length <= bytes.length; at += 128) {
    if (needle.every((byte, i) => bytes[at + i] === byte)) return true
  }
  return false
}
