/**
 * The assistant's light formatting (backend/assistant/markdown.ts is the writer's side) read into a
 * tree the renderer draws as React elements. Nothing here ever becomes HTML: a tag, an image, a
 * heading or a `javascript:` link is text, because the tree has no node that could hold it.
 *
 * Every scan is a single pass by hand, with no regular expression that could backtrack (a naive
 * pattern took a second on a long run of `[`), and the text is capped before it is read.
 */

/** Text, bold text, or a link (always http or https). */
export type Inline = string | { bold: Inline[] } | { href: string; text: Inline[] }

export type Block =
  | { kind: 'p'; lines: Inline[][] }
  | { kind: 'ul' | 'ol'; start: number; items: Inline[][] }
  | { kind: 'table'; right: boolean[]; head: Inline[][]; rows: Inline[][][] }

/** Longer answers are cut here and end with '…': no answer the assistant writes comes close. */
export const MAX_TEXT = 8_000
/** A table stops at this many rows (the lines after it stay as text) and has at most this many columns. */
export const MAX_TABLE_ROWS = 100
export const MAX_TABLE_COLUMNS = 12
/** A link's address longer than this is text. */
const MAX_URL = 2_048

/** What a backslash may escape (markdown.ts): the character is then written as itself. */
const ESCAPABLE = '\\*[]()|_#.-'

const isEscape = (s: string, i: number) => s[i] === '\\' && i + 1 < s.length && ESCAPABLE.includes(s[i + 1]!)
/** Spaces, tabs, line ends and control characters: none belongs in an address. */
const isSpace = (c: string | undefined) => c !== undefined && c <= ' '
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c)
/** The length of the `http://` or `https://` at `i` (any case), 0 when there is none. */
const schemeAt = (s: string, i: number) => {
  const head = s.slice(i, i + 8).toLowerCase()
  return head === 'https://' ? 8 : head.startsWith('http://') ? 7 : 0
}

/**
 * For each index, the index of the next unescaped character that `stops` accepts (or s.length):
 * one pass from the end, so looking up a closing `]` or `)` never scans again.
 */
function nextIndex(s: string, stops: (c: string) => boolean): Int32Array {
  const escaped = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) if (isEscape(s, i)) escaped[++i] = 1
  const next = new Int32Array(s.length + 1)
  next[s.length] = s.length
  for (let i = s.length - 1; i >= 0; i--) next[i] = !escaped[i] && stops(s[i]!) ? i : next[i + 1]!
  return next
}

/** `\x` as `x` for the escapable characters; every other backslash stays. */
function unescape(s: string): string {
  let out = ''
  for (let i = 0; i < s.length; i++) out += isEscape(s, i) ? s[++i] : s[i]
  return out
}

function pushText(into: Inline[], text: string): void {
  if (!text) return
  const last = into.length - 1
  if (typeof into[last] === 'string') into[last] += text
  else into.push(text)
}

/**
 * A bare address from `i`, up to a space, `<`, `>` or an unescaped `*`, without the punctuation that
 * ends a sentence (or a closing bracket it does not open): its end in `s`, or -1 when none is there.
 */
function bareUrlEnd(s: string, i: number): number {
  let end = i
  while (end < s.length && !isSpace(s[end]) && s[end] !== '<' && s[end] !== '>' && s[end] !== '*') end += isEscape(s, end) ? 2 : 1
  const opens = s.slice(i, end).includes('(')
  while (end > i && ('.,;:!?\'"'.includes(s[end - 1]!) || (s[end - 1] === ')' && !opens))) {
    end--
    // A trailing `\)` goes whole: the backslash only wrote the bracket.
    let slashes = 0
    while (s[end - 1 - slashes] === '\\') slashes++
    if (slashes % 2 === 1) end--
  }
  return end > i + schemeAt(s, i) ? end : -1
}

