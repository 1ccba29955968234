import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { createEmptyActor } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { signUpMachine, type SignUpContext } from '../../src/machines/sign-up/sign-up.machine'
import { SIGN_UP_PROBLEMS } from '../../src/ui/screens/sign-up/messages'
import { server } from '../setup/vitest.setup'
import { createBackendGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import { signUpGestures } from '../utils/gestures/sign-up'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { mountScreen, type ScreenCtx } from '../utils/mount-screen'

// A path that ends while its sign-up is held lets it through at its end: it lands before the next path's data.
settleRequestsAfterEach(server)

const createButton = () => screen.getByRole('button', { name: /^(Create account|Creating your account\.\.\.)$/ })

const events = {
  'form.change': {
    samples: [
      { type: 'form.change', field: 'businessName', value: 'Kedai Kopi Ah Seng' },
      { type: 'form.change', field: 'email', value: 'owner@kedai.my' },
      { type: 'form.change', field: 'password', value: 'kopi-o-kosong' },
      { type: 'form.change', field: 'password', value: '123' },
    ],
    perform: ({ driver }, event) => signUpGestures.change(driver, event.field, event.value),
  },
  'password.toggleVisibility': {
    samples: [{ type: 'password.toggleVisibility' }],
    perform: ({ driver }, _event, from) => signUpGestures.toggleVisibility(driver, (from.context as SignUpContext).showPassword),
  },
  'form.submit': { samples: [{ type: 'form.submit' }], perform: ({ driver }) => signUpGestures.submit(driver) },
  // The session answers: the real auth service and backend decide, through POST /auth/v1/signup and POST /auth.
  'signIn.succeeded': {
    samples: [{ type: 'signIn.succeeded' }],
    arrange: () => setChaosRule('POST /auth/v1/signup', null),
    requests: 2,
  },
  'signIn.failed': {
    // The account is made, then the backend refuses its session, which is signed out. (Each of the
    // auth service's refusals is a failure too: src/ui/screens/sign-up/sign-up-screen.test.tsx.)
    samples: [{ type: 'signIn.failed', error: new ApiError('http', 'Backend validation failed', { status: 503 }) }],
    arrange: () => {
      setChaosRule('POST /auth/v1/signup', null)
      setChaosRule('POST /auth', { status: 503 })
    },
    requests: 3,
  },
} satisfies EventFixtures<Parameters<typeof signUpMachine.transition>[1], ScreenCtx>

const outcomes = {} satisfies OutcomeFixtures<never>

const editable = () => {
  expect(screen.getByLabelText('Business name')).toBeEnabled()
  expect(createButton()).toHaveTextContent('Create account')
  expect(createButton()).toBeEnabled()
}

const model = defineModel<typeof signUpMachine, never, ScreenCtx>({
  machine: signUpMachine,
  input: { session: createEmptyActor() },
  events,
  outcomes,
  project: ({ context }) => {
    const { businessName, email, password, problem } = context as SignUpContext
    return { businessName: businessName !== '', email: email !== '', password: password.length, problem }
  },
  gate: () => createBackendGate(server),
  mount: mountScreen('/signup', 'Create your account'),
  screens: {
    idle: () => {
      editable()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
    submitting: () => {
      expect(createButton()).toHaveTextContent('Creating your account...')
      expect(createButton()).toBeDisabled()
      expect(screen.getByLabelText('Email')).toBeDisabled()
    },
    failure: (_, snapshot) => {
      const { problem } = snapshot.context as SignUpContext
      expect(screen.getByRole('alert')).toHaveTextContent(SIGN_UP_PROBLEMS[problem!])
      editable()
    },
    success: ({ route }) => {
      expect(route.location().pathname).toBe('/profile')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company Profile - Help our AI understand your business better')
    },
  },
})

describeModel('sign-up machine on the real screen', model)
