import { assertEvent, assign, emit, setup, type PromiseActorLogic } from 'xstate'
import { SUCCESS_BANNER_MS } from '../../../kernel/limits'
import { fromApiPromise } from '../shared/api-actor'

/** A form's values: text fields and switches. */
export type SectionValues = Record<string, string | boolean>

/** One submitted entry of a form that keeps a log (the Goals tab's recent submissions): its values and when. */
export interface Submitted<V extends SectionValues> {
  values: V
  /** Epoch ms. */
  at: number
}

export type SectionEvent<V extends SectionValues> =
  | { type: 'section.change'; field: keyof V & string; value: V[keyof V] }
  | { type: 'section.submit' }

export interface SectionContext<V extends SectionValues, P extends string> {
  values: V
  /** The form as last loaded or saved (emptied again for the forms that empty): what "unsaved changes" compares with. */
  saved: V
  /** The values the last successful save sent. */
  last: V | null
  /** Why the last submit was refused before sending, until a value changes. */
  refused: P | null
  /** The server's own reason for the last failed save, when it gave one (a wrong current password). */
  reason: string | null
  /** The forms that keep a log: the newest first, at most `keep`. */
  submitted: Submitted<V>[]
  /** Whose log it is (the signed-in account's id), for the journal; null keeps it for this visit only. */
  account: string | null
}

export interface SectionInput<V extends SectionValues> {
  values: V
  /** The signed-in account: a form with a journal reads and writes its log under it. */
  account?: string | null
}

/** Where a form that keeps a log keeps it between visits, per account (the Goals tab: this browser tab's session). */
export interface SubmissionJournal<V extends SectionValues> {
  read: (account: string) => Submitted<V>[]
  write: (account: string, submitted: Submitted<V>[]) => void
}

/** What the machine emits after a save, for the screen (Preferences hands the saved values to the session). */
export interface SectionSavedEmitted<V extends SectionValues> {
  type: 'section.saved'
  values: V
}

export interface SectionOptions<V extends SectionValues, P extends string> {
  /** The machine's id, `settings-<tab>`: the model tests and the inspector tell the forms apart by it. */
  id: string
  /** Why the values cannot be sent as they are, or null; a form without one always sends. */
  problem?: (values: V) => P | null
  /** Sends the values (its rejection is the failed save). */
  submit: (values: V, signal: AbortSignal) => Promise<unknown>
  /** The form after a successful save (the Support tab empties its description; Security its passwords). */
  afterSave?: (values: V) => V
  /** Preferences: a change is saved at once, with no button. */
  saveOnChange?: boolean
  /** Goals, Support: the button stays disabled until the values can be sent, so a submit is never refused. */
  waitsUntilSendable?: boolean
  /** How many submissions the form remembers (Goals: 5); 0 keeps none. */
  keep?: number
  /** Where the submissions outlive the screen; without one they last as long as the machine. */
  journal?: SubmissionJournal<V>
  /** The clock of the log's times. */
  now?: () => number
}

/** The server's reason, from an ApiError's `detail` (without importing the API's error class into every machine). */
function reasonOf(error: unknown): string | null {
  const detail = error && typeof error === 'object' && 'detail' in error ? (error as { detail?: unknown }).detail : undefined
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status?: unknown }).status : undefined
  // Only a refusal (4xx) says something about what was typed; a 500's body is the server's business.
  return typeof detail === 'string' && typeof status === 'number' && status >= 400 && status < 500 ? detail : null
}

/**
 * One Settings tab's form (docs/product.md#settings-states): editing → submitting (busy: inputs
 * disabled, the button's busy words) → done (the green banner, cleared after 3 seconds) or failed
 * ('Failed to save settings. Please try again.', every value kept). A submit the values cannot make
 * (passwords that differ) is refused with its reason and sends nothing; a form whose button waits
 * for sendable values (a goal and its description) has no refusal.
 */
