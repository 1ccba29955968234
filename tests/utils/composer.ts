/**
 * Small hand-made brand images and readers for the image composer's tests
 * (backend/images/compose/): a PNG built here byte by byte, SVG art, the PNG header's size, and the
 * boxes of the text glyphs satori drew.
 */
import { crc32, deflateSync } from 'node:zlib'
import type { ComposeInput, ComposerImage } from '../../backend/images/types'

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG whose pixel colours come from `colour(x, y)`. */
export function tinyPng(width: number, height: number, colour: (x: number, y: number) => readonly [number, number, number], name = 'photo.png'): ComposerImage {
  const rows = Buffer.alloc(height * (1 + width * 3))
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(colour(x, y), y * (1 + width * 3) + 1 + x * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())])
  return { bytes: new Uint8Array(png), content_type: 'image/png', width, height, name }
}

export function svgImage(svg: string, width: number, height: number, name: string): ComposerImage {
  return { bytes: new TextEncoder().encode(svg), content_type: 'image/svg+xml', width, height, name }
}

/** A round logo in one brand colour with a white letter. */
export function testLogo(colour = '#b5462a'): ComposerImage {
  return svgImage(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="95" fill="${colour}"/><path d="M70 50h20v40l30-40h24l-34 44 36 56h-24l-26-42-6 8v34h-20z" fill="#fff"/></svg>`,
    200,
    200,
    'logo.svg',
  )
}

/** A "photo" of a cup from above: a warm gradient, a saucer and the coffee. */
export function testPhoto(name = 'Kopi Peng'): ComposerImage {
  return tinyPng(96, 72, (x, y) => {
    const distance = Math.hypot(x - 48, y - 36)
    if (distance < 18) return [0x8a, 0x4b, 0x22]
    if (distance < 26) return [0xff, 0xf8, 0xee]
    return [0xf4 - x, 0xc2 - y, 0x7a - Math.round(x / 2)]
  }, name)
}

export function composeInput(overrides: Partial<ComposeInput> = {}): ComposeInput {
  return {
    prompt: 'Create an Instagram post for our Hari Raya promo: 20% off Kopi Peng, now RM5.90',
    request_id: 'req-golden-1',
    width: 1080,
    height: 1080,
    brand: { business_name: 'Kopi Kita Café', tagline: 'Since 1987', primary_color: null, best_seller: 'Nasi Lemak Special' },
    logo: testLogo(),
    products: [testPhoto('Kopi Peng'), testPhoto('Nasi Lemak Special')],
    ...overrides,
  }
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  if (view.getUint32(0) !== 0x89504e47 || view.getUint32(12) !== 0x49484452) throw new Error('not a PNG')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

export interface Ink {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * The ink of each text block satori drew: it draws text as `<g><path fill d/></g>` with absolute
 * M/L/Q/Z commands (the control points of a glyph's curves stay within its outline's box, so the
 * box of all numbers bounds the ink).
 */
export function glyphInks(svg: string): Ink[] {
  return [...svg.matchAll(/<g><path fill="[^"]*" d="([^"]+)"/g)].map(([, d = '']) => {
    const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number)
    const xs = numbers.filter((_, index) => index % 2 === 0)
    const ys = numbers.filter((_, index) => index % 2 === 1)
    return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) }
  })
}
