// @vitest-environment node
/**
 * The import-cycle check of `npm run lint` (scripts/import-cycles.ts): which imports are edges, how
 * specifiers resolve, and which cycles are reported, on throwaway trees laid out like the repo;
 * then the repo itself, which must have none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkCycles, collectImports, findCycles, formatCycle, type ImportGraph } from './import-cycles'

const repoRoot = resolve(import.meta.dirname, '..')

let scratch: string
let trees = 0

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'selera-cycles-'))
})

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

/** Writes `files` (paths relative to a fresh root) and returns that root. */
function tree(files: Record<string, string>): string {
  const root = join(scratch, `tree-${++trees}`)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

/** Each reported cycle as its chain of files (first file repeated at the end). */
function chains(root: string): string[][] {
  return checkCycles(root).map(({ steps }) => [...steps.map(({ file }) => file), steps[0]?.file ?? ''])
}

/** The specifiers `collectImports` counts as edges in `code`. */
function counted(code: string, fileName = 'x.ts'): string[] {
  return collectImports(fileName, code).map(({ specifier }) => specifier)
}

describe('which imports are edges', () => {
  it('counts static imports of every shape, with the line of the specifier', () => {
    const code = "import a from './a'\nimport * as b from './b'\nimport { c } from './c'\nimport d, { e } from './d'\n"
    expect(collectImports('x.ts', code)).toEqual([
      { specifier: './a', line: 1, kind: 'static' },
      { specifier: './b', line: 2, kind: 'static' },
      { specifier: './c', line: 3, kind: 'static' },
      { specifier: './d', line: 4, kind: 'static' },
    ])
  })

  it('counts re-exports: named, star and star-as', () => {
    expect(collectImports('x.ts', "export { a } from './a'\nexport * from './b'\nexport * as c from './c'\n")).toEqual([
      { specifier: './a', line: 1, kind: 're-export' },
      { specifier: './b', line: 2, kind: 're-export' },
      { specifier: './c', line: 3, kind: 're-export' },
    ])
  })

  it("counts side-effect imports, `import {} from` included (both run the module)", () => {
    expect(collectImports('x.ts', "import './a'\nimport {} from './b'\n")).toEqual([
      { specifier: './a', line: 1, kind: 'side-effect' },
      { specifier: './b', line: 2, kind: 'static' },
    ])
  })

  it('counts dynamic import() with a string literal anywhere in the file, in line order', () => {
    const code = "export async function load() {\n  const m = await import(\n    './lazy'\n  )\n  return [m, import(`./tpl`)]\n}\nimport { z } from './z'\n"
    expect(collectImports('x.ts', code)).toEqual([
      { specifier: './lazy', line: 3, kind: 'dynamic' },
      { specifier: './tpl', line: 5, kind: 'dynamic' },
      { specifier: './z', line: 7, kind: 'static' },
    ])
  })

  it('ignores import() of a computed specifier (nothing to resolve)', () => {
    expect(counted("const name = './a'\nexport const load = () => import(name)\nexport const load2 = (x: string) => import(`./${x}`)\n")).toEqual([])
  })

  it('ignores type-only declarations: import type, export type, export type *, typeof import()', () => {
    const code =
      "import type { A } from './a'\nimport type B from './b'\nexport type { C } from './c'\nexport type * from './d'\nexport type E = typeof import('./e')\n"
    expect(counted(code)).toEqual([])
  })

  it('ignores a declaration whose named specifiers are all inline `type` ones, as eslint-plugin-import 2.32 does', () => {
    expect(counted("import { type A, type B } from './a'\nexport { type C } from './c'\n")).toEqual([])
  })

  it('counts a declaration with any runtime binding beside inline types', () => {
    expect(counted("import { type A, b } from './a'\nimport C, { type D } from './c'\nexport { type E, f } from './e'\n")).toEqual(['./a', './c', './e'])
  })

  it('parses TSX', () => {
    expect(counted("import { a } from './a'\nexport const V = () => <div>{a}</div>\n", 'x.tsx')).toEqual(['./a'])
  })
})

describe('cycles in a tree', () => {
  it("finds the 2-file cycle of lint-boundaries' old fixture, through specifiers resolved without extensions", () => {
    const root = tree({
      'src/api/cycle/deep/a.ts': "import { b } from './b'\nexport const a = (): number => b() + 1\n",
      'src/api/cycle/deep/b.ts': "import { a } from './a'\nexport const b = (): number => (a.length > 0 ? 1 : 0)\n",
    })
    expect(checkCycles(root)).toEqual([
      {
        steps: [
          { file: 'src/api/cycle/deep/a.ts', line: 1, specifier: './b' },
          { file: 'src/api/cycle/deep/b.ts', line: 1, specifier: './a' },
        ],
        component: ['src/api/cycle/deep/a.ts', 'src/api/cycle/deep/b.ts'],
      },
    ])
  })

  it('finds a longer cycle across folders, made of a side-effect import, a re-export and a dynamic import()', () => {
    const root = tree({
      'src/a.ts': "// first\nimport './b'\n",
      'src/b.ts': "export * from '../backend/c'\n",
      'backend/c.ts': "export const load = () => import('../src/a')\n",
    })
    expect(checkCycles(root)).toEqual([
      {
        steps: [
          { file: 'backend/c.ts', line: 1, specifier: '../src/a' },
          { file: 'src/a.ts', line: 2, specifier: './b' },
          { file: 'src/b.ts', line: 1, specifier: '../backend/c' },
        ],
        component: ['backend/c.ts', 'src/a.ts', 'src/b.ts'],
      },
    ])
  })

  it('does not count a cycle closed only by a type import', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b'\nexport const a = b\n",
      'src/b.ts': "import type { A } from './a'\nexport const b = 1\nexport type B = A\n",
    })
    expect(checkCycles(root)).toEqual([])
  })

  it('reports a module importing itself', () => {
    const root = tree({ 'src/self.ts': "export const x = 1\nexport { x as y } from './self'\n" })
    expect(chains(root)).toEqual([['src/self.ts', 'src/self.ts']])
  })

  it('reports two separate cycles separately, and nothing for the files outside them', () => {
    const root = tree({
      'src/one/a.ts': "import './b'\n",
      'src/one/b.ts': "import './a'\n",
      'mocks/two/c.ts': "import './d'\n",
      'mocks/two/d.ts': "import './c'\nimport '../../src/one/a'\n",
      'tests/leaf.ts': "import '../src/one/a'\nimport '../mocks/two/c'\n",
    })
    expect(chains(root)).toEqual([
      ['mocks/two/c.ts', 'mocks/two/d.ts', 'mocks/two/c.ts'],
      ['src/one/a.ts', 'src/one/b.ts', 'src/one/a.ts'],
    ])
  })

  it('resolves a folder import to its index.ts', () => {
    const root = tree({
      'src/format/index.ts': "export { money } from './money'\n",
      'src/format/money.ts': "import { locale } from '.'\nexport const money = locale\n",
      'src/format/locale.ts': 'export const locale = "ms"\n',
    })
    expect(chains(root)).toEqual([['src/format/index.ts', 'src/format/money.ts', 'src/format/index.ts']])
  })

  it('resolves like the node resolver: an existing file before an extension, an extension before an index', () => {
    const root = tree({
      // './b' is b.ts (not the b/ folder); 'b/index.ts' would close a cycle if it were picked.
      'src/a.ts': "import { b } from './b'\nexport const a = b\n",
      'src/b.ts': 'export const b = 1\n',
      'src/b/index.ts': "import { a } from '../a'\nexport const c = a\n",
      // './data.json' is the JSON file, which imports nothing.
      'src/c.ts': "import data from './data.json'\nexport const c = data\n",
      'src/data.json': '{}\n',
    })
    expect(checkCycles(root)).toEqual([])
  })

  it('resolves `./x.js` to x.ts when no x.js exists, as TypeScript and Vite do', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b.js'\nexport const a = b\n",
      'src/b.ts': "import { a } from './a'\nexport const b = () => a\n",
    })
    expect(chains(root)).toEqual([['src/a.ts', 'src/b.ts', 'src/a.ts']])
  })

  it('ignores packages, even one whose code imports the repo back (as ignoreExternal did)', () => {
    const root = tree({
      'src/a.ts': "import { lib } from 'lib'\nexport const a = lib\n",
      'node_modules/lib/package.json': '{"name":"lib","main":"index.ts"}\n',
      'node_modules/lib/index.ts': "import { a } from '../../src/a'\nexport const lib = a\n",
      'src/node_modules/lib/index.ts': "import { a } from '../../a'\nexport const lib = a\n",
    })
    expect(checkCycles(root)).toEqual([])
  })

  it('skips build outputs and the compiled message catalogue', () => {
    const root = tree({
      'src/i18n/messages.ts': "import { m } from './paraglide/messages'\nexport const messages = m\n",
      'src/i18n/paraglide/messages.ts': "import '../messages'\nexport const m = 1\n",
      'dist/a.ts': "import './b'\n",
      'dist/b.ts': "import './a'\n",
    })
    expect(checkCycles(root)).toEqual([])
  })

  it('scans the root *.config.ts files too', () => {
    const root = tree({
      'vite.config.ts': "import { plugin } from './scripts/plugin'\nexport default plugin\n",
      'scripts/plugin.ts': "import config from '../vite.config'\nexport const plugin = config\n",
    })
    expect(chains(root)).toEqual([['scripts/plugin.ts', 'vite.config.ts', 'scripts/plugin.ts']])
  })
})

