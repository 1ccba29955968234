/**
 * Composing a post (layout with satori, rasterising with resvg-wasm;
 * docs/decisions/014-image-composer.md) at each preset and a custom size, from the demo café's
 * brand art.
 *   Node    cold: the first composition of a new composer (fonts read, brand art sized; the wasm
 *           engines compile once per process, reported apart); warm: the same again, with the
 *           layout and the rasterising timed apart (median of several runs)
 *   browser the same in the demo build's composer worker, in Chromium, when a build is there
 *           (SELERA_OUT_DIR, else dist/): cold (a new worker: wasm and fonts fetched and compiled)
 *           and warm, request to PNG as the page sees it, the page's long tasks meanwhile, and
 *           whether its PNG is byte-identical to Node's
 * Goal: 1080x1920, warm, in the worker: under 500 ms; no main-thread task over 100 ms.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Composer } from '../../backend/images/compose'
import { benchInput, GOAL_SIZE, IMAGE_GOAL_MS, IMAGE_SIZES } from './images-input'
import { measure, median, type MeasureOptions } from './measure'
import { importOptional, isFunction } from './optional-module'
import { fixed, grouped, type BenchReport } from './report'

type Factory = () => Composer
type Render = (svg: string, read: (rendered: { asPng(): Uint8Array }) => Uint8Array, width?: number) => Uint8Array

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await work()
  return { value, ms: performance.now() - start }
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const loaded = await importOptional(
    [
      ['backend/images/compose/node', 'backend/images/compose/images'],
      // Where the Node composer was before the server shared it.
      ['mocks/composer/node', 'backend/images/compose/images'],
    ],
    (module) => (isFunction(module.createNodeComposer) && isFunction(module.renderSvg) ? { create: module.createNodeComposer as Factory, render: module.renderSvg as Render } : null),
    options.load,
  )
  if (!loaded.ok) return { title: 'images', intro: [], tables: [], notes: [`skipped: ${loaded.reason}`] }
  const { create, render } = loaded.module
  const settings = { warmup: options.warmup ?? 2, runs: Math.max(5, options.runs ?? 7) }

  const first = await timed(() => create().compose(benchInput(GOAL_SIZE.width, GOAL_SIZE.height)))
  const rows: string[][] = []
  const hashes = new Map<string, string>()
  for (const { label, width, height } of IMAGE_SIZES) {
    const input = benchInput(width, height)
    const composer = create()
    const cold = await timed(() => composer.compose(input))
    hashes.set(`${width}x${height}`, sha256(cold.value.png))
    const cpuFrom = process.cpuUsage()
    const warm = await measure(() => composer.compose(input), settings)
    const cpu = process.cpuUsage(cpuFrom)
    // CPU time per composition (warm-up runs included): on a busy machine it says what the work costs
    // better than the wall clock, which also counts waiting for a core.
    const cpuMs = (cpu.user + cpu.system) / 1000 / (settings.warmup + warm.samples.length)
    const layout = await measure(() => composer.composeSvg(input), settings)
    const { svg } = await composer.composeSvg(input)
    const raster = await measure(() => render(svg, (rendered) => rendered.asPng(), width), settings)
    rows.push([`${label} ${width}x${height}`, fixed(cold.ms, 0), fixed(warm.median, 0), `${fixed(warm.min, 0)}–${fixed(warm.max, 0)}`, fixed(cpuMs, 0), fixed(layout.median, 0), fixed(raster.median, 0), grouped(cold.value.png.length)])
  }

  const latin = create()
  await latin.compose(benchInput(1080, 1080))
  const chinese = create()
  await chinese.compose(benchInput(1080, 1080, '新年快乐！买一送一 Teh Tarik，全场8折'))

  const notes = [
    `first composition in this process (wasm compiled, fonts read, art sized), ${GOAL_SIZE.width}x${GOAL_SIZE.height}: ${fixed(first.ms, 0)} ms`,
    `font bytes loaded: a Latin headline ${grouped(latin.fontBytesLoaded())} B (Inter 400 + 700); a Chinese one ${grouped(chinese.fontBytesLoaded())} B (Inter + the Noto Sans SC subsets it uses)`,
  ]
  const tables: BenchReport['tables'] = [
    { headers: ['Node, in-process', 'cold ms', 'warm ms', 'warm range', 'warm CPU ms', 'layout ms', 'rasterise ms', 'PNG bytes'], rows },
  ]

  const outDir = process.env.SELERA_OUT_DIR ?? 'dist'
  const browserLoaded = existsSync(join(outDir, 'index.html'))
    ? await importOptional(['scripts/bench/images-browser'], (module) => (isFunction(module.measureInBrowser) ? (module.measureInBrowser as typeof import('./images-browser').measureInBrowser) : null), 'modules')
    : null
  if (!browserLoaded) {
    notes.push(`browser worker: no build in ${outDir} (SELERA_OUT_DIR=/tmp/build npx vite build, then run again with SELERA_OUT_DIR=/tmp/build)`)
  } else if (!browserLoaded.ok) {
    notes.push(`browser worker: skipped, ${browserLoaded.reason}`)
  } else {
    try {
      const browser = await browserLoaded.module(outDir, settings.runs)
      tables.push({
        headers: ['Chromium, demo build’s worker', 'cold ms', 'warm ms', 'warm range', 'in worker ms', 'same PNG as Node'],
        rows: browser.sizes.map(({ width, height, cold, warm, workerWarm, sha256: hash }) => [
          `${width}x${height}`,
          fixed(cold, 0),
          fixed(median(warm), 0),
          `${fixed(Math.min(...warm), 0)}–${fixed(Math.max(...warm), 0)}`,
          fixed(median(workerWarm), 0),
          hash === hashes.get(`${width}x${height}`) ? 'yes' : 'NO',
        ]),
      })
      const goal = browser.sizes.find((size) => size.width === GOAL_SIZE.width && size.height === GOAL_SIZE.height)
      notes.push(
        `goal: ${GOAL_SIZE.width}x${GOAL_SIZE.height} warm in the worker under ${IMAGE_GOAL_MS} ms: ${goal ? `${fixed(median(goal.warm), 0)} ms, ${median(goal.warm) < IMAGE_GOAL_MS ? 'met' : 'NOT met'}` : 'not measured'}`,
        `page long tasks while composing: ${browser.longTasks.length} [${browser.longTasks.map((ms) => fixed(ms, 0)).join(', ')}] ms, longest ${fixed(Math.max(0, ...browser.longTasks), 0)} ms (goal ≤ 100)`,
        `worker: ${browser.worker}`,
      )
    } catch (error) {
      notes.push(`browser worker: failed, ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
  return {
    title: 'images: compose + rasterise',
    intro: ['The demo café’s brand art (SVG logo and 4 product pictures), prompt “Hari Raya promo: 20% off our Nasi Lemak Ayam Goreng, now RM12.90”.'],
    tables,
    notes,
  }
}
