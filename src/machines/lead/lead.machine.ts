import { assertEvent, assign, setup } from 'xstate'
import type { LeadInput } from '../../api/leads'
import { submitLead } from './lead.actors'

/** The three fields of the Lead (docs/product.md#lead-form), as typed (country is the two-letter code of the chosen option). */
export type LeadFields = LeadInput
export type LeadField = keyof LeadFields

export type LeadEvent = { type: 'form.change'; field: LeadField; value: string } | { type: 'form.submit' }

/** Why a filled-in field was refused: only spaces (the browser's `required` lets them through). */
export type LeadErrors = Partial<Record<LeadField, 'blank'>>

export interface LeadContext {
  fields: LeadFields
  /** The fields the last refused submit refused, until each is changed. */
  errors: LeadErrors
  /** How many submits were refused (the view moves the focus on each). */
  refusals: number
}

/** The invoke ids of this machine, for the model-test harness's actor-outcome fixtures. */
export type LeadInvokeId = 'submitLead'


export const EMPTY_LEAD: LeadFields = { email: '', company_name: '', country: '' }

function trimmed(fields: LeadFields): LeadFields {
  return { email: fields.email.trim(), company_name: fields.company_name.trim(), country: fields.country.trim() }
}

/** The fields with nothing but spaces in them. */
export function leadErrorsOf(fields: LeadFields): LeadErrors {
  const blank = (Object.entries(trimmed(fields)) as [LeadField, string][]).filter(([, value]) => value === '')
  return Object.fromEntries(blank.map(([field]) => [field, 'blank' as const]))
}

const editable = {
  'form.change': { actions: 'assignField' },
  'form.submit': [
    { guard: 'isComplete', target: '#lead.submitting' },
    // Every field filled in, yet refused (spaces alone): say so rather than ignore the submit.
    { guard: 'isFilled', actions: 'markErrors' },
  ],
} as const

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
 * submit with a blank field so the machine is safe outside a browser. What the browser lets through
 * and the machine refuses (a company name of spaces alone) is said in `errors`, field by field, until
 * the field changes; an empty field is the browser's to point out.
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
    isFilled: ({ context }) => Object.values(context.fields).every((value) => value !== ''),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'form.change')
      const errors: LeadErrors = { ...context.errors }
      delete errors[event.field]
      return { fields: { ...context.fields, [event.field]: event.value }, errors }
    }),
    markErrors: assign(({ context }) => ({ errors: leadErrorsOf(context.fields), refusals: context.refusals + 1 })),
    clearFields: assign({ fields: () => ({ ...EMPTY_LEAD }) }),
  },
}).createMachine({
  id: 'lead',
  context: { fields: { ...EMPTY_LEAD }, errors: {}, refusals: 0 },
  initial: 'idle',
  // Every state but `submitting` is editable, so submitting always ends with the form re-enabled.
  states: {
    idle: { on: editable },
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
    success: { on: editable },
    failure: { on: editable },
  },
})
