/** `npm run test:clock`'s reading of Vitest's and Playwright's JSON reports: what passed, what failed, by name. */
import { ROOT } from './root'

export interface Outcome {
  ok: boolean
  passed: number
  failed: number
  skipped: number
  seconds: number
  /** Failed tests (file › name), or why the run itself failed. */
  failures: string[]
}

export interface VitestJson {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  success: boolean
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string }> }>
}

export function vitestOutcome(report: VitestJson, seconds: number, exitCode: number | null): Outcome {
  const failures: string[] = []
  for (const file of report.testResults) {
    const name = file.name.startsWith(ROOT) ? file.name.slice(ROOT.length + 1) : file.name
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) failures.push(`${name} › ${test.fullName}`)
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${(file.message ?? 'failed').split('\n')[0]}`)
  }
  if (failures.length === 0 && (exitCode !== 0 || !report.success)) failures.push(`vitest exited with ${exitCode} and no failed test: an error outside the tests (see the log)`)
  return {
    ok: failures.length === 0,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    failures,
  }
}

interface PlaywrightSuite {
  title: string
  file?: string
  specs?: Array<{ title: string; ok: boolean; tests: Array<{ status: string }> }>
  suites?: PlaywrightSuite[]
}
export interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
  errors: Array<{ message?: string }>
}

export function playwrightOutcome(report: PlaywrightJson, seconds: number, exitCode: number | null): Outcome {
  const failures: string[] = []
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.file && suite.title === suite.file ? path : [...path, suite.title]
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${suite.file ?? ''} › ${[...here, spec.title].filter(Boolean).join(' › ')}`)
    }
    for (const child of suite.suites ?? []) walk({ ...child, file: child.file ?? suite.file }, here)
  }
  for (const suite of report.suites) walk(suite, [])
  for (const error of report.errors) failures.push(`error: ${(error.message ?? '').split('\n')[0]}`)
  const { expected, unexpected, flaky, skipped } = report.stats
  if (failures.length === 0 && (exitCode !== 0 || unexpected > 0)) failures.push(`playwright exited with ${exitCode} and no failed test: an error outside the tests (see the log)`)
  return { ok: failures.length === 0, passed: expected + flaky, failed: unexpected, skipped, seconds, failures }
}

export function crashed(why: string, seconds = 0): Outcome {
  return { ok: false, passed: 0, failed: 0, skipped: 0, seconds, failures: [why] }
}

export function cell(outcome: Outcome | undefined): string {
  if (!outcome) return '-'
  const counts = `${outcome.passed} passed, ${outcome.failed} failed${outcome.skipped ? `, ${outcome.skipped} skipped` : ''}`
  return `${outcome.ok ? 'pass' : 'FAIL'} ${counts} (${outcome.seconds} s)`
}
