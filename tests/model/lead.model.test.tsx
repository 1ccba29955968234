import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { leadMachine, type LeadContext, type LeadEvent, type LeadField, type LeadInvokeId } from '../../src/machines/lead/lead.machine'
import { LEAD_FIELD_ERRORS, LEAD_TEXT } from '../../src/ui/screens/landing/messages'
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
      // Spaces alone: the browser's `required` lets them through, the machine refuses them and says so.
      { type: 'form.change', field: 'company_name', value: '   ' },
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

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LeadContext
const fieldsOf = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).fields
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
  // A refused field says why, and takes the focus; the others are not marked.
  const { errors } = contextOf(snapshot)
  for (const field of Object.keys(LEAD_LABELS) as LeadField[]) {
    const input = screen.getByLabelText(LEAD_LABELS[field])
    const error = errors[field]
    if (error) expect(input).toHaveAccessibleDescription(LEAD_FIELD_ERRORS[field][error])
    else expect(input).not.toHaveAttribute('aria-invalid')
  }
  const first = (Object.keys(LEAD_LABELS) as LeadField[]).find((field) => errors[field])
  if (first) expect(screen.getByLabelText(LEAD_LABELS[first])).toHaveFocus()
}

const model = defineModel<typeof leadMachine, LeadInvokeId, ScreenCtx>({
  machine: leadMachine,
  events,
  outcomes,
  // The guards decide whether a submit goes out or is refused: which fields are filled (a company
  // name of spaces apart), and which are marked refused, are part of a state's identity.
  project: (snapshot) => {
    const { fields, errors } = contextOf(snapshot)
    const company = fields.company_name === '' ? 'empty' : fields.company_name.trim() === '' ? 'spaces' : 'named'
    return { email: fields.email !== '', company_name: company, country: fields.country !== '', errors: Object.keys(errors).sort() }
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
      expect(screen.getByRole('status')).toHaveTextContent(LEAD_TEXT.success)
      expect(screen.getByRole('alert')).toBeEmptyDOMElement()
      editable(snapshot)
    },
    failure: (_, snapshot) => {
      expect(screen.getByRole('alert')).toHaveTextContent(LEAD_TEXT.failure)
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
      editable(snapshot)
    },
  },
})

describeModel('lead machine on the real landing page', model)
