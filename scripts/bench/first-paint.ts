/**
 * `npm run bench:first-paint`: does the demo paint as soon as the live product?
 *
 * Builds the demo and the live product (placeholder backend settings: `/` and `/login` call nothing
 * on load), serves each from a small static server on 127.0.0.1 (SPA fallback, as a static host
 * would), and measures cold visits of `/` and `/login` in Chromium, a fresh browser context each
 * (no cache, no service worker, no IndexedDB), taking turns between demo and live so a load spike
 * on a busy machine hits both. Per visit: first-contentful-paint (PerformanceObserver 'paint') and
 * the first animation frame in which an `h1` is visible. Prints the medians and demo/live.
 *
 *   npm run bench:first-paint                 # 7 visits of each page in each build
 *   npm run bench:first-paint -- --runs 11
 *   npm run bench:first-paint -- --no-build   # reuse the builds of the last run
 *
 * The builds go to a temp folder (not dist/, which a parallel `npm run test:e2e` may be serving).
 * Needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own).
 */
import { existsSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser } from '@playwright/test'
import { median } from './measure'
import { buildApp, launchChromium, parseArgs, runBench, serve } from './browser-bench'
const OUT = join(tmpdir(), 'selera-bench-first-paint')
const PAGES = ['/', '/login'] as const
const BUILDS = ['demo', 'live'] as const
type BuildName = (typeof BUILDS)[number]
const GOAL_RATIO = 1.2
const VISIT_TIMEOUT_MS = 30_000

async function buildBoth(): Promise<void> {
  for (const name of BUILDS) {
    const started = performance.now()
    await buildApp(join(OUT, name), name === 'live')
    console.log(`${name} build in ${join(OUT, name)} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  }
}

interface Visit {
  fcp: number
  h1: number
}

/**
 * Runs in the page before any of its scripts: records FCP, and when the first h1 was painted. The h1
 * is marked for Element Timing as it enters the DOM (a MutationObserver runs before the next paint),
 * so the browser reports the paint that first showed its text; a check of each animation frame is
 * the fallback where Element Timing is missing.
 * A string, not a function: tsx would wrap a function's inner functions in helpers the page lacks.
 */
const OBSERVE_FIRST_PAINT = `(() => {
  const marks = {}
  window.__firstPaint = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  const elementTiming = PerformanceObserver.supportedEntryTypes.includes('element')
  if (elementTiming) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier === 'first-h1' && marks.h1 === undefined) marks.h1 = entry.renderTime || entry.startTime
      }
    }).observe({ type: 'element', buffered: true })
    const mark = () => {
      const h1 = document.querySelector('h1')
      if (!h1) return false
      h1.setAttribute('elementtiming', 'first-h1')
      return true
    }
    const watcher = new MutationObserver(() => { if (mark()) watcher.disconnect() })
    watcher.observe(document, { childList: true, subtree: true })
  } else {
    const look = (time) => {
      const h1 = document.querySelector('h1')
      const box = h1 && h1.getBoundingClientRect()
      if (box && box.width > 0 && box.height > 0 && h1.checkVisibility({ opacityProperty: true, visibilityProperty: true })) marks.h1 = time
      else requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }
})()`

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(OBSERVE_FIRST_PAINT)
    await page.goto(url, { timeout: VISIT_TIMEOUT_MS })
    const handle = await page.waitForFunction(
      () => {
        const marks = (window as unknown as { __firstPaint: { fcp?: number; h1?: number } }).__firstPaint
        return marks.fcp !== undefined && marks.h1 !== undefined ? marks : null
      },
      undefined,
      { timeout: VISIT_TIMEOUT_MS, polling: 50 },
    )
    const marks = (await handle.jsonValue()) as Visit
    return { fcp: marks.fcp, h1: marks.h1 }
  } finally {
    await context.close()
  }
}

export type Samples = Record<BuildName, Record<(typeof PAGES)[number], { fcp: number[]; h1: number[] }>>

export function formatTable(samples: Samples): string {
  const rows: string[][] = [['page', 'metric', 'demo ms', 'live ms', 'demo/live', `goal ≤ ${GOAL_RATIO}×`]]
  for (const page of PAGES) {
    for (const metric of ['fcp', 'h1'] as const) {
      const demo = median(samples.demo[page][metric])
      const live = median(samples.live[page][metric])
      const ratio = demo / live
      rows.push([page, metric === 'fcp' ? 'FCP' : 'h1 visible', demo.toFixed(0), live.toFixed(0), `${ratio.toFixed(2)}×`, ratio <= GOAL_RATIO ? 'met' : 'NOT MET'])
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n')
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  mkdirSync(OUT, { recursive: true })
  if (options.build) await buildBoth()
  else if (!BUILDS.every((name) => existsSync(join(OUT, name, 'index.html')))) throw new Error(`--no-build, but ${OUT} holds no builds yet`)

  const servers = await Promise.all(BUILDS.map((name) => serve(join(OUT, name))))
  const origins = { demo: servers[0]!.origin, live: servers[1]!.origin }
  const browser = await launchChromium()
  const samples = Object.fromEntries(
    BUILDS.map((name) => [name, Object.fromEntries(PAGES.map((page) => [page, { fcp: [] as number[], h1: [] as number[] }]))]),
  ) as Samples
  try {
    // One untimed visit of each, so the browser process and the servers are warm for both alike.
    for (const name of BUILDS) await visit(browser, origins[name] + '/')
    for (let run = 0; run < options.runs; run += 1) {
      for (const page of PAGES) {
        // Alternate who goes first, so neither build always follows the other's leftovers.
        const order = run % 2 === 0 ? BUILDS : [...BUILDS].reverse()
        for (const name of order) {
          const result = await visit(browser, origins[name] + page)
          samples[name][page].fcp.push(result.fcp)
          samples[name][page].h1.push(result.h1)
        }
      }
      if (process.stdout.isTTY) process.stdout.write(`run ${run + 1}/${options.runs} done\r`)
    }
  } finally {
    await browser.close()
    for (const { server } of servers) server.close()
  }
  console.log(`\nCold visits in Chromium, ${options.runs} of each page per build, medians (ms after navigation start):\n`)
  console.log(formatTable(samples))
  for (const name of BUILDS) {
    for (const page of PAGES) {
      const { fcp, h1 } = samples[name][page]
      console.log(`  ${name} ${page}: FCP [${fcp.map((value) => value.toFixed(0)).join(', ')}], h1 [${h1.map((value) => value.toFixed(0)).join(', ')}]`)
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runBench('bench:first-paint', main)
