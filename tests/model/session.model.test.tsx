import { screen } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { createEmptyActor } from 'xstate'
import { signInWithPassword, validateWithBackend, type AuthSession } from '../../src/api/auth'
import { sessionMachine, type SessionContext, type SessionInvokeId } from '../../src/machines/session/session.machine'
import { ApiError } from '../../src/api/errors'
import { CODE_STEP } from '../../src/ui/screens/sign-in/messages'
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
import { currentCode, disableTwoFactor, enableTwoFactor, type TestFactor } from '../utils/two-factor'

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
let owners = 0
/** A new owner's details, a new address each time (the data is reset before each test, not each step). */
const NEW_OWNER = () => ({ email: `owner-${++owners}@kedai.my`, password: 'kopi-o-kosong', fullName: 'Tan Ah Seng', businessName: 'Kedai Kopi Ah Seng' })
const USER_EXISTS = { status: 422, body: { code: 'user_already_exists', error_code: 'user_already_exists', msg: 'User already registered' } }
const SAVED_PREFERENCES = { theme: 'dark', language: 'en', currency: 'SGD', timezone: 'Asia/Singapore' } as const

/** The demo owner's authenticator app, once a path has turned two-factor sign-in on (the data is reset before each test). */
let factor: TestFactor | null = null
afterEach(() => {
  factor = null
})
const verifyKey = () => `POST /auth/v1/factors/${factor!.factorId}/verify`
const twoFactorOff = async () => {
  if (!factor) return
  await disableTwoFactor(email)
  factor = null
}

const events = {
  'session.signIn': {
    samples: [{ type: 'session.signIn', email, password, replyTo: createEmptyActor() }],
    perform: ({ driver }) => signInGestures.signIn(driver, email, password),
  },
  'session.signUp': {
    samples: [{ type: 'session.signUp', details: NEW_OWNER(), replyTo: createEmptyActor() }],
    // What the sign-up form asks of the session (its own walk is tests/model/sign-up.model.test.tsx).
    perform: ({ route }) => Promise.resolve(route.session.send({ type: 'session.signUp', details: NEW_OWNER(), replyTo: createEmptyActor() })),
  },
  'session.verifyCode': {
    samples: [{ type: 'session.verifyCode', code: '123456' }],
    // The sign-in screen's code step, with the code the owner's authenticator app shows now.
    perform: async ({ driver }) => {
      await signInGestures.typeCode(driver, await currentCode(factor!.secret))
      await signInGestures.verifyCode(driver)
    },
  },
  'session.cancelSignIn': { samples: [{ type: 'session.cancelSignIn' }], perform: ({ driver }) => signInGestures.otherAccount(driver) },
  'session.adopt': {
    samples: [{ type: 'session.adopt', session: placeholder, replyTo: createEmptyActor() }],
    // What the reset screen does once the new password is set: it hands its session over.
    perform: ({ route, held }) => Promise.resolve(route.session.send({ type: 'session.adopt', session: held, replyTo: createEmptyActor() })),
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
  'session.preferences': {
    samples: [{ type: 'session.preferences', preferences: SAVED_PREFERENCES }],
    // What Settings does once it has loaded or saved the account's preferences: the frame applies them.
    perform: ({ route }) => Promise.resolve(route.session.send({ type: 'session.preferences', preferences: SAVED_PREFERENCES })),
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
  'xstate.done.actor.passwordSignIn': [
    {
      event: { type: 'xstate.done.actor.passwordSignIn', output: { session: placeholder, secondFactor: null } },
      arrange: async () => {
        setChaosRule('POST /auth/v1/token', null)
        setChaosRule('POST /auth/v1/signup', null)
        await twoFactorOff()
      },
    },
    {
      event: { type: 'xstate.done.actor.passwordSignIn', output: { session: placeholder, secondFactor: 'factor' } },
      arrange: async () => {
        setChaosRule('POST /auth/v1/token', null)
        factor ??= await enableTwoFactor(email)
      },
    },
  ],
  'xstate.error.actor.passwordSignIn': {
    event: { type: 'xstate.error.actor.passwordSignIn', error: new Error('invalid_credentials') },
    // A password refused, or a new account's address taken.
    arrange: () => {
      setChaosRule('POST /auth/v1/token', INVALID_CREDENTIALS)
      setChaosRule('POST /auth/v1/signup', USER_EXISTS)
    },
  },
  // The code's challenge and verify.
  'xstate.done.actor.verifyCode': {
    event: { type: 'xstate.done.actor.verifyCode', output: placeholder },
    arrange: () => setChaosRule(verifyKey(), null),
    requests: 2,
  },
  'xstate.error.actor.verifyCode': {
    event: { type: 'xstate.error.actor.verifyCode', error: new ApiError('http', 'Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' }) },
    arrange: () => setChaosRule(verifyKey(), { status: 422, body: { code: 'mfa_verification_failed', error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' } }),
    requests: 2,
  },
  'xstate.done.actor.validateWithBackend': {
    event: { type: 'xstate.done.actor.validateWithBackend', output: undefined },
    // An aal1 session (the password's, one the auth service handed over) is accepted only while
    // two-factor sign-in is off; a verified code's aal2 session is accepted either way.
    arrange: async () => {
      setChaosRule('POST /auth', null)
      await twoFactorOff()
    },
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
    secondFactor: () => {
      expect(screen.getByRole('heading', { name: CODE_STEP.title })).toBeInTheDocument()
      expect(screen.getByLabelText(CODE_STEP.label)).toBeEnabled()
    },
    verifyingCode: () => {
      expect(screen.getByRole('button', { name: CODE_STEP.verifying })).toBeDisabled()
    },
    validating: signedOutScreen,
    signingOut: signedOutScreen,
    signedIn: ({ route }, snapshot) => {
      expect(route.location().pathname).toBe('/profile')
      // Preferences Settings handed over take effect in the frame at once.
      if ((snapshot.context as SessionContext).preferences?.theme === SAVED_PREFERENCES.theme) expect(document.documentElement.dataset.theme).toBe(SAVED_PREFERENCES.theme)
      const nav = screen.getByRole('navigation', { name: 'Main' })
      for (const item of NAV_ITEMS) expect(nav).toContainElement(screen.getByRole('link', { name: item.label }))
      expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled()
    },
  },
})

describeModel('session machine on the real app', model)
