/**
 * The content hash behind `content_exists`: SHA-256 (WebCrypto, so the same code runs in the page
 * and under Node) of the content normalised so that what an owner sees as "the same file" hashes
 * the same. A text file loses its byte-order mark, its line endings become LF and trailing line
 * breaks go (re-saving a CSV in Excel or Notepad changes exactly those); UTF-16 text is re-encoded
 * as UTF-8. Binary files (PDF, ZIP-based Office, OLE2) are hashed as they are.
 */
const LF = 0x0a
const CR = 0x0d

const BINARY_MAGIC: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // PK.. (xlsx, docx)
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2 (xls, doc)
]

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

/** Text has no NUL bytes (UTF-16 without a BOM does, and is treated as binary: no harm, no guess). */
function looksBinary(bytes: Uint8Array): boolean {
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, magic))) return true
  return bytes.subarray(0, 8192).includes(0)
}

function normaliseText(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text.replace(/\r\n?/g, '\n').replace(/\n+$/, ''))
}

/** UTF-8 bytes with CRLF and lone CR turned into LF, trailing LFs dropped; done on bytes, not a decoded string, for speed on 10 MB. */
function normaliseUtf8(bytes: Uint8Array, start: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.length - start)
  let length = 0
  for (let index = start; index < bytes.length; index++) {
    const byte = bytes[index]!
    if (byte !== CR) {
      out[length++] = byte
      continue
    }
    out[length++] = LF
    if (bytes[index + 1] === LF) index++
  }
  while (length > 0 && out[length - 1] === LF) length--
  return out.subarray(0, length)
}

export function normaliseContent(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (startsWith(bytes, [0xff, 0xfe])) return normaliseText(new TextDecoder('utf-16le').decode(bytes))
  if (startsWith(bytes, [0xfe, 0xff])) return normaliseText(new TextDecoder('utf-16be').decode(bytes))
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return normaliseUtf8(bytes, 3)
  if (looksBinary(bytes)) return new Uint8Array(bytes)
  return normaliseUtf8(bytes, 0)
}

/** Hex SHA-256 of the normalised content. */
export async function contentHash(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', normaliseContent(bytes)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
