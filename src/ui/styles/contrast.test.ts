import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Both palettes of tokens.css against WCAG 2.x: 4.5:1 for every text pair the stylesheets draw, 3:1
 * for control boundaries, graphics and focus rings (1.4.3, 1.4.11). The pairs are named by hand
 * from the stylesheets under src/ui; a stylesheet that puts a new colour on a new surface adds its
 * pair here. A failing pair is fixed in tokens.css.
 */

const TEXT = 4.5
const UI = 3

type Rgba = readonly [r: number, g: number, b: number, a: number]
type Palette = ReadonlyMap<string, string>

/** A foreground and what it sits on, bottom layer first (a translucent layer is blended over those below). */
interface Pair {
  fg: string
  bg: string | readonly string[]
  min: number
  where: string
}

const STATUSES = ['success', 'error', 'warning', 'info'] as const
const PLAIN_SURFACES = ['--color-bg', '--color-surface', '--color-surface-muted'] as const
// The hero's band runs from --color-band to --color-band-deep under two glows, a warm one from the top
// right and a cool one from the bottom left, each fading out well before the other: each glow is
// taken at its full strength over either end of the band (and the example insight's raised card on that).
const BAND_ENDS = ['--color-band', '--color-band-deep']
const HERO = BAND_ENDS.flatMap((band) => [[band, '--color-band-glow-warm'], [band, '--color-band-glow-cool']])
const SAMPLE_CARD = HERO.map((stack) => [...stack, '--color-band-raised'])
const BANDS = [...BAND_ENDS, ...HERO] as const

const each = <T>(items: readonly T[], pair: (item: T) => Pair): Pair[] => items.map(pair)
const on = (bg: Pair['bg']) => (Array.isArray(bg) ? bg.join(' + ') : String(bg))

const PAIRS: readonly Pair[] = [
  // Body text, muted text (hints, captions, chart axes, disabled fields), placeholders.
  ...each(PLAIN_SURFACES, (bg) => ({ fg: '--color-text', bg, min: TEXT, where: 'body text, text on cards' })),
  { fg: '--color-text', bg: '--color-primary-soft', min: TEXT, where: 'a period chip hovered' },
  ...each(PLAIN_SURFACES, (bg) => ({ fg: '--color-text-muted', bg, min: TEXT, where: 'muted text, disabled fields, chart axes' })),
  { fg: '--color-placeholder', bg: '--color-surface', min: TEXT, where: 'placeholder text in a field' },
  // Links and link-like controls.
  ...each(PLAIN_SURFACES, (bg) => ({ fg: '--color-link', bg, min: TEXT, where: 'links, link buttons, sample files' })),
  { fg: '--color-link', bg: '--color-primary-soft', min: TEXT, where: "the password field's Show, hovered" },
  // Primary as text: the secondary and ghost buttons, badges, the nav.
  { fg: '--color-primary', bg: '--color-surface', min: TEXT, where: 'secondary button text' },
  { fg: '--color-primary', bg: '--color-primary-soft', min: TEXT, where: 'badges, hovered ghost button, nav and menu links' },
  { fg: '--color-primary-hover', bg: '--color-primary-soft', min: TEXT, where: "the nav's current page" },
  ...each(['--color-bg', '--color-surface'], (bg) => ({ fg: '--color-accent-text', bg, min: TEXT, where: 'eyebrows' })),
  // Button text on button backgrounds.
  { fg: '--color-on-primary', bg: '--color-primary', min: TEXT, where: 'primary button, chosen period chip, step numbers' },
  { fg: '--color-on-primary', bg: '--color-primary-hover', min: TEXT, where: 'primary button hovered' },
  { fg: '--color-on-accent', bg: '--color-accent', min: TEXT, where: 'accent button, the example badge' },
  { fg: '--color-on-accent', bg: '--color-accent-hover', min: TEXT, where: 'accent button hovered' },
  { fg: '--color-error-bg', bg: '--color-error-text', min: TEXT, where: 'danger button' },
  { fg: '--color-error-bg', bg: '--color-danger-hover', min: TEXT, where: 'danger button hovered' },
  // Banners: their own text, the plain and muted text and links inside them (upload details), the icon's glyph.
  ...STATUSES.flatMap((status) => [
    { fg: `--color-${status}-text`, bg: `--color-${status}-bg`, min: TEXT, where: `${status} banner text` },
    { fg: '--color-text', bg: `--color-${status}-bg`, min: TEXT, where: `body text in the ${status} banner` },
    { fg: '--color-text-muted', bg: `--color-${status}-bg`, min: TEXT, where: `muted text in the ${status} banner` },
    { fg: '--color-link', bg: `--color-${status}-bg`, min: TEXT, where: `a link in the ${status} banner` },
    { fg: '--color-on-status', bg: `--color-${status}-text`, min: TEXT, where: `the ${status} banner's icon` },
  ]),
  // Status colours as text outside a banner: field errors, the cards' changes, the report's status.
  ...each(['--color-bg', '--color-surface'], (bg) => ({ fg: '--color-error-text', bg, min: TEXT, where: 'field errors, a fall' })),
  { fg: '--color-success-text', bg: '--color-surface', min: TEXT, where: 'a rise, the report sent' },
  // The hero, the footer, the demo bar, the starting notice and the sign-in promise.
  ...BANDS.flatMap((bg) => [
    { fg: '--color-on-band', bg, min: TEXT, where: 'text on the band' },
    { fg: '--color-on-band-muted', bg, min: TEXT, where: 'muted text on the band' },
    { fg: '--color-on-band-accent', bg, min: TEXT, where: 'accent text on the band' },
  ]),
  ...each(SAMPLE_CARD, (bg) => ({ fg: '--color-on-band-muted', bg, min: TEXT, where: "the example insight's text" })),
  { fg: '--color-on-band', bg: ['--color-band', '--color-band-hover'], min: TEXT, where: "the demo bar's buttons hovered" },

  // Control boundaries: fields, chips, the file drop, switches, the select's chevron.
  ...each(PLAIN_SURFACES, (bg) => ({ fg: '--color-border-strong', bg, min: UI, where: 'field, chip, file drop and switch borders' })),
  { fg: '--icon-select', bg: '--color-surface', min: UI, where: "a select's chevron" },
  { fg: '--color-primary', bg: '--color-surface', min: UI, where: 'secondary button border, a switch on, the period in charts' },
  { fg: '--color-primary', bg: '--color-bg', min: UI, where: 'a checkbox, a chosen chip on the page' },
  { fg: '--color-primary', bg: '--color-primary-soft', min: UI, where: 'upload progress, a file dragged over the drop' },
  { fg: '--color-on-primary', bg: '--color-primary', min: UI, where: "a switch's thumb when on" },
  { fg: '--color-error-text', bg: '--color-surface', min: UI, where: 'an invalid field border' },
  { fg: '--color-accent-text', bg: '--color-warning-bg', min: UI, where: 'the accent card icon' },
  { fg: '--color-on-band-muted', bg: '--color-band', min: UI, where: "the demo bar's button borders" },
  // Focus rings, against whatever they are drawn on.
  ...each([...PLAIN_SURFACES, '--color-primary-soft'], (bg) => ({ fg: '--color-focus', bg, min: UI, where: 'focus ring' })),
  ...each(STATUSES, (status) => ({ fg: '--color-focus', bg: `--color-${status}-bg`, min: UI, where: `focus ring in the ${status} banner` })),
  ...each(BANDS, (bg) => ({ fg: '--color-focus-on-dark', bg, min: UI, where: 'focus ring on the band' })),
]

