import { describe, expect, it } from 'vitest'
import { countryOptions, ISO_COUNTRY_CODES, PRIORITY_COUNTRY_CODES } from './countries'

describe('country options', () => {
  it('lists all 249 ISO 3166-1 alpha-2 codes once each', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249)
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249)
    expect(ISO_COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true)
    expect(countryOptions().map((option) => option.code).sort()).toEqual([...ISO_COUNTRY_CODES].sort())
  })

  it('puts Malaysia first, then the neighbours, then the rest alphabetically by English name', () => {
    const options = countryOptions()
    expect(options.slice(0, 7).map((option) => option.code)).toEqual([...PRIORITY_COUNTRY_CODES])
    expect(options[0]).toEqual({ code: 'MY', name: 'Malaysia' })
    const rest = options.slice(7).map((option) => option.name)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare))
    expect(rest[0]).toBe('Afghanistan')
  })

  it('names every region in English, never by its bare code', () => {
    expect(countryOptions().every((option) => option.name !== option.code && option.name.length > 2)).toBe(true)
  })
})
