import { screen, within } from '@testing-library/react'
import { afterAll, afterEach, expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { store } from '../../mocks/db'
import { backendContext } from '../../mocks/handlers/context'
import { setClock } from '../../mocks/node'
import { findAccountByEmail } from '../../backend/accounts/accounts'
import { totpCode } from '../../backend/auth/totp'
import { ApiError } from '../../src/api/errors'
import { isSixDigits } from '../../src/machines/shared/one-time-code'
import { twoFactorMachine, type TwoFactorContext, type TwoFactorEvent, type TwoFactorInvokeId } from '../../src/machines/settings/two-factor.machine'
import { SETTINGS_TEXT } from '../../src/ui/screens/settings/settings-text'
import { server } from '../setup/vitest.setup'
import { createBackendGate, PROFILE_READ, watchRequests } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'

interface Ctx {
  driver: Driver
}

const SETUP = SETTINGS_TEXT.security.twoFactorSetup
const EMAIL = 'demo@selera.my'
const inFlight = watchRequests(server)
/** The key the screen showed: what the owner's authenticator app would hold. */
let secret: string | null = null
afterEach(async () => {
  await inFlight.settled()
  secret = null
  setClock(null)
  for (const key of ['POST /auth/v1/factors', ...await verifyKeys()]) setChaosRule(key, null)
})
afterAll(() => inFlight.stop())

/** The demo owner's factors in the fake backend (the one being set up, or the verified one). */
async function factorIds(): Promise<string[]> {
  const account = await findAccountByEmail(backendContext(), EMAIL)
  return account ? (await store.mfaFactors.findAll({ account_id: account.id }, [['created_at', 'asc']])).map((factor) => factor.id) : []
}
const verifyKeys = async () => (await factorIds()).map((id) => `POST /auth/v1/factors/${id}/verify`)
const WRONG = { status: 422, body: { code: 'mfa_verification_failed', error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' } }

/**
 * The code the app shows 30 seconds on from the last one the path used: a code is good once, so a
 * path that turns two-factor on and off again needs the next one (the backend's clock moves with it).
 */
async function nextCode(): Promise<string> {
  const at = backendContext().now() + 30_000
  setClock(() => at)
  return totpCode(secret!, at)
}

const panel = () => screen.getByRole('tabpanel')
const twoFactorSwitch = () => within(panel()).getByRole('switch', { name: SETTINGS_TEXT.security.twoFactor })

const events = {
  'twoFactor.start': { samples: [{ type: 'twoFactor.start' }], perform: ({ driver }) => driver.click('switch', SETTINGS_TEXT.security.twoFactor) },
  'twoFactor.stop': { samples: [{ type: 'twoFactor.stop' }], perform: ({ driver }) => driver.click('switch', SETTINGS_TEXT.security.twoFactor) },
  'twoFactor.code': {
    samples: [{ type: 'twoFactor.code', code: '123456' }],
    // The code an authenticator app holding the shown key gives now (the sample's digits stand for it).
    perform: async ({ driver }) => {
      const shown = within(panel()).queryByText(SETUP.key)?.parentElement?.querySelector('code')?.textContent
      if (shown) secret = shown.replace(/\s+/g, '')
      await driver.fill(SETUP.code, await nextCode())
    },
  },
  'twoFactor.confirm': {
    samples: [{ type: 'twoFactor.confirm' }],
    perform: ({ driver }, _event, from) => driver.click('button', from.matches('disabling') ? SETUP.turnOff : SETUP.turnOn),
  },
  'twoFactor.cancel': { samples: [{ type: 'twoFactor.cancel' }], perform: ({ driver }) => driver.click('button', SETUP.cancel) },
} satisfies EventFixtures<TwoFactorEvent, Ctx>

const outcomes = {
  // The factors listed (GET /user), then the new one enrolled.
  'xstate.done.actor.enroll': { event: { type: 'xstate.done.actor.enroll', output: {} }, arrange: () => setChaosRule('POST /auth/v1/factors', null), requests: 2 },
  'xstate.error.actor.enroll': {
    event: { type: 'xstate.error.actor.enroll', error: new ApiError('http', 'Two-factor setup failed', { status: 500 }) },
    arrange: () => setChaosRule('POST /auth/v1/factors', { status: 500 }),
    requests: 2,
  },
  // The challenge and the verify.
  'xstate.done.actor.confirm': { event: { type: 'xstate.done.actor.confirm', output: {} }, arrange: async () => (await verifyKeys()).forEach((key) => setChaosRule(key, null)), requests: 2 },
  'xstate.error.actor.confirm': {
    event: { type: 'xstate.error.actor.confirm', error: new ApiError('http', 'Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' }) },
    arrange: async () => (await verifyKeys()).forEach((key) => setChaosRule(key, WRONG)),
    requests: 2,
  },
  // The factors listed, the challenge, the verify, then the factor removed.
  'xstate.done.actor.disable': { event: { type: 'xstate.done.actor.disable', output: undefined }, arrange: async () => (await verifyKeys()).forEach((key) => setChaosRule(key, null)), requests: 4 },
  'xstate.error.actor.disable': {
    event: { type: 'xstate.error.actor.disable', error: new ApiError('http', 'Invalid TOTP code entered', { status: 422, detail: 'mfa_verification_failed' }) },
    arrange: async () => (await verifyKeys()).forEach((key) => setChaosRule(key, WRONG)),
    requests: 3,
  },
} satisfies OutcomeFixtures<TwoFactorInvokeId>

/** The code step the machine is in: its words, the field and what was refused. */
function expectStep(snapshot: AnyMachineSnapshot, turningOn: boolean) {
  const { problem, code } = snapshot.context as TwoFactorContext
  const step = within(panel()).getByRole('group', { name: turningOn ? SETUP.scan : SETUP.stopAsk })
  if (turningOn) {
    expect(within(step).getByRole('img', { name: SETUP.qrAlt }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(within(step).getByText(SETUP.key)).toBeInTheDocument()
  }
  const field = within(step).getByLabelText(SETUP.code)
  if (code === '') expect(field).toHaveValue('')
  if (problem) expect(field).toHaveAccessibleDescription(SETTINGS_TEXT.code[problem])
  else expect(field).not.toHaveAttribute('aria-invalid')
}

describeModel(
  'two-factor machine on the real Security tab',
  defineModel<typeof twoFactorMachine, TwoFactorInvokeId, Ctx>({
    machine: twoFactorMachine,
    input: { on: false },
    events,
    outcomes,
    project: (snapshot) => {
      const { code, problem, notice } = snapshot.context as TwoFactorContext
      return { code: isSixDigits(code), problem, notice }
    },
    gate: () => createBackendGate(server, { passing: PROFILE_READ }),
    mount: async (inspect, gate) => {
      // Signing in (the password grant and POST /auth) and Settings' own reads (GET /settings, GET /goals).
      gate.allow(4)
      const route = await renderRoute('/settings#security', { user: 'demo', inspect })
      await within(await screen.findByRole('tabpanel')).findByRole('switch', { name: SETTINGS_TEXT.security.twoFactor })
      return { driver: rtlDriver(route.user) }
    },
    screens: {
      off: (_, snapshot) => {
        expect(twoFactorSwitch()).toHaveAttribute('aria-checked', 'false')
        expect(twoFactorSwitch()).toBeEnabled()
        if ((snapshot.context as TwoFactorContext).notice === 'turnedOff') expect(within(panel()).getByText(SETUP.turnedOff)).toBeInTheDocument()
      },
      enrolling: () => {
        expect(within(panel()).getByText(SETUP.starting)).toBeInTheDocument()
        expect(twoFactorSwitch()).toBeDisabled()
      },
      enrollFailed: () => {
        expect(within(panel()).getByText(SETUP.startFailed).closest('[role="alert"]')).toBeInTheDocument()
        expect(within(panel()).getByRole('button', { name: SETTINGS_TEXT.retry })).toBeEnabled()
      },
      awaitingCode: (_, snapshot) => expectStep(snapshot, true),
      confirming: () => {
        expect(within(panel()).getByRole('button', { name: SETUP.turningOn })).toBeDisabled()
      },
      on: (_, snapshot) => {
        expect(twoFactorSwitch()).toHaveAttribute('aria-checked', 'true')
        if ((snapshot.context as TwoFactorContext).notice === 'turnedOn') expect(within(panel()).getByText(SETUP.turnedOn)).toBeInTheDocument()
      },
      disabling: (_, snapshot) => expectStep(snapshot, false),
      turningOff: () => {
        expect(within(panel()).getByRole('button', { name: SETUP.turningOff })).toBeDisabled()
      },
    },
  }),
)
