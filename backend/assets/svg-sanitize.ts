/**
 * SVG sanitising for brand assets (docs/spec-deviations.md, deviation 54). An SVG is a document, not
 * only a picture: opened directly it runs its scripts and event attributes, and it can load other
 * files (`<use href="http://…">`, `url()`, `<?xml-stylesheet?>`, external entities). An owner's logo
 * needs none of that, so an uploaded SVG is rebuilt from an allow-list: the elements and attributes
 * of static vector graphics, references only to fragments of the same file (`#id`) or to embedded
 * raster images (`data:image/png;base64,…` on `<image>`); everything else is left out.
 *
 * Pure TypeScript (no DOM, no XML package), so the same code runs in the browser's fake backend and
 * under Node. The tokenizer is tolerant, as a sanitiser must be: malformed markup never throws, and
 * the output is always well-formed XML because it is written from the tokens kept, never copied.
 * Linear in the input: every scan moves forward with `indexOf` or one character at a time.
 */

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink'

/** Elements of static graphics (SVG 1.1 / 2 names, case-sensitive as SVG is). */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker', 'image', 'style',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
  'feSpotLight', 'feTile', 'feTurbulence',
])

/** Elements left out but whose content is kept: a link's drawing is still the drawing. */
const UNWRAPPED = new Set(['a'])

/** Presentation properties, as attributes and in `style` (CSS is case-insensitive: compared lower-cased). */
const PRESENTATION = [
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'stop-color', 'stop-opacity',
  'flood-color', 'flood-opacity', 'lighting-color', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant',
  'font-stretch', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing',
  'text-decoration', 'writing-mode', 'direction', 'unicode-bidi', 'vector-effect', 'paint-order', 'shape-rendering',
  'text-rendering', 'image-rendering', 'color-interpolation', 'color-interpolation-filters', 'mix-blend-mode', 'isolation',
  'transform', 'transform-origin',
]
const CSS_PROPERTIES = new Set([...PRESENTATION, 'font'])

const ATTRIBUTES = new Set([
  ...PRESENTATION,
  'id', 'class', 'style', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height',
  'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'version', 'xml:space', 'href', 'xlink:href',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4',
  'values', 'type', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'baseFrequency', 'numOctaves', 'seed',
  'stitchTiles', 'scale', 'xChannelSelector', 'yChannelSelector', 'radius', 'order', 'kernelMatrix', 'divisor', 'bias',
  'targetX', 'targetY', 'edgeMode', 'preserveAlpha', 'surfaceScale', 'diffuseConstant', 'specularConstant',
  'specularExponent', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  'role', 'aria-label', 'aria-hidden', 'requiredFeatures', 'systemLanguage',
])

/** A reference inside the same file: `#id`. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/
/** An embedded raster image, the only thing `<image>` may show. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/
/** `url(#id)`, quoted or not. */
const FRAGMENT_URL = /^url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)$/i
/** CSS and attribute content that loads, runs or hides something. */
const UNSAFE_VALUE = /javascript:|vbscript:|data:|expression\s*\(|-moz-binding|behaviou?r\s*:|@import|\b(?:image-set|-webkit-image-set|image|cross-fade|src|element)\s*\(|\\/i

export interface SanitisedSvg {
  /** The rebuilt document, `<svg>` first (no XML declaration, no DOCTYPE). */
  svg: string
  /** The root element's kept attributes, for its size. */
  root: Readonly<Record<string, string>>
  /** How many elements and attributes were left out: 0 for a clean file. */
  removed: number
}

/** Every `url(...)` in the value is a fragment reference (and there are no other URL-taking functions). */
function urlsAreFragments(value: string): boolean {
  const lower = value.toLowerCase()
  let at = lower.indexOf('url(')
  while (at >= 0) {
    const end = lower.indexOf(')', at)
    if (end < 0 || !FRAGMENT_URL.test(value.slice(at, end + 1))) return false
    at = lower.indexOf('url(', end)
  }
  return true
}

/** A value is safe when nothing in it loads, runs or hides anything (whitespace and controls removed first). */
function safeValue(value: string): boolean {
  // Browsers ignore tabs, newlines and controls inside `java\tscript:`: they must not hide it here.
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f]+/g, '')
  return !UNSAFE_VALUE.test(squeezed) && urlsAreFragments(value)
}

/** A `style` attribute's declarations, only the presentation properties with safe values; null when none remain. */
export function sanitiseStyleAttribute(style: string): string | null {
  return styleDeclarations(style).kept
}

function styleDeclarations(style: string): { kept: string | null; dropped: number } {
  const kept: string[] = []
  let dropped = 0
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) {
      if (declaration.trim() !== '') dropped++
      continue
    }
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (!CSS_PROPERTIES.has(property) || value === '' || /[<>{}@"]/.test(value.replace(/"[^"<>{}@\\]*"/g, '')) || !safeValue(value)) {
      dropped++
      continue
    }
    kept.push(`${property}:${value}`)
  }
  return { kept: kept.length > 0 ? kept.join(';') : null, dropped }
}

/** A `<style>` element's CSS is kept whole or not at all: rules cannot be rebuilt as declarations can. */
function safeStylesheet(css: string): boolean {
  return safeValue(css) && !css.includes('<')
}

