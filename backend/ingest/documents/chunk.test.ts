import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chunkText, normaliseDocumentText } from './chunk'

const sentence = (i: number) => `Sentence number ${String(i).padStart(3, '0')} talks about kopi and kaya toast.`

describe('chunkText', () => {
  it('has no chunks for empty or blank text', () => {
    expect(chunkText('')).toEqual([])
    expect(chunkText(' \n\n \t ')).toEqual([])
  })

  it('keeps a short text whole', () => {
    expect(chunkText('Opening hours: 7 am to 6 pm.\r\n\r\nClosed on Hari Raya.')).toEqual(['Opening hours: 7 am to 6 pm.\n\nClosed on Hari Raya.'])
  })

  it('breaks between paragraphs, and starts each next chunk with the end of the previous one', () => {
    const paragraphs = Array.from({ length: 6 }, (_, p) => Array.from({ length: 5 }, (_, s) => sentence(p * 5 + s)).join(' '))
    const chunks = chunkText(paragraphs.join('\n\n'))
    expect(chunks.length).toBeGreaterThan(1)
    for (const [i, chunk] of chunks.entries()) {
      expect(chunk.length).toBeLessThanOrEqual(1000)
      if (i === 0) continue
      const previous = chunks[i - 1] ?? ''
      const [overlap, fresh] = chunk.split('\n\n', 2) as [string, string]
      // The overlap is a whole sentence from the end of the previous chunk, at most ~100 characters.
      expect(previous.endsWith(overlap)).toBe(true)
      expect(overlap.length).toBeLessThanOrEqual(100)
      expect(overlap).toMatch(/^Sentence number \d{3} talks about kopi and kaya toast\.$/)
      // What follows the overlap is a whole paragraph start.
      expect(paragraphs.some((paragraph) => paragraph.startsWith(fresh.slice(0, 40)))).toBe(true)
    }
  })

  it('splits a paragraph longer than a chunk between sentences', () => {
    const long = Array.from({ length: 40 }, (_, i) => sentence(i)).join(' ')
    const chunks = chunkText(long)
    expect(chunks.length).toBe(3)
    for (const chunk of chunks) {
      expect(chunk).toMatch(/^Sentence number \d{3}/)
      expect(chunk).toMatch(/toast\.$/)
    }
  })

  it('cuts a text with no spaces at all into slices, still overlapping', () => {
    const chunks = chunkText('x'.repeat(2500), { size: 1000, overlap: 100 })
    expect(chunks.every((chunk) => chunk.length <= 1000)).toBe(true)
    expect(chunks.join('').replace(/\s/g, '').length).toBeGreaterThanOrEqual(2500)
  })

  it('property: every chunk fits, and every word of the text appears, in order, in the chunks', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9.,!?]{1,30}$/)
    const paragraph = fc.array(word, { minLength: 1, maxLength: 120 }).map((words) => words.join(' '))
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 12 }), fc.integer({ min: 200, max: 1500 }), (paragraphs, size) => {
        const text = paragraphs.join('\n\n')
        const chunks = chunkText(text, { size, overlap: Math.floor(size / 10) })
        expect(chunks.every((chunk) => chunk.length <= size)).toBe(true)
        // Drop each chunk's overlap (a suffix of the chunk before it) and the words come back in order.
        const words = normaliseDocumentText(text).split(/\s+/)
        const covered = chunks.join(' ').split(/\s+/)
        let at = 0
        for (const w of covered) if (w === words[at]) at++
        expect(at).toBe(words.length)
      }),
      { numRuns: 200 },
    )
  })
})
