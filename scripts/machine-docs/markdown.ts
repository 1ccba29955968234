/** The generated Markdown page of a flow: its machines' diagrams and state and transition tables. */
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { childrenOf, compare, renderMermaid } from './mermaid'

export const GENERATED_BY = 'npm run docs:machines'

export interface MachineSource {
  /** Repo-relative path of the module, e.g. `src/machines/lead/lead.machine.ts`. */
  file: string
  machines: { exportName: string; machine: AnyStateMachine }[]
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