function safeAttribute(element: string, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false
  if (name === 'href' || name === 'xlink:href') {
    const target = value.trim()
    return element === 'image' ? DATA_IMAGE.test(target) : FRAGMENT.test(target)
  }
  return safeValue(value)
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * Character references decoded; the five predefined entities too. Any other entity is dropped:
 * DOCTYPEs are never read, so an entity (`&xxe;`, a billion laughs) never expands into anything.
 */
export function decodeReferences(raw: string): string {
  if (!raw.includes('&')) return raw
  return raw.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z_][\w.-]*);/g, (_, ref: string) => {
    if (ref[0] !== '#') return PREDEFINED[ref] ?? ''
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff)
    return allowed ? String.fromCodePoint(code) : ''
  })
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Array<[string, string | null]>; selfClosing: boolean }
  | { kind: 'end'; name: string }
  /** A DOCTYPE or another declaration, or a processing instruction other than the XML declaration. */
  | { kind: 'skipped' }

const NAME_START = /[A-Za-z_:]/

/** XML white space (space, tab, CR, LF), by code: a regex test per character is the tokenizer's hot path. */
function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\n' || char === '\t' || char === '\r'
}

/**
 * The tokens of a markup document, tolerantly: comments, processing instructions and declarations
 * (DOCTYPE with its internal subset) are skipped; CDATA is text taken literally; a `<` that opens no
 * tag is text. Text and attribute values come decoded.
 */
export function* tokens(source: string): Generator<Token> {
  const length = source.length
  let at = 0
  while (at < length) {
    const open = source.indexOf('<', at)
    if (open < 0) {
      yield { kind: 'text', text: decodeReferences(source.slice(at)) }
      return
    }
    if (open > at) yield { kind: 'text', text: decodeReferences(source.slice(at, open)) }
    if (source.startsWith('<!--', open)) {
      const close = source.indexOf('-->', open + 4)
      at = close < 0 ? length : close + 3
    } else if (source.startsWith('<![CDATA[', open)) {
      const close = source.indexOf(']]>', open + 9)
      yield { kind: 'text', text: source.slice(open + 9, close < 0 ? length : close) }
      at = close < 0 ? length : close + 3
    } else if (source.startsWith('<!', open)) {
      at = skipDeclaration(source, open + 2)
      yield { kind: 'skipped' }
    } else if (source.startsWith('<?', open)) {
      const close = source.indexOf('?>', open + 2)
      if (!/^<\?xml\s/.test(source.slice(open, open + 6))) yield { kind: 'skipped' }
      at = close < 0 ? length : close + 2
    } else if (source[open + 1] === '/') {
      let end = open + 2
      while (end < length && !isSpace(source[end]) && source[end] !== '>') end++
      const close = source.indexOf('>', end)
      yield { kind: 'end', name: source.slice(open + 2, end) }
      at = close < 0 ? length : close + 1
    } else if (NAME_START.test(source[open + 1] ?? '')) {
      const [token, next] = startTag(source, open + 1)
      yield token
      at = next
    } else {
      yield { kind: 'text', text: '<' }
      at = open + 1
    }
  }
}

/** Past a `<!…>` declaration: quotes and the `[…]` internal subset may hold `>`. */
function skipDeclaration(source: string, from: number): number {
  let depth = 0
  let quote: string | null = null
  for (let at = from; at < source.length; at++) {
    const char = source[at]!
    if (quote) {
      if (char === quote) quote = null
    } else if (char === '"' || char === "'") quote = char
    else if (char === '[') depth++
    else if (char === ']') depth = Math.max(0, depth - 1)
    else if (char === '>' && depth === 0) return at + 1
  }
  return source.length
}

function startTag(source: string, from: number): [Token, number] {
  const length = source.length
  let at = from
  while (at < length && !isSpace(source[at]) && source[at] !== '>' && source[at] !== '/') at++
  const name = source.slice(from, at)
  const attributes: Array<[string, string | null]> = []
  while (at < length) {
    while (at < length && isSpace(source[at])) at++
    if (source[at] === '>') return [{ kind: 'start', name, attributes, selfClosing: false }, at + 1]
    if (source.startsWith('/>', at)) return [{ kind: 'start', name, attributes, selfClosing: true }, at + 2]
    if (source[at] === '/' || source[at] === '=' || source[at] === '"' || source[at] === "'") {
      at++
      continue
    }
    const nameStart = at
    while (at < length && !isSpace(source[at]) && !'=>/'.includes(source[at]!)) at++
    const attribute = source.slice(nameStart, at)
    while (at < length && isSpace(source[at])) at++
    if (source[at] !== '=') {
      attributes.push([attribute, null])
      continue
    }
    at++
    while (at < length && isSpace(source[at])) at++
    const quote = source[at]
    if (quote === '"' || quote === "'") {
      const close = source.indexOf(quote, at + 1)
      const end = close < 0 ? length : close
      attributes.push([attribute, decodeReferences(source.slice(at + 1, end))])
      at = end + 1
    } else {
      const valueStart = at
      while (at < length && !isSpace(source[at]) && source[at] !== '>') at++
      attributes.push([attribute, decodeReferences(source.slice(valueStart, at))])
    }
  }
  return [{ kind: 'start', name, attributes, selfClosing: false }, length]
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
