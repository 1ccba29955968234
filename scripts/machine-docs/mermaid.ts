/** Mermaid state diagrams of XState 5 machines, and the labels their edges carry. */
import type { AnyStateMachine, AnyStateNode } from 'xstate'

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

export function childrenOf(node: AnyStateNode): AnyStateNode[] {
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

export function compare(a: string, b: string): number {
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
