import { describe, expect, it } from 'vitest'
import { cjkSubsetsFor, drawable, FontBook, parseUnicodeRange } from './fonts'

describe('fonts by subset', () => {
  it('reads a unicode-range', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
    ])
  })

  it('needs no Chinese subset for English or Malay, and a few for a Chinese headline', () => {
    expect(cjkSubsetsFor(['Selamat Hari Raya Aidilfitri', 'DISKAUN 20% · Hanya RM5.90', 'Café — “best”'])).toEqual([])
    const subsets = cjkSubsetsFor(['新年快乐', '买一送一'])
    expect(subsets.length).toBeGreaterThan(0)
    expect(subsets.length).toBeLessThanOrEqual(8)
    expect(cjkSubsetsFor(['买一送一', '新年快乐'])).toEqual(subsets)
  })

  it('leaves out characters no font draws', () => {
    expect(drawable('Kopi 🔥 Peng தமிழ் 新年')).toBe('Kopi  Peng  新年')
    // Noto Sans SC has a plain cup among its symbols.
    expect(drawable('Kopi ☕')).toBe('Kopi ☕')
  })

  it('loads only the files the texts need, each once', async () => {
    const asked: string[] = []
    const book = new FontBook({
      layoutWasm: () => Promise.reject(new Error('unused')),
      resvgWasm: () => Promise.reject(new Error('unused')),
      fontFile: (name) => {
        asked.push(name)
        return Promise.resolve(new Uint8Array(10))
      },
    })
    const latin = await book.fontsFor(['Hello'])
    expect(latin.map((font) => `${font.name} ${font.weight}`)).toEqual(['Inter 400', 'Inter 700'])
    const chinese = await book.fontsFor(['新年快乐'])
    await book.fontsFor(['新年快乐'])
    const subsets = cjkSubsetsFor(['新年快乐'])
    expect(chinese.map((font) => font.name)).toEqual(['Inter', 'Inter', ...subsets.map((subset) => `Noto Sans SC ${subset}`)])
    expect(asked).toEqual(['inter-latin-400-normal.woff', 'inter-latin-700-normal.woff', ...subsets.map((subset) => `noto-sans-sc-${subset}-700-normal.woff`)])
    expect(book.loadedBytes).toBe(10 * asked.length)
  })
})