// Vitest runs from the repository root (and hands CSS imports over empty).
const SOURCE = readFileSync('src/ui/styles/tokens.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The custom properties declared in the rule whose selector is exactly `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = SOURCE.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`tokens.css has no ${selector} rule`)
  const body = SOURCE.slice(start + selector.length + 2, SOURCE.indexOf('}', start))
  return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]))
}

const LIGHT: Palette = declarations(':root')
const DARK: Palette = new Map([...LIGHT, ...declarations(":root[data-theme='dark']")])

function resolve(palette: Palette, name: string, seen: readonly string[] = []): string {
  const value = palette.get(name)
  if (value === undefined) throw new Error(`${name} is not declared`)
  if (seen.includes(name)) throw new Error(`${name} refers to itself`)
  return value.replace(/var\((--[\w-]+)\)/g, (_, inner: string) => resolve(palette, inner, [...seen, name]))
}

/** `#rgb`, `#rrggbb`, `rgb(r g b / a)`, or a data-URL icon's stroke. */
function parse(value: string): Rgba {
  const stroke = /stroke='%23([0-9a-f]{6})'/i.exec(value)
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(stroke ? `#${stroke[1]}` : value)?.[1]
  if (hex) {
    const [r, g, b] = (hex.length === 3 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!).map((pair) => parseInt(pair, 16))
    return [r!, g!, b!, 1]
  }
  const rgb = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:\/\s*([\d.]+)\s*)?\)$/.exec(value)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])]
  throw new Error(`cannot read the colour ${value}`)
}

const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1]

function colour(palette: Palette, layers: Pair['bg']): Rgba {
  const [bottom, ...rest] = (Array.isArray(layers) ? layers : [layers]).map((name: string) => parse(resolve(palette, name)))
  if (bottom![3] !== 1) throw new Error(`${on(layers)}: the bottom layer is translucent`)
  return rest.reduce((below, layer) => over(layer, below), bottom!)
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('the WCAG formula', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrast(parse('#000'), parse('#ffffff'))).toBeCloseTo(21, 5)
    expect(contrast(parse('#0f6b63'), parse('#0f6b63'))).toBe(1)
    // A published pair: #767676 on white is the lightest grey that passes AA, 4.54:1.
    expect(contrast(parse('#767676'), parse('#fff'))).toBeCloseTo(4.54, 2)
  })

  it('blends a translucent layer over the one below', () => {
    expect(colour(new Map([['--a', '#000000'], ['--b', 'rgb(255 255 255 / 0.5)']]), ['--a', '--b'])).toEqual([127.5, 127.5, 127.5, 1])
  })
})

describe('the moment before src/main.tsx sets data-theme, on a device set to dark', () => {
  it("paints the dark palette's background and text", () => {
    const early = declarations(':root:not([data-theme])')
    expect([...early.keys()]).toEqual(['--color-bg', '--color-text'])
    for (const name of early.keys()) expect(resolve(new Map([...LIGHT, ...early]), name)).toBe(resolve(DARK, name))
  })
})

describe.each([
  ['light', LIGHT],
  ['dark', DARK],
] as const)('the %s palette', (_, palette) => {
  it.each(PAIRS.map((pair) => [`${pair.fg} on ${on(pair.bg)} (${pair.where})`, pair] as const))('%s', (_, pair) => {
    const fg = parse(resolve(palette, pair.fg))
    const bg = colour(palette, pair.bg)
    const ratio = contrast(fg[3] === 1 ? fg : over(fg, bg), bg)
    expect(ratio, `${ratio.toFixed(2)}:1, needs ${pair.min}:1`).toBeGreaterThanOrEqual(pair.min)
  })

  it('declares color-scheme', () => {
    expect(SOURCE).toMatch(palette === LIGHT ? /:root \{[^}]*color-scheme: light;/ : /:root\[data-theme='dark'\] \{[^}]*color-scheme: dark;/)
  })
})