/** One line (or one table cell) of text: bold, links and escapes; `links` false inside a link's text. */
export function parseInline(s: string, links = true): Inline[] {
  const root: Inline[] = []
  let bold: Inline[] | null = null
  // Built at the first `[` only: most lines have none.
  let closeBracket: Int32Array | null = null
  let closeParen: Int32Array | null = null
  let i = 0
  let end = -1
  while (i < s.length) {
    const into = bold ?? root
    const c = s[i]!
    if (isEscape(s, i)) {
      pushText(into, s[i + 1]!)
      i += 2
    } else if (c === '*' && s[i + 1] === '*') {
      if (bold === null) bold = []
      else {
        // `****` is no bold: the marks stay as written.
        if (bold.length) root.push({ bold })
        else pushText(root, '****')
        bold = null
      }
      i += 2
    } else if (c === '[' && s[i - 1] !== '!' && links) {
      // `![alt](src)` is an image in Markdown: here it stays text, with no link of its own.
      closeBracket ??= nextIndex(s, (c) => c === ']')
      closeParen ??= nextIndex(s, (c) => c === ')' || isSpace(c))
      const close = closeBracket[i + 1]!
      end = s[close + 1] === '(' ? closeParen[close + 2]! : -1
      const scheme = end > 0 && s[end] === ')' && end - close - 2 <= MAX_URL ? schemeAt(s, close + 2) : 0
      if (scheme && end > close + 2 + scheme) {
        into.push({ href: unescape(s.slice(close + 2, end)), text: parseInline(s.slice(i + 1, close), false) })
        i = end + 1
      } else {
        pushText(into, c)
        i++
      }
    } else if (links && (c === 'h' || c === 'H') && !isWordChar(s[i - 1]) && schemeAt(s, i) && (end = bareUrlEnd(s, i)) > 0) {
      const href = unescape(s.slice(i, end))
      into.push({ href, text: [href] })
      i = end
    } else {
      pushText(into, c)
      i++
    }
  }
  // An unclosed `**` is text, and what followed it is outside any bold.
  if (bold !== null) {
    pushText(root, '**')
    for (const node of bold) if (typeof node === 'string') pushText(root, node)
    else root.push(node)
  }
  return root
}

/** The cells of a `| a | b |` line, split at unescaped pipes; null past MAX_TABLE_COLUMNS. */
function cellsOf(line: string): string[] | null {
  let body = line.trim()
  if (body.startsWith('|')) body = body.slice(1)
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1)
  const cells: string[] = []
  let start = 0
  for (let i = 0; i <= body.length; i++) {
    if (isEscape(body, i)) i++
    else if (i === body.length || body[i] === '|') {
      if (cells.length === MAX_TABLE_COLUMNS) return null
      cells.push(body.slice(start, i).trim())
      start = i + 1
    }
  }
  return cells
}

/** The rule under a table's header: `---` per column, `---:` right-aligned; null when it is not one. */
function ruleOf(line: string): boolean[] | null {
  const cells = line.trim().startsWith('|') ? cellsOf(line) : null
  if (!cells) return null
  const right: boolean[] = []
  for (const cell of cells) {
    let dashes = 0
    let i = cell.startsWith(':') ? 1 : 0
    while (cell[i] === '-') {
      dashes++
      i++
    }
    const aligned = cell[i] === ':'
    if (dashes < 3 || i + (aligned ? 1 : 0) !== cell.length) return null
    right.push(aligned)
  }
  return right
}

/** `- ` or `1. ` at a line's start: the list it belongs to and where its text begins. */
function listMark(line: string): { kind: 'ul' | 'ol'; number: number; at: number } | null {
  if (line.startsWith('- ')) return { kind: 'ul', number: 1, at: 2 }
  let i = 0
  while (i < 9 && line[i]! >= '0' && line[i]! <= '9') i++
  return i > 0 && line[i] === '.' && line[i + 1] === ' ' ? { kind: 'ol', number: Number(line.slice(0, i)), at: i + 2 } : null
}

/** Cuts `text` to `max` characters, the last one '…', never between the two halves of an emoji. */
function capped(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = max - 1
  const high = text.charCodeAt(cut - 1)
  return `${text.slice(0, high >= 0xd800 && high <= 0xdbff ? cut - 1 : cut)}…`
}

/** The whole answer: blocks of paragraphs, lists and tables. */
export function parseRichText(text: string, max = MAX_TEXT): Block[] {
  const lines = capped(text, max).split(/\r?\n/)
  const blocks: Block[] = []
  // The paragraph or list the next line may continue (a widened type: it is set inside the loop).
  let open = null as Block | null
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!
    const mark = listMark(line)
    const right = line.trim().startsWith('|') && n + 1 < lines.length ? ruleOf(lines[n + 1]!) : null
    const head = right ? cellsOf(line) : null
    if (!line.trim()) {
      open = null
    } else if (head && right && head.length === right.length) {
      const rows: Inline[][][] = []
      n++
      // A row past the caps ends the table; it and the lines after it stay as text.
      while (rows.length < MAX_TABLE_ROWS && n + 1 < lines.length && lines[n + 1]!.trim().startsWith('|')) {
        const cells = cellsOf(lines[n + 1]!)
        if (!cells) break
        n++
        rows.push(right.map((_, i) => parseInline(cells[i] ?? '')))
      }
      blocks.push({ kind: 'table', right, head: head.map((cell) => parseInline(cell)), rows })
      open = null
    } else if (mark) {
      const item = parseInline(line.slice(mark.at))
      if (open?.kind === mark.kind) open.items.push(item)
      else blocks.push((open = { kind: mark.kind, start: mark.number, items: [item] }))
    } else if (open?.kind === 'p') {
      open.lines.push(parseInline(line))
    } else {
      blocks.push((open = { kind: 'p', lines: [parseInline(line)] }))
    }
  }
  return blocks
}
