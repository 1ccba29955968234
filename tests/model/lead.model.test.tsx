import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { leadMachine, type LeadEvent, type LeadFields, type LeadInvokeId } from '../../src/machines/lead/lead.machine'
import { LEAD_FAILURE, LEAD_SUCCESS } from '../../src/ui/screens/landing/messages'
import { server } from '../setup/vitest.setup'
import { createBackendGate } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import { LEAD_LABELS, LEAD_SUBMIT, leadGestures } from '../utils/gestures/lead'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { mountScreen, type ScreenCtx } from '../utils/mount-screen'

const events = {
  'form.change': {
    samples: [
      { type: 'form.change', field: 'email', value: 'aminah@kopi.my' },
      { type: 'form.change', field: 'company_name', value: 'Kopi Aminah' },
      { type: 'form.change', field: 'country', value: 'MY' },
    ],
    perform: ({ driver }, event) => leadGestures.change(driver, event),
  },
  'form.submit': { samples: [{ type: 'form.submit' }], perform: ({ driver }) => leadGestures.submit(driver) },
} satisfies EventFixtures<LeadEvent, ScreenCtx>

const outcomes = {
  'xstate.done.actor.submitLead': {
    event: { type: 'xstate.done.actor.submitLead', output: undefined },
    arrange: () => setChaosRule('POST /leads', null),
  },
  'xstate.error.actor.submitLead': {
    event: { type: 'xstate.error.actor.submitLead', error: new Error('POST /leads failed with 500') },
    arrange: () => setChaosRule('POST /leads', { status: 500 }),
  },
} satisfies OutcomeFixtures<LeadInvokeId>

const fieldsOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { fields: LeadFields }).fields
const submitButton = () => screen.getByRole('button', { name: /^(Start free trial|Creating your account\.\.\.)$/ })
const inputs = () => Object.values(LEAD_LABELS).map((label) => screen.getByLabelText(label))

/** The form shows exactly the machine's fields, editable, with the submit button ready. */
function editable(snapshot: AnyMachineSnapshot) {
  const fields = fieldsOf(snapshot)
  expect(screen.getByLabelText(LEAD_LABELS.email)).toHaveValue(fields.email)
  expect(screen.getByLabelText(LEAD_LABELS.company_name)).toHaveValue(fields.company_name)
  expect(screen.getByLabelText(LEAD_LABELS.country)).toHaveValue(fields.country)
  inputs().forEach((input) => expect(input).toBeEnabled())
  expect(submitButton()).toHaveAccessibleName(LEAD_SUBMIT)
  expect(submitButton()).toBeEnabled()
}

const model = defineModel<typeof leadMachine, LeadInvokeId, ScreenCtx>({
  machine: leadMachine,
  events,
  outcomes,
  // The guard `isComplete` decides whether a submit goes out: which fields are filled is part of a state's identity.
  project: (snapshot) => {
    const fields = fieldsOf(snapshot)
    return { email: fields.email !== '', company_name: fields.company_name !== '', country: fields.country !== '' }
  },
  gate: () => createBackendGate(server),
  mount: mountScreen('/', 'Get Started Today'),
  screens: {
    idle: (_, snapshot) => {
      editable(snapshot)
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
      expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    },
    submitting: () => {
      expect(submitButton()).toHaveAccessibleName('Creating your account...')
      expect(submitButton()).toBeDisabled()
      inputs().forEach((input) => expect(input).toBeDisabled())
    },
    success: (_, snapshot) => {
      expect(screen.getByRole('status')).toHaveTextContent(LEAD_SUCCESS)
      expect(screen.getByRole('alert')).toBeEmptyDOMElement()
      editable(snapshot)
    },
    failure: (_, snapshot) => {
      expect(screen.getByRole('alert')).toHaveTextContent(LEAD_FAILURE)
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
      editable(snapshot)
    },
  },
})

describeModel('lead machine on the real landing page', model)
