/**
 * The tokenizer of the SVG sanitiser (svg-sanitize.ts): markup text into start tags with their
 * attributes, end tags and text. Pure TypeScript (no DOM, no XML package), so the same code runs in
 * the browser's fake backend and under Node. The tokenizer is tolerant, as a sanitiser must be:
 * malformed markup never throws. Linear in the input: every scan moves forward with `indexOf` or
 * one character at a time.
 */

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

export type Token =
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
