import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { CATALOGUE_OPTIONS } from './src/i18n/compile.js'

const LIVE_ENV = ['VITE_API_BASE', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const

/**
 * Vitest's `backend` project: tests of plain functions and of their own databases, in Node with a
 * light setup (tests/setup/node.setup.ts). Everything else (screens, machines, the API client, the
 * fake backend over msw) is the `app` project: jsdom and the shared fake backend, reset before each test.
 */
const BACKEND_DIRS = ['kernel', 'backend', 'server', 'scripts', 'mocks/fixtures', 'mocks/db']
const BACKEND_TESTS = BACKEND_DIRS.map((dir) => `${dir}/**/*.test.ts`)
const APP_DIRS = ['src', 'mocks', 'tests/model', 'tests/contract', 'tests/setup']
const APP_TESTS = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/{model,contract,setup}/**/*.test.{ts,tsx}']

/**
 * The test files under `dirs` that replace a module (`vi.mock`). A project that shares one process
 * between its files (`isolate: false`) shares their modules too, so such a file runs isolated, in a
 * fresh process, in a project of its own (`backend:isolated`, `app:isolated`). Found by reading the
 * files, so a new one needs no list.
 */
function moduleMockingTests(dirs: string[], besides: string[] = []): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => `${dir}/${name}`)
      .filter((path) => !besides.some((other) => path.startsWith(`${other}/`)))
      .filter((path) => /\.test\.tsx?$/.test(path) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8'))),
  )
}

/** The project of the files `moduleMockingTests` found, when there are any: each file in a fresh process. */
function isolatedProject(name: string, environment: 'node' | 'jsdom', setupFile: string, include: string[]): TestProjectInlineConfiguration[] {
  return include.length > 0 ? [{ extends: true, test: { name, environment, setupFiles: [setupFile], include } }] : []
}

/** The contract tests on one host over HTTP, its server on `port` (tests/utils/contract-host.ts). */
function contractProject(name: string, host: string, port: number, exclude: string[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: `http://127.0.0.1:${port}` } },
      env: { SELERA_CONTRACT_HOST: host },
      setupFiles: ['tests/setup/vitest.setup.ts'],
      include: ['tests/contract/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/.git/**', ...exclude],
      isolate: false,
      maxWorkers: 1,
      sequence: { groupOrder: 1 },
    },
  }
}

/** A live build without its backend settings would ship an app that cannot reach anything. */
function assertLiveEnv(env: Record<string, string>): void {
  const problems = LIVE_ENV.flatMap((name) => {
    const value = env[name]?.trim()
    if (!value) return [`${name} is not set`]
    // A URL, or a path on the origin the app is served from (`npm run server` serves all three).
    if (name !== 'VITE_SUPABASE_ANON_KEY' && !value.startsWith('/') && !URL.canParse(value)) return [`${name} is not a URL or a path: ${value}`]
    return []
  })
  if (problems.length > 0) {
    throw new Error(
      `build:live needs the real backend's settings:\n  - ${problems.join('\n  - ')}\n` +
        'Set them in the environment or in .env.live.local, e.g.\n' +
        '  VITE_API_BASE=https://api.example.my VITE_SUPABASE_URL=https://xyz.supabase.co VITE_SUPABASE_ANON_KEY=... npm run build:live',
    )
  }
}

/** The live product ships no fake backend: not the service worker, not the demo's sample exports. */
function dropDemoFiles(outDir: string): Plugin {
  return {
    name: 'selera:drop-demo-files',
    apply: 'build',
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
      rmSync(resolve(outDir, 'samples'), { force: true, recursive: true })
    },
  }
}

