import { describe, expect, it } from 'vitest'
import { parseArgs } from './browser-bench'

describe('the browser benches’ arguments', () => {
  it('reads --runs and --no-build, and refuses anything else', () => {
    expect(parseArgs([])).toEqual({ runs: 7, build: true })
    expect(parseArgs(['--runs', '3', '--no-build'])).toEqual({ runs: 3, build: false })
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseArgs(['--runs'])).toThrow(/--runs/)
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown argument --fast/)
  })
})
