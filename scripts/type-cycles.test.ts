/**
 * No import circles among the repository's modules, type-only imports included: `npm run lint`'s
 * check (./import-cycles.ts) counts only the imports that run, as `import/no-cycle` did; a circle of
 * types is no runtime hazard but is still two modules that cannot be understood apart. Every
 * relative import of every non-test file is an edge here, `import type` and `export type` too.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, formatCycle, type ImportGraph } from './import-cycles-graph'
import { listSourceFiles } from './import-cycles-scan'

const ROOT = resolve(import.meta.dirname, '..')
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g
const TEST_FILE = /\.test\.tsx?$/

function everyImport(root: string): ImportGraph {
  const files = listSourceFiles(root).filter((file) => !TEST_FILE.test(file))
  const known = new Set(files)
  const graph: ImportGraph = new Map()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const edges = [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const base = resolve(dirname(file), match[1] ?? '')
      const to = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')].find((path) => known.has(path))
      return to ? [{ to: relative(root, to), line: text.slice(0, match.index).split('\n').length, specifier: match[1] ?? '' }] : []
    })
    graph.set(relative(root, file), edges)
  }
  return graph
}

describe('import circles, type-only imports included', () => {
  it('there are none', () => {
    const graph = everyImport(ROOT)
    expect(graph.size).toBeGreaterThan(500)
    expect(findCycles(graph).map(formatCycle)).toEqual([])
  })
})
