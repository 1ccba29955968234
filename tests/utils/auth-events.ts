import { fromCallback } from 'xstate'
import { subscribeToAuthEvents, type AuthEventName, type AuthSession } from '../../src/api/auth'
import { DEMO_ANON_KEY, env } from '../../src/config/env'
import { AUTH_EVENT_TYPES } from '../../src/machines/session/session.actors'
import type { AuthEvent } from '../../src/machines/session/session.events'
import { sessionMachine } from '../../src/machines/session/session.machine'
import { SEEDED_USERS, type SeededUser } from './session'

type Listener = (name: AuthEventName, session: AuthSession | null) => void
const listeners = new Set<Listener>()

/**
 * Some auth events (password recovery, MFA verified, a session restored at start) cannot happen in
 * this client: it keeps no session across reloads and reads no tokens from URLs. To show the machine
 * still reacts to them, tests emit them at the boundary where supabase-js would, with real sessions.
 */
export function emitAuthEvent(name: AuthEventName, session: AuthSession | null): void {
  for (const listener of listeners) listener(name, session)
}

/** The session machine hearing both the real auth client and `emitAuthEvent`. */
export const sessionMachineWithAuthEmitter = sessionMachine.provide({
  actors: {
    authEvents: fromCallback<AuthEvent>(({ sendBack }) => {
      const toEvent: Listener = (name, session) => sendBack({ type: AUTH_EVENT_TYPES[name], session })
      const stopReal = subscribeToAuthEvents(toEvent)
      listeners.add(toEvent)
      return () => {
        stopReal()
        listeners.delete(toEvent)
      }
    }),
  },
})

/** A real session from the fake auth service's password grant, without going through the app. */
export async function mintSession(user: SeededUser = 'demo'): Promise<AuthSession> {
  const { email, password } = SEEDED_USERS[user]
  const response = await fetch(`${env.authUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`The fake auth service refused ${email}: ${response.status}`)
  const body = (await response.json()) as {
    access_token: string
    refresh_token: string
    expires_at: number
    user: { id: string; email: string; user_metadata: { full_name?: string; business_name?: string } }
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: body.expires_at,
    user: {
      id: body.user.id,
      email: body.user.email,
      fullName: body.user.user_metadata.full_name ?? null,
      businessName: body.user.user_metadata.business_name ?? null,
    },
  }
}

