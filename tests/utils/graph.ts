/**
 * Model-based testing (docs/decisions/004-model-based-tests-with-xstate-graph.md): walk a machine's
 * whole graph with `xstate/graph` and replay every path against the real screen and the fake
 * backend.
 *
 * A model names, for its machine:
 * - `events`: for EVERY event type of the machine (a missing one does not compile) the samples the
 *   traversal sends and either how the user (or the world) `perform`s it now, or how to `arrange`
 *   the world so that a coming call produces it (a reply from another actor, a failing backend);
 * - `outcomes`: for every invoked actor (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`), a
 *   sample event and how to `arrange` the fake backend so the real call ends that way;
 * - `timers`: the events the machine's own timers send, which the screen's real clock fires;
 * - `screens`: what the real screen shows in every state (keyed by the state's path, `idle`, `a.b`);
 * - `mount`: renders the real screen; it receives the inspector that lets the harness watch the
 *   live machine, and returns whatever the gestures need (a Driver, the rendered route...).
 *
 * Paths: the shortest path to every state, extended by every transition out of it, so that every
 * transition is taken at least once (prefixes of longer paths are dropped). Replaying a path:
 * arrange → mount → for each step: arrange the outcomes that follow the next gesture, perform it,
 * wait until the live machine is in the step's state, assert the screen. `assertCoverage` proves
 * that the planned paths visit every state node and every transition of the machine definition.
 *
 * Usage (see tests/model/*.model.test.tsx):
 *   const model = defineModel({ machine, events, outcomes, screens, mount, project, gate })
 *   describeModel('x machine on the real screen', model)   // a test per path + the coverage test
 */
import { waitFor } from '@testing-library/react'
import { describe, it } from 'vitest'
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph'
import { getInitialSnapshot, getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate'
import type { Arrange, BackendGate, EventFixture, Model, ModelConfig, ModelPath, ModelStep, OutcomeFixture, RawStep, RequestCount } from './graph-fixtures'

export type {
  Arrange,
  BackendGate,
  EventFixture,
  EventFixtures,
  Model,
  ModelConfig,
  ModelPath,
  ModelStep,
  OutcomeFixture,
  OutcomeFixtures,
  OutcomeType,
  RequestCount,
  ScreenAssertion,
} from './graph-fixtures'

const OPEN_GATE: BackendGate = { allow: () => undefined, open: () => undefined }

/** Every atomic state the snapshot is in, as dotted paths (`idle`, `form.editing`). */
export function stateKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => stateKeys(child, `${prefix}${key}.`))
  }
  return []
}

function transitionKey(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): string[] {
  return machine.getTransitionData(snapshot, event).map((transition) => {
    const eventType = String(transition.eventType)
    const list: unknown[] = transition.source.transitions.get(eventType) ?? []
    return `${transition.source.id} on ${eventType} #${list.indexOf(transition)}`
  })
}

export function allTransitions(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .concat(machine.root)
    .flatMap((node) => [...node.transitions.entries()].flatMap(([type, list]) => list.map((_, i) => `${node.id} on ${type} #${i}`)))
}

/**
 * Every state node a machine can rest in. A transient state (nothing but eventless `always`
 * transitions, like a start that picks 'on' or 'off' from the input) is left in the same step it is
 * entered, so no snapshot and no screen ever shows it.
 */
export function allStates(machine: AnyStateMachine): string[] {
  const transient = (node: ReturnType<typeof getStateNodes>[number]) =>
    (node.always?.length ?? 0) > 0 && node.transitions.size === 0 && node.invoke.length === 0 && node.type === 'atomic'
  return getStateNodes(machine.root)
    .filter((node) => !transient(node))
    .map((node) => node.path.join('.'))
}

function describeSteps(steps: ModelStep[]): string {
  if (steps.length === 0) return 'initial state'
  return steps.map((step) => `${step.event.type} → ${stateKeys(step.state.value).join('+')}`).join(', ')
}

