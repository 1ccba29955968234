/**
 * Which font files a composition needs, and loading them once. Latin (English and Malay) is Inter,
 * 400 and 700, ~30 kB each; Chinese is Noto Sans SC, cut by @fontsource into ~100 subsets of
 * 10–55 kB by unicode-range (the ranges Google Fonts serves, in the package's unicode.json). Only
 * the subsets whose range covers a character actually drawn are loaded, and each is registered in
 * satori under its own name: subsets that shared one name would shadow each other, and only one
 * of their glyphs would draw. Chinese is drawn in 700 only (one weight halves the bytes; a 400
 * request falls back to the nearest weight).
 */
import interRanges from '@fontsource/inter/unicode.json'
import notoRanges from '@fontsource/noto-sans-sc/unicode.json'
import type { ComposerRuntime } from './runtime'

export interface SatoriFont {
  name: string
  data: ArrayBuffer
  weight: 400 | 700
  style: 'normal'
}

export const LATIN_FAMILY = 'Inter'
const CJK_FAMILY = 'Noto Sans SC'

type Range = readonly [start: number, end: number]

/** `U+0000-00FF,U+0131` → [[0x0, 0xff], [0x131, 0x131]] */
export function parseUnicodeRange(css: string): Range[] {
  return css.split(',').map((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(start, 16), parseInt(end ?? start, 16)] as const
  })
}

const LATIN: readonly Range[] = parseUnicodeRange(interRanges.latin)

/** Every numbered subset's ranges, sorted by start, for a binary search per character. */
const CJK_SUBSETS: readonly { start: number; end: number; subset: string }[] = Object.entries(notoRanges as Record<string, string>)
  .filter(([key]) => /^\[\d+\]$/.test(key))
  .flatMap(([key, css]) => parseUnicodeRange(css).map(([start, end]) => ({ start, end, subset: key.slice(1, -1) })))
  .sort((a, b) => a.start - b.start)

function inRanges(ranges: readonly Range[], code: number): boolean {
  return ranges.some(([start, end]) => code >= start && code <= end)
}

function cjkSubsetOf(code: number): string | null {
  let low = 0
  let high = CJK_SUBSETS.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const range = CJK_SUBSETS[middle]!
    if (code < range.start) high = middle - 1
    else if (code > range.end) low = middle + 1
    else return range.subset
  }
  return null
}

/** Inter draws it (Latin, Latin-1, general punctuation). */
export function isLatin(char: string): boolean {
  return inRanges(LATIN, char.codePointAt(0) ?? 0)
}

/** Characters no loaded font can draw (emoji, other scripts) are left out, so nothing shows as a box. */
export function drawable(text: string): string {
  let out = ''
  for (const char of text) if (isLatin(char) || cjkSubsetOf(char.codePointAt(0) ?? 0) !== null) out += char
  return out
}

/** The Noto Sans SC subsets the texts need, in a stable order (so the same texts, the same font list). */
export function cjkSubsetsFor(texts: readonly string[]): string[] {
  const subsets = new Set<string>()
  for (const text of texts) {
    for (const char of text) {
      if (isLatin(char)) continue
      const subset = cjkSubsetOf(char.codePointAt(0) ?? 0)
      if (subset !== null) subsets.add(subset)
    }
  }
  return [...subsets].sort((a, b) => Number(a) - Number(b))
}

export function cjkFontName(subset: string): string {
  return `${CJK_FAMILY} ${subset}`
}

/** Loads each file once and keeps it, and keeps one font list per set of subsets (satori caches its parsed fonts per list). */
export class FontBook {
  private readonly files = new Map<string, Promise<ArrayBuffer>>()
  private readonly lists = new Map<string, Promise<SatoriFont[]>>()
  /** Bytes of every file loaded so far, for the bench and the ADR's numbers. */
  loadedBytes = 0

  constructor(private readonly runtime: ComposerRuntime) {}

  private file(name: string): Promise<ArrayBuffer> {
    let file = this.files.get(name)
    if (!file) {
      file = this.runtime.fontFile(name).then((bytes) => {
        this.loadedBytes += bytes.byteLength
        // satori wants an ArrayBuffer of exactly the font (a Uint8Array may view a larger buffer).
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
      })
      file.catch(() => this.files.delete(name))
      this.files.set(name, file)
    }
    return file
  }

  /** The fonts for these texts: Inter always, plus the Noto Sans SC subsets they use. */
  fontsFor(texts: readonly string[]): Promise<SatoriFont[]> {
    const subsets = cjkSubsetsFor(texts)
    const key = subsets.join(',')
    let list = this.lists.get(key)
    if (!list) {
      list = Promise.all([
        this.file('inter-latin-400-normal.woff').then((data) => ({ name: LATIN_FAMILY, data, weight: 400 as const, style: 'normal' as const })),
        this.file('inter-latin-700-normal.woff').then((data) => ({ name: LATIN_FAMILY, data, weight: 700 as const, style: 'normal' as const })),
        ...subsets.map((subset) =>
          this.file(`noto-sans-sc-${subset}-700-normal.woff`).then((data) => ({ name: cjkFontName(subset), data, weight: 700 as const, style: 'normal' as const })),
        ),
      ])
      list.catch(() => this.lists.delete(key))
      this.lists.set(key, list)
    }
    return list
  }
}
