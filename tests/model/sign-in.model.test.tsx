import { screen } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { createEmptyActor, type AnyMachineSnapshot } from 'xstate'
import { INVALID_CREDENTIALS, setChaosRule, TOO_MANY_SIGN_INS } from '../utils/chaos'
import { ApiError } from '../../src/api/errors'
import { signInMachine, type SignInContext, type SignInInvokeId } from '../../src/machines/sign-in/sign-in.machine'
import { CODE_STEP, SIGN_IN_TEXT } from '../../src/ui/screens/sign-in/messages'
import { allowConsole, server } from '../setup/vitest.setup'
import { createBackendGate } from '../utils/backend-gate'
import { signInGestures } from '../utils/gestures/sign-in'
import { currentCode, disableTwoFactor, enableTwoFactor, type TestFactor } from '../utils/two-factor'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { mountScreen, type ScreenCtx } from '../utils/mount-screen'

const EMAIL = 'demo@selera.my'
/** The demo owner's authenticator app, once a path has turned two-factor sign-in on (the data is reset before each test). */
let factor: TestFactor | null = null
afterEach(() => {
  factor = null
})
const withTwoFactor = async () => (factor ??= await enableTwoFactor(EMAIL))
const verifyKey = () => `POST /auth/v1/factors/${factor!.factorId}/verify`
/** Leaving the code step: the session's answers come from checking the code, not from the password. */
const fromCode = (from: AnyMachineSnapshot) => from.matches('verifyingCode')

const events = {
  'form.change': {
    samples: [
      { type: 'form.change', field: 'email', value: 'demo@selera.my' },
      { type: 'form.change', field: 'password', value: 'selera-demo' },
      { type: 'form.change', field: 'email', value: '' },
    ],
    perform: ({ driver }, event) => signInGestures.change(driver, event.field, event.value),
  },
  'password.toggleVisibility': {
    samples: [{ type: 'password.toggleVisibility' }],
    perform: ({ driver }, _event, from) => signInGestures.toggleVisibility(driver, (from.context as { showPassword: boolean }).showPassword),
  },
  'remember.toggle': { samples: [{ type: 'remember.toggle' }], perform: ({ driver }) => signInGestures.toggleRemember(driver) },
  'form.submit': { samples: [{ type: 'form.submit' }], perform: ({ driver }) => signInGestures.submit(driver) },
  'forgot.request': { samples: [{ type: 'forgot.request' }], perform: ({ driver }) => signInGestures.forgotPassword(driver) },
  'code.change': {
    samples: [{ type: 'code.change', code: '123456' }],
    // The code the owner's authenticator app shows now (the sample's digits only stand for it).
    perform: async ({ driver }) => signInGestures.typeCode(driver, await currentCode(factor!.secret)),
  },
  'code.submit': { samples: [{ type: 'code.submit' }], perform: ({ driver }) => signInGestures.verifyCode(driver) },
  // The session ends the half-open sign-in at once (its sign-out call goes through).
  'code.cancel': { samples: [{ type: 'code.cancel' }], perform: ({ driver }) => signInGestures.otherAccount(driver), requests: 1 },
  // The session answers: the real auth service and backend decide, through the password grant (or
  // the code's challenge and verify) and POST /auth.
  'signIn.succeeded': {
    samples: [{ type: 'signIn.succeeded' }],
    arrange: async (_, from) => {
      setChaosRule('POST /auth/v1/token', null)
      if (fromCode(from)) setChaosRule(verifyKey(), null)
      else if (factor) {
        await disableTwoFactor(EMAIL)
        factor = null
      }
    },
    requests: (from) => (fromCode(from) ? 3 : 2),
  },
  'signIn.failed': {
    samples: [{ type: 'signIn.failed' }, { type: 'signIn.failed', error: new ApiError('http', 'Too many sign-in attempts. Try again in 15 minutes.', { status: 429, detail: 'over_request_rate_limit' }) }],
    arrange: (sample, from) => {
      // The password grant refuses: a wrong password, or the auth service's limit on attempts.
      if (!fromCode(from)) return setChaosRule('POST /auth/v1/token', sample.error ? TOO_MANY_SIGN_INS : INVALID_CREDENTIALS)
      // A right code, then the backend refuses the session.
      setChaosRule(verifyKey(), null)
      setChaosRule('POST /auth', { status: 503 })
    },
    // From the code step: challenge, verify, POST /auth, and the sign-out of the refused session.
    requests: (from) => (fromCode(from) ? 4 : 1),
  },
  'signIn.codeNeeded': {
    samples: [{ type: 'signIn.codeNeeded' }],
    arrange: async () => {
      setChaosRule('POST /auth/v1/token', null)
      await withTwoFactor()
    },
    requests: 1,
  },
  'signIn.codeRefused': {
    samples: [{ type: 'signIn.codeRefused', error: new ApiError('http', 'Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' }) }],
    arrange: () => setChaosRule(verifyKey(), { status: 422, body: { code: 'mfa_verification_failed', error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' } }),
    // The challenge, then the verify the auth service refuses.
    requests: 2,
  },
} satisfies EventFixtures<Parameters<typeof signInMachine.transition>[1], ScreenCtx>

const outcomes = {
  'xstate.done.actor.requestPasswordReset': {
    event: { type: 'xstate.done.actor.requestPasswordReset', output: undefined },
    arrange: () => setChaosRule('POST /auth/v1/recover', null),
  },
  'xstate.error.actor.requestPasswordReset': [
    {
      event: { type: 'xstate.error.actor.requestPasswordReset', error: new ApiError('network', 'unreachable') },
      arrange: () => {
        setChaosRule('POST /auth/v1/recover', { network: true })
        allowConsole('error', /Failed to fetch/)
      },
    },
    {
      event: { type: 'xstate.error.actor.requestPasswordReset', error: new ApiError('http', 'refused', { status: 422 }) },
      arrange: () =>
        setChaosRule('POST /auth/v1/recover', { status: 422, body: { code: 'validation_failed', msg: 'Unable to validate email address: invalid format' } }),
    },
    {
      event: { type: 'xstate.error.actor.requestPasswordReset', error: new ApiError('http', 'refused', { status: 429 }) },
      arrange: () => setChaosRule('POST /auth/v1/recover', { status: 429, body: { msg: 'Too many requests' } }),
    },
  ],
} satisfies OutcomeFixtures<SignInInvokeId>

const signInButton = () => screen.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ })

