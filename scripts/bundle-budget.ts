/**
 * `npm run budget`: the landing page's JavaScript budget
 * (docs/decisions/005-landing-page-budget.md) and the live build's hygiene.
 *
 * Builds the live product (placeholder backend settings) into `.budget/` with a Vite manifest, then
 * takes everything the browser loads to render `/`: the entry chunk of index.html and its static
 * imports, plus the landing route's lazy chunk and its static imports. It prints their sizes and
 * fails when
 *   - their JavaScript is above 120 kB gzip (kB = 1000 bytes, as Vite prints them),
 *   - any emitted JavaScript contains msw code, or mockServiceWorker.js was emitted,
 *   - the landing closure contains the auth client (supabase) or the schema library (zod).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'

export const BUDGET_GZIP_JS_BYTES = 120_000
export const LANDING_ROUTE_SRC = 'src/ui/screens/landing/landing-screen.tsx'
export const HTML_ENTRY = 'index.html'

/** Strings that survive minification (literals, not identifiers), checked against msw's own bundle. */
export const MSW_MARKERS = [
  'mockServiceWorker', // the worker script's default URL in setupWorker
  '[MSW]', // msw's log prefix
  'INTEGRITY_CHECK_REQUEST', // the page <-> worker handshake
]
/** Libraries the landing page must not download (docs/decisions/005-landing-page-budget.md), each with a marker of its bundle. */
export const LANDING_FORBIDDEN: { library: string; marker: string; why: string }[] = [
  { library: '@supabase/supabase-js', marker: 'GoTrueClient', why: 'the auth client loads only when signing in' },
  { library: 'zod', marker: '$ZodType', why: "the lead call's answer is not read, so no schema library is needed" },
]

export interface Closure {
  /** Output files (relative to the build's outDir), in load order: entry first. */
  js: string[]
  css: string[]
}

/**
 * The files loaded for one page: the HTML entry's chunk, the given lazily loaded route chunks, and
 * every chunk they import statically (recursively), with the CSS those chunks reference.
 * Dynamic imports are not followed: they load later, on demand.
 */