export function defineModel<TMachine extends AnyStateMachine, TId extends string, TCtx>(
  config: ModelConfig<TMachine, TId, TCtx>,
): Model {
  const { machine } = config
  const serialize = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value as unknown, context: config.project?.(snapshot) ?? null })
  const fixtures = config.events as unknown as Record<string, EventFixture<AnyEventObject, TCtx>>
  const outcomes = Object.values(config.outcomes as Record<string, OutcomeFixture<string> | OutcomeFixture<string>[]>).flat()
  // The traversal hands our sample objects back in its paths, so a sample finds its fixture by identity.
  const world = new Map<AnyEventObject, { arrange: Arrange; requests: RequestCount }>()
  for (const outcome of outcomes) world.set(outcome.event, { arrange: outcome.arrange, requests: outcome.requests ?? 1 })
  for (const fixture of Object.values(fixtures)) {
    if (!('arrange' in fixture)) continue
    for (const sample of fixture.samples) world.set(sample, { arrange: (from) => fixture.arrange(sample, from), requests: fixture.requests ?? 1 })
  }
  // A timer's event is the clock's: nothing to arrange, no request.
  for (const timer of config.timers ?? []) world.set(timer, { arrange: () => undefined, requests: 0 })
  const samples: AnyEventObject[] = [
    ...Object.values(fixtures).flatMap((fixture) => fixture.samples),
    ...outcomes.map((outcome) => outcome.event),
    ...(config.timers ?? []),
  ]
  // xstate/graph's steps start with the initial state (reached by `xstate.init`); ours name the state each event left.
  const toSteps = (raw: RawStep[]): ModelStep[] =>
    raw.slice(1).map((step, i) => ({ event: step.event, state: step.state, from: raw[i]!.state }))
  const traversal = {
    events: samples,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
    ...(config.input === undefined ? {} : { input: config.input }),
  }

  // The graph keeps one snapshot per projected state: a path reaching that state another way may
  // carry other context (what the projection leaves out). So every path is played again from the
  // real initial snapshot, event by event, and its steps are the snapshots it really reaches.
  const initialState = (getInitialSnapshot as (logic: AnyStateMachine, input?: unknown) => AnyMachineSnapshot)(machine, config.input)
  const play = (events: readonly AnyEventObject[]): ModelStep[] | null => {
    const steps: ModelStep[] = []
    let state = initialState
    for (const event of events) {
      if (machine.getTransitionData(state, event).length === 0) return null
      const next = (getNextSnapshot as (logic: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject) => AnyMachineSnapshot)(machine, state, event)
      steps.push({ event, state: next, from: state })
      state = next
    }
    return steps
  }

  // Shortest path to every state, then every transition out of every state.
  const shortest = new Map<string, AnyEventObject[]>()
  for (const path of getShortestPaths(machine, traversal as never)) {
    shortest.set(serialize(path.state as AnyMachineSnapshot), toSteps(path.steps as RawStep[]).map((step) => step.event))
  }
  const adjacency = getAdjacencyMap(machine, traversal as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }
  >
  const candidates: ModelStep[][] = []
  for (const node of Object.values(adjacency)) {
    const head = shortest.get(serialize(node.state)) ?? []
    for (const edge of Object.values(node.transitions)) {
      const steps = play([...head, edge.event])
      if (steps) candidates.push(steps)
    }
  }
  const journeys: ModelStep[][] = []
  for (const events of config.journeys ?? []) {
    const journey = play(events)
    if (!journey) throw new Error(`The journey ${events.map((e) => e.type).join(', ')} is not a path of ${machine.id}`)
    journeys.push(journey)
  }
  // Fewest paths that still reach every state and take every transition: shortest first, each kept
  // only when it adds something; then drop the paths another kept path starts with.
  const seenStates = new Set<string>()
  const seenTransitions = new Set<string>()
  const chosen = candidates
    .sort((a, b) => a.length - b.length)
    .filter((steps) => {
      const last = steps.at(-1)
      if (!last) return false
      const state = serialize(last.state)
      const transitions = transitionKey(machine, last.from, last.event)
      const adds = !seenStates.has(state) || transitions.some((key) => !seenTransitions.has(key))
      seenStates.add(state)
      transitions.forEach((key) => seenTransitions.add(key))
      return adds
    })
  const signature = (steps: ModelStep[]) => steps.map((step) => `${step.event.type}>${serialize(step.state)}|`).join('')
  const signatures = chosen.map(signature)
  const paths = chosen
    .filter((_, i) => !signatures.some((other, j) => j !== i && other.length > signatures[i]!.length && other.startsWith(signatures[i]!)))
    .concat(journeys)
    .map((steps) => ({ description: describeSteps(steps), steps }))

  const arrangeOf = (event: AnyEventObject): Arrange | null => world.get(event)?.arrange ?? null

  async function replay(path: ModelPath): Promise<void> {
    let live: AnyMachineSnapshot | null = null
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.snapshot' && (event.snapshot as AnyMachineSnapshot).machine?.id === machine.id) {
        live = event.snapshot as AnyMachineSnapshot
      }
    }
    const arrangeFrom = async (start: number) => {
      for (let j = start; j < path.steps.length; j++) {
        const arrange = arrangeOf(path.steps[j]!.event)
        if (!arrange) break
        await arrange(path.steps[j]!.from)
      }
    }
    const expectState = async (expected: AnyMachineSnapshot, ctx: TCtx) => {
      await waitFor(() => {
        if (!live) throw new Error(`The screen did not start the ${machine.id} machine`)
        if (serialize(live) !== serialize(expected)) {
          throw new Error(`Live ${machine.id} is ${serialize(live)}, the model expects ${serialize(expected)}`)
        }
      })
      for (const key of stateKeys(expected.value)) {
        const assertion = config.screens[key]
        if (!assertion) throw new Error(`No screen assertion for state '${key}' of ${machine.id}`)
        await waitFor(() => assertion(ctx, expected))
      }
    }

    const gate = config.gate?.()
    try {
      await arrangeFrom(0)
      const ctx = await config.mount(inspect, gate ?? OPEN_GATE)
      await expectState(path.steps[0]?.from ?? initialState, ctx)
      for (let i = 0; i < path.steps.length; i++) {
        const step = path.steps[i]!
        const fixture = fixtures[step.event.type]
        if (fixture && 'perform' in fixture) {
          await arrangeFrom(i + 1)
          gate?.allow(fixture.requests ?? 0)
          await fixture.perform(ctx, step.event, step.from)
        } else {
          const answer = world.get(step.event)
          if (!answer) throw new Error(`No fixture produces ${step.event.type}`)
          gate?.allow(typeof answer.requests === 'function' ? answer.requests(step.from) : answer.requests)
        }
        await expectState(step.state, ctx)
      }
    } finally {
      gate?.open()
    }
  }

  function assertCoverage(): void {
    const visitedStates = new Set<string>()
    const visitedTransitions = new Set<string>()
    for (const path of paths) {
      for (const step of path.steps) {
        for (const key of stateKeys(step.from.value).concat(stateKeys(step.state.value))) {
          const parts = key.split('.')
          parts.forEach((_, i) => visitedStates.add(parts.slice(0, i + 1).join('.')))
        }
        transitionKey(machine, step.from, step.event).forEach((key) => visitedTransitions.add(key))
      }
    }
    const missingStates = allStates(machine).filter((state) => !visitedStates.has(state))
    const missingTransitions = allTransitions(machine).filter((transition) => !visitedTransitions.has(transition))
    const screensWithoutState = Object.keys(config.screens).filter((key) => !visitedStates.has(key))
    const problems = [
      ...missingStates.map((state) => `state never visited: ${state}`),
      ...missingTransitions.map((transition) => `transition never taken: ${transition}`),
      ...screensWithoutState.map((key) => `screen assertion for an unknown state: ${key}`),
    ]
    if (problems.length > 0) throw new Error(`${machine.id} model coverage is incomplete:\n${problems.join('\n')}`)
  }

  return { paths, replay, assertCoverage }
}

/** Registers a model's tests: one per path, replayed against the real screen, and the coverage check. */
export function describeModel(title: string, model: Model): void {
  describe(title, () => {
    it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await model.replay(path)
    })

    it('covers every state and transition of the machine', () => {
      model.assertCoverage()
    })
  })
}
