import { useSelector } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { sessionMachine } from '../../machines/session/session.machine'

export type SessionActor = ActorRefFrom<typeof sessionMachine>
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

const SessionContext = createContext<SessionActor | null>(null)

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext)
  if (!actor) throw new Error('useSessionActor needs a <SessionProvider>')
  return actor
}

export function useSessionSelector<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), select)
}

export const selectSignedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn')
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.session?.user ?? null
/** The account's preferences as the session knows them (sign-in, then Settings); null when not known. */
export const selectPreferences = (snapshot: SessionSnapshot) => snapshot.context.preferences
export const selectEndedBecause = (snapshot: SessionSnapshot) => snapshot.context.endedBecause
