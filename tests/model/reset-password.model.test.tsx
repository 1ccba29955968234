import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { createEmptyActor, type AnyMachineSnapshot } from 'xstate'
import { requestPasswordReset } from '../../src/api/auth'
import { ApiError } from '../../src/api/errors'
import { resetPasswordMachine, type ResetPasswordContext, type ResetPasswordEvent, type ResetPasswordInvokeId } from '../../src/machines/reset-password/reset-password.machine'
import { RESET_TEXT } from '../../src/ui/screens/reset-password/messages'
import { CODE_STEP } from '../../src/ui/screens/sign-in/messages'
import { server } from '../setup/vitest.setup'
import { createBackendGate, PROFILE_READ, settleRequestsAfterEach } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'
import { currentCode, enableTwoFactor, type TestFactor } from '../utils/two-factor'

interface Ctx {
  driver: Driver
  route: RenderedRoute
}

const EMAIL = 'demo@selera.my'
const NEW_PASSWORD = 'kopi-kita-2026'
const CHAOS = ['GET /demo/outbox', 'POST /auth/v1/verify', 'PUT /auth/v1/user', 'POST /auth'] as const
/** The demo owner's authenticator app, once a path has turned two-factor sign-in on (the data is reset before each test). */
let factor: TestFactor | null = null
const verifyKey = () => `POST /auth/v1/factors/${factor!.factorId}/verify`
settleRequestsAfterEach(server, () => {
  for (const key of [...CHAOS, ...(factor ? [verifyKey()] : [])]) setChaosRule(key, null)
  factor = null
})

