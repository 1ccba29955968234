import { assertEvent, assign, enqueueActions, setup, type AnyActorRef } from 'xstate'
import { UPLOAD_STATUS, type DateOrder, type UploadResponse } from '../../../kernel/contract'
import { isSupportedFile, isWithinSizeLimit } from './file-rules'
import { answerOf, HISTORY_REFRESH, historyOf, refusalOf, type HistoryInput, type Outcome } from './stored-answer'
import { uploadFileActor, type UploadProgressEvent } from './upload.actors'

export type UploadEvent =
  | { type: 'file.select'; file: File }
  | { type: 'file.remove' }
  | { type: 'upload.start' }
  | { type: 'upload.cancel' }
  /** Send the stored file again, its dates read in the order the answer offered (docs/product.md#how-uploads-are-read). */
  | { type: 'upload.reread' }
  | UploadProgressEvent

export interface UploadContext {
  /** The chosen file: kept through every outcome but success (docs/product.md#rules-never-traded-away). */
  file: File | null
  /** Upload progress, a whole percent 0 to 100 (docs/product.md#upload-file-rules). */
  progress: number
  /** The server's last answer, for the outcome's message. */
  answer: UploadResponse | null
  /** The server's reason for refusing the request (a 4xx detail), under 'Upload failed'. */
  detail: string | null
  /** A file refused before any upload (wrong type, too large): named in the message, not kept. */
  refused: { name: string; size: number } | null
  /** Told `history.refresh` after a completed upload, so the recent uploads list shows it. */
  history: AnyActorRef | null
  /** A stored file whose dates were read in an order nothing proved: kept to be read again the other way. */
  stored: File | null
  /** The order to read the uploading file's dates in (the answer's offer, taken), else the server's choice. */
  dateOrder: DateOrder | null
}

export type UploadInvokeId = 'uploadFile'

/** What the owner may do with a file while nothing is uploading, in any message state. */
const choosing = {
  'file.select': [
    { guard: 'isUnsupported', target: '#upload.noFile.unsupported', actions: 'refuseFile' },
    { guard: 'isTooLarge', target: '#upload.noFile.tooLarge', actions: 'refuseFile' },
    { target: '#upload.selected.ready', actions: 'keepFile' },
  ],
} as const

/**
 * The data upload's file flow (docs/product.md#upload-states): no file → file selected (removable)
 * → uploading (progress) → result. Success clears the file; duplicate content and a name conflict
 * warn; any other status and a failed request are errors, and the file stays chosen. The child
 * states of `noFile` and `selected` are the message on screen, so the state alone says what the
 * owner reads.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as HistoryInput,
    tags: {} as 'busy',
  },
  actors: { uploadFile: uploadFileActor },
  guards: {
    isUnsupported: ({ event }) => event.type === 'file.select' && !isSupportedFile(event.file),
    isTooLarge: ({ event }) => event.type === 'file.select' && !isWithinSizeLimit(event.file),
    isCompleted: (_, { output }: Outcome) => output.upload_completed,
    offersDateOrder: (_, { output }: Outcome) => output.upload_completed && output.date_order !== undefined,
    isDuplicate: (_, { output }: Outcome) => output.status === UPLOAD_STATUS.contentExists,
    isNameConflict: (_, { output }: Outcome) => output.status === UPLOAD_STATUS.filenameConflict,
  },
  actions: {
    keepFile: assign(({ event }) => {
      assertEvent(event, 'file.select')
      return { file: event.file, answer: null, detail: null, refused: null, progress: 0, stored: null, dateOrder: null }
    }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'file.select')
      return { file: null, answer: null, detail: null, refused: { name: event.file.name, size: event.file.size }, progress: 0, stored: null, dateOrder: null }
    }),
    clearFile: assign({ file: null, answer: null, detail: null, refused: null, progress: 0, stored: null, dateOrder: null }),
    /** Success clears the file (docs/product.md#upload-states) but keeps the answer: its message says what was understood. */
    forgetFile: assign({ file: null, stored: null, dateOrder: null }),
    /** Success with dates read in an order nothing proved: the file leaves the panel but is kept to be read the other way. */
    keepStored: assign(({ context }) => ({ file: null, stored: context.file, dateOrder: null })),
    readAgain: assign(({ context }) => ({ file: context.stored, stored: null, dateOrder: context.answer?.date_order?.alternative ?? null })),
    startProgress: assign({ progress: 0, answer: null, detail: null, refused: null }),
    keepRefusal: assign({ detail: refusalOf }),
    setProgress: assign({
      progress: ({ context, event }) =>
        // The bar only moves forward within an attempt (each attempt starts again at 0).
        event.type === 'upload.progress' ? Math.max(context.progress, Math.round(Math.min(1, Math.max(0, event.fraction)) * 100)) : context.progress,
    }),
    keepAnswer: assign({ answer: (_, { output }: Outcome) => output, progress: 100 }),
    notifyHistory: enqueueActions(({ context, enqueue }) => {
      if (context.history) enqueue.sendTo(context.history, HISTORY_REFRESH)
    }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ file: null, progress: 0, answer: null, detail: null, refused: null, history: historyOf(input), stored: null, dateOrder: null }),
  initial: 'noFile',
  states: {
    noFile: {
      initial: 'idle',
      on: { ...choosing, 'upload.start': { target: '.needsFile' } },
      states: {
        idle: {},
        needsFile: {},
        unsupported: {},
        tooLarge: {},
        completed: {},
        /** Stored, its dates read in an order nothing in the file proved: the other order is offered. */
        datesAssumed: {
          on: { 'upload.reread': { target: '#upload.uploading', actions: 'readAgain' } },
        },
      },
    },
    selected: {
      initial: 'ready',
      on: {
        ...choosing,
        'file.remove': { target: 'noFile.idle', actions: 'clearFile' },
        'upload.start': { target: 'uploading' },
      },
      states: {
        ready: {},
        duplicate: {},
        conflict: {},
        rejected: {},
        failed: {},
        cancelled: {},
      },
    },
    uploading: {
      tags: ['busy'],
      entry: 'startProgress',
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({ file: context.file!, reportTo: self, dateOrder: context.dateOrder }),
        onDone: [
          {
            guard: { type: 'offersDateOrder', params: answerOf },
            target: 'noFile.datesAssumed',
            actions: [{ type: 'keepAnswer', params: answerOf }, 'keepStored', 'notifyHistory'],
          },
          {
            guard: { type: 'isCompleted', params: answerOf },
            target: 'noFile.completed',
            actions: [{ type: 'keepAnswer', params: answerOf }, 'forgetFile', 'notifyHistory'],
          },
          {
            guard: { type: 'isDuplicate', params: answerOf },
            target: 'selected.duplicate',
            actions: { type: 'keepAnswer', params: answerOf },
          },
          {
            guard: { type: 'isNameConflict', params: answerOf },
            target: 'selected.conflict',
            actions: { type: 'keepAnswer', params: answerOf },
          },
          { target: 'selected.rejected', actions: { type: 'keepAnswer', params: answerOf } },
        ],
        onError: { target: 'selected.failed', actions: 'keepRefusal' },
      },
      on: {
        'upload.progress': { actions: 'setProgress' },
        'upload.cancel': { target: 'selected.cancelled' },
      },
    },
  },
})
