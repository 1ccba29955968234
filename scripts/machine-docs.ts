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
import type { AnyStateMachine, AnyStateNode } from 'xstate'

export const GENERATED_BY = 'npm run docs:machines'

export interface MachineSource {
  /** Repo-relative path of the module, e.g. `src/machines/lead/lead.machine.ts`. */
  file: string
  machines: { exportName: string; machine: AnyStateMachine }[]
}

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
// Labels

interface Transition {
  eventType: string
  source: AnyStateNode
  target?: readonly AnyStateNode[] | undefined
  guard?: unknown
}

/** A guard's name: `isComplete`, `not isBusy`, `a and b`; inline functions by their name. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const composite = guard as { guards?: unknown[]; name: string }
    if (Array.isArray(composite.guards)) {
      const parts = composite.guards.map((g) => guardLabel(g) ?? 'guard')
      if (composite.name === 'not') return `not ${parts[0] ?? 'guard'}`
      return parts.join(` ${composite.name} `)
    }
    return composite.name && composite.name !== 'guard' ? composite.name : 'inline guard'
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  return 'guard'
}

function delayLabel(delay: string | number): string {
  return typeof delay === 'number' ? `${delay}ms` : delay
}

/** What triggers a transition, for people: `form.submit`, `done: submitLead`, `after bannerTimeout`. */
export function eventLabel(eventType: string, delays: ReadonlyMap<string, string | number>): string {
  const delay = delays.get(eventType)
  if (delay !== undefined) return `after ${delayLabel(delay)}`
  const actor = /^xstate\.(done\.actor|error\.actor|snapshot)\.(.+)$/.exec(eventType)
  if (actor) {
    const kind = actor[1] === 'done.actor' ? 'done' : actor[1] === 'error.actor' ? 'error' : 'snapshot'
    return `${kind}: ${actor[2]}`
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  if (eventType === 'xstate.route') return 'route'
  if (eventType === '') return 'always'
  return eventType
}

function transitionLabel(t: Transition, delays: ReadonlyMap<string, string | number>): string {
  const guard = guardLabel(t.guard)
  const event = eventLabel(t.eventType, delays)
  return guard ? `${event} [${guard}]` : event
}

// ---------------------------------------------------------------------------------------------
// Mermaid

/** Words the Mermaid state-diagram lexer reads as keywords, so they cannot be bare state ids. */
const MERMAID_KEYWORDS = new Set(['state', 'note', 'end', 'direction', 'class', 'classdef', 'hide', 'scale', 'as', 'style', 'click', 'acctitle', 'accdescr', 'default'])

function mermaidId(node: AnyStateNode): string {
  const path = node.path.length > 0 ? node.path : [node.machine.id || 'machine']
  const id = path.map((key) => key.replace(/[^A-Za-z0-9_]/g, '_')).join('__')
  return MERMAID_KEYWORDS.has(id.toLowerCase()) ? `state_${id}` : id
}

/** Edge labels end at `:` or `;` in Mermaid; `#58;` / `#59;` are its entity escapes. */
function mermaidText(text: string): string {
  return text.replace(/[:;\n]/g, (char) => (char === ':' ? '#58;' : char === ';' ? '#59;' : ' '))
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>)
}

function ancestry(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = []
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) chain.unshift(n)
  return chain
}

function relPath(inner: AnyStateNode, outer: AnyStateNode): string {
  return inner.path.slice(outer.path.length).join('.')
}

interface Edge {
  container: AnyStateNode
  from: string
  to: string
  label: string
}

/**
 * Mermaid cannot draw an edge between states inside different composite states, so an edge is
 * drawn between the children of the lowest common ancestor that contain its ends, and the label
 * says where it really starts or ends (`logout (from editing.saving)`).
 */
function edgeFor(source: AnyStateNode, target: AnyStateNode, label: string): Edge | 'machine-level' {
  const s = ancestry(source)
  const t = ancestry(target)
  let depth = 0
  while (depth < s.length && depth < t.length && s[depth] === t[depth]) depth++
  // `depth - 1` is the lowest common ancestor; if it is an end itself, go one level up.
  let containerDepth = depth - 1
  if (s[containerDepth] === source || t[containerDepth] === target) containerDepth--
  if (containerDepth < 0) return 'machine-level'
  const container = s[containerDepth]!
  const from = s[containerDepth + 1]!
  const to = t[containerDepth + 1]!
  const notes = [
    from !== source ? `from ${relPath(source, from)}` : '',
    to !== target ? `to ${relPath(target, to)}` : '',
  ].filter(Boolean)
  return {
    container,
    from: mermaidId(from),
    to: mermaidId(to),
    label: notes.length > 0 ? `${label} (${notes.join(', ')})` : label,
  }
}

function delaysOf(machine: AnyStateMachine): Map<string, string | number> {
  const delays = new Map<string, string | number>()
  const walk = (node: AnyStateNode): void => {
    for (const t of node.after) {
      // `after` keys are delay names or milliseconds; the type also admits a function.
      delays.set(t.eventType as string, typeof t.delay === 'function' ? 'computed delay' : t.delay)
    }
    childrenOf(node).forEach(walk)
  }
  walk(machine.root)
  return delays
}

