/**
 * A test fails on any console.error or console.warn it did not announce (CONVENTIONS.md, Tests),
 * and console.info stays quiet. Shared by both Vitest setups; the check runs in the setup's own
 * afterEach, after its cleanup (which may itself log), through `checkConsole()`.
 */
import { beforeEach, vi } from 'vitest'

const consoleProblems: string[] = []
const allowedConsole: Array<{ level: 'error' | 'warn'; pattern: RegExp }> = []

/**
 * Lets this test write one kind of message a library writes by design (auth-js logs every network
 * failure with console.error). Anything else still fails the test.
 */
export function allowConsole(level: 'error' | 'warn', pattern: RegExp): void {
  allowedConsole.push({ level, pattern })
}

/** Spies on the console before every test of the file that calls it. */
export function guardConsole(): void {
  beforeEach(() => {
    consoleProblems.length = 0
    allowedConsole.length = 0
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const text = args.map(String).join(' ')
        if (allowedConsole.some((allowed) => allowed.level === level && allowed.pattern.test(text))) return
        consoleProblems.push(`console.${level}: ${text}`)
      })
    }
    // The reason a sign-in failed is logged on purpose (docs/product.md#sign-in-states); keep test
    // output quiet.
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })
}

/** Throws when the test wrote to the console (call last in afterEach). */
export function checkConsole(): void {
  if (consoleProblems.length > 0) {
    const problems = consoleProblems.splice(0)
    throw new Error(`The test wrote to the console:\n${problems.join('\n')}`)
  }
}
