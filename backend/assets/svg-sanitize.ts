/**
 * SVG sanitising for brand assets (docs/spec-deviations.md, deviation 54). An SVG is a document, not
 * only a picture: opened directly it runs its scripts and event attributes, and it can load other
 * files (`<use href="http://…">`, `url()`, `<?xml-stylesheet?>`, external entities). An owner's logo
 * needs none of that, so an uploaded SVG is rebuilt from an allow-list: the elements and attributes
 * of static vector graphics, references only to fragments of the same file (`#id`) or to embedded
 * raster images (`data:image/png;base64,…` on `<image>`); everything else is left out.
 *
 * Pure TypeScript (no DOM, no XML package), so the same code runs in the browser's fake backend and
 * under Node. The tokenizer (svg-tokenize.ts) is tolerant, as a sanitiser must be: malformed markup
 * never throws, and the output is always well-formed XML because it is written from the tokens kept
 * (by the allow-list, svg-allow-list.ts), never copied. Linear in the input: every scan moves
 * forward with `indexOf` or one character at a time.
 */

import { ELEMENTS, UNWRAPPED, safeAttribute, safeStylesheet, styleDeclarations } from './svg-allow-list'
import { tokens } from './svg-tokenize'

export { sanitiseStyleAttribute } from './svg-allow-list'
export { decodeReferences, tokens } from './svg-tokenize'

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink'

export interface SanitisedSvg {
  /** The rebuilt document, `<svg>` first (no XML declaration, no DOCTYPE). */
  svg: string
  /** The root element's kept attributes, for its size. */
  root: Readonly<Record<string, string>>
  /** How many elements and attributes were left out: 0 for a clean file. */
  removed: number
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')
}

interface Open {
  name: string
  /** Written to the output (false: dropped with its content, or unwrapped). */
  written: boolean
  /** Dropped with everything inside. */
  dropped: boolean
  /** A `<style>` whose CSS is being collected. */
  style: boolean
}

/**
 * The sanitised SVG, or null when the text is not an SVG document (its first element is not `<svg>`).
 * Everything after the root element closes is ignored.
 */
export function sanitiseSvg(source: string): SanitisedSvg | null {
  const out: string[] = []
  const stack: Open[] = []
  let dropping = 0
  let removed = 0
  let root: Record<string, string> | null = null
  let css: string[] | null = null
  let styleAt = -1

  const close = (entry: Open) => {
    if (entry.dropped) dropping--
    if (entry.style && css) {
      // The whole `<style>` goes when its CSS could load or hide anything.
      const text = css.join('')
      if (safeStylesheet(text)) out.push(escapeText(text), '</style>')
      else {
        out.length = styleAt
        removed++
      }
      css = null
      return
    }
    if (entry.written) out.push(`</${entry.name}>`)
  }

  for (const token of tokens(source)) {
    if (token.kind === 'skipped') {
      removed++
      continue
    }
    if (token.kind === 'text') {
      if (!root || dropping > 0) continue
      if (css) css.push(token.text)
      else out.push(escapeText(token.text))
      continue
    }
    if (token.kind === 'end') {
      let index = stack.length - 1
      while (index >= 0 && stack[index]!.name !== token.name) index--
      if (index < 0) continue
      while (stack.length > index) close(stack.pop()!)
      if (stack.length === 0) break
      continue
    }
    if (!root && token.name !== 'svg') return null
    const inStyle = css !== null
    const keep = dropping === 0 && !inStyle && ELEMENTS.has(token.name)
    const unwrap = dropping === 0 && !inStyle && UNWRAPPED.has(token.name)
    if (!keep) {
      if (dropping === 0) removed++
      if (!token.selfClosing) {
        const dropped = !unwrap
        if (dropped) dropping++
        stack.push({ name: token.name, written: false, dropped, style: false })
      }
      continue
    }
    const attributes: Array<[string, string]> = []
    const seen = new Set<string>()
    for (const [name, value] of token.attributes) {
      if (name === 'xmlns' || name === 'xmlns:xlink') continue
      if (value === null || seen.has(name)) {
        removed++
        continue
      }
      seen.add(name)
      if (name === 'style') {
        const { kept, dropped } = styleDeclarations(value)
        removed += dropped
        if (kept !== null) attributes.push([name, kept])
      } else if (safeAttribute(token.name, name, value)) attributes.push([name, value])
      else removed++
    }
    if (!root) {
      root = Object.fromEntries(attributes)
      attributes.unshift(['xmlns', SVG_NAMESPACE], ['xmlns:xlink', XLINK_NAMESPACE])
    }
    const written = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')
    if (token.selfClosing) {
      out.push(`<${token.name}${written}/>`)
      continue
    }
    if (token.name === 'style') {
      styleAt = out.length
      css = []
    }
    out.push(`<${token.name}${written}>`)
    stack.push({ name: token.name, written: true, dropped: false, style: token.name === 'style' })
  }
  if (!root) return null
  // An unclosed document is closed, as a tolerant parser reads it.
  while (stack.length > 0) close(stack.pop()!)
  return { svg: out.join(''), root, removed }
}

const UNIT_PX: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 }

function length(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*(\d*\.?\d+(?:[eE][+-]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/.exec(value)
  if (!match) return null
  const pixels = Number(match[1]) * UNIT_PX[match[2] ?? '']!
  return Number.isFinite(pixels) && pixels > 0 ? pixels : null
}

/**
 * The SVG's pixel size from its root: `width` and `height` (absolute units converted at 96 dpi),
 * else the `viewBox`, one side from the other through the viewBox's ratio; null when it has neither
 * (a percentage says nothing on its own).
 */
export function svgSize(root: Readonly<Record<string, string>>): { width: number; height: number } | null {
  const box = (root.viewBox ?? '').trim().split(/[\s,]+/).map(Number)
  const viewBox = box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : null
  let width = length(root.width)
  let height = length(root.height)
  if (width === null && height === null) {
    if (!viewBox) return null
    ;({ width, height } = viewBox)
  } else if (width === null) {
    if (!viewBox) return null
    width = (height! * viewBox.width) / viewBox.height
  } else if (height === null) {
    if (!viewBox) return null
    height = (width * viewBox.height) / viewBox.width
  }
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height!)) }
}
