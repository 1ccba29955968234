/**
 * `npm run docs:machines` writes `docs/machines/<flow>.md`, a Mermaid diagram of every XState machine
 * exported by `src/machines/<flow>/*.machine.ts` (the flow's own `<flow>.machine.ts` first), and
 * deletes the generated docs of flows that are gone. `--check` writes nothing and fails when a doc
 * is stale, missing or orphaned.
 *
 * The machine modules are loaded through Vite (as the app and Vitest load them), because they reach
 * `src/config/env.ts`, which reads `import.meta.env`. Rendering is a pure function of the machine
 * definition (`renderFlowDoc`), unit-tested in machine-docs.test.ts.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'

import { compare } from './machine-docs/mermaid'
import { isGeneratedDoc, renderFlowDoc, type MachineSource } from './machine-docs/markdown'

export { eventLabel, guardLabel, renderMermaid } from './machine-docs/mermaid'
export { GENERATED_BY, isGeneratedDoc, renderFlowDoc, type MachineSource } from './machine-docs/markdown'

/** An XState 5 machine, recognised by shape (the module's xstate copy may differ from ours). */
export function isMachine(value: unknown): value is AnyStateMachine {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<AnyStateMachine>
  return (
    typeof candidate.root === 'object' &&
    candidate.root !== null &&
    'config' in candidate &&
    'definition' in candidate &&
    typeof candidate.transition === 'function'
  )
}

// ---------------------------------------------------------------------------------------------
// The command

/** `src/machines/<flow>/*.machine.ts`, the flow's own `<flow>.machine.ts` first. */
export function findMachineFiles(machinesDir: string): Map<string, string[]> {
  const flows = new Map<string, string[]>()
  if (!existsSync(machinesDir)) return flows
  const dirs = readdirSync(machinesDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  for (const flow of dirs.map((d) => d.name).sort(compare)) {
    const files = readdirSync(join(machinesDir, flow))
      .filter((name) => name.endsWith('.machine.ts'))
      .sort((a, b) => (a === `${flow}.machine.ts` ? -1 : b === `${flow}.machine.ts` ? 1 : compare(a, b)))
    if (files.length > 0) flows.set(flow, files.map((name) => join(machinesDir, flow, name)))
  }
  return flows
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check')
  const root = resolve(import.meta.dirname, '..')
  const docsDir = join(root, 'docs/machines')
  const flows = findMachineFiles(join(root, 'src/machines'))

  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const problems: string[] = []
  const expected = new Map<string, string>()
  try {
    for (const [flow, files] of flows) {
      const sources: MachineSource[] = []
      for (const file of files) {
        const rel = relative(root, file)
        let exports: Record<string, unknown>
        try {
          exports = await vite.ssrLoadModule(`/${rel}`)
        } catch (error) {
          problems.push(
            `${rel} could not be loaded outside a browser: ${error instanceof Error ? error.message : String(error)}\n` +
              '    A machine module must be importable without side effects: move browser-only work into its actors.',
          )
          continue
        }
        const machines = Object.entries(exports)
          .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
          .map(([exportName, machine]) => ({ exportName, machine }))
          .sort((a, b) => compare(a.exportName, b.exportName))
        if (machines.length === 0) problems.push(`${rel} exports no XState machine.`)
        else sources.push({ file: rel, machines })
      }
      if (sources.length > 0) expected.set(join(docsDir, `${flow}.md`), renderFlowDoc(flow, sources))
    }
  } finally {
    await vite.close()
  }

  const existing = existsSync(docsDir)
    ? readdirSync(docsDir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(docsDir, name))
    : []
  // A flow that failed to load still has its machine file: its doc is not an orphan.
  const orphans = existing.filter(
    (file) => !expected.has(file) && !flows.has(file.slice(docsDir.length + 1, -3)) && isGeneratedDoc(readFileSync(file, 'utf8')),
  )

  const rel = (file: string): string => relative(root, file)
  if (check) {
    for (const [file, text] of expected) {
      if (!existsSync(file)) problems.push(`${rel(file)} is missing.`)
      else if (readFileSync(file, 'utf8') !== text) problems.push(`${rel(file)} is stale.`)
    }
    for (const file of orphans) problems.push(`${rel(file)} documents a machine that no longer exists.`)
    if (problems.length > 0) {
      console.error(`docs:machines: ${problems.length} problem(s); run \`npm run docs:machines\`:\n  - ${problems.join('\n  - ')}`)
      return 1
    }
    console.log(`docs:machines: ${expected.size} machine doc(s) up to date.`)
    return 0
  }

  mkdirSync(docsDir, { recursive: true })
  for (const [file, text] of expected) {
    const before = existsSync(file) ? readFileSync(file, 'utf8') : null
    if (before !== text) writeFileSync(file, text)
    console.log(`${before === null ? 'wrote  ' : before === text ? 'same   ' : 'updated'} ${rel(file)}`)
  }
  for (const file of orphans) {
    rmSync(file)
    console.log(`deleted ${rel(file)} (its machine no longer exists)`)
  }
  if (problems.length > 0) {
    console.error(`docs:machines: ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`)
    return 1
  }
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (exitCode) => process.exit(exitCode),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
