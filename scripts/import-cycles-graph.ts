/**
 * The graph half of the import-cycle check (scripts/import-cycles.ts): Tarjan's strongly connected
 * components over the import graph import-cycles-scan.ts builds, the shortest cycle through each
 * tangled component, and a cycle formatted as the chain of files the check prints. Pure: it reads
 * no files.
 */

/** An import resolved to another scanned file (repo-relative paths, `/`-separated). */
export interface ImportEdge {
  to: string
  line: number
  specifier: string
}

/** Every scanned file, with its edges to other scanned files. */
export type ImportGraph = Map<string, ImportEdge[]>

export interface ImportCycle {
  /** The cycle, one step per import: `file` imports the next step's file (the last, the first) at `line`. */
  steps: { file: string; line: number; specifier: string }[]
  /** Every file of the strongly connected component the cycle was taken from, sorted. */
  component: string[]
}

/** Tarjan's strongly connected components, iterative (import chains can be deep). */
function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const components: string[][] = []
  let next = 0

  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const frames: { node: string; edge: number }[] = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)

    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as { node: string; edge: number }
      const edges = graph.get(frame.node) ?? []
      if (frame.edge < edges.length) {
        const to = (edges[frame.edge++] as ImportEdge).to
        if (!graph.has(to)) continue
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          frames.push({ node: to, edge: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number))
        }
        continue
      }
      frames.pop()
      const parent = frames[frames.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop() as string
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        components.push(component)
      }
    }
  }
  return components
}

/** The shortest cycle through `start` inside `members` (breadth first), as steps. */
function shortestCycle(graph: ImportGraph, start: string, members: Set<string>): ImportCycle['steps'] {
  const cameFrom = new Map<string, { file: string; edge: ImportEdge }>()
  const queue = [start]
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head] as string
    for (const edge of graph.get(file) ?? []) {
      if (!members.has(edge.to)) continue
      if (edge.to === start) {
        const steps: ImportCycle['steps'] = [{ file, line: edge.line, specifier: edge.specifier }]
        for (let at = file; at !== start; ) {
          const previous = cameFrom.get(at) as { file: string; edge: ImportEdge }
          steps.push({ file: previous.file, line: previous.edge.line, specifier: previous.edge.specifier })
          at = previous.file
        }
        return steps.reverse()
      }
      if (!cameFrom.has(edge.to)) {
        cameFrom.set(edge.to, { file, edge })
        queue.push(edge.to)
      }
    }
  }
  throw new Error(`${start} is in a strongly connected component but on no cycle`)
}

/**
 * One cycle per strongly connected component that has one (two or more files, or a file importing
 * itself): the shortest cycle through the component's first file, so a fix can start there. Pure.
 */
export function findCycles(graph: ImportGraph): ImportCycle[] {
  const cycles: ImportCycle[] = []
  for (const members of stronglyConnected(graph)) {
    const [only] = members
    const selfImport = members.length === 1 && only !== undefined && (graph.get(only) ?? []).some((edge) => edge.to === only)
    if (members.length < 2 && !selfImport) continue
    const component = [...members].sort()
    cycles.push({ steps: shortestCycle(graph, component[0] as string, new Set(component)), component })
  }
  return cycles.sort((a, b) => (a.component[0] as string).localeCompare(b.component[0] as string))
}

/** `a.ts:3 → b.ts:1 → a.ts`: each file with the line of its import of the next. */
export function formatCycle(cycle: ImportCycle): string {
  const chain = [...cycle.steps.map(({ file, line }) => `${file}:${line}`), cycle.steps[0]?.file].join(' → ')
  const others = cycle.component.filter((file) => !cycle.steps.some((step) => step.file === file))
  return others.length === 0 ? chain : `${chain}\n    (the same tangle also holds ${others.join(', ')})`
}
