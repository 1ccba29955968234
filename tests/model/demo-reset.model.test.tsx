import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { db } from '../../mocks/db'
import { demoResetMachine, type DemoResetEvent, type DemoResetInvokeId } from '../../src/machines/demo-reset/demo-reset.machine'
import { server } from '../setup/vitest.setup'
import { createBackendGate, PROFILE_READ } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import { leaveLead } from '../utils/leads'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { DEMO_RESET_BUTTONS, demoResetGestures } from '../utils/gestures/demo-reset'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute, type RenderedRoute } from '../utils/render'

interface Ctx {
  driver: Driver
  route: RenderedRoute
}

const request = { type: 'reset.request' } as const
const confirm = { type: 'reset.confirm' } as const
const cancel = { type: 'reset.cancel' } as const

const events = {
  'reset.request': { samples: [request], perform: ({ driver }) => demoResetGestures.request(driver) },
  'reset.confirm': { samples: [confirm], perform: ({ driver }) => demoResetGestures.confirm(driver) },
  'reset.cancel': { samples: [cancel], perform: ({ driver }) => demoResetGestures.cancel(driver) },
} satisfies EventFixtures<DemoResetEvent, Ctx>

const resetDone = { type: 'xstate.done.actor.resetDemoData', output: undefined } as const
const resetFailed = { type: 'xstate.error.actor.resetDemoData', error: new Error('POST /demo/reset failed with 500') } as const

const outcomes = {
  'xstate.done.actor.resetDemoData': { event: resetDone, arrange: () => setChaosRule('POST /demo/reset', null) },
  'xstate.error.actor.resetDemoData': { event: resetFailed, arrange: () => setChaosRule('POST /demo/reset', { status: 500 }) },
} satisfies OutcomeFixtures<DemoResetInvokeId>

const QUESTION = 'Reset every demo account to its starting data? You will be signed out.'
const DONE = 'Demo data reset. Sign in to start again.'
const FAILED = 'Could not reset the demo data. Try again.'

const bar = () => screen.getByRole('complementary', { name: 'Demo mode' })
const status = () => within(bar()).getByRole('status')
const button = (name: string) => within(bar()).queryByRole('button', { name })

/** Whatever the demo bar shows, the owner is still signed in on the screen they were on. */
function stillSignedIn({ route }: Ctx) {
  expect(route.location().pathname).toBe('/profile')
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company Profile - Help our AI understand your business better')
  expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled()
}

/** The bar at rest: the reset button ready, no question, and `message` in the status line. */
function atRest(ctx: Ctx, message: string) {
  stillSignedIn(ctx)
  expect(button(DEMO_RESET_BUTTONS.request)).toBeEnabled()
  expect(button(DEMO_RESET_BUTTONS.confirm)).not.toBeInTheDocument()
  expect(button(DEMO_RESET_BUTTONS.cancel)).not.toBeInTheDocument()
  expect(within(bar()).queryByText(QUESTION)).not.toBeInTheDocument()
  expect(status()).toHaveTextContent(message === '' ? /^$/ : message)
}

const model = defineModel<typeof demoResetMachine, DemoResetInvokeId, Ctx>({
  machine: demoResetMachine,
  events,
  outcomes,
  gate: () => createBackendGate(server, { passing: PROFILE_READ }),
  mount: async (inspect, gate) => {
    // A lead left on the landing page before the demo, the password grant and POST /auth of the sign-in.
    gate.allow(3)
    await leaveLead()
    const route = await renderRoute('/profile', { user: 'demo', inspect })
    await screen.findByRole('complementary', { name: 'Demo mode' })
    return { route, driver: rtlDriver(route.user) }
  },
  screens: {
    idle: (ctx) => {
      atRest(ctx, '')
      expect(within(bar()).getByText(/Everything runs in this browser; no data leaves it\./)).toBeInTheDocument()
    },
    confirming: (ctx) => {
      stillSignedIn(ctx)
      expect(within(bar()).getByText(QUESTION)).toBeInTheDocument()
      expect(button(DEMO_RESET_BUTTONS.confirm)).toBeEnabled()
      expect(button(DEMO_RESET_BUTTONS.cancel)).toBeEnabled()
      expect(button(DEMO_RESET_BUTTONS.request)).not.toBeInTheDocument()
      expect(status()).toHaveTextContent(/^$/)
    },
    resetting: (ctx) => {
      stillSignedIn(ctx)
      expect(button('Resetting...')).toBeDisabled()
      expect(button(DEMO_RESET_BUTTONS.confirm)).not.toBeInTheDocument()
      expect(status()).toHaveTextContent(/^$/)
    },
    done: ({ route }) => {
      // The seed has no sessions: the presenter is signed out at once and told why.
      expect(route.location().pathname).toBe('/login')
      expect(screen.getByRole('status')).toHaveTextContent(DONE)
      expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument()
      // The reset is real: the fake backend is back to its seed.
      expect(db.lead.count()).toBe(0)
      expect(db.account.count()).toBe(2)
    },
    failed: (ctx) => atRest(ctx, FAILED),
  },
  // The presenter tries again after a failure, and it works.
  journeys: [[request, confirm, resetFailed, request, confirm, resetDone]],
})

describeModel('demo-reset machine on the real app (the demo bar of the signed-in layout)', model)
