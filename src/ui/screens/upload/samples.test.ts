import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SAMPLE_FILES } from './samples'

describe('the demo sample files', () => {
  it.each(SAMPLE_FILES.map((sample) => [sample.file]))('public/samples/%s is an exact copy of the fixture the tests upload', (file) => {
    expect(readFileSync(`public/samples/${file}`).equals(readFileSync(`mocks/fixtures/pos/${file}`))).toBe(true)
  })
})
