/**
 * Bytes to text for CSV/TXT uploads. POS exports arrive as UTF-8 (with or without BOM), as UTF-16
 * (Excel's "Unicode text" is UTF-16 LE with a BOM; some tools drop the BOM) and, from older Windows
 * tools, as Windows-1252. Anything else with NULs or control bytes is binary, not text.
 */

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export interface DecodedText {
  text: string
  encoding: TextEncoding
  bom: boolean
}

/** How much of the file the binary heuristics look at: enough to be sure, cheap on 10 MB. */
const SAMPLE_BYTES = 64 * 1024

export function decodeText(bytes: Uint8Array): DecodedText | null {
  const bom = detectBom(bytes)
  if (bom) return finish(new TextDecoder(bom.encoding).decode(bytes.subarray(bom.length)), bom.encoding, true)
  const utf16 = detectBomlessUtf16(bytes)
  if (utf16) return finish(new TextDecoder(utf16).decode(bytes), utf16, false)
  if (hasNul(bytes)) return null
  try {
    return finish(new TextDecoder('utf-8', { fatal: true }).decode(bytes), 'utf-8', false)
  } catch {
    // Not valid UTF-8: the one legacy single-byte encoding Malaysian POS PCs still write.
    return finish(new TextDecoder('windows-1252').decode(bytes), 'windows-1252', false)
  }
}

function detectBom(bytes: Uint8Array): { encoding: TextEncoding; length: number } | null {
  const [a, b, c] = bytes
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 }
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 }
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 }
  return null
}

/**
 * Mostly-ASCII text in UTF-16 has a NUL in every other byte: the high byte, which comes second in
 * LE and first in BE. Require the pattern in most pairs and (nearly) never on the other side.
 */
function detectBomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(bytes.length, SAMPLE_BYTES) / 2)
  if (pairs < 2 || bytes.length % 2 !== 0) return null
  let evenNul = 0
  let oddNul = 0
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNul++
    if (bytes[2 * i + 1] === 0) oddNul++
  }
  if (oddNul >= pairs * 0.6 && evenNul <= pairs * 0.02) return 'utf-16le'
  if (evenNul >= pairs * 0.6 && oddNul <= pairs * 0.02) return 'utf-16be'
  return null
}

function hasNul(bytes: Uint8Array): boolean {
  return bytes.subarray(0, SAMPLE_BYTES).includes(0)
}

/** Text has no stray control characters; a few (form feeds, a lone ESC) are tolerated. */
function finish(text: string, encoding: TextEncoding, bom: boolean): DecodedText | null {
  const sample = Math.min(text.length, SAMPLE_BYTES)
  let control = 0
  for (let i = 0; i < sample; i++) {
    const code = text.charCodeAt(i)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) || code === 0xfffd || code === 0x7f) {
      control++
    }
  }
  if (control > Math.max(2, sample * 0.01)) return null
  return { text, encoding, bom }
}
