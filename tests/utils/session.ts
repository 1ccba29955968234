import { createActor, fromCallback, waitFor, type AnyActorRef, type InspectionEvent } from 'xstate'
import { sessionMachine } from '../../src/machines/session/session.machine'

export const SEEDED_USERS = {
  demo: { email: 'demo@selera.my', password: 'selera-demo' },
  new: { email: 'new@selera.my', password: 'selera-demo' },
} as const

export type SeededUser = keyof typeof SEEDED_USERS

/** An actor that hears replies nobody waits for (the session answers whoever asked it to sign in). */
export function createListener(): AnyActorRef {
  return createActor(fromCallback(() => undefined)).start()
}

export type SessionLogic = typeof sessionMachine

const started = new Set<{ stop(): void }>()

/** Stops every session a test started, so none of them hears the next test's auth events. */
export function stopSessions(): void {
  for (const actor of started) actor.stop()
  started.clear()
}

/** A started app session, signed in through the real auth service and backend when `user` is given. */
export async function startSession(
  user?: SeededUser,
  logic: SessionLogic = sessionMachine,
  inspect?: (event: InspectionEvent) => void,
) {
  const session = createActor(logic, inspect ? { inspect } : {}).start()
  started.add(session)
  if (user) {
    const { email, password } = SEEDED_USERS[user]
    session.send({ type: 'session.signIn', email, password, replyTo: createListener() })
    const settled = await waitFor(session, (snapshot) => snapshot.hasTag('signedIn') || snapshot.matches('signedOut'), {
      timeout: 10_000,
    })
    if (!settled.hasTag('signedIn')) throw new Error(`Could not sign in as ${email}`)
  }
  return session
}