/** A state's transitions: events sorted by name, the candidates of one event in their (meaningful) order. */
function transitionsOf(node: AnyStateNode): Transition[] {
  const byEvent = [...(node.transitions as Map<string, Transition[]>).entries()].sort(([a], [b]) => compare(a, b))
  const list: Transition[] = byEvent.flatMap(([, candidates]) => candidates)
  return [...list, ...((node.always ?? []) as Transition[])]
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export interface MachineLevelTransition {
  label: string
  targets: string[]
}

export interface RenderedMachine {
  mermaid: string
  machineLevel: MachineLevelTransition[]
}

export function renderMermaid(machine: AnyStateMachine): RenderedMachine {
  const delays = delaysOf(machine)
  const edges: Edge[] = []
  const machineLevel: MachineLevelTransition[] = []

  const collect = (node: AnyStateNode): void => {
    for (const t of transitionsOf(node)) {
      const label = transitionLabel(t, delays)
      const targets = t.target && t.target.length > 0 ? t.target : [node]
      if (node === machine.root) {
        machineLevel.push({ label, targets: t.target?.map((n) => n.path.join('.') || '(machine)') ?? [] })
        continue
      }
      for (const target of targets) {
        const edge = edgeFor(node, target, label)
        if (edge === 'machine-level') machineLevel.push({ label, targets: [target.path.join('.')] })
        else edges.push(edge)
      }
    }
    childrenOf(node).forEach(collect)
  }
  collect(machine.root)

  const lines: string[] = ['stateDiagram-v2']
  const body = (node: AnyStateNode, indent: string): void => {
    const children = childrenOf(node)
    if (node.type === 'compound' && node.initial.target[0]) {
      lines.push(`${indent}[*] --> ${mermaidId(node.initial.target[0])}`)
    }
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`)
      declare(child, indent)
    })
    for (const child of children) if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`)
    for (const edge of edges.filter((e) => e.container === node)) {
      lines.push(`${indent}${edge.from} --> ${edge.to} : ${mermaidText(edge.label)}`)
    }
  }
  const declare = (node: AnyStateNode, indent: string): void => {
    const id = mermaidId(node)
    const name = node.type === 'history' ? `${node.key} (history)` : node.key
    const head = id === name ? id : `state "${name.replaceAll('"', "'")}" as ${id}`
    if (node.type === 'compound' || node.type === 'parallel') {
      lines.push(`${indent}${id === name ? `state ${id}` : head} {`)
      body(node, `${indent}  `)
      lines.push(`${indent}}`)
    } else {
      lines.push(`${indent}${head}`)
    }
  }

  if (machine.root.type === 'parallel') {
    // Concurrent regions (`--`) exist only inside a composite state.
    declare(machine.root, '  ')
  } else {
    body(machine.root, '  ')
  }
  return { mermaid: lines.join('\n'), machineLevel }
}

// ---------------------------------------------------------------------------------------------
// Markdown

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ')
}

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ]
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const walk = (node: AnyStateNode): void => {
    nodes.push(node)
    childrenOf(node).forEach(walk)
  }
  walk(machine.root)
  return nodes
}

function stateName(node: AnyStateNode): string {
  return node.path.length === 0 ? '(whole machine)' : node.path.join('.')
}

function code(text: string): string {
  return `\`${text}\``
}

export function renderMachineSection(exportName: string, machine: AnyStateMachine): string {
  const { mermaid, machineLevel } = renderMermaid(machine)
  const nodes = allNodes(machine)
  const out: string[] = [`## ${code(exportName)} (id ${code(machine.id)})`, '', '```mermaid', mermaid, '```']

  if (machineLevel.length > 0) {
    out.push('', 'Handled in every state:', '')
    out.push(
      ...table(
        ['event', 'goes to'],
        machineLevel.map((t) => [code(t.label), t.targets.length > 0 ? t.targets.map(code).join(', ') : 'stays (actions only)']),
      ),
    )
  }

  const invokes = nodes.flatMap((node) =>
    node.invoke.map((inv) => [
      code(stateName(node)),
      code(inv.id),
      typeof inv.src === 'string' ? code(inv.src) : 'inline actor',
    ]),
  )
  if (invokes.length > 0) out.push('', '### Invoked actors', '', ...table(['state', 'invoke id', 'actor'], invokes))

  const tags = new Map<string, string[]>()
  for (const node of nodes) for (const tag of node.tags) tags.set(tag, [...(tags.get(tag) ?? []), stateName(node)])
  if (tags.size > 0) {
    const rows = [...tags.entries()]
      .sort(([a], [b]) => compare(a, b))
      .map(([tag, states]) => [code(tag), states.map(code).join(', ')])
    out.push('', '### Tags', '', ...table(['tag', 'states'], rows))
  }
  return out.join('\n')
}

export function renderFlowDoc(flow: string, sources: MachineSource[]): string {
  const files = sources.map((s) => code(s.file)).join(', ')
  const sections = sources.flatMap((s) => s.machines.map((m) => renderMachineSection(m.exportName, m.machine)))
  return [
    `# The ${code(flow)} flow`,
    '',
    `> Generated from ${files} by ${code(GENERATED_BY)}: do not edit by hand (\`npm test\` fails when it is stale).`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n')
}

export function isGeneratedDoc(text: string): boolean {
  return text.includes(`by ${code(GENERATED_BY)}`)
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
