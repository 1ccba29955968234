import notoRanges from '@fontsource/noto-sans-sc/unicode.json'
import { describe, expect, it } from 'vitest'
import { FONT_URLS } from './browser-runtime'

describe("the composer worker's fonts", () => {
  it('has a URL for Inter and for every Noto Sans SC subset the composer may ask for, and no more', () => {
    const subsets = Object.keys(notoRanges).filter((key) => /^\[\d+\]$/.test(key)).map((key) => key.slice(1, -1))
    expect(subsets.length).toBeGreaterThan(50)
    expect([...FONT_URLS.keys()].sort()).toEqual(
      ['inter-latin-400-normal.woff', 'inter-latin-700-normal.woff', ...subsets.map((subset) => `noto-sans-sc-${subset}-700-normal.woff`)].sort(),
    )
  })
})
