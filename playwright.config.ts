import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests run the production demo build (`vite preview` of `npm run build`), as a salesperson
 * would host it; the `server` project runs Selera's server with its live build (`npm run
 * build:server`). Chromium comes from CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download (`npx playwright install chromium` on a normal machine).
 */
function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return fromEnv
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

const executablePath = chromiumPath()
/** A port nobody listens on now, from the system (listening on port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The preview's port: SELERA_E2E_PORT when set (`npm run test:clock` serves its own build there),
 * else a free one, so that two runs in two folders (a second `.ci/run` beside the first) never meet
 * on one port. Chosen once: the workers load this file again and inherit the variable.
 */
process.env.SELERA_E2E_PORT ??= String(await freePort())
const PORT = Number(process.env.SELERA_E2E_PORT)
// The ports of the server journeys (tests/e2e/server/): one per database, kept across its restarts.
if (!process.env.SELERA_E2E_SERVER_PORTS) {
  const ports = new Set<number>()
  while (ports.size < 2) ports.add(await freePort())
  process.env.SELERA_E2E_SERVER_PORTS = [...ports].join(',')
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A failure on CI runs once more, recorded (trace below), and still fails the run: a test that
  // passes only the second time is flaky, and flaky is a failure here.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // Two workers on CI too (half of 2 cores is Playwright's default elsewhere). Measured earlier on a
  // smaller suite: alone, 290 s with one worker and 235 s with two; beside a second run, both
  // 8.3–8.5 min, the slowest test with two at 26.7 s. So on CI a test has 60 s and an expectation
  // 15 s: the tests wait on the app's readiness, and these bounds only keep a starved machine green.
  workers: process.env.CI ? 2 : undefined,
  // On CI a JSON report too, for the slowest tests .ci/run prints (scripts/slowest-tests.ts).
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/e2e.json' }]] : [['list']],
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_500 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The demo build answers after 50–150 ms to feel like a network; tests want none (a test that
    // needs a slow answer sets `selera:chaos` with `delayMs` for its endpoint).
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: [{ name: 'selera:latency', value: '{"min":0,"max":0}' }] }],
    },
    // Recording a trace for every test slowed every test; only a retried failure is recorded.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'server/**', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Selera's server with its live build (tests/utils/e2e-server.ts), started and stopped by the tests themselves.
    { name: 'server', testDir: 'tests/e2e/server', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, storageState: undefined } },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    // Never reuse a server that may be serving an older build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
