import { describe, expect, it } from 'vitest'
import { measure, median, megabytesPerSecond, MIN_RUNS } from './measure'
import { formatTable } from './report'

describe('bench timing', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('warms up untimed, then times at least five runs', async () => {
    let calls = 0
    const timing = await measure(
      async () => {
        calls += 1
        await Promise.resolve()
      },
      { warmup: 1, runs: 2 },
    )
    expect(calls).toBe(1 + MIN_RUNS)
    expect(timing.samples).toHaveLength(MIN_RUNS)
    expect(timing.min).toBeLessThanOrEqual(timing.median)
    expect(timing.median).toBeLessThanOrEqual(timing.max)
  })

  it('counts MB as a million bytes', () => {
    expect(megabytesPerSecond(10_000_000, 500)).toBe(20)
  })
})

describe('bench tables', () => {
  it('aligns text left and numbers right under a rule', () => {
    const table = formatTable({ headers: ['step', 'ms'], rows: [['raw', '9.5'], ['ingest', '120.0']] })
    expect(table.split('\n')).toEqual(['step       ms', '------  -----', 'raw       9.5', 'ingest  120.0'])
  })
})
