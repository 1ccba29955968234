/**
 * What a model names for its machine (tests/utils/graph.ts walks it): the fixtures of its events and
 * of its actors' outcomes, the screens' assertions, how to mount them, and the paths it yields.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, InspectionEvent } from 'xstate'

export type OutcomeType<TId extends string> = `xstate.done.actor.${TId}` | `xstate.error.actor.${TId}`

/** Arranges the world for an event; `from` is the state the event leaves (the same reply may need another world from another state). */
export type Arrange = (from: AnyMachineSnapshot) => void | Promise<void>

/**
 * How many backend requests the world answers to produce an event: a number, or one per state the
 * event leaves (the same reply can take two calls from one state and three from another).
 */
export type RequestCount = number | ((from: AnyMachineSnapshot) => number)

export type EventFixture<TEvent extends AnyEventObject, TCtx> =
  | {
      samples: readonly TEvent[]
      perform: (ctx: TCtx, event: TEvent, from: AnyMachineSnapshot) => Promise<void>
      /** Backend requests the gesture itself makes before the machine sees its event (default 0). */
      requests?: number
    }
  | { samples: readonly TEvent[]; arrange: (event: TEvent, from: AnyMachineSnapshot) => void | Promise<void>; requests?: RequestCount }

export type EventFixtures<TEvent extends AnyEventObject, TCtx> = {
  [K in TEvent['type']]: EventFixture<Extract<TEvent, { type: K }>, TCtx>
}

export interface OutcomeFixture<K extends string> {
  event: { type: K } & Record<string, unknown>
  arrange: Arrange
  /** Backend requests the world answers to produce it (default 1). */
  requests?: RequestCount
}

/** One outcome per actor result, or several when guards tell apart kinds of the same result. */
export type OutcomeFixtures<TId extends string> = {
  [K in OutcomeType<TId>]: OutcomeFixture<K> | ReadonlyArray<OutcomeFixture<K>>
}

/**
 * Holds the fake backend's requests so that brief states (submitting, loading) stay on screen until
 * they are asserted. `allow(n)` lets the next n requests through; `open()` lets everything through.
 */
export interface BackendGate {
  allow(requests: number): void
  open(): void
}

export type ScreenAssertion<TCtx> = (ctx: TCtx, snapshot: AnyMachineSnapshot) => void | Promise<void>

export interface ModelConfig<TMachine extends AnyStateMachine, TId extends string, TCtx> {
  machine: TMachine
  input?: InputFrom<TMachine>
  events: EventFixtures<EventFromLogic<TMachine>, TCtx>
  outcomes: OutcomeFixtures<TId>
  /** The part of the context that decides what can happen next (guards): part of a state's identity. */
  project?: (snapshot: AnyMachineSnapshot) => unknown
  screens: Record<string, ScreenAssertion<TCtx>>
  /** Requests the mount itself makes before the screen is up (seeding, minting sessions) go through `gate.allow`. */
  mount: (inspect: (event: InspectionEvent) => void, gate: BackendGate) => Promise<TCtx>
  /** Closes a gate in front of the fake backend for the replay (see BackendGate). */
  gate?: () => BackendGate
  /** Extra paths, as event lists from the initial state, for journeys worth telling on their own. */
  journeys?: ReadonlyArray<readonly AnyEventObject[]>
  /**
   * Events the machine's own timers send (`xstate.after.<delay>.<state id>`): the real screen's
   * clock fires them, so a replay only waits for the state they lead to.
   */
  timers?: readonly AnyEventObject[]
}

export interface ModelStep {
  event: AnyEventObject
  /** The model's state after the event. */
  state: AnyMachineSnapshot
  /** The model's state before it. */
  from: AnyMachineSnapshot
}

export type RawStep = { event: AnyEventObject; state: AnyMachineSnapshot }

export interface ModelPath {
  description: string
  steps: ModelStep[]
}

export interface Model {
  paths: ModelPath[]
  replay(path: ModelPath): Promise<void>
  assertCoverage(): void
}
