import { describe, expect, it } from 'vitest'
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, MAX_TEXT, parseInline, parseRichText } from './parse-rich-text'

describe('parseRichText: the blocks', () => {
  it('splits paragraphs at a blank line and keeps single newlines as line breaks', () => {
    expect(parseRichText('one\ntwo\n\n\nthree')).toEqual([
      { kind: 'p', lines: [['one'], ['two']] },
      { kind: 'p', lines: [['three']] },
    ])
  })

  it('reads bullets and numbered lists, the first number starting the list', () => {
    expect(parseRichText('- a\n- **b**\n3. c\n4. d\nafter')).toEqual([
      { kind: 'ul', start: 1, items: [['a'], [{ bold: ['b'] }]] },
      { kind: 'ol', start: 3, items: [['c'], ['d']] },
      { kind: 'p', lines: [['after']] },
    ])
  })

  it('reads a pipe table with its rule, right-aligning `---:` columns and padding short rows', () => {
    expect(parseRichText('| Item | Sold |\n| --- | ---: |\n| Kopi | 12 |\n| Teh |')).toEqual([
      { kind: 'table', right: [false, true], head: [['Item'], ['Sold']], rows: [[['Kopi'], ['12']], [['Teh'], []]] },
    ])
  })

  it('is no table without a rule row of as many columns', () => {
    expect(parseRichText('| a | b |\n| --- |\n| 1 | 2 |')[0]!.kind).toBe('p')
    expect(parseRichText('| a | b |\n| -- | -- |')[0]!.kind).toBe('p')
  })

  it('stops a table at the row cap; the rest stays text', () => {
    const rows = Array.from({ length: MAX_TABLE_ROWS + 5 }, (_, i) => `| ${i} |`)
    const blocks = parseRichText(['| n |', '| ---: |', ...rows].join('\n'))
    expect(blocks[0]).toMatchObject({ kind: 'table' })
    expect(blocks[0]!.kind === 'table' && blocks[0]!.rows.length).toBe(MAX_TABLE_ROWS)
    expect(blocks[1]).toEqual({ kind: 'p', lines: rows.slice(MAX_TABLE_ROWS).map((row) => [row]) })
  })

  it('takes no table wider than the column cap', () => {
    const wide = Array.from({ length: MAX_TABLE_COLUMNS + 1 }, () => 'x')
    const text = `| ${wide.join(' | ')} |\n| ${wide.map(() => '---').join(' | ')} |`
    expect(parseRichText(text).map((block) => block.kind)).toEqual(['p'])
  })

  it('cuts a text past the cap, ending it with an ellipsis', () => {
    const [block] = parseRichText('a'.repeat(MAX_TEXT + 10))
    expect(block).toEqual({ kind: 'p', lines: [[`${'a'.repeat(MAX_TEXT - 1)}…`]] })
    // An emoji across the cut goes whole, not half.
    const [emoji] = parseRichText(`${'a'.repeat(MAX_TEXT - 2)}😀😀`)
    expect(emoji).toEqual({ kind: 'p', lines: [[`${'a'.repeat(MAX_TEXT - 2)}…`]] })
  })
})

describe('parseInline: bold, links and escapes', () => {
  it('reads bold, and leaves an unclosed or empty mark as written', () => {
    expect(parseInline('a **b** c')).toEqual(['a ', { bold: ['b'] }, ' c'])
    expect(parseInline('a **b')).toEqual(['a **b'])
    expect(parseInline('****')).toEqual(['****'])
  })

  it('links http and https addresses only, with the link text read for bold', () => {
    expect(parseInline('[**Menu**](https://x.my/a?b=1)')).toEqual([{ href: 'https://x.my/a?b=1', text: [{ bold: ['Menu'] }] }])
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative', 'https://']) {
      expect(parseInline(`[x](${href})`)).toEqual([`[x](${href})`])
    }
    // A space before the address: no link of the brackets, only the bare address is one.
    expect(parseInline('[x]( https://x.my)')).toEqual(['[x]( ', { href: 'https://x.my', text: ['https://x.my'] }, ')'])
  })

  it('links a bare address without the punctuation that ends the sentence', () => {
    expect(parseInline('See https://selera.my/help.')).toEqual(['See ', { href: 'https://selera.my/help', text: ['https://selera.my/help'] }, '.'])
    expect(parseInline('(http://a.my/x)')).toEqual(['(', { href: 'http://a.my/x', text: ['http://a.my/x'] }, ')'])
    expect(parseInline('xhttp://a.my')).toEqual(['xhttp://a.my'])
  })

  it('writes an escaped character as itself, and any other backslash as written', () => {
    expect(parseInline('\\*\\*a\\*\\* \\[b\\]\\(c\\) \\| \\n')).toEqual(['**a** [b](c) | \\n'])
    // An escaped bracket after an address is the sentence's, not the link's.
    expect(parseInline('\\(https://x.my/a\\_b\\)')).toEqual(['(', { href: 'https://x.my/a_b', text: ['https://x.my/a_b'] }, ')'])
  })
})
