/**
 * ZIP containers (XLSX and DOCX are ZIPs of XML): read the central directory without inflating
 * anything, refuse zip bombs on what it declares, then inflate only the entries a reader needs,
 * never past the size the directory declared.
 */
import { Inflate } from 'fflate'
import { count as formatCount, megabytes } from '../../kernel/format'

export interface ZipEntry {
  name: string
  /** 0 stored, 8 deflated; anything else is refused when inflated. */
  method: number
  compressedSize: number
  uncompressedSize: number
  /** Offset of the entry's local header. */
  localOffset: number
}

export const ZIP_LIMITS = { entries: 2_000, totalBytes: 100 * 1024 * 1024, ratio: 200, ratioFloorBytes: 1024 * 1024 }

/** A ZIP whose structure cannot be read (truncated, corrupt, lying offsets). */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError'
}

/** A ZIP refused before inflating: too many entries, too big unpacked, or a suspicious ratio. */
export interface ZipBomb {
  reason: 'too_large' | 'unreadable'
  detail: string
}

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const MAX_COMMENT = 0xffff
const utf8 = new TextDecoder()

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6)
}

/**
 * Lists the entries (or refuses a bomb) from the central directory alone. The declared entry count
 * is checked before the directory is walked, so a directory claiming millions of entries costs nothing.
 */
export function inspectZip(bytes: Uint8Array): { entries: ZipEntry[] } | { bomb: ZipBomb } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const eocd = findEndOfCentralDirectory(view)
  let count = view.getUint16(eocd + 10, true)
  let offset = view.getUint32(eocd + 16, true)
  if (eocd >= 20 && view.getUint32(eocd - 20, true) === ZIP64_LOCATOR) {
    const z64 = readUint64(view, eocd - 12)
    if (z64 + 56 > view.byteLength || view.getUint32(z64, true) !== ZIP64_EOCD) throw new ZipFormatError('bad ZIP64 record')
    count = readUint64(view, z64 + 32)
    offset = readUint64(view, z64 + 48)
  }
  if (count > ZIP_LIMITS.entries) {
    return { bomb: { reason: 'unreadable', detail: `it holds ${formatCount(count)} files inside, more than the ${formatCount(ZIP_LIMITS.entries)} any spreadsheet or document needs` } }
  }
  const entries = readCentralDirectory(view, offset, count)
  const bomb = checkDeclaredSizes(entries)
  return bomb ? { bomb } : { entries }
}

function checkDeclaredSizes(entries: ZipEntry[]): ZipBomb | null {
  let total = 0
  for (const entry of entries) {
    total += entry.uncompressedSize
    // Entries under a megabyte cannot exhaust anything, and tiny XML parts compress extremely well.
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1)
    if (entry.uncompressedSize > ZIP_LIMITS.ratioFloorBytes && ratio > ZIP_LIMITS.ratio) {
      return { reason: 'unreadable', detail: `its part ${entry.name} is compressed ${formatCount(ratio)}:1, far beyond any real file (a zip bomb)` }
    }
  }
  if (total > ZIP_LIMITS.totalBytes) {
    return { reason: 'too_large', detail: `it would unpack to ${megabytes(total)}, over the ${ZIP_LIMITS.totalBytes / 1024 / 1024} MB Selera unpacks` }
  }
  return null
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) === EOCD) return at
  }
  throw new ZipFormatError('no end of central directory')
}

function readCentralDirectory(view: DataView, start: number, count: number): ZipEntry[] {
  const entries: ZipEntry[] = []
  let at = start
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) throw new ZipFormatError('bad central directory')
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const end = at + 46 + nameLength + extraLength + commentLength
    if (end > view.byteLength) throw new ZipFormatError('truncated central directory')
    const entry: ZipEntry = {
      name: utf8.decode(new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    }
    applyZip64Extra(view, at + 46 + nameLength, extraLength, entry)
    entries.push(entry)
    at = end
  }
  return entries
}

/** ZIP64 stores the real sizes/offset in extra field 0x0001 when the 32-bit fields are saturated. */
function applyZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry): void {
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true)
    const size = view.getUint16(at + 2, true)
    if (id === 1) {
      let field = at + 4
      for (const key of ['uncompressedSize', 'compressedSize', 'localOffset'] as const) {
        if (entry[key] === 0xffffffff && field + 8 <= at + 4 + size) {
          entry[key] = readUint64(view, field)
          field += 8
        }
      }
    }
    at += 4 + size
  }
}

function readUint64(view: DataView, at: number): number {
  if (at < 0 || at + 8 > view.byteLength) throw new ZipFormatError('bad 64-bit field')
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32
}

/**
 * Inflates the chosen entries. The output of each is capped at its declared size: a directory that
 * lies about sizes (declaring 1 kB for gigabytes) is stopped at the lie, not after the damage.
 */
export function extractEntries(bytes: Uint8Array, entries: ZipEntry[], keep: (name: string) => boolean): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {}
  for (const entry of entries) {
    if (keep(entry.name) && !entry.name.endsWith('/')) files[entry.name] = inflateEntry(bytes, entry)
  }
  return files
}

function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const local = entry.localOffset
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) throw new ZipFormatError(`bad local header for ${entry.name}`)
  const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw new ZipFormatError(`truncated entry ${entry.name}`)
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new ZipFormatError(`inconsistent sizes for ${entry.name}`)
    return data.slice()
  }
  if (entry.method !== 8) throw new ZipFormatError(`unsupported compression method ${entry.method} for ${entry.name}`)
  return inflateCapped(data, entry)
}

/** The parts Office readers need: XML and relationships (never media, fonts or embedded files). */
export function isXmlPart(name: string): boolean {
  return name.endsWith('.xml') || name.endsWith('.rels')
}

/** Small pushes keep the overshoot past the cap small (deflate expands at most ~1,032:1). */
const PUSH_BYTES = 16 * 1024

function inflateCapped(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const out = new Uint8Array(entry.uncompressedSize)
  let written = 0
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) throw new ZipFormatError(`${entry.name} unpacks to more than its declared size`)
    out.set(chunk, written)
    written += chunk.length
  })
  for (let at = 0; at < data.length; at += PUSH_BYTES) {
    inflater.push(data.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= data.length)
  }
  if (data.length === 0) inflater.push(data, true)
  if (written !== out.length) throw new ZipFormatError(`${entry.name} unpacks to less than its declared size`)
  return out
}