export default defineConfig(({ mode }) => {
  const live = mode === 'live'
  const outDir = process.env.SELERA_OUT_DIR ?? (live ? 'dist-live' : 'dist')
  if (live) assertLiveEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  const isolated = process.env.VITEST
    ? { backend: moduleMockingTests(BACKEND_DIRS), app: moduleMockingTests(APP_DIRS, BACKEND_DIRS) }
    : { backend: [], app: [] }
  // jsPDF (the demo backend's weekly report) loads these only for html() and SVG, which we never call.
  const jspdfUnused = resolve(import.meta.dirname, 'backend/report/jspdf-unused-plugins.ts')
  return {
    plugins: [
      react(),
      // Compiles the message catalogue into src/i18n/paraglide/ when its sources change (the options of
      // `npm run messages`; docs/decisions/013-message-catalogue.md). Not under Vitest:
      // tests read what `npm install` or the last dev or build run compiled, and never write into src/
      // (src/i18n/catalogue.test.ts fails, naming `npm run messages`, when that is behind messages/).
      process.env.VITEST ? null : paraglideVitePlugin(CATALOGUE_OPTIONS),
      live ? dropDemoFiles(outDir) : null,
    ],
    resolve: { alias: { html2canvas: jspdfUnused, canvg: jspdfUnused, dompurify: jspdfUnused } },
    build: { outDir, emptyOutDir: true, sourcemap: false, target: 'es2022' },
    // The demo's ingest worker as an ES module: a 60 kB worker whose PDF, Word and Excel readers load
    // only when such a file arrives (an IIFE worker would inline all of them, 2.1 MB).
    worker: { format: 'es' },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
    test: {
      // supabase-js builds a realtime client that wants a global WebSocket, which Node 20 has only behind this flag.
      execArgv: ['--experimental-websocket'],
      restoreMocks: true,
      testTimeout: 20_000,
      // On CI a JSON report too, for the slowest files .ci/run prints (scripts/slowest-tests.ts).
      reporters: process.env.CI ? ['default', ['json', { outputFile: '.reports/vitest.json' }]] : ['default'],
      // One worker per core. Vitest's default leaves a core to its main process, which here idles: on
      // the 2-core CI machine that was one worker, 631 s for the suite; two workers take 372 s.
      maxWorkers: availableParallelism(),
      // An isolated file runs in a fresh process (Vitest's default), so its environment and setup are paid
      // per file (over a second each): the domain's own tests skip jsdom and the shared fake backend,
      // which they never use, and only the files that replace a module run isolated.
      projects: [
        {
          extends: true,
          test: {
            name: 'backend',
            environment: 'node',
            setupFiles: ['tests/setup/node.setup.ts'],
            include: BACKEND_TESTS,
            exclude: ['**/node_modules/**', '**/.git/**', ...isolated.backend],
            // One process per worker for all of them (half the time): they keep no state between files
            // but caches keyed by what they cache, and the setup puts back the clock, fetch and timers.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['tests/setup/vitest.setup.ts'],
            include: APP_TESTS,
            exclude: ['**/node_modules/**', '**/.git/**', ...BACKEND_TESTS, ...isolated.app],
            // One process per worker for all of them too (342 s for this project isolated, 164 s not, on
            // 2 cores). Each file starts on the page, language and data the first found, and the setup
            // puts back after each test what a test may change (tests/setup/vitest.setup.ts).
            isolate: false,
          },
        },
        // The contract tests again, over real HTTP (tests/utils/contract-host.ts): on the demo's HTTP mock
        // server, and on Selera's server on PGlite and (when .ci/run or a developer names one in
        // SELERA_TEST_DATABASE_URL) on Postgres. Each host is started by the setup in the worker, on the
        // page's origin and port. One worker each, since a host has one port; after the other projects
        // (a project with its own maxWorkers runs in a group of its own).
        contractProject('contract:http', 'http', 8801, isolated.app),
        contractProject('contract:server', 'server', 8802, isolated.app),
        ...(process.env.SELERA_TEST_DATABASE_URL ? [contractProject('contract:postgres', 'server:postgres', 8803, isolated.app)] : []),
        ...isolatedProject('backend:isolated', 'node', 'tests/setup/node.setup.ts', isolated.backend),
        ...isolatedProject('app:isolated', 'jsdom', 'tests/setup/vitest.setup.ts', isolated.app),
      ],
    },
  }
})
