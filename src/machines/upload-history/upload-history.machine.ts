import { assign, setup } from 'xstate'
import type { Currency, UploadRecord } from '../../../kernel/contract'
import type { UploadList } from '../../api/uploads'
import { loadingState } from '../shared/loading-state'
import { listUploadsActor } from './upload-history.actors'

export type UploadHistoryEvent =
  /** Another flow stored something new (a completed upload, a manual entry). */
  | { type: 'history.refresh' }
  /** The owner's Try again after a failed load. */
  | { type: 'history.retry' }

export interface UploadHistoryContext {
  /** The most recent uploads, newest first (at most RECENT_UPLOADS_SHOWN). */
  uploads: UploadRecord[]
  /** How many uploads the server listed in all. */
  total: number
  /** The account's currency, as the last list said (the manual entry form names it); null until one says. */
  currency: Currency | null
}

export interface UploadHistoryInput {
  /** The account's currency as the session knows it (sign-in, Settings), until a list says; null when not known. */
  currency: Currency | null
}

export type UploadHistoryInvokeId = 'listUploads'

export const RECENT_UPLOADS_SHOWN = 10

function newestFirst(records: readonly UploadRecord[]): UploadRecord[] {
  return [...records].sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at))
}

type Listed = { output: UploadList }
const listedOf = ({ event }: { event: { output: UploadList } }): Listed => ({ output: event.output })
const keepList = { type: 'keepList', params: listedOf } as const

/**
 * The recent uploads below the upload forms: loading → loaded | failed. Once a list is on screen a
 * refresh keeps it there while it reloads (refreshing), and a failed refresh keeps it with an error
 * (refreshFailed) rather than throwing away what the owner could already read. A refresh asked for
 * while a load is under way starts that load again, so the list never misses the newest upload.
 */
export const uploadHistoryMachine = setup({
  types: {
    context: {} as UploadHistoryContext,
    events: {} as UploadHistoryEvent,
    input: {} as UploadHistoryInput,
    tags: {} as 'busy',
  },
  actors: { listUploads: listUploadsActor },
  actions: {
    keepList: assign(({ context }, { output }: Listed) => ({
      uploads: newestFirst(output.uploads).slice(0, RECENT_UPLOADS_SHOWN),
      total: output.uploads.length,
      currency: output.currency ?? context.currency,
    })),
  },
}).createMachine({
  id: 'uploadHistory',
  context: ({ input }) => ({ uploads: [], total: 0, currency: input?.currency ?? null }),
  initial: 'loading',
  states: {
    loading: {
      ...loadingState('listUploads', { keep: keepList, done: 'loaded', failed: 'failed' }),
      on: { 'history.refresh': { target: 'loading', reenter: true } },
    },
    loaded: {
      on: { 'history.refresh': { target: 'refreshing' } },
    },
    failed: {
      on: { 'history.retry': { target: 'loading' }, 'history.refresh': { target: 'loading' } },
    },
    refreshing: {
      ...loadingState('listUploads', { keep: keepList, done: 'loaded', failed: 'refreshFailed' }),
      on: { 'history.refresh': { target: 'refreshing', reenter: true } },
    },
    refreshFailed: {
      on: { 'history.retry': { target: 'refreshing' }, 'history.refresh': { target: 'refreshing' } },
    },
  },
})
