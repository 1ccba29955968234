import { describe, expect, it } from 'vitest'
import { browserSummary, vitestSummary, type PlaywrightJson, type VitestJson } from './slowest-tests'

describe('slowest-tests', () => {
  it('lists the slowest browser test runs first, retries and failures named, with the totals', () => {
    const spec = (title: string, line: number, results: { duration: number; status: string; retry?: number }[]) => ({ title, file: 'a.spec.ts', line, tests: [{ results }] })
    const report: PlaywrightJson = {
      stats: { duration: 65_000, expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'a.spec.ts',
          specs: [spec('quick', 3, [{ duration: 1_000, status: 'passed' }])],
          suites: [{ title: 'uploads', specs: [spec('slow', 9, [{ duration: 30_000, status: 'timedOut' }, { duration: 12_500, status: 'passed', retry: 1 }])] }],
        },
      ],
    }
    expect(browserSummary(report)).toEqual([
      'browser tests: 2 passed, 0 failed, 1 flaky, 0 skipped in 65.0 s (43.5 s summed over the runs); the 10 slowest runs:',
      '    30.0 s  TIMEDOUT a.spec.ts:9 › uploads › slow',
      '    12.5 s  a.spec.ts:9 › uploads › slow (retry 1)',
      '     1.0 s  a.spec.ts:3 › quick',
    ])
  })

  it('lists the slowest Vitest files with their test counts, and the whole run’s time', () => {
    const file = (name: string, startTime: number, endTime: number, tests: number) => ({ name: `/repo/${name}`, startTime, endTime, assertionResults: Array.from({ length: tests }) })
    const report: VitestJson = { startTime: 0, numTotalTests: 5, numFailedTests: 0, testResults: [file('a.test.ts', 100, 2_100, 2), file('b.test.ts', 200, 90_300, 3)] }
    expect(vitestSummary(report, '/repo')).toEqual([
      'Vitest: 5 tests (0 failed) in 2 files in 90.3 s; the 10 slowest files:',
      '    90.1 s  b.test.ts (3 tests)',
      '     2.0 s  a.test.ts (2 tests)',
    ])
  })
})
