/**
 * The light formatting the assistant writes, and the only formatting the chat screen draws
 * (src/ui/components/rich-text/): a small subset of Markdown, drawn as React elements from a parsed
 * tree, never as HTML.
 *
 * - Paragraphs: blocks separated by a blank line; a single newline is a line break.
 * - Lists: lines starting `- ` (bullets) or `1. ` (numbered).
 * - `**bold**` inside a line.
 * - Tables: a header row `| a | b |`, a rule `| --- | ---: |` (`---:` right-aligns), then rows.
 * - Links: `[text](https://…)` and bare `http(s)://` addresses; any other scheme stays text.
 * - A backslash before any of `\ * [ ] ( ) | _ # . -` writes that character as itself.
 *
 * Anything else (HTML, images, headings, code) is shown as the text it is.
 */

/** Characters that start or end formatting inside a line. */
const INLINE_SPECIAL = /[\\*[\]()|_#]/g

/**
 * Text from outside the assistant (an item name, an outlet, a document passage) placed in an answer
 * so that it reads exactly as given: every formatting character escaped, newlines made spaces.
 */
export function plain(text: string): string {
  const flat = text.replace(/\s*[\r\n]+\s*/g, ' ')
  const escaped = flat.replace(INLINE_SPECIAL, (char) => `\\${char}`)
  // A line starting '- ' or '1. ' would become a list item when the text starts a line.
  return escaped.replace(/^(\s*)-(\s)/, '$1\\-$2').replace(/^(\s*)(\d+)\.(\s)/, '$1$2\\.$3')
}

/** `**text**`, the text escaped. */
export function bold(text: string): string {
  return `**${plain(text)}**`
}

/** A pipe table: the header, then the rows; `right` marks the columns to right-align (numbers). */
export function table(header: readonly string[], rows: readonly (readonly string[])[], right: readonly boolean[] = []): string {
  const line = (cells: readonly string[]) => `| ${cells.map(plain).join(' | ')} |`
  const rule = `| ${header.map((_cell, index) => (right[index] ? '---:' : '---')).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

/** A bulleted list, each item already formatted (escape outside text with `plain`). */
export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n')
}
