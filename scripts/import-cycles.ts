/**
 * `tsx scripts/import-cycles.ts` (the second half of `npm run lint`): fails when the repository's
 * own TypeScript modules import each other in a cycle, printing each cycle as a chain of files with
 * the line of every import.
 *
 * It replaces eslint-plugin-import's `import/no-cycle`, which walked the whole reachable import
 * graph again for every linted file and took 180 of the lint's 236 seconds here; this parses every
 * file once with TypeScript's parser (no type checker) and runs Tarjan's strongly connected
 * components over the graph, in about two seconds (3.6 s with tsx starting up).
 *
 * Which imports are edges, and where this differs from eslint-plugin-import 2.32, is in the header of
 * import-cycles-scan.ts (files, parsing, resolution); import-cycles-graph.ts finds and formats the
 * cycles. Both are re-exported here, where the tests import them.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { findCycles, formatCycle } from './import-cycles-graph'
import type { ImportCycle } from './import-cycles-graph'
import { buildGraph } from './import-cycles-scan'

export { findCycles, formatCycle } from './import-cycles-graph'
export type { ImportCycle, ImportEdge, ImportGraph } from './import-cycles-graph'
export { buildGraph, collectImports, listSourceFiles, RESOLVE_EXTENSIONS, SCANNED_DIRS, SKIPPED } from './import-cycles-scan'
export type { ImportKind, ModuleImport } from './import-cycles-scan'

/** The import cycles among the TypeScript files under `rootDir` ([] when there are none). */
export function checkCycles(rootDir: string): ImportCycle[] {
  return findCycles(buildGraph(rootDir).graph)
}

function main(): number {
  const started = performance.now()
  const root = resolve(import.meta.dirname, '..')
  const { graph, edges } = buildGraph(root)
  const cycles = findCycles(graph)
  const ms = Math.round(performance.now() - started)
  if (cycles.length === 0) {
    console.log(`import-cycles: no cycles among ${graph.size} files and ${edges} imports (${ms} ms)`)
    return 0
  }
  console.error(`import-cycles: ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (file:line of each import):`)
  for (const cycle of cycles) console.error(`  ${formatCycle(cycle)}`)
  console.error('Break each cycle: move what both sides need into a module that neither imports, or import only types.')
  return 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main()
}