describe('findCycles', () => {
  it('survives an import chain far deeper than the call stack (Tarjan without recursion)', () => {
    const depth = 50_000
    const graph: ImportGraph = new Map()
    for (let i = 0; i < depth; i++) graph.set(`m${i}.ts`, [{ to: `m${(i + 1) % depth}.ts`, line: 1, specifier: `./m${(i + 1) % depth}` }])
    const cycles = findCycles(graph)
    expect(cycles).toHaveLength(1)
    expect(cycles[0]?.steps).toHaveLength(depth)
  })

  it('shows the shortest cycle through the first file, and names the rest of the tangle', () => {
    const edge = (to: string, line = 1) => ({ to, line, specifier: `./${to}` })
    const graph: ImportGraph = new Map([
      ['a.ts', [edge('b.ts', 2), edge('c.ts', 3)]],
      ['b.ts', [edge('c.ts')]],
      ['c.ts', [edge('a.ts', 4)]],
      ['d.ts', [edge('a.ts')]],
    ])
    const [cycle] = findCycles(graph)
    expect(cycle).toEqual({
      steps: [
        { file: 'a.ts', line: 3, specifier: './c.ts' },
        { file: 'c.ts', line: 4, specifier: './a.ts' },
      ],
      component: ['a.ts', 'b.ts', 'c.ts'],
    })
    expect(formatCycle(cycle!)).toBe('a.ts:3 → c.ts:4 → a.ts\n    (the same tangle also holds b.ts)')
  })
})

describe('this repository', () => {
  it('has no import cycles', () => {
    expect(checkCycles(repoRoot)).toEqual([])
  })
})
