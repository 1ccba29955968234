/**
 * What a brand asset's file is, decided by its bytes (docs/spec-deviations.md, deviation 54): the
 * browser's type and the name only say what the owner meant to send. Image types take what the
 * image composer can draw (PNG, JPEG, SVG, `ComposerImage`); a menu also takes a PDF or a Word
 * document. The pixel size comes from the headers (PNG IHDR, JPEG SOF, the SVG's root), and an SVG
 * is stored only as rebuilt by the sanitiser. Every refusal names the file and says what it is.
 */
import { ASSET_MAX_BYTES } from '../../kernel/limits'
import { apiError, type BackendError } from '../errors'
import { quoted } from '../ingest/refusal'
import { inspectZip, isZip, ZipFormatError } from '../ingest/zip'
import { sanitiseSvg, svgSize } from './svg-sanitize'

export type DrawableType = 'image/png' | 'image/jpeg' | 'image/svg+xml'
export type DocumentType = 'application/pdf' | 'application/msword' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export type AssetFile =
  | { kind: 'image'; content_type: DrawableType; bytes: Uint8Array; width: number; height: number }
  | { kind: 'document'; content_type: DocumentType; bytes: Uint8Array }

/** Sides and area past which an image is refused: decoding it to draw would take gigabytes. */
export const MAX_IMAGE_SIDE = 10_000
export const MAX_IMAGE_PIXELS = 50_000_000

export const DRAWABLE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/svg+xml']

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** Images and files people pick by mistake, for a refusal that says what the file is. */
const OTHER_IMAGES: Array<{ test: (bytes: Uint8Array) => boolean; label: string }> = [
  { test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP', label: 'a WebP image' },
  { test: (b) => ascii(b, 0, 4) === 'GIF8', label: 'a GIF image' },
  { test: (b) => ascii(b, 4, 4) === 'ftyp' && /^(heic|heix|hevc|mif1|msf1)$/.test(ascii(b, 8, 4)), label: 'a HEIC photo (as iPhones save them)' },
  { test: (b) => ascii(b, 4, 4) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 4)), label: 'an AVIF image' },
  { test: (b) => ascii(b, 0, 2) === 'BM', label: 'a BMP image' },
  { test: (b) => ascii(b, 0, 4) === 'II*\u0000' || ascii(b, 0, 4) === 'MM\u0000*', label: 'a TIFF image' },
  { test: (b) => ascii(b, 0, 4) === '\u0000\u0000\u0001\u0000', label: 'an icon file (.ico)' },
]

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length))
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte)
}

function refuse(detail: string): BackendError {
  return apiError(422, detail)
}

const IMAGE_ADVICE = 'Upload a PNG, JPEG or SVG image.'
const MENU_ADVICE = 'Upload a PNG, JPEG or SVG image, a PDF or a Word document.'

/** PNG: the IHDR chunk comes first, width and height big-endian at bytes 16 and 20. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !startsWith(bytes, PNG) || ascii(bytes, 12, 4) !== 'IHDR') return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** JPEG: the first start-of-frame marker (any of SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let at = 2
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at++
      continue
    }
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (frame) {
      if (at + 9 > bytes.length) return null
      return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! }
    }
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

function checkedSize(name: string, what: string, size: { width: number; height: number } | null): { width: number; height: number } {
  if (!size || size.width < 1 || size.height < 1) throw refuse(`${quoted(name)} is ${what} whose size cannot be read: it may be damaged. Save it again and upload the new file.`)
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw refuse(`${quoted(name)} is ${size.width}x${size.height} pixels, too large to draw. Upload a copy at most ${MAX_IMAGE_SIDE} pixels a side.`)
  }
  return size
}

/** UTF-8 text (a BOM allowed), or null for binary content. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
}

/** 'docx' for a Word .docx (a ZIP holding word/document.xml); otherwise, for the refusal, what other ZIP it is. */
function zipContent(name: string, bytes: Uint8Array): string {
  try {
    const inspected = inspectZip(bytes)
    if ('bomb' in inspected) throw refuse(`${quoted(name)} was not opened: ${inspected.bomb.detail}.`)
    const names = new Set(inspected.entries.map((entry) => entry.name))
    if (names.has('word/document.xml')) return 'docx'
    if (names.has('xl/workbook.xml')) return 'an Excel workbook'
    if (names.has('ppt/presentation.xml')) return 'a PowerPoint presentation'
    return 'a ZIP archive'
  } catch (error) {
    if (error instanceof ZipFormatError) return 'a damaged ZIP archive'
    throw error
  }
}

