/**
 * Brand colours and text contrast. Contrast follows WCAG 2.x: relative luminance of sRGB, ratio
 * (L1 + 0.05) / (L2 + 0.05); AA asks 4.5:1 for normal text and 3:1 for large text (24 px, or
 * 18.66 px bold). The composer only ever puts text on solid fills it chose, so every ratio it
 * promises is computed, never hoped for.
 */

export interface Rgb {
  r: number
  g: number
  b: number
}

export const AA_NORMAL = 4.5
export const AA_LARGE = 3

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim())
  if (!match) return null
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!
  const value = parseInt(digits, 16)
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff }
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Mixes toward `to` by `amount` (0: unchanged, 1: `to`). */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return { r: from.r + (to.r - from.r) * amount, g: from.g + (to.g - from.g) * amount, b: from.b + (to.b - from.b) * amount }
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 }
export const INK: Rgb = { r: 0x1c, g: 0x14, b: 0x10 }

/** Hue 0–360, saturation and lightness 0–1. */
export function toHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255]
  const max = Math.max(rr, gg, bb)
  const min = Math.min(rr, gg, bb)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4
  return { h: h * 60, s, l }
}

export function fromHsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const convert = (t: number): number => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (u < 1 / 6) return p + (q - p) * 6 * u
    if (u < 1 / 2) return q
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6
    return p
  }
  return { r: convert(hue + 1 / 3) * 255, g: convert(hue) * 255, b: convert(hue - 1 / 3) * 255 }
}

/** Rounds to whole channels, so what is checked is exactly what is drawn (`toHex` rounds too). */
function settle(colour: Rgb): Rgb {
  return parseHex(toHex(colour))!
}

/** White or near-black text, whichever contrasts more with `background`. */
export function textOn(background: Rgb): Rgb {
  return contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK
}

/**
 * `background` darkened or lightened (toward the side its text is on) in small steps until `text`
 * on it reaches `ratio`: a mid-tone brand colour keeps its hue and gets readable text.
 */
export function fitBackground(background: Rgb, ratio: number): { background: Rgb; text: Rgb } {
  let current = settle(background)
  for (let step = 0; step < 40; step += 1) {
    const text = textOn(current)
    if (contrast(text, current) >= ratio) return { background: current, text }
    current = settle(mix(current, text === WHITE ? INK : WHITE, 0.06))
  }
  return { background: INK, text: WHITE }
}

/**
 * The brand's dominant saturated colour in a small rendering of the logo (RGBA, straight alpha):
 * pixels are bucketed by hue and lightness, weighted by opacity and saturation, and the heaviest
 * bucket's average wins. Greys, near-white and near-black are skipped (backgrounds and outlines);
 * a logo with nothing saturated gives null.
 */
export function dominantColour(pixels: Uint8Array): Rgb | null {
  const buckets = new Map<number, { weight: number; r: number; g: number; b: number }>()
  for (let index = 0; index + 3 < pixels.length; index += 4) {
    const alpha = pixels[index + 3]! / 255
    if (alpha < 0.5) continue
    const colour = { r: pixels[index]!, g: pixels[index + 1]!, b: pixels[index + 2]! }
    const { h, s, l } = toHsl(colour)
    if (s < 0.25 || l < 0.1 || l > 0.92) continue
    const key = Math.floor(h / 20) * 4 + Math.min(3, Math.floor(l * 4))
    const weight = alpha * s
    const bucket = buckets.get(key) ?? { weight: 0, r: 0, g: 0, b: 0 }
    bucket.weight += weight
    bucket.r += colour.r * weight
    bucket.g += colour.g * weight
    bucket.b += colour.b * weight
    buckets.set(key, bucket)
  }
  let best: { weight: number; r: number; g: number; b: number } | null = null
  // Ties go to the lower key, so the choice never depends on Map order.
  for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
    const bucket = buckets.get(key)!
    if (!best || bucket.weight > best.weight) best = bucket
  }
  return best ? settle({ r: best.r / best.weight, g: best.g / best.weight, b: best.b / best.weight }) : null
}