export function pageClosure(manifest: Manifest, routeSrcs: string[], htmlEntry = HTML_ENTRY): Closure {
  if (!manifest[htmlEntry]) {
    throw new Error(`The Vite manifest has no "${htmlEntry}" entry: is this a build of the app with build.manifest on?`)
  }
  const starts = [htmlEntry]
  for (const src of routeSrcs) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.src === src)
    if (!key) {
      throw new Error(
        `The Vite manifest has no chunk for ${src}. The landing route must exist and be lazy-loaded ` +
          `(\`lazy(() => import('.../${src.split('/').pop()?.replace(/\.tsx?$/, '') ?? ''}'))\` in the router), ` +
          'so that it gets its own chunk.',
      )
    }
    starts.push(key)
  }
  const seen = new Set<string>()
  const js: string[] = []
  const css: string[] = []
  const visit = (key: string): void => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The Vite manifest refers to "${key}" but has no such entry.`)
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) pushOnce(js, chunk.file)
    for (const file of chunk.css ?? []) pushOnce(css, file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  starts.forEach(visit)
  return { js, css }
}

function pushOnce(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item)
}

export interface SizeRow {
  file: string
  raw: number
  gzip: number
}

export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).byteLength
}

export function measure(files: string[], read: (file: string) => Uint8Array | string): SizeRow[] {
  return files.map((file) => {
    const content = read(file)
    return { file, raw: typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength, gzip: gzipSize(content) }
  })
}

export function total(rows: SizeRow[]): { raw: number; gzip: number } {
  return rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 })
}

const kB = (bytes: number): string => (bytes / 1000).toFixed(2)

export function formatTable(title: string, rows: SizeRow[]): string {
  const sum = total(rows)
  const width = Math.max(title.length, ...rows.map((r) => r.file.length), 8)
  const line = (a: string, b: string, c: string): string => `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}`
  return [
    line(title, 'raw kB', 'gzip kB'),
    ...rows.map((r) => line(r.file, kB(r.raw), kB(r.gzip))),
    line('total', kB(sum.raw), kB(sum.gzip)),
  ].join('\n')
}

/** The markers found in `text`. */
export function markersIn(text: string, markers: string[]): string[] {
  return markers.filter((marker) => text.includes(marker))
}

/** Every problem with a measured build, as messages; empty means it passes. */
export function budgetProblems(input: {
  jsGzipTotal: number
  /** Emitted JS file -> content, for the whole build. */
  allJs: Map<string, string>
  landingJs: string[]
  mockWorkerEmitted: boolean
  /** The demo's sample exports (`public/samples/`) are in the output. */
  samplesEmitted?: boolean
  budget?: number
}): string[] {
  const budget = input.budget ?? BUDGET_GZIP_JS_BYTES
  const problems: string[] = []
  if (input.jsGzipTotal > budget) {
    problems.push(`The landing page loads ${kB(input.jsGzipTotal)} kB of JavaScript (gzip), above the ${kB(budget)} kB budget.`)
  }
  for (const [file, text] of input.allJs) {
    const found = markersIn(text, MSW_MARKERS)
    if (found.length > 0) problems.push(`${file} contains msw code (${found.join(', ')}): a live build ships no mock code.`)
  }
  if (input.mockWorkerEmitted) problems.push('mockServiceWorker.js is in the live build: it ships no mock code.')
  if (input.samplesEmitted) problems.push('samples/ is in the live build: the sample exports are for demos only.')
  for (const file of input.landingJs) {
    const text = input.allJs.get(file) ?? ''
    for (const { library, marker, why } of LANDING_FORBIDDEN) {
      if (text.includes(marker)) problems.push(`${file} (loaded by /) contains ${library} ("${marker}"): ${why}.`)
    }
  }
  return problems
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

async function main(): Promise<number> {
  const root = resolve(import.meta.dirname, '..')
  const outDir = resolve(root, '.budget')
  // Placeholders: the measurement needs a live build, not a reachable backend.
  Object.assign(process.env, {
    VITE_API_BASE: 'https://api.example.invalid',
    VITE_SUPABASE_URL: 'https://auth.example.invalid',
    VITE_SUPABASE_ANON_KEY: 'placeholder',
    SELERA_OUT_DIR: outDir,
  })
  const { build } = await import('vite')
  const started = performance.now()
  await build({ root, mode: 'live', logLevel: 'warn', build: { manifest: true, outDir, emptyOutDir: true } })
  console.log(`live build in ${relative(root, outDir)}/ (${((performance.now() - started) / 1000).toFixed(1)} s)\n`)

  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const closure = pageClosure(manifest, [LANDING_ROUTE_SRC])
  const read = (file: string): Buffer => readFileSync(join(outDir, file))
  const jsRows = measure(closure.js, read)
  const cssRows = measure(closure.css, read)
  console.log(formatTable('JavaScript loaded for /', jsRows))
  console.log()
  if (cssRows.length > 0) console.log(formatTable('CSS loaded for / (not budgeted)', cssRows) + '\n')

  const allJs = new Map(
    listFiles(outDir)
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => [relative(outDir, file), readFileSync(file, 'utf8')] as const),
  )
  const jsGzip = total(jsRows).gzip
  const problems = budgetProblems({
    jsGzipTotal: jsGzip,
    allJs,
    landingJs: closure.js,
    mockWorkerEmitted: existsSync(join(outDir, 'mockServiceWorker.js')),
    samplesEmitted: existsSync(join(outDir, 'samples')),
  })
  console.log(`Landing page JavaScript: ${kB(jsGzip)} kB gzip of ${kB(BUDGET_GZIP_JS_BYTES)} kB budget`)
  if (problems.length > 0) {
    console.error(`\nbudget: FAILED\n  - ${problems.join('\n  - ')}`)
    return 1
  }
  console.log(`budget: ok (${allJs.size} JS files checked for mock code; no supabase or zod on /)`)
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`budget: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