/** A Word 97–2003 document: an OLE2 compound file whose directory names the WordDocument stream. */
function isWordDocument(bytes: Uint8Array): boolean {
  const needle = new Uint8Array(26)
  for (let i = 0; i < 12; i++) needle[2 * i] = 'WordDocument'.charCodeAt(i)
  for (let at = 0; at + needle.length <= bytes.length; at += 128) {
    if (needle.every((byte, i) => bytes[at + i] === byte)) return true
  }
  return false
}

/**
 * The file as stored: recognised by content, an SVG sanitised, an image's pixel size read. Throws
 * the API's refusal: 413 over `ASSET_MAX_BYTES`, 422 for anything else it will not keep.
 * `documents` says whether the asset type also takes PDF and Word files (a menu does).
 */
export function readAssetFile(name: string, bytes: Uint8Array, documents: boolean): AssetFile {
  if (bytes.length > ASSET_MAX_BYTES) throw apiError(413, `${quoted(name)} is larger than 10MB. Upload a file of 10MB or less.`)
  if (bytes.length === 0) throw refuse(`${quoted(name)} is empty. Choose the file again and upload it.`)
  const advice = documents ? MENU_ADVICE : IMAGE_ADVICE
  const notAccepted = (what: string) =>
    refuse(`${quoted(name)} is ${what}, which ${documents ? 'this asset type' : 'image generation'} cannot use. ${advice}`)

  if (startsWith(bytes, PNG)) return { kind: 'image', content_type: 'image/png', bytes, ...checkedSize(name, 'a PNG image', pngSize(bytes)) }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { kind: 'image', content_type: 'image/jpeg', bytes, ...checkedSize(name, 'a JPEG image', jpegSize(bytes)) }
  }
  const other = OTHER_IMAGES.find((image) => image.test(bytes))
  if (other) throw notAccepted(other.label)
  if (ascii(bytes, 0, 5) === '%PDF-') {
    if (documents) return { kind: 'document', content_type: 'application/pdf', bytes }
    throw notAccepted('a PDF')
  }
  if (startsWith(bytes, OLE2)) {
    if (!isWordDocument(bytes)) throw notAccepted('an old-style Office file that is not a Word document')
    if (documents) return { kind: 'document', content_type: 'application/msword', bytes }
    throw notAccepted('a Word document')
  }
  if (isZip(bytes)) {
    const content = zipContent(name, bytes)
    if (content !== 'docx') throw notAccepted(content)
    if (documents) return { kind: 'document', content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes }
    throw notAccepted('a Word document')
  }
  const text = utf8(bytes)
  const sanitised = text === null ? null : sanitiseSvg(text)
  if (sanitised) {
    const size = svgSize(sanitised.root)
    if (!size) throw refuse(`${quoted(name)} is an SVG image without a size: give its <svg> a viewBox, or a width and a height, and upload it again.`)
    // A vector draws at any size: one declared larger than a raster may be is scaled down, not refused.
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(size.width, size.height))
    const width = Math.max(1, Math.round(size.width * scale))
    const height = Math.max(1, Math.round(size.height * scale))
    return { kind: 'image', content_type: 'image/svg+xml', bytes: new TextEncoder().encode(sanitised.svg), width, height }
  }
  throw refuse(`${quoted(name)} is not ${documents ? 'an image, a PDF or a Word document' : 'a PNG, JPEG or SVG image'}: Selera could not recognise its content. ${advice}`)
}
