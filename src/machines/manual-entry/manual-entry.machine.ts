import { assertEvent, assign, enqueueActions, setup, type AnyActorRef } from 'xstate'
import { ManualEntrySchema, UPLOAD_STATUS, type ManualEntry, type ManualMode, type UploadResponse } from '../../../kernel/contract'
import { answerOf, HISTORY_REFRESH, historyOf, refusalOf, type HistoryInput, type Outcome } from '../upload/stored-answer'
import { submitManualEntry } from './manual-entry.actors'

/** The form's fields as typed: the date input's `YYYY-MM-DD`, the amount's and the orders' text, free-text e-mails. */
export interface ManualFields {
  date: string
  sales: string
  orders: string
  emails: string
}
export type ManualField = keyof ManualFields

export type ManualEntryEvent =
  | { type: 'manual.change'; field: ManualField; value: string }
  | { type: 'manual.submit' }
  /** The day already has a manual entry: replace it with this one, add this one to it, or neither. */
  | { type: 'manual.replace' }
  | { type: 'manual.add' }
  | { type: 'manual.cancel' }

/** Why a field was refused: left empty, or not written as the field needs (`1e3` for an amount). */
export interface ManualErrors {
  date?: 'required' | 'format'
  sales?: 'required' | 'format'
  orders?: 'format'
}

export interface ManualEntryContext {
  fields: ManualFields
  /** The fields the last refused submit refused, until each is changed. */
  errors: ManualErrors
  /** How many submits were refused (the view moves the focus on each). */
  refusals: number
  /** How the entry is sent: null first, then the owner's answer when the day already has one. */
  mode: ManualMode | null
  /** The server's last answer: on success it says what was stored, on a refusal why. */
  answer: UploadResponse | null
  /** The server's reason for refusing the request (a 4xx detail such as a date in the future). */
  detail: string | null
  /** Told `history.refresh` after a stored entry, so the recent uploads list shows it. */
  history: AnyActorRef | null
}

export type ManualEntryInvokeId = 'submitManualEntry'

export const EMPTY_MANUAL_FIELDS: ManualFields = { date: '', sales: '', orders: '', emails: '' }

const { date: DateSchema, sales: SalesSchema, orders: OrdersSchema } = ManualEntrySchema.shape

/**
 * What is wrong with the fields, field by field (empty when they describe an entry): a date, a
 * non-negative amount in digits with at most two decimals (the input's step is 0.01; `1e3` is a
 * number to the browser, not an amount here), and, when given, a whole number of orders. E-mails are
 * not validated here (docs/product.md#manual-entry).
 */
export function manualErrorsOf(fields: ManualFields): ManualErrors {
  const errors: ManualErrors = {}
  const [date, sales, orders] = [fields.date.trim(), fields.sales.trim(), fields.orders.trim()]
  if (date === '') errors.date = 'required'
  else if (!DateSchema.safeParse(date).success) errors.date = 'format'
  if (sales === '') errors.sales = 'required'
  else if (!/^\d*\.?\d*$/.test(sales) || !SalesSchema.safeParse(Number(sales)).success) errors.sales = 'format'
  if (orders !== '' && (!/^\d+$/.test(orders) || !OrdersSchema.safeParse(Number(orders)).success)) errors.orders = 'format'
  return errors
}

/** The entry the fields describe, or null when they describe none (see manualErrorsOf). */
export function manualEntryOf(fields: ManualFields): ManualEntry | null {
  if (Object.keys(manualErrorsOf(fields)).length > 0) return null
  const [orders, emails] = [fields.orders.trim(), fields.emails.trim()]
  return { date: fields.date.trim(), sales: Number(fields.sales.trim()), ...(orders ? { orders: Number(orders) } : {}), ...(emails ? { emails } : {}) }
}

const editable = {
  'manual.change': { actions: 'setField' },
  'manual.submit': [
    { guard: 'isComplete', target: '#manualEntry.submitting' },
    // The required fields are filled in, yet refused (an amount of `1e3`): say so rather than ignore the submit.
    { guard: 'isFilled', actions: 'markErrors' },
  ],
} as const

