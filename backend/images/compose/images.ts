/**
 * The brand images, made ready for the layout: every photo and logo is rasterised once by resvg
 * to exactly the size it is drawn at (a photo cover-cropped to the hero's box, a logo contained
 * in its box), and kept. resvg then never decodes a 12-megapixel photo per request nor scales
 * one, and satori's clips around images cut nothing (./svg.ts drops them). The result depends only
 * on the bytes and the box, so a cached copy and a fresh one are the same PNG.
 */
import { Resvg } from '@resvg/resvg-wasm'
import type { ComposerImage } from '../types'
import { dominantColour, type Rgb } from './colour'
import type { Size } from './layout'

const CACHE_ENTRIES = 24

/** `data:` URL of some bytes; chunked, since one `String.fromCharCode(...bytes)` overflows the stack on MBs. */
export function dataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return `data:${contentType};base64,${btoa(binary)}`
}

async function digest(bytes: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
  return Array.from(hash.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Renders `svg` and hands the result to `read` before the wasm memory is freed. */
export function renderSvg<T>(svg: string, read: (rendered: { asPng(): Uint8Array; pixels: Uint8Array }) => T, width?: number): T {
  const resvg = new Resvg(svg, width ? { fitTo: { mode: 'width', value: width } } : { fitTo: { mode: 'original' } })
  try {
    const rendered = resvg.render()
    try {
      return read(rendered)
    } finally {
      rendered.free()
    }
  } finally {
    resvg.free()
  }
}

/** An SVG that draws `image` into a `box` canvas, covering it (cropping the overflow) or contained in it. */
function placed(image: ComposerImage, box: Size, fit: 'cover' | 'contain'): string {
  const width = Math.max(1, image.width)
  const height = Math.max(1, image.height)
  const scale = fit === 'cover' ? Math.max(box.width / width, box.height / height) : Math.min(box.width / width, box.height / height)
  const drawn = { width: width * scale, height: height * scale }
  const x = (box.width - drawn.width) / 2
  const y = (box.height - drawn.height) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${box.width} ${box.height}">` +
    `<image x="${x}" y="${y}" width="${drawn.width}" height="${drawn.height}" preserveAspectRatio="none" href="${dataUrl(image.bytes, image.content_type)}"/></svg>`
  )
}

/** Straight-alpha RGBA from resvg's premultiplied pixels. */
function unpremultiplied(pixels: Uint8Array): Uint8Array {
  const out = new Uint8Array(pixels.length)
  for (let index = 0; index + 3 < pixels.length; index += 4) {
    const alpha = pixels[index + 3]!
    out[index + 3] = alpha
    if (alpha === 0) continue
    for (let channel = 0; channel < 3; channel += 1) out[index + channel] = Math.min(255, Math.round((pixels[index + channel]! * 255) / alpha))
  }
  return out
}

export class ImageShop {
  private readonly sized = new Map<string, Promise<string>>()
  private readonly colours = new Map<string, Promise<Rgb | null>>()

  private remember<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
    const found = cache.get(key)
    if (found) {
      // Most recently used last, so the oldest goes first when the cache is full.
      cache.delete(key)
      cache.set(key, found)
      return found
    }
    const made = make()
    made.catch(() => cache.delete(key))
    cache.set(key, made)
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
    return made
  }

  /** A PNG `data:` URL of `image` at exactly `box`, cover-cropped (photos) or contained (logos). */
  async sizedTo(image: ComposerImage, box: Size, fit: 'cover' | 'contain'): Promise<string> {
    const key = `${await digest(image.bytes)}:${box.width}x${box.height}:${fit}`
    return this.remember(this.sized, key, () => Promise.resolve().then(() => dataUrl(renderSvg(placed(image, box, fit), (rendered) => rendered.asPng()), 'image/png')))
  }

  /** The logo's dominant saturated colour, from a 32 px rendering. */
  async colourOf(logo: ComposerImage): Promise<Rgb | null> {
    const key = await digest(logo.bytes)
    return this.remember(this.colours, key, () => Promise.resolve().then(() => dominantColour(unpremultiplied(renderSvg(placed(logo, { width: 32, height: 32 }, 'contain'), (rendered) => rendered.pixels.slice())))))
  }
}