const editable = () => {
  expect(screen.getByLabelText('Email')).toBeEnabled()
  expect(signInButton()).toHaveTextContent('Sign In')
  expect(signInButton()).toBeEnabled()
}

const model = defineModel<typeof signInMachine, SignInInvokeId, ScreenCtx>({
  machine: signInMachine,
  input: { session: createEmptyActor(), rememberedEmail: '' },
  events,
  outcomes,
  project: ({ context }) => {
    const { email, password, code, codeProblem } = context as SignInContext
    return { email: email !== '', password: password !== '', code: code !== '', codeProblem }
  },
  gate: () => createBackendGate(server),
  mount: mountScreen('/login', 'Welcome Back'),
  screens: {
    idle: () => {
      editable()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
    submitting: () => {
      expect(signInButton()).toHaveTextContent('Signing in...')
      expect(signInButton()).toBeDisabled()
      expect(screen.getByLabelText('Email')).toBeDisabled()
      expect(screen.getByLabelText('Password')).toBeDisabled()
    },
    failure: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.failed)
      editable()
    },
    tooManyAttempts: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.tooManyAttempts)
      editable()
    },
    requestingReset: () => {
      expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeDisabled()
      expect(screen.getByLabelText('Email')).toBeDisabled()
    },
    resetRequested: () => {
      expect(screen.getByRole('status')).toHaveTextContent(SIGN_IN_TEXT.resetRequested)
      editable()
    },
    resetUnreachable: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.resetUnreachable)
      editable()
    },
    emailInvalid: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_TEXT.resetInvalidEmail)
      editable()
    },
    emailNeeded: () => {
      expect(screen.getByRole('status')).toHaveTextContent(SIGN_IN_TEXT.resetNeedsEmail)
      editable()
    },
    codeNeeded: (_, snapshot) => {
      const { code, codeProblem } = snapshot.context as SignInContext
      expect(screen.getByRole('heading', { name: CODE_STEP.title })).toBeInTheDocument()
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
      const field = screen.getByLabelText(CODE_STEP.label)
      expect(field).toBeEnabled()
      if (code === '') expect(field).toHaveValue('')
      if (codeProblem) expect(field).toHaveAccessibleDescription(CODE_STEP.problems[codeProblem])
      else expect(field).not.toHaveAttribute('aria-invalid')
    },
    verifyingCode: () => {
      expect(screen.getByRole('button', { name: CODE_STEP.verifying })).toBeDisabled()
      expect(screen.getByLabelText(CODE_STEP.label)).toBeDisabled()
    },
    success: ({ route }) => {
      expect(route.location().pathname).toBe('/profile')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company Profile - Help our AI understand your business better')
    },
  },
})

describeModel('sign-in machine on the real screen', model)
