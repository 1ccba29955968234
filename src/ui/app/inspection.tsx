import { useActorRef } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import type { ActorOptions, AnyStateMachine, InspectionEvent, Observer } from 'xstate'

type Inspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

/**
 * Lets the model-based tests watch every machine the real screens run, without the screens knowing
 * about tests: in the app nothing is provided and `inspect` stays undefined.
 */
const InspectionContext = createContext<Inspector | undefined>(undefined)

export function InspectionProvider({ inspect, children }: { inspect: Inspector | undefined; children: ReactNode }) {
  return <InspectionContext.Provider value={inspect}>{children}</InspectionContext.Provider>
}

/** `useActorRef` for a screen's machine, inspectable in tests. */
export function useMachineActor<TMachine extends AnyStateMachine>(machine: TMachine, options: ActorOptions<TMachine> = {}) {
  const inspect = useContext(InspectionContext)
  return useActorRef(machine, inspect ? { ...options, inspect } : options)
}