const WRONG_CODE = { status: 422, body: { code: 'mfa_verification_failed', error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' } }
const LABELS = { password: RESET_TEXT.password, confirm: RESET_TEXT.confirm } as const

const events = {
  'reset.change': {
    samples: [
      { type: 'reset.change', field: 'password', value: NEW_PASSWORD },
      { type: 'reset.change', field: 'confirm', value: NEW_PASSWORD },
    ],
    perform: ({ driver }, event) => driver.fill(LABELS[event.field], event.value),
  },
  'reset.submit': { samples: [{ type: 'reset.submit' }], perform: ({ driver }) => driver.click('button', RESET_TEXT.save) },
  'code.change': {
    samples: [{ type: 'code.change', code: '123456' }],
    // The code the owner's authenticator app shows now (the sample's digits stand for it).
    perform: async ({ driver }) => driver.fill(CODE_STEP.label, await currentCode(factor!.secret)),
  },
  'code.submit': { samples: [{ type: 'code.submit' }], perform: ({ driver }) => driver.click('button', CODE_STEP.verify) },
  // The session's answers to the hand-over: POST /auth decides.
  'signIn.succeeded': { samples: [{ type: 'signIn.succeeded' }], arrange: () => setChaosRule('POST /auth', null), requests: 1 },
  // The refused session is then revoked (its sign-out call).
  'signIn.failed': { samples: [{ type: 'signIn.failed' }], arrange: () => setChaosRule('POST /auth', { status: 503 }), requests: 2 },
  'signIn.codeNeeded': { samples: [], arrange: () => undefined },
  'signIn.codeRefused': { samples: [], arrange: () => undefined },
} satisfies EventFixtures<ResetPasswordEvent, Ctx>

const outcomes = {
  'xstate.done.actor.findDemoLink': [
    { event: { type: 'xstate.done.actor.findDemoLink', output: 'token' }, arrange: () => setChaosRule('GET /demo/outbox', null) },
    { event: { type: 'xstate.done.actor.findDemoLink', output: null }, arrange: () => setChaosRule('GET /demo/outbox', { status: 200, body: { messages: [] } }) },
  ],
  'xstate.error.actor.findDemoLink': {
    event: { type: 'xstate.error.actor.findDemoLink', error: new ApiError('http', 'GET /demo/outbox failed with 500', { status: 500 }) },
    arrange: () => setChaosRule('GET /demo/outbox', { status: 500 }),
  },
  'xstate.done.actor.openLink': [
    { event: { type: 'xstate.done.actor.openLink', output: { session: {}, secondFactor: null } }, arrange: () => setChaosRule('POST /auth/v1/verify', null) },
    {
      event: { type: 'xstate.done.actor.openLink', output: { session: {}, secondFactor: 'factor' } },
      arrange: async () => {
        setChaosRule('POST /auth/v1/verify', null)
        factor ??= await enableTwoFactor(EMAIL)
      },
    },
  ],
  'xstate.error.actor.openLink': {
    event: { type: 'xstate.error.actor.openLink', error: new ApiError('http', 'Email link is invalid or has expired', { status: 403, detail: 'otp_expired' }) },
    arrange: () => setChaosRule('POST /auth/v1/verify', { status: 403, body: { code: 'otp_expired', error_code: 'otp_expired', msg: 'Email link is invalid or has expired' } }),
  },
  // The code's challenge and verify.
  'xstate.done.actor.verifyCode': { event: { type: 'xstate.done.actor.verifyCode', output: {} }, arrange: () => setChaosRule(verifyKey(), null), requests: 2 },
  'xstate.error.actor.verifyCode': {
    event: { type: 'xstate.error.actor.verifyCode', error: new ApiError('http', 'Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' }) },
    arrange: () => setChaosRule(verifyKey(), WRONG_CODE),
    requests: 2,
  },
  'xstate.done.actor.savePassword': { event: { type: 'xstate.done.actor.savePassword', output: {} }, arrange: () => setChaosRule('PUT /auth/v1/user', null) },
  'xstate.error.actor.savePassword': {
    event: { type: 'xstate.error.actor.savePassword', error: new ApiError('http', 'same', { status: 422, detail: 'same_password' }) },
    arrange: () => setChaosRule('PUT /auth/v1/user', { status: 422, body: { code: 'same_password', error_code: 'same_password', msg: 'New password should be different from the old password.' } }),
  },
} satisfies OutcomeFixtures<ResetPasswordInvokeId>

const heading = () => screen.getByRole('heading', { level: 1, name: RESET_TEXT.title })
const statusSays = (words: string) => {
  expect(screen.getAllByRole('status').some((status) => status.textContent === words)).toBe(true)
}
const alertSays = (words: string) => {
  expect(screen.getByRole('alert')).toHaveTextContent(words)
}

/** The password form as the machine holds it, with the refusal it shows. */
function expectChoosing(snapshot: AnyMachineSnapshot, busy: boolean) {
  const { password, confirm, problem } = snapshot.context as ResetPasswordContext
  heading()
  const field = screen.getByLabelText(RESET_TEXT.password)
  expect(field).toHaveValue(password)
  expect(screen.getByLabelText(RESET_TEXT.confirm)).toHaveValue(confirm)
  expect(field).toHaveProperty('disabled', busy)
  if (problem === 'short' || problem === 'same') expect(field).toHaveAccessibleDescription(new RegExp(`^${RESET_TEXT.problems[problem]}`))
  if (problem === 'mismatch') expect(screen.getByLabelText(RESET_TEXT.confirm)).toHaveAccessibleDescription(RESET_TEXT.problems.mismatch)
  if (problem === null) expect(field).not.toHaveAttribute('aria-invalid')
}

describeModel(
  'reset password machine on the real screen (demo: the link from the outbox)',
  defineModel<typeof resetPasswordMachine, ResetPasswordInvokeId, Ctx>({
    machine: resetPasswordMachine,
    // The screen's session actor is not the model's to follow: a stand-in keeps the input's shape.
    input: { tokenHash: null, demoEmail: EMAIL, session: createEmptyActor() },
    events,
    outcomes,
    project: (snapshot) => {
      const { password, confirm, code, problem, codeProblem } = snapshot.context as ResetPasswordContext
      return { password: password !== '', confirm: confirm !== '', code: code !== '', problem, codeProblem }
    },
    gate: () => createBackendGate(server, { passing: PROFILE_READ }),
    mount: async (inspect, gate) => {
      // The owner asked for a reset on the sign-in page: the fake auth service "mailed" the link.
      gate.allow(1)
      await requestPasswordReset(EMAIL, 'http://localhost/reset-password')
      const route = await renderRoute(`/reset-password?demo=${encodeURIComponent(EMAIL)}`, { inspect })
      await screen.findByRole('heading', { level: 1, name: RESET_TEXT.title })
      return { driver: rtlDriver(route.user), route }
    },
    screens: {
      findingDemoLink: () => statusSays(RESET_TEXT.findingDemo),
      opening: () => statusSays(RESET_TEXT.opening),
      noMail: () => alertSays(RESET_TEXT.noMail(EMAIL)),
      invalid: () => {
        alertSays(RESET_TEXT.invalid)
        expect(screen.getByRole('link', { name: RESET_TEXT.backToSignIn })).toHaveAttribute('href', '/login')
      },
      codeNeeded: (_, snapshot) => {
        const { codeProblem } = snapshot.context as ResetPasswordContext
        expect(screen.getByText(RESET_TEXT.codeLede)).toBeInTheDocument()
        const field = screen.getByLabelText(CODE_STEP.label)
        expect(field).toBeEnabled()
        if (codeProblem) expect(field).toHaveAccessibleDescription(CODE_STEP.problems[codeProblem])
      },
      verifyingCode: () => {
        expect(screen.getByRole('button', { name: CODE_STEP.verifying })).toBeDisabled()
      },
      choosing: (_, snapshot) => expectChoosing(snapshot, false),
      saving: (_, snapshot) => {
        expectChoosing(snapshot, true)
        expect(screen.getByRole('button', { name: RESET_TEXT.saving })).toBeDisabled()
      },
      signingIn: () => statusSays(RESET_TEXT.signingIn),
      signInFailed: () => alertSays(RESET_TEXT.signInFailed),
      done: ({ route }) => {
        expect(route.location().pathname).toBe('/profile')
        expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
      },
    },
  }),
)
