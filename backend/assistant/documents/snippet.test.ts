import { describe, expect, it } from 'vitest'
import { questionTerms } from './search'
import { SNIPPET_CHARS, snippetOf } from './snippet'

const words = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(' ')

describe('snippetOf', () => {
  it('quotes a short passage whole, the question’s words in bold, runs of them bolded together', () => {
    const text = 'Nasi Lemak Set: RM 12.90. Nasi lemak with sambal.'
    expect(snippetOf(text, questionTerms('nasi lemak sambal')).text).toBe('**Nasi Lemak** Set: RM 12.90. **Nasi lemak** with **sambal**.')
  })

  it('matches accents and case as the index does, and bolds the text as written', () => {
    expect(snippetOf('Crème brûlée: RM 14.00', questionTerms('creme brulee')).text).toBe('**Crème brûlée**: RM 14.00')
  })

  it('centres on the part with the most of the question’s words, cut between words with …', () => {
    const text = `${words('alpha', 80)} Sugar, white, 1 kg: RM 3.20. ${words('mid', 80)} Sugar and santan prices go up in December. ${words('omega', 80)}`
    const snippet = snippetOf(text, questionTerms('sugar santan'))
    expect(snippet.text).toContain('**Sugar** and **santan** prices go up in December.')
    expect(snippet.text.startsWith('…mid')).toBe(true)
    expect(snippet.text.endsWith('…')).toBe(true)
    expect(snippet.end - snippet.start).toBeLessThanOrEqual(SNIPPET_CHARS)
    // Cut at word boundaries: the quote starts and ends with whole words of the text.
    const quoted = text.slice(snippet.start, snippet.end)
    expect(text.charAt(snippet.start - 1)).toBe(' ')
    expect([' ', '']).toContain(text.charAt(snippet.end))
    expect(quoted).toMatch(/^\S.*\S$/)
  })

  it('keeps a match at the window’s edge whole', () => {
    const middle = 'gula pasir and then santan'
    const text = `${words('a', 100)} ${middle}, ${words('b', 100)}`
    // The window is exactly the matches' span, ending on "santan" right before its comma.
    const snippet = snippetOf(text, questionTerms('gula santan'), middle.length)
    expect(snippet.text).toBe('…**gula** pasir and then **santan**…')
  })

  it('quotes the start of the text when no word matches', () => {
    const text = words('w', 200)
    const snippet = snippetOf(text, questionTerms('sugar'))
    expect(snippet.start).toBe(0)
    expect(snippet.text.startsWith('w0 w1 ')).toBe(true)
    expect(snippet.text.endsWith('…')).toBe(true)
    expect(snippet.text).not.toContain('**')
  })

  it('escapes the text between matches, a list marker only where the passage starts a line', () => {
    const query = questionTerms('mop')
    expect(snippetOf('- Mop the floor', query).text).toBe('\\- **Mop** the floor')
    expect(snippetOf('Then **mop** - 2. dry [it](x)', query).text).toBe('Then \\*\\***mop**\\*\\* - 2. dry \\[it\\]\\(x\\)')
  })
})
