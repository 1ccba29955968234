import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { createEmptyActor } from 'xstate'
import { signInWithPassword, validateWithBackend, type AuthSession } from '../../src/api/auth'
import { sessionMachine, type SessionInvokeId } from '../../src/machines/session/session.machine'
import { NAV_ITEMS } from '../../src/ui/app/nav'
import { server } from '../setup/vitest.setup'
import { emitAuthEvent, sessionMachineWithAuthEmitter } from '../utils/auth-events'
import { createBackendGate, PROFILE_READ } from '../utils/backend-gate'
import { INVALID_CREDENTIALS, setChaosRule } from '../utils/chaos'
import { rtlDriver } from '../utils/driver-rtl'
import type { Driver } from '../utils/driver'
import { signInGestures } from '../utils/gestures/sign-in'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'
import { SEEDED_USERS } from '../utils/session'

interface Ctx {
  driver: Driver
  route: RenderedRoute
  /** A session the auth client holds but the app has not accepted yet (see mount). */
  held: AuthSession
}

type SessionEventOf<T> = Extract<Parameters<typeof sessionMachine.transition>[1], { type: T }>

const placeholder = { accessToken: 'model', refreshToken: 'model', expiresAt: 0, user: { id: 'u', email: 'e', fullName: null, businessName: null } }
const withSession = <T extends SessionEventOf<`auth.${string}`>['type']>(type: T) => ({
  samples: [{ type, session: placeholder }] as SessionEventOf<T>[],
  perform: ({ held }: Ctx) => Promise.resolve(emitAuthEvent(NAME_OF[type], held)),
})

const NAME_OF = {
  'auth.initialSession': 'INITIAL_SESSION',
  'auth.signedIn': 'SIGNED_IN',
  'auth.signedOut': 'SIGNED_OUT',
  'auth.tokenRefreshed': 'TOKEN_REFRESHED',
  'auth.userUpdated': 'USER_UPDATED',
  'auth.passwordRecovery': 'PASSWORD_RECOVERY',
  'auth.mfaChallengeVerified': 'MFA_CHALLENGE_VERIFIED',
} as const

const { email, password } = SEEDED_USERS.demo

const events = {
  'session.signIn': {
    samples: [{ type: 'session.signIn', email, password, replyTo: createEmptyActor() }],
    perform: ({ driver }) => signInGestures.signIn(driver, email, password),
  },
  'session.logout': { samples: [{ type: 'session.logout' }], perform: ({ driver }) => driver.click('button', 'Logout') },
  'session.expired': {
    samples: [{ type: 'session.expired' }],
    // The test makes a protected call, as a screen would, and the backend refuses the token (the
    // Company Profile's own read as it opens passes the gate: it is not this flow's).
    perform: async () => {
      setChaosRule('POST /auth', { status: 401, body: { detail: 'Token expired' } })
      await validateWithBackend().catch(() => undefined)
      setChaosRule('POST /auth', null)
    },
    requests: 1,
  },
  'auth.initialSession': withSession('auth.initialSession'),
  'auth.signedIn': withSession('auth.signedIn'),
  'auth.tokenRefreshed': withSession('auth.tokenRefreshed'),
  'auth.userUpdated': withSession('auth.userUpdated'),
  'auth.passwordRecovery': withSession('auth.passwordRecovery'),
  'auth.mfaChallengeVerified': withSession('auth.mfaChallengeVerified'),
  'auth.signedOut': { samples: [{ type: 'auth.signedOut', session: null }], perform: () => Promise.resolve(emitAuthEvent('SIGNED_OUT', null)) },
} satisfies EventFixtures<Parameters<typeof sessionMachine.transition>[1], Ctx>

const outcomes = {
  'xstate.done.actor.passwordSignIn': {
    event: { type: 'xstate.done.actor.passwordSignIn', output: placeholder },
    arrange: () => setChaosRule('POST /auth/v1/token', null),
  },
  'xstate.error.actor.passwordSignIn': {
    event: { type: 'xstate.error.actor.passwordSignIn', error: new Error('invalid_credentials') },
    arrange: () => setChaosRule('POST /auth/v1/token', INVALID_CREDENTIALS),
  },
  'xstate.done.actor.validateWithBackend': {
    event: { type: 'xstate.done.actor.validateWithBackend', output: undefined },
    arrange: () => setChaosRule('POST /auth', null),
  },
  'xstate.error.actor.validateWithBackend': {
    event: { type: 'xstate.error.actor.validateWithBackend', error: new Error('Backend validation failed') },
    arrange: () => setChaosRule('POST /auth', { status: 503 }),
  },
  'xstate.done.actor.signOut': {
    event: { type: 'xstate.done.actor.signOut', output: undefined },
    arrange: () => setChaosRule('POST /auth/v1/logout', null),
  },
  'xstate.error.actor.signOut': {
    event: { type: 'xstate.error.actor.signOut', error: new Error('logout failed') },
    arrange: () => setChaosRule('POST /auth/v1/logout', { status: 500 }),
  },
} satisfies OutcomeFixtures<SessionInvokeId>

const signedOutScreen = ({ route }: Ctx) => {
  expect(route.location().pathname).toBe('/login')
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
}

const model = defineModel<typeof sessionMachine, SessionInvokeId, Ctx>({
  machine: sessionMachine,
  events,
  outcomes,
  gate: () => createBackendGate(server, { passing: PROFILE_READ }),
  mount: async (inspect, gate) => {
    // The auth client holds a real session before the app starts listening: what the auth service
    // would hand over with INITIAL_SESSION, PASSWORD_RECOVERY or MFA_CHALLENGE_VERIFIED.
    gate.allow(1)
    const held = await signInWithPassword(email, password)
    const route = await renderRoute('/login', { inspect, sessionLogic: sessionMachineWithAuthEmitter })
    await screen.findByRole('heading', { name: 'Welcome Back' })
    return { route, held, driver: rtlDriver(route.user) }
  },
  screens: {
    signedOut: signedOutScreen,
    signingIn: signedOutScreen,
    validating: signedOutScreen,
    signingOut: signedOutScreen,
    signedIn: ({ route }) => {
      expect(route.location().pathname).toBe('/profile')
      const nav = screen.getByRole('navigation', { name: 'Main' })
      for (const item of NAV_ITEMS) expect(nav).toContainElement(screen.getByRole('link', { name: item.label }))
      expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled()
    },
  },
})

describeModel('session machine on the real app', model)
