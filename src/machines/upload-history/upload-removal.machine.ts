import { assertEvent, assign, enqueueActions, setup, type AnyActorRef } from 'xstate'
import { isApiError } from '../../api/errors'
import type { UploadRecord, UploadRemoved } from '../../../kernel/contract'
import { HISTORY_REFRESH, historyOf, refusalOf, type HistoryInput } from '../upload/stored-answer'
import { removeUploadActor } from './upload-history.actors'

export type UploadRemovalEvent =
  /** Remove, on one of the recent uploads: asks first. */
  | { type: 'removal.ask'; upload: UploadRecord }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }

export interface UploadRemovalContext {
  /** The upload asked about (confirming), being removed, or last removed or not. */
  upload: UploadRecord | null
  /** What the server said it removed. */
  removed: UploadRemoved | null
  /** The server's reason for refusing (a 404: already removed). */
  detail: string | null
  /** Told `history.refresh` after a removal, so the recent uploads list drops the upload. */
  history: AnyActorRef | null
}

export type UploadRemovalInvokeId = 'removeUpload'

/** The upload is gone whatever the failure says: another tab removed it, so the list is stale. */
const isGone = (error: unknown) => isApiError(error) && error.status === 404

/**
 * Removing one of the recent uploads (docs/product.md#recent-uploads): a destructive action, so it
 * asks first. idle → confirming → removing → removed | failed; from removed or failed, Remove on
 * another upload (or the same one again) asks again. The question stays on screen while the removal
 * runs (tag `dialog`), so the owner sees it being done rather than a list that has not changed yet.
 */
export const uploadRemovalMachine = setup({
  types: {
    context: {} as UploadRemovalContext,
    events: {} as UploadRemovalEvent,
    input: {} as HistoryInput,
    tags: {} as 'busy' | 'dialog',
  },
  actors: { removeUpload: removeUploadActor },
  actions: {
    askAbout: assign(({ event }) => {
      assertEvent(event, 'removal.ask')
      return { upload: event.upload, removed: null, detail: null }
    }),
    keepRemoved: assign({ removed: (_, { output }: { output: UploadRemoved }) => output }),
    keepRefusal: assign({ detail: refusalOf }),
    notifyHistory: enqueueActions(({ context, enqueue }) => {
      if (context.history) enqueue.sendTo(context.history, HISTORY_REFRESH)
    }),
    notifyHistoryIfGone: enqueueActions(({ context, enqueue }, { error }: { error: unknown }) => {
      if (context.history && isGone(error)) enqueue.sendTo(context.history, HISTORY_REFRESH)
    }),
  },
}).createMachine({
  id: 'uploadRemoval',
  context: ({ input }) => ({ upload: null, removed: null, detail: null, history: historyOf(input) }),
  initial: 'idle',
  states: {
    idle: { on: { 'removal.ask': { target: 'confirming', actions: 'askAbout' } } },
    confirming: {
      tags: ['dialog'],
      on: { 'removal.confirm': { target: 'removing' }, 'removal.cancel': { target: 'idle' } },
    },
    removing: {
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'removeUpload',
        src: 'removeUpload',
        input: ({ context }) => context.upload!.id,
        onDone: { target: 'removed', actions: [{ type: 'keepRemoved', params: ({ event }) => ({ output: event.output }) }, 'notifyHistory'] },
        onError: { target: 'failed', actions: ['keepRefusal', { type: 'notifyHistoryIfGone', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    removed: { on: { 'removal.ask': { target: 'confirming', actions: 'askAbout' } } },
    failed: { on: { 'removal.ask': { target: 'confirming', actions: 'askAbout' } } },
  },
})
