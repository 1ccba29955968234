/**
 * The colours of one image, from the brand colour (the logo's metadata, else extracted from the
 * logo, else one of a few warm defaults chosen by the request): every text colour is checked
 * against the fill it sits on for AA normal-text contrast (4.5:1), even where the text is large.
 */
import { AA_NORMAL, fitBackground, fromHsl, mix, parseHex, toHex, toHsl, WHITE, type Rgb } from './colour'

export interface Palette {
  /** The card's background (header, margins) and its text. */
  canvas: string
  canvasText: string
  /** The text panel, in the brand colour (adjusted until its text reaches AA). */
  panel: string
  panelText: string
  /** The offer badge. */
  accent: string
  accentText: string
  /** The logo's badge: white, so any logo stays legible on any brand colour. */
  badge: string
}

const DEFAULT_BRANDS = ['#b5462a', '#1f6f5c', '#7a3b69', '#2b4c7e'] as const

/** The accents a request may get: a warm gold, the brand's complement, or a pale tint of the brand. */
function accentFor(brand: Rgb, variant: number): Rgb {
  const { h, s } = toHsl(brand)
  if (variant === 0) return parseHex('#f2c14e')!
  if (variant === 1) return fromHsl(h + 180, Math.max(0.45, Math.min(0.75, s)), 0.6)
  return mix(brand, WHITE, 0.78)
}

export function choosePalette(brand: Rgb | null, variant: number): Palette {
  const base = brand ?? parseHex(DEFAULT_BRANDS[variant % DEFAULT_BRANDS.length]!)!
  const panel = fitBackground(base, AA_NORMAL)
  const canvas = fitBackground(mix(base, WHITE, 0.9), AA_NORMAL)
  const accent = fitBackground(accentFor(base, variant % 3), AA_NORMAL)
  return {
    canvas: toHex(canvas.background),
    canvasText: toHex(canvas.text),
    panel: toHex(panel.background),
    panelText: toHex(panel.text),
    accent: toHex(accent.background),
    accentText: toHex(accent.text),
    badge: toHex(WHITE),
  }
}

/** Pairs of (text, background) the layouts draw, for the tests' contrast check. */
export function textPairs(palette: Palette): [text: string, background: string][] {
  return [
    [palette.canvasText, palette.canvas],
    [palette.panelText, palette.panel],
    [palette.accentText, palette.accent],
  ]
}

