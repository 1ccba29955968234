/**
 * What the browser benches share (bench:first-paint, bench:first-sign-in): their arguments
 * (`--runs N`, `--no-build`), a build of the app into a temp folder (never dist/, which a parallel
 * `npm run test:e2e` may be serving), a static host for it on a free loopback port, Debian's
 * Chromium (CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own), and a deadline.
 * bench:browser and the composer's browser bench (images-browser.ts) take `vite preview` of a
 * build instead of the static host, and the same Chromium.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import type { Browser } from '@playwright/test'

export const ROOT = resolve(import.meta.dirname, '../..')
/** A whole bench run stops by itself after this, whatever hangs. */
const RUN_DEADLINE_MS = 20 * 60_000

export interface Options {
  runs: number
  build: boolean
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = { runs: 7, build: true }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--runs') {
      const runs = Number(argv[i + 1])
      if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs wants a whole number from 1 to 50, not ${argv[i + 1]}`)
      options.runs = runs
      i += 1
    } else throw new Error(`Unknown argument ${arg}. Use --runs N and/or --no-build.`)
  }
  return options
}

/** Runs a bench's `main`, stopping the process when it is still running after the deadline; a failure sets the exit code. */
export function runBench(name: string, main: () => Promise<void>): void {
  const deadline = setTimeout(() => {
    console.error(`${name}: still running after ${RUN_DEADLINE_MS / 60_000} min, stopping`)
    process.exit(1)
  }, RUN_DEADLINE_MS)
  deadline.unref()
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
}

/** Builds the demo (`live`: the live product, with placeholder backend settings) into `outDir`. */
export async function buildApp(outDir: string, live: boolean): Promise<void> {
  const { build } = await import('vite')
  // vite.config.ts reads the live settings from the environment and the output folder from SELERA_OUT_DIR.
  if (live) {
    Object.assign(process.env, {
      VITE_API_BASE: 'https://api.example.invalid',
      VITE_SUPABASE_URL: 'https://auth.example.invalid',
      VITE_SUPABASE_ANON_KEY: 'placeholder',
    })
  }
  process.env.SELERA_OUT_DIR = outDir
  try {
    await build({ root: ROOT, mode: live ? 'live' : 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    delete process.env.SELERA_OUT_DIR
  }
}

/** A static host with SPA fallback on a free loopback port: a file if there is one, else index.html. */
export async function serve(dir: string): Promise<{ origin: string; server: Server }> {
  const index = readFileSync(join(dir, 'index.html'))
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const file = resolve(dir, `.${path}`)
    const inside = file.startsWith(dir + sep)
    if (inside && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
      response.end(readFileSync(file))
      return
    }
    if (extname(path)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' }).end(index)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (await fetch(url).then((response) => response.ok, () => false)) return
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * `vite preview` of the build in `outDir` on loopback `port`, once it answers; `stop` ends it.
 * Vite itself, not through npx: killing npx would leave the server it started running.
 */
export async function previewBuild(outDir: string, port: number): Promise<{ origin: string; stop: () => void }> {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
  const preview = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForServer(origin)
  } catch (error) {
    preview.kill()
    throw error
  }
  return { origin, stop: () => preview.kill() }
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test')
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}
