/**
 * The columns of the sales and the typed-array plumbing under them: growth by doubling (an append
 * is amortised O(rows), never a copy of everything per batch) and base64 of the raw bytes, how a
 * stored batch keeps them (./batch-codec.ts).
 */
import type { SalesDictColumn } from '../ingest/types'

/** Number columns, Float64 each: epoch milliseconds and RM amounts need more than 32 bits. */
export const NUMBER_COLUMNS = ['timestamp', 'netAmount', 'quantity'] as const
export type NumberColumn = (typeof NUMBER_COLUMNS)[number]

/** Dictionary-encoded string columns, Int32 indexes into the account's dictionaries (-1: no value). */
export const DICT_COLUMNS = ['receipt', 'item', 'category', 'customer', 'outlet', 'payment', 'channel'] as const satisfies readonly SalesDictColumn[]

/** Flag columns, one byte a row: `untimed`, the sale's time of day is unknown (`SalesBatch.untimed`). */
export const FLAG_COLUMNS = ['untimed'] as const
export type FlagColumn = (typeof FLAG_COLUMNS)[number]

/** Every Int32 column: the dictionary columns plus `upload`, the row's index into the upload ids. */
export const INDEX_COLUMNS = [...DICT_COLUMNS, 'upload'] as const
export type IndexColumn = (typeof INDEX_COLUMNS)[number]

export type ColumnName = NumberColumn | IndexColumn
export const COLUMN_NAMES: readonly ColumnName[] = [...NUMBER_COLUMNS, ...INDEX_COLUMNS]

export function isNumberColumn(name: ColumnName): name is NumberColumn {
  return (NUMBER_COLUMNS as readonly string[]).includes(name)
}

const MIN_CAPACITY = 256

export function growFloat(array: Float64Array, needed: number): Float64Array {
  if (needed <= array.length) return array
  const next = new Float64Array(Math.max(needed, array.length * 2, MIN_CAPACITY))
  next.set(array)
  return next
}

export function growInt(array: Int32Array, needed: number): Int32Array {
  if (needed <= array.length) return array
  const next = new Int32Array(Math.max(needed, array.length * 2, MIN_CAPACITY))
  next.set(array)
  return next
}

export function growBytes(array: Uint8Array, needed: number): Uint8Array {
  if (needed <= array.length) return array
  const next = new Uint8Array(Math.max(needed, array.length * 2, MIN_CAPACITY))
  next.set(array)
  return next
}

// A table-driven base64 over bytes: btoa/atob need a "binary string" built char by char, which
// took ~400 ms for 120k rows (a long task on the page's main thread after every upload); this
// takes a few tens of milliseconds.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const ENCODE = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0))
const DECODE = new Uint8Array(128).fill(255)
ENCODE.forEach((code, value) => (DECODE[code] = value))
const PAD = 61 // '='

/**
 * Base64 of a typed array's bytes, in the platform's byte order. Every engine the demo runs on
 * (x86, ARM browsers and Node) is little-endian, so a batch written on one reads on another.
 */
export function toBase64(view: Float64Array | Int32Array | Uint8Array): string {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4)
  let o = 0
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const triple = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    out[o++] = ENCODE[triple >> 18]!
    out[o++] = ENCODE[(triple >> 12) & 63]!
    out[o++] = ENCODE[(triple >> 6) & 63]!
    out[o++] = ENCODE[triple & 63]!
  }
  const rest = bytes.length - i
  if (rest > 0) {
    const triple = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0)
    out[o++] = ENCODE[triple >> 18]!
    out[o++] = ENCODE[(triple >> 12) & 63]!
    out[o++] = rest === 2 ? ENCODE[(triple >> 6) & 63]! : PAD
    out[o++] = PAD
  }
  // All ASCII: latin1 maps each byte to the same character.
  return new TextDecoder('latin1').decode(out)
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  if (base64.length % 4 !== 0) throw new Error('column is not base64')
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  const bytes = new Uint8Array((base64.length / 4) * 3 - padding)
  let o = 0
  for (let i = 0; i < base64.length; i += 4) {
    let quad = 0
    for (let k = 0; k < 4; k++) {
      const code = base64.charCodeAt(i + k)
      const value = code === PAD && i + k >= base64.length - padding ? 0 : code < 128 ? DECODE[code]! : 255
      if (value === 255) throw new Error('column is not base64')
      quad = (quad << 6) | value
    }
    bytes[o++] = quad >> 16
    if (o < bytes.length) bytes[o++] = (quad >> 8) & 255
    if (o < bytes.length) bytes[o++] = quad & 255
  }
  return bytes
}

/** Decodes `length` values, or throws when the text does not hold exactly that many. */
export function floatsFromBase64(base64: string, length: number): Float64Array {
  const bytes = bytesOf(base64)
  if (bytes.length !== length * Float64Array.BYTES_PER_ELEMENT) throw new Error(`column holds ${bytes.length} bytes, expected ${length} numbers`)
  return new Float64Array(bytes.buffer)
}

export function flagsFromBase64(base64: string, length: number): Uint8Array {
  const bytes = bytesOf(base64)
  if (bytes.length !== length) throw new Error(`column holds ${bytes.length} bytes, expected ${length} flags`)
  return bytes
}

export function intsFromBase64(base64: string, length: number): Int32Array {
  const bytes = bytesOf(base64)
  if (bytes.length !== length * Int32Array.BYTES_PER_ELEMENT) throw new Error(`column holds ${bytes.length} bytes, expected ${length} indexes`)
  return new Int32Array(bytes.buffer)
}
