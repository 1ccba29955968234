/**
 * A stand-in for the image composer in tests of the generation glue, the gallery and the contract:
 * it returns a small, valid PNG of exactly the requested size (one colour, chosen from the request
 * id, so two requests' images differ) and a known time, and records what it was asked. The real
 * composer (./compose/) has its own tests; these only need a PNG to store and serve.
 */
import { zlibSync } from 'fflate'
import type { ComposedImage, ComposeInput, ImageComposer } from './types'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** A valid RGB PNG of one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [200, 16, 46]): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8)
  const row = new Uint8Array(1 + width * 3)
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3)
  const raw = new Uint8Array(row.length * height)
  for (let y = 0; y < height; y++) raw.set(row, y * row.length)
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlibSync(raw)), chunk('IEND', new Uint8Array())]
  const png = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let at = 0
  for (const part of parts) {
    png.set(part, at)
    at += part.length
  }
  return png
}

export interface FakeComposer extends ImageComposer {
  /** Every input composed, in order. */
  inputs: ComposeInput[]
}

export const FAKE_GENERATION_MS = 123

/** A composer that draws a solid PNG in `FAKE_GENERATION_MS`; `fail` makes it throw that message instead. */
export function fakeComposer(options: { fail?: string } = {}): FakeComposer {
  const inputs: ComposeInput[] = []
  return {
    inputs,
    compose(input): Promise<ComposedImage> {
      inputs.push(input)
      if (options.fail) return Promise.reject(new Error(options.fail))
      const seed = [...input.request_id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
      const layout = input.width === input.height ? 'square' : input.width > input.height ? 'landscape' : 'portrait'
      const png = solidPng(input.width, input.height, [seed & 0xff, (seed >>> 8) & 0xff, (seed >>> 16) & 0xff])
      return Promise.resolve({ png, width: input.width, height: input.height, layout, generation_time_ms: FAKE_GENERATION_MS })
    },
  }
}
