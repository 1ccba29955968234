// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { budgetProblems, formatTable, gzipSize, measure, pageClosure, total } from './bundle-budget'

const ROUTE = 'src/ui/screens/landing/landing-screen.tsx'

/** index.html -> main (static: react, router; dynamic: landing, dashboard, mocks); landing -> react, ui-kit. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js', '_router-c3.js'],
    dynamicImports: [ROUTE, 'src/ui/screens/dashboard/dashboard-screen.tsx', 'mocks/browser.ts'],
    css: ['assets/index-a1.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_router-c3.js': { file: 'assets/router-c3.js', imports: ['_react-b2.js'] },
  [ROUTE]: {
    file: 'assets/landing-screen-d4.js',
    src: ROUTE,
    isDynamicEntry: true,
    imports: ['_react-b2.js', '_ui-kit-e5.js'],
    css: ['assets/landing-screen-d4.css'],
  },
  '_ui-kit-e5.js': { file: 'assets/ui-kit-e5.js', css: ['assets/ui-kit-e5.css', 'assets/index-a1.css'] },
  'src/ui/screens/dashboard/dashboard-screen.tsx': {
    file: 'assets/dashboard-screen-f6.js',
    src: 'src/ui/screens/dashboard/dashboard-screen.tsx',
    isDynamicEntry: true,
    imports: ['_react-b2.js', '_supabase-g7.js'],
  },
  '_supabase-g7.js': { file: 'assets/supabase-g7.js' },
  'mocks/browser.ts': { file: 'assets/browser-h8.js', src: 'mocks/browser.ts', isDynamicEntry: true },
}

describe('pageClosure', () => {
  it('takes the entry, the route chunk and their static imports, never the other lazy chunks', () => {
    expect(pageClosure(manifest, [ROUTE])).toEqual({
      js: [
        'assets/index-a1.js',
        'assets/react-b2.js',
        'assets/router-c3.js',
        'assets/landing-screen-d4.js',
        'assets/ui-kit-e5.js',
      ],
      css: ['assets/index-a1.css', 'assets/landing-screen-d4.css', 'assets/ui-kit-e5.css'],
    })
  })

  it('without a route, is the entry alone with its static imports', () => {
    expect(pageClosure(manifest, []).js).toEqual(['assets/index-a1.js', 'assets/react-b2.js', 'assets/router-c3.js'])
  })

  it('explains a missing route chunk (the route does not exist or is not lazy-loaded)', () => {
    expect(() => pageClosure(manifest, ['src/ui/screens/nope/nope-screen.tsx'])).toThrow(
      /no chunk for src\/ui\/screens\/nope\/nope-screen\.tsx.*lazy-loaded/s,
    )
  })

  it('explains a manifest without the HTML entry', () => {
    expect(() => pageClosure({ 'main.ts': { file: 'main.js', isEntry: true } }, [])).toThrow(/no "index.html" entry/)
  })

  it('explains a dangling import', () => {
    expect(() => pageClosure({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, [])).toThrow(/"_gone.js"/)
  })
})

describe('sizes', () => {
  it('measures gzip at level 9 and sums rows', () => {
    const text = 'export const a = 1;\n'.repeat(500)
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).byteLength)
    expect(gunzipSync(gzipSync(text, { level: 9 })).toString()).toBe(text)

    const files: Record<string, string> = { 'a.js': text, 'b.js': 'console.log("ünïcode")' }
    const rows = measure(Object.keys(files), (file) => files[file] ?? '')
    expect(rows.map((r) => r.raw)).toEqual([text.length, Buffer.byteLength(files['b.js'] ?? '')])
    expect(total(rows)).toEqual({ raw: rows[0]!.raw + rows[1]!.raw, gzip: rows[0]!.gzip + rows[1]!.gzip })
  })

  it('prints a table in kB with a total line', () => {
    const table = formatTable('JavaScript loaded for /', [
      { file: 'assets/a.js', raw: 250_000, gzip: 80_000 },
      { file: 'assets/b.js', raw: 12_340, gzip: 4_560 },
    ])
    expect(table.split('\n')).toEqual([
      'JavaScript loaded for /      raw kB     gzip kB',
      'assets/a.js                  250.00       80.00',
      'assets/b.js                   12.34        4.56',
      'total                        262.34       84.56',
    ])
  })
})

describe('budgetProblems', () => {
  const clean = {
    jsGzipTotal: 100_000,
    allJs: new Map([
      ['assets/index.js', 'const app = 1'],
      ['assets/dashboard.js', 'class GoTrueClient {}; const s = "$ZodType"'],
    ]),
    landingJs: ['assets/index.js'],
    mockWorkerEmitted: false,
  }

  it('passes a small, clean build (supabase and zod may load later, off the landing page)', () => {
    expect(budgetProblems(clean)).toEqual([])
  })

  it('fails above the budget, not at it', () => {
    expect(budgetProblems({ ...clean, jsGzipTotal: 120_000 })).toEqual([])
    expect(budgetProblems({ ...clean, jsGzipTotal: 120_001 })).toEqual([
      'The landing page loads 120.00 kB of JavaScript (gzip), above the 120.00 kB budget.',
    ])
  })

  it('fails on msw code anywhere and on the worker file', () => {
    const allJs = new Map([...clean.allJs, ['assets/browser.js', 'console.warn("[MSW] Mocking enabled.")']])
    expect(budgetProblems({ ...clean, allJs, mockWorkerEmitted: true })).toEqual([
      'assets/browser.js contains msw code ([MSW]): a live build ships no mock code.',
      'mockServiceWorker.js is in the live build: it ships no mock code.',
    ])
  })

  it('fails when the demo sample exports are in the live build', () => {
    expect(budgetProblems({ ...clean, samplesEmitted: true })).toEqual(['samples/ is in the live build: the sample exports are for demos only.'])
  })

  it('fails when the landing page loads supabase or zod', () => {
    const problems = budgetProblems({ ...clean, landingJs: ['assets/index.js', 'assets/dashboard.js'] })
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/assets\/dashboard\.js \(loaded by \/\) contains @supabase\/supabase-js/)
    expect(problems[1]).toMatch(/assets\/dashboard\.js \(loaded by \/\) contains zod/)
  })
})
