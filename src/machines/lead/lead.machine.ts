import { assertEvent, assign, setup } from 'xstate'
import type { LeadInput } from '../../api/leads'
import { submitLead } from './lead.actors'

/** The three fields of the Lead (docs/product.md#lead-form), as typed (country is the two-letter code of the chosen option). */
export type LeadFields = LeadInput
export type LeadField = keyof LeadFields

export type LeadEvent = { type: 'form.change'; field: LeadField; value: string } | { type: 'form.submit' }

export interface LeadContext {
  fields: LeadFields
}

/** The invoke ids of this machine, for the model-test harness's actor-outcome fixtures. */
export type LeadInvokeId = 'submitLead'


export const EMPTY_LEAD: LeadFields = { email: '', company_name: '', country: '' }

function trimmed(fields: LeadFields): LeadFields {
  return { email: fields.email.trim(), company_name: fields.company_name.trim(), country: fields.country.trim() }
}

/**
 * The landing page's lead form (docs/product.md#lead-form-states). The outcome of the last submit
 * is the state itself (`success` / `failure`), not a copy in context, so the two can never
 * disagree.
 *
 * Editing after an outcome keeps the message until the next submit: the fields stay editable in
 * `success` and `failure`, and only `form.submit` leaves them. A failure message that vanished on the
 * first keystroke would leave someone fixing the form without the reason they are fixing it, and a
 * live region that empties itself announces nothing useful anyway.
 *
 * Validation is the browser's (required, type=email, required select); `isComplete` also refuses a
 * submit with a blank field so the machine is safe outside a browser.
 */
export const leadMachine = setup({
  types: {
    context: {} as LeadContext,
    events: {} as LeadEvent,
    tags: {} as 'busy',
  },
  actors: { submitLead },
  guards: {
    isComplete: ({ context }) => Object.values(trimmed(context.fields)).every((value) => value !== ''),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'form.change')
      return { fields: { ...context.fields, [event.field]: event.value } }
    }),
    clearFields: assign({ fields: () => ({ ...EMPTY_LEAD }) }),
  },
}).createMachine({
  id: 'lead',
  context: { fields: { ...EMPTY_LEAD } },
  initial: 'idle',
  // Every state but `submitting` is editable, so submitting always ends with the form re-enabled.
  states: {
    idle: {
      on: {
        'form.change': { actions: 'assignField' },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      // No handlers for form.change / form.submit here: a repeat submit (or a stray edit) is ignored.
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => trimmed(context.fields),
        onDone: { target: 'success', actions: 'clearFields' },
        onError: { target: 'failure' },
      },
    },
    success: {
      on: {
        'form.change': { actions: 'assignField' },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
    failure: {
      on: {
        'form.change': { actions: 'assignField' },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
  },
})