/**
 * The manual entry form (docs/product.md#manual-entry): idle → submitting → success (form cleared)
 * or error (form kept). As with the lead form, the outcome's message stays while the owner edits,
 * until the next submit; the browser's own validation (required, min, step) stops an incomplete
 * submit, and `isComplete` stops one the browser let through, saying why in `errors` (field by
 * field, until the field changes; an empty required field is the browser's to point out). A day that already has a manual entry
 * is asked about (dayTaken): replace it or add to it sends the entry again with that answer; Cancel,
 * or a change to the form, drops the question and stores nothing.
 */
export const manualEntryMachine = setup({
  types: {
    context: {} as ManualEntryContext,
    events: {} as ManualEntryEvent,
    input: {} as HistoryInput,
    tags: {} as 'busy',
  },
  actors: { submitManualEntry },
  guards: {
    isComplete: ({ context }) => manualEntryOf(context.fields) !== null,
    isFilled: ({ context }) => context.fields.date !== '' && context.fields.sales !== '',
    isStored: (_, { output }: Outcome) => output.upload_completed,
    isDayTaken: (_, { output }: Outcome) => output.status === UPLOAD_STATUS.manualExists,
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'manual.change')
      const errors: ManualErrors = { ...context.errors }
      delete errors[event.field as keyof ManualErrors]
      return { fields: { ...context.fields, [event.field]: event.value }, errors }
    }),
    markErrors: assign(({ context }) => ({ errors: manualErrorsOf(context.fields), refusals: context.refusals + 1 })),
    setMode: assign({ mode: (_, mode: ManualMode) => mode }),
    forgetMode: assign({ mode: null }),
    forgetAnswer: assign({ answer: null, detail: null }),
    keepRefusal: assign({ detail: refusalOf }),
    keepAnswer: assign({ answer: (_, { output }: Outcome) => output }),
    clearFields: assign({ fields: () => ({ ...EMPTY_MANUAL_FIELDS }) }),
    notifyHistory: enqueueActions(({ context, enqueue }) => {
      if (context.history) enqueue.sendTo(context.history, HISTORY_REFRESH)
    }),
  },
}).createMachine({
  id: 'manualEntry',
  context: ({ input }) => ({ fields: { ...EMPTY_MANUAL_FIELDS }, errors: {}, refusals: 0, mode: null, answer: null, detail: null, history: historyOf(input) }),
  initial: 'idle',
  states: {
    idle: { on: editable },
    submitting: {
      tags: ['busy'],
      entry: 'forgetAnswer',
      exit: 'forgetMode',
      invoke: {
        id: 'submitManualEntry',
        src: 'submitManualEntry',
        input: ({ context }) => ({ ...manualEntryOf(context.fields)!, ...(context.mode ? { mode: context.mode } : {}) }),
        onDone: [
          {
            guard: { type: 'isStored', params: answerOf },
            target: 'success',
            actions: [{ type: 'keepAnswer', params: answerOf }, 'clearFields', 'notifyHistory'],
          },
          // Nothing stored yet: the day has an entry, and the owner says what to do with it.
          { guard: { type: 'isDayTaken', params: answerOf }, target: 'dayTaken', actions: { type: 'keepAnswer', params: answerOf } },
          // The server answered but stored nothing: an error, and the form is kept.
          { target: 'error', actions: { type: 'keepAnswer', params: answerOf } },
        ],
        onError: { target: 'error', actions: 'keepRefusal' },
      },
    },
    dayTaken: {
      on: {
        'manual.replace': { target: 'submitting', actions: { type: 'setMode', params: 'replace' } },
        'manual.add': { target: 'submitting', actions: { type: 'setMode', params: 'add' } },
        'manual.cancel': { target: 'idle', actions: 'forgetAnswer' },
        // The question was about the entry as it was.
        'manual.change': { target: 'idle', actions: ['setField', 'forgetAnswer'] },
      },
    },
    success: { on: editable },
    error: { on: editable },
  },
})
