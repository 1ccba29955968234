/**
 * Text for the PDF's standard fonts (Helvetica, WinAnsiEncoding): Latin-1 plus 27 typographic
 * characters (– — ‘ ’ “ ” • … € ™ Œ Š …). Anything else would come out as garbage or `?`, so it is
 * turned into something readable before it is drawn, one character at a time:
 * 1. what the font has stays (Café, Teh Tarik – kurang manis, RM 12.50 · €);
 * 2. a compatibility form the font has replaces it (full-width ＡＢＣ → ABC, ﬁ → fi);
 * 3. a letter whose accent the font lacks keeps its base letter (Şişli → Sisli, ő → o);
 * 4. a few common symbols get an ASCII spelling (− → -, → → ->, ≤ → <=);
 * 5. otherwise it is lost: emoji and other symbols (☕🔥) are dropped as decoration, and a run of
 *    letters in a script the font cannot draw (卤肉饭, தமிழ்) is dropped from a label or, in running
 *    text, marked `[…]` so a sentence does not silently lose its subject.
 * The caller decides what a label that lost everything becomes (an item's rank, "Item #3").
 */

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'
const DRAWABLE = new Set<number>()
for (let code = 0x20; code <= 0x7e; code++) DRAWABLE.add(code)
for (let code = 0xa0; code <= 0xff; code++) DRAWABLE.add(code)
for (const char of WIN_ANSI_EXTRA) DRAWABLE.add(char.codePointAt(0)!)

const SPELLED: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '→': '->',
  '←': '<-',
  '↑': 'up',
  '↓': 'down',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '′': "'",
  '″': '"',
  '⁄': '/',
  '∕': '/',
  // Latin letters with a stroke do not decompose into letter + accent.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
}

/** What marks a run of letters the font cannot draw, in running text. */
export const LOST_TEXT = '[…]'

export function isDrawable(text: string): boolean {
  for (const char of text) if (!DRAWABLE.has(char.codePointAt(0)!)) return false
  return true
}

type Piece = { kind: 'text'; value: string } | { kind: 'letters' | 'symbol' | 'attached' }

function pieceOf(char: string): Piece {
  const code = char.codePointAt(0)!
  if (DRAWABLE.has(code)) return { kind: 'text', value: char }
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /\s/u.test(char)) return { kind: 'text', value: ' ' }
  const spelled = SPELLED[char]
  if (spelled !== undefined) return { kind: 'text', value: spelled }
  // Marks and format characters (a Tamil vowel sign, an emoji's variation selector or ZWJ) belong
  // to what they follow.
  if (/[\p{M}\p{Cf}]/u.test(char)) return { kind: 'attached' }
  const compatible = char.normalize('NFKC')
  if (compatible !== char && isDrawable(compatible)) return { kind: 'text', value: compatible }
  const base = char.normalize('NFD').replace(/\p{M}+/gu, '')
  if (base !== '' && base !== char && isDrawable(base)) return { kind: 'text', value: base }
  return /[\p{L}\p{N}]/u.test(char) ? { kind: 'letters' } : { kind: 'symbol' }
}

export interface Drawable {
  text: string
  /** Something could not be drawn and was dropped or marked. */
  lost: boolean
}

/**
 * `text` in characters the font can draw. `mode: 'label'` drops what it cannot draw (a table cell,
 * a title); `'prose'` marks each lost run of letters with `[…]`. Spaces are collapsed and trimmed.
 */
export function toDrawable(text: string, mode: 'label' | 'prose' = 'prose'): Drawable {
  let out = ''
  let lost = false
  let inLostLetters = false
  // Code points, not UTF-16 units: an emoji is one piece, never two broken halves.
  for (const char of text.normalize('NFC')) {
    const piece = pieceOf(char)
    if (piece.kind === 'text') {
      out += piece.value
      if (piece.value.trim() !== '') inLostLetters = false
      continue
    }
    lost = true
    if (piece.kind === 'letters' && !inLostLetters) {
      if (mode === 'prose') out += LOST_TEXT
      inLostLetters = true
    }
  }
  // `[…] […]` from two lost words is one gap; brackets around nothing but a space merge too.
  const escaped = LOST_TEXT.replace(/[[\]]/g, '\\$&')
  const cleaned = out
    .replace(new RegExp(`${escaped}(\\s*${escaped})+`, 'g'), LOST_TEXT)
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s+/g, ' ')
    .trim()
  return { text: cleaned, lost }
}

/** Whether a label still says something: a letter or a digit survived. */
export function isReadable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text)
}

/** A label for a table or title: what the font can draw, or `fallback` when nothing readable is left. */
export function drawableLabel(text: string, fallback: string): Drawable & { fallback: boolean } {
  const drawn = toDrawable(text, 'label')
  return isReadable(drawn.text) ? { ...drawn, fallback: false } : { text: fallback, lost: true, fallback: true }
}
