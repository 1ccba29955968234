/**
 * A thin layer over a jsPDF document: A4 in points, y downwards, colours as hex, and text that is
 * always in the font's characters (a last `toDrawable` in case a caller forgot), fitted to a width
 * or wrapped to a number of lines, so nothing runs off the page or onto a third one.
 */
import type { jsPDF } from 'jspdf'
import { toDrawable } from './text'

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

export const COLOURS = {
  band: '#0b2b28',
  onBand: '#ffffff',
  onBandMuted: '#cfe8e3',
  primary: '#3fb5a8',
  previous: '#c9d3d1',
  text: '#1b2523',
  muted: '#5c6b68',
  rule: '#d5dddb',
  up: '#1f7a5a',
  down: '#b42318',
  empty: '#f2f5f4',
} as const

type Style = 'normal' | 'bold'
export interface TextOptions {
  size?: number
  style?: Style
  colour?: string
  align?: 'left' | 'right' | 'center'
}

const ELLIPSIS = '…'

export class Pen {
  constructor(readonly doc: jsPDF) {}

  font({ size = 10, style = 'normal', colour = COLOURS.text }: TextOptions = {}): void {
    this.doc.setFont('helvetica', style)
    this.doc.setFontSize(size)
    this.doc.setTextColor(colour)
  }

  width(text: string): number {
    return this.doc.getTextWidth(text)
  }

  /** One line at (x, y) baseline, shortened with an ellipsis to `maxWidth` when given. */
  text(raw: string, x: number, y: number, options: TextOptions & { maxWidth?: number } = {}): void {
    this.font(options)
    const text = options.maxWidth === undefined ? drawable(raw) : this.fit(drawable(raw), options.maxWidth)
    if (text === '') return
    this.doc.text(text, x, y, { align: options.align ?? 'left', baseline: 'alphabetic' })
  }

  /** Wrapped to `width`, at most `maxLines` (the last shortened with an ellipsis); answers the lines drawn. */
  paragraph(raw: string, x: number, y: number, width: number, options: TextOptions & { maxLines: number; leading: number }): number {
    const lines = this.lines(raw, width, options)
    lines.forEach((line, index) => this.doc.text(line, x, y + index * options.leading, { baseline: 'alphabetic' }))
    return lines.length
  }

  /** The lines `paragraph` would draw (sets the font). */
  lines(raw: string, width: number, options: TextOptions & { maxLines: number }): string[] {
    this.font(options)
    const all = (this.doc.splitTextToSize(drawable(raw), width) as string[]).filter((line) => line.trim() !== '')
    if (all.length <= options.maxLines) return all
    const kept = all.slice(0, options.maxLines)
    kept[kept.length - 1] = this.fit(`${kept[kept.length - 1]!.trimEnd()}${ELLIPSIS}`, width)
    return kept
  }

  rect(x: number, y: number, width: number, height: number, fill: string): void {
    if (width <= 0 || height <= 0) return
    this.doc.setFillColor(fill)
    this.doc.rect(x, y, width, height, 'F')
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: string = COLOURS.rule, thickness = 0.6): void {
    this.doc.setDrawColor(colour)
    this.doc.setLineWidth(thickness)
    this.doc.line(x1, y1, x2, y2)
  }

  /** `text` shortened (keeping a trailing ellipsis) until it fits `maxWidth` at the current font. */
  private fit(text: string, maxWidth: number): string {
    if (this.width(text) <= maxWidth) return text
    const base = text.endsWith(ELLIPSIS) ? text.slice(0, -1) : text
    let low = 0
    let high = base.length
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (this.width(`${base.slice(0, middle).trimEnd()}${ELLIPSIS}`) <= maxWidth) low = middle
      else high = middle - 1
    }
    return low === 0 ? '' : `${base.slice(0, low).trimEnd()}${ELLIPSIS}`
  }
}

function drawable(text: string): string {
  return toDrawable(text, 'prose').text
}

/** A colour between `from` and `to` (hex), `t` in [0, 1]. */
export function mix(from: string, to: string, t: number): string {
  const a = parseInt(from.slice(1), 16)
  const b = parseInt(to.slice(1), 16)
  const channel = (shift: number) => Math.round(((a >> shift) & 255) + (((b >> shift) & 255) - ((a >> shift) & 255)) * t)
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`
}
