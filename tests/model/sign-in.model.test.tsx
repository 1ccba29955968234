import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { createEmptyActor } from 'xstate'
import { INVALID_CREDENTIALS, setChaosRule } from '../utils/chaos'
import { ApiError } from '../../src/api/errors'
import { signInMachine, type SignInInvokeId } from '../../src/machines/sign-in/sign-in.machine'
import { RESET_INVALID_EMAIL, RESET_NEEDS_EMAIL, RESET_REQUESTED, RESET_UNREACHABLE, SIGN_IN_FAILED } from '../../src/ui/screens/sign-in/messages'
import { allowConsole, server } from '../setup/vitest.setup'
import { createBackendGate } from '../utils/backend-gate'
import { signInGestures } from '../utils/gestures/sign-in'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { mountScreen, type ScreenCtx } from '../utils/mount-screen'

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
  // The session answers: the real auth service and backend decide, through the password grant and POST /auth.
  'signIn.succeeded': { samples: [{ type: 'signIn.succeeded' }], arrange: () => setChaosRule('POST /auth/v1/token', null), requests: 2 },
  'signIn.failed': {
    samples: [{ type: 'signIn.failed' }],
    arrange: () => setChaosRule('POST /auth/v1/token', INVALID_CREDENTIALS),
    requests: 1,
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
  project: ({ context }) => ({
    email: (context as { email: string }).email !== '',
    password: (context as { password: string }).password !== '',
  }),
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
      expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_FAILED)
      editable()
    },
    requestingReset: () => {
      expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeDisabled()
      expect(screen.getByLabelText('Email')).toBeDisabled()
    },
    resetRequested: () => {
      expect(screen.getByRole('status')).toHaveTextContent(RESET_REQUESTED)
      editable()
    },
    resetUnreachable: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(RESET_UNREACHABLE)
      editable()
    },
    emailInvalid: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(RESET_INVALID_EMAIL)
      editable()
    },
    emailNeeded: () => {
      expect(screen.getByRole('status')).toHaveTextContent(RESET_NEEDS_EMAIL)
      editable()
    },
    success: ({ route }) => {
      expect(route.location().pathname).toBe('/profile')
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company Profile - Help our AI understand your business better')
    },
  },
})

describeModel('sign-in machine on the real screen', model)
