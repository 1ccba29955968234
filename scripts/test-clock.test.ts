import { describe, expect, it } from 'vitest'
import { label, matrix, parseArgs, parseAt, table } from './test-clock'
import { fakedEnv, fakeTimeSpec } from './test-clock/faketime'
import { playwrightOutcome, vitestOutcome } from './test-clock/outcomes'

describe('npm run test:clock', () => {
  it('runs 9 instants: 00:30, 06:59 and 23:59 in Kuala Lumpur on a Monday, a Sunday and the 1st', () => {
    expect(matrix().map(label)).toEqual([
      'Mon 2026-11-30 00:30 KL',
      'Mon 2026-11-30 06:59 KL',
      'Mon 2026-11-30 23:59 KL',
      'Sun 2026-11-29 00:30 KL',
      'Sun 2026-11-29 06:59 KL',
      'Sun 2026-11-29 23:59 KL',
      'Tue 2026-12-01 00:30 KL (1st)',
      'Tue 2026-12-01 06:59 KL (1st)',
      'Tue 2026-12-01 23:59 KL (1st)',
    ])
  })

  it("writes libfaketime's start in the processes' own zone: 00:30 in KL is 16:30 UTC the day before", () => {
    const at = parseAt('2026-11-30T00:30+08:00')
    expect(fakeTimeSpec(at, 'UTC')).toBe('@2026-11-29 16:30:00')
    expect(fakeTimeSpec(at, 'Asia/Kuala_Lumpur')).toBe('@2026-11-30 00:30:00')
    expect(fakeTimeSpec(parseAt('2026-12-01T00:00:05Z'), 'UTC')).toBe('@2026-12-01 00:00:05')
  })

  it('runs every process under libfaketime, the clock carried on by child processes', () => {
    const env = fakedEnv(parseAt('2026-11-29T23:59+08:00'), 'UTC', '/lib/libfaketime.so.1', { LD_PRELOAD: '/lib/other.so', PATH: '/bin' })
    expect(env).toMatchObject({ TZ: 'UTC', FAKETIME: '@2026-11-29 15:59:00', FAKETIME_DONT_RESET: '1', LD_PRELOAD: '/lib/libfaketime.so.1 /lib/other.so', PATH: '/bin' })
  })

  it('reads its arguments; an instant needs its offset, runner arguments need --only', () => {
    expect(parseArgs([])).toMatchObject({ suites: ['unit', 'e2e'], at: [], tz: 'UTC', build: true, extra: [] })
    expect(parseArgs(['--only', 'unit', '--at', '2026-11-30T06:59+08:00', '--tz', 'Asia/Kuala_Lumpur', '--', 'src/ui', '-t', 'cards'])).toEqual({
      suites: ['unit'],
      at: [Date.parse('2026-11-29T22:59:00Z')],
      tz: 'Asia/Kuala_Lumpur',
      build: true,
      verbose: false,
      extra: ['src/ui', '-t', 'cards'],
    })
    expect(parseArgs(['--only', 'e2e', '--no-build'])).toMatchObject({ suites: ['e2e'], build: false })
    expect(() => parseArgs(['--at', '2026-11-30T00:30'])).toThrow(/offset/)
    expect(() => parseArgs(['--only', 'all'])).toThrow(/unit or e2e/)
    expect(() => parseArgs(['--tz', 'Mars/Olympus'])).toThrow(RangeError)
    expect(() => parseArgs(['--', 'src/ui'])).toThrow(/--only/)
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown argument --fast/)
  })

  it("counts Vitest's and Playwright's JSON reports, naming each failed test", () => {
    const unit = vitestOutcome(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 0,
        success: false,
        testResults: [
          { name: `${process.cwd()}/src/a.test.ts`, status: 'failed', assertionResults: [{ fullName: 'cards show a change', status: 'failed' }, { fullName: 'b', status: 'passed' }] },
          { name: `${process.cwd()}/src/b.test.ts`, status: 'failed', message: 'Cannot find module\n  at x', assertionResults: [] },
        ],
      },
      12,
      1,
    )
    expect(unit).toEqual({ ok: false, passed: 3, failed: 1, skipped: 1, seconds: 12, failures: ['src/a.test.ts › cards show a change', 'src/b.test.ts: Cannot find module'] })

    const e2e = playwrightOutcome(
      {
        stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 },
        suites: [{ title: 'dashboard.spec.ts', file: 'dashboard.spec.ts', specs: [], suites: [{ title: 'the demo owner', specs: [{ title: 'sees the cards', ok: false, tests: [] }, { title: 'ok', ok: true, tests: [] }] }] }],
        errors: [],
      },
      30,
      1,
    )
    expect(e2e).toEqual({ ok: false, passed: 6, failed: 1, skipped: 0, seconds: 30, failures: ['dashboard.spec.ts › the demo owner › sees the cards'] })
  })

  it('prints one row per instant and one column per suite', () => {
    const ok = { ok: true, passed: 10, failed: 0, skipped: 0, seconds: 5, failures: [] }
    const lines = table([{ at: parseAt('2026-12-01T23:59+08:00'), outcomes: { unit: ok, e2e: { ...ok, ok: false, passed: 9, failed: 1 } } }], ['unit', 'e2e']).split('\n')
    expect(lines[0]).toMatch(/^combination\s+unit\s+e2e$/)
    expect(lines[2]).toBe('Tue 2026-12-01 23:59 KL (1st)  pass 10 passed, 0 failed (5 s)  FAIL 9 passed, 1 failed (5 s)')
  })
})
