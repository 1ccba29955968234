/**
 * The composer in the demo build's own worker, in Chromium: for each size a new worker (cold: its
 * wasm and fonts fetched and compiled, the brand art sized), then warm compositions in it. Times
 * are taken on the page, from posting the request to holding the PNG, beside the worker's own
 * `generation_time_ms`; long tasks on the page's main thread are watched meanwhile
 * (PerformanceObserver 'longtask'). The PNG's SHA-256 is compared with Node's by the caller.
 *
 *   SELERA_OUT_DIR=/tmp/build npx vite build && npx tsx scripts/bench/images-browser.ts /tmp/build
 *
 * Needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and a free port 4182.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ComposeInput } from '../../backend/images/types'
import { launchChromium, previewBuild } from './browser-bench'
import { benchInput, IMAGE_SIZES } from './images-input'

const PORT = 4182

export interface BrowserSizeResult {
  width: number
  height: number
  /** Page-measured, request to PNG. */
  cold: number
  warm: number[]
  /** The worker's own `generation_time_ms` for the warm runs. */
  workerWarm: number[]
  sha256: string
}

export interface BrowserResult {
  worker: string
  sizes: BrowserSizeResult[]
  longTasks: number[]
}

/** The composer worker's file in a build: the URL the worker-backed composer's chunk starts it from. */
export function composerWorkerFile(outDir: string): string {
  const assets = join(outDir, 'assets')
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const match = /new URL\(`(\/assets\/[^`]+\.js)`[^)]*\),\{type:`module`,name:`selera-composer`\}/.exec(readFileSync(join(assets, file), 'utf8'))
    if (match?.[1]) return match[1]
  }
  throw new Error(`No composer worker in ${outDir}: build the demo first`)
}

/** Plain arrays cross into the page; the page turns them back into bytes. */
function serialisable(input: ComposeInput): unknown {
  const bytes = (image: { bytes: Uint8Array }) => ({ ...image, bytes: Array.from(image.bytes) })
  return { ...input, logo: input.logo ? bytes(input.logo) : null, products: input.products.map(bytes) }
}

/**
 * What runs in the page, as source text: tsx compiles this file with esbuild's keepNames, whose
 * `__name` helper a function handed to `page.evaluate` would call in a page that lacks it.
 */
const IN_PAGE = `async ({ workerUrl, raw, runs }) => {
  const bytes = (image) => ({ ...image, bytes: new Uint8Array(image.bytes) })
  const request = { ...raw, logo: raw.logo ? bytes(raw.logo) : null, products: raw.products.map(bytes) }
  const worker = new Worker(workerUrl, { type: 'module' })
  let id = 0
  const compose = () => new Promise((done, fail) => {
    const mine = ++id
    const from = performance.now()
    const listener = (event) => {
      if (event.data.id !== mine) return
      worker.removeEventListener('message', listener)
      if (event.data.ok) done({ ms: performance.now() - from, worker: event.data.image.generation_time_ms, png: event.data.image.png })
      else fail(new Error(event.data.error))
    }
    worker.addEventListener('message', listener)
    worker.addEventListener('error', (event) => fail(new Error(event.message || 'the worker failed to load')))
    worker.postMessage({ id: mine, input: request })
  })
  const cold = await compose()
  const warm = []
  const workerWarm = []
  for (let run = 0; run < runs; run += 1) {
    const next = await compose()
    warm.push(next.ms)
    workerWarm.push(next.worker)
  }
  worker.terminate()
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', cold.png))
  return { cold: cold.ms, warm, workerWarm, sha256: Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('') }
}`

export async function measureInBrowser(outDir: string, runs: number): Promise<BrowserResult> {
  const worker = composerWorkerFile(outDir)
  const preview = await previewBuild(outDir, PORT)
  try {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      await page.addInitScript(() => {
        const tasks: number[] = []
        Object.assign(window, { __longTasks: tasks })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration)
        }).observe({ type: 'longtask', buffered: true })
      })
      await page.goto(`${preview.origin}/`)
      await page.waitForLoadState('networkidle')
      const before = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length)
      const sizes: BrowserSizeResult[] = []
      for (const { width, height } of IMAGE_SIZES) {
        const result = await page.evaluate<Omit<BrowserSizeResult, 'width' | 'height'>>(`(${IN_PAGE})(${JSON.stringify({ workerUrl: worker, raw: serialisable(benchInput(width, height)), runs })})`)
        sizes.push({ width, height, ...result })
      }
      const longTasks = await page.evaluate((from) => (window as unknown as { __longTasks: number[] }).__longTasks.slice(from), before)
      return { worker, sizes, longTasks }
    } finally {
      await browser.close()
    }
  } finally {
    preview.stop()
  }
}

// Standalone: print the raw numbers.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.argv[2] ?? process.env.SELERA_OUT_DIR ?? 'dist'
  measureInBrowser(outDir, 7).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