export function createSectionMachine<V extends SectionValues, P extends string = never>(options: SectionOptions<V, P>) {
  // The machine itself holds any values (XState's types do not follow a generic context); the
  // options and the returned machine's context are typed by V.
  type Values = SectionValues
  const { id, submit: send, saveOnChange = false, waitsUntilSendable = false, keep = 0, now = Date.now } = options
  const problem = (options.problem ?? (() => null)) as (values: Values) => P | null
  const afterSave = (options.afterSave ?? ((values: V) => values)) as unknown as (values: Values) => Values
  const journal = options.journal as SubmissionJournal<Values> | undefined
  // A form saved on each change has no button, so no submit either. A form whose button waits until
  // its values can be sent has nothing to refuse.
  const submit = !options.problem
    ? ({ target: `#${id}.submitting` } as const)
    : waitsUntilSendable
      ? ({ guard: 'canSend', target: `#${id}.submitting` } as const)
      : ([{ guard: 'canSend', target: `#${id}.submitting` }, { actions: 'refuse' }] as const)
  const editable = saveOnChange
    ? ({ 'section.change': { target: `#${id}.submitting`, actions: 'setValue' } } as const)
    : ({ 'section.change': { actions: 'setValue' }, 'section.submit': submit } as const)
  const sendValues: PromiseActorLogic<unknown, Values> = fromApiPromise<unknown, Values>(({ input, signal }) => send(input as V, signal))
  return setup({
    types: {
      context: {} as SectionContext<Values, P>,
      events: {} as SectionEvent<Values>,
      input: {} as SectionInput<Values>,
      emitted: {} as SectionSavedEmitted<Values>,
      tags: {} as 'busy',
    },
    actors: { sendValues },
    delays: { bannerTime: SUCCESS_BANNER_MS },
    guards: {
      canSend: ({ context }) => problem(context.values) === null,
    },
    actions: {
      setValue: assign(({ context, event }) => {
        assertEvent(event, 'section.change')
        return { values: { ...context.values, [event.field]: event.value }, refused: null }
      }),
      refuse: assign(({ context }) => ({ refused: problem(context.values) })),
      forgetReason: assign({ reason: null }),
      keepReason: assign(({ event }) => ({ reason: reasonOf((event as { error?: unknown }).error) })),
      markSaved: assign(({ context }) => ({
        last: context.values,
        saved: afterSave(context.values),
        values: afterSave(context.values),
        submitted: keep > 0 ? [{ values: context.values, at: now() }, ...context.submitted].slice(0, keep) : context.submitted,
      })),
      writeJournal: ({ context }) => {
        if (journal && context.account) journal.write(context.account, context.submitted)
      },
      announce: emit(({ context }) => ({ type: 'section.saved' as const, values: context.last ?? context.values })),
    },
  }).createMachine({
    id,
    context: ({ input }) => {
      const account = input.account ?? null
      const submitted = journal && account ? journal.read(account).slice(0, keep) : []
      return { values: input.values, saved: input.values, last: null, refused: null, reason: null, submitted, account }
    },
    initial: 'editing',
    states: {
      editing: { on: editable },
      submitting: {
        tags: ['busy'],
        entry: 'forgetReason',
        invoke: {
          id: 'sendValues',
          src: 'sendValues',
          input: ({ context }) => context.values,
          onDone: { target: 'done', actions: ['markSaved', 'writeJournal', 'announce'] },
          onError: { target: 'failed', actions: 'keepReason' },
        },
      },
      done: { after: { bannerTime: { target: 'editing' } }, on: editable },
      failed: { on: editable },
    },
  })
}

export type SectionMachine<V extends SectionValues, P extends string = never> = ReturnType<typeof createSectionMachine<V, P>>

/** Whether a form holds changes not saved yet. */
export function hasChanges<V extends SectionValues>({ values, saved }: Pick<SectionContext<V, string>, 'values' | 'saved'>): boolean {
  return Object.keys(values).some((key) => values[key] !== saved[key])
}
