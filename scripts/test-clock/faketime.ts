/**
 * `npm run test:clock`'s faked clock: libfaketime preloaded into every process the runners start,
 * the start instant written the way it reads it, and a probe that Node and Chromium really see it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ROOT } from './root'

const DEFAULT_LIB = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

/** libfaketime's absolute start, `@YYYY-MM-DD hh:mm:ss`, which it reads in the process's own TZ. */
export function fakeTimeSpec(at: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  )
  return `@${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

export function faketimeLibrary(): string {
  const lib = process.env.FAKETIME_LIB ?? DEFAULT_LIB
  if (!existsSync(lib)) {
    throw new Error(`libfaketime not found at ${lib}: install Debian's faketime package (apt-get install faketime), or set FAKETIME_LIB to the library's path.`)
  }
  return lib
}

export function fakedEnv(at: number, tz: string, lib: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    TZ: tz,
    LD_PRELOAD: [lib, base.LD_PRELOAD].filter(Boolean).join(' '),
    FAKETIME: fakeTimeSpec(at, tz),
    FAKETIME_DONT_RESET: '1',
    // Each run is a run from scratch, as on a fresh clone.
    CI: base.CI ?? 'true',
    NO_COLOR: '1',
  }
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

/**
 * Proof that the clock is faked where the tests run: Node's `Date.now()` (and, for the browser
 * tests, a page's in Chromium) within a minute of the start. Answers what went wrong, or null.
 */
export function probe(at: number, env: NodeJS.ProcessEnv, browser: boolean): string | null {
  const node = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(Date.now()))'], { env, encoding: 'utf8' })
  const nodeNow = Number(node.stdout)
  if (!(Math.abs(nodeNow - at) < 60_000)) return `probe: Node sees ${new Date(nodeNow).toISOString()}, not ${new Date(at).toISOString()}: libfaketime is not in effect`
  if (!browser) return null
  const script = `
    import { chromium } from '@playwright/test'
    const executablePath = ${JSON.stringify(chromiumPath() ?? null)}
    const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] })
    const page = await browser.newPage()
    process.stdout.write(String(await page.evaluate(() => Date.now())))
    await browser.close()`
  const chrome = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
  const pageNow = Number(chrome.stdout)
  if (!(Math.abs(pageNow - at) < 120_000)) {
    return `probe: Chromium sees ${Number.isNaN(pageNow) ? `nothing (${chrome.stderr.trim().split('\n')[0] ?? 'no output'})` : new Date(pageNow).toISOString()}, not ${new Date(at).toISOString()}`
  }
  return null
}
