import { assertEvent, assign, setup } from 'xstate'
import type { UploadResponse } from '../../../kernel/contract'
import { refusalDetail } from '../upload/refusal'
import { uploadFileActor, type UploadProgressEvent } from '../upload/upload.actors'
import { resultOf, sortAttachments, summarise, type AttachmentRefusal, type AttachmentResult, type BatchSummary } from './attachment-rules'

export type { AttachmentProblem, AttachmentRefusal, AttachmentResult, BatchSummary } from './attachment-rules'
export { ATTACHMENT_ACCEPT } from './attachment-rules'

export type ChatAttachmentsEvent =
  | { type: 'files.attach'; files: File[] }
  | { type: 'file.remove'; id: string }
  /** 'Clear All'. */
  | { type: 'files.clear' }
  /** 'Upload All'. */
  | { type: 'files.upload' }
  | UploadProgressEvent

export interface AttachmentItem {
  id: string
  file: File
  /** Upload progress of its last attempt, a whole percent 0 to 100. */
  progress: number
  /** Its last upload's result; null until it has been sent. */
  result: AttachmentResult | null
}

export interface ChatAttachmentsContext {
  items: AttachmentItem[]
  /** The files the last choice refused, with why ('{file}: File already attached'...). */
  refused: AttachmentRefusal[]
  /** The files of the batch uploading or last uploaded, in order. */
  batch: string[]
  /** The file uploading now. */
  current: string | null
  summary: BatchSummary | null
  /** Ids are counted, so a file removed and chosen again is a new row. */
  made: number
}

export type ChatAttachmentsInvokeId = 'uploadFile'

/** Not sent yet, or its request failed: 'Upload All' sends it (again). A server's answer, even a refusal, is final. */
const isUnsent = (item: AttachmentItem) => item.result === null || item.result.kind === 'failed'

const nextInBatch = (context: ChatAttachmentsContext): string | null => {
  const index = context.current === null ? -1 : context.batch.indexOf(context.current)
  return context.batch[index + 1] ?? null
}

const withResult = (context: ChatAttachmentsContext, result: AttachmentResult): AttachmentItem[] =>
  context.items.map((item) => (item.id === context.current ? { ...item, result, progress: result.kind === 'failed' ? item.progress : 100 } : item))

/** What the tray allows whenever nothing is uploading. */
const atRest = {
  'files.attach': [{ guard: 'acceptsAny', target: '#attachments.ready', actions: 'attach' }, { actions: 'attach' }],
  'file.remove': [{ guard: 'removesLast', target: '#attachments.empty', actions: 'remove' }, { actions: 'remove' }],
  'files.clear': { target: '#attachments.empty', actions: 'clear' },
  'files.upload': { guard: 'hasUnsent', target: '#attachments.uploading' },
} as const

/**
 * The chat's attachment tray (docs/product.md#chat-attachments): files are checked as they are
 * chosen; 'Upload All' sends the unsent ones one `POST /upload` at a time, each with its own
 * progress and result, then the batch is summarised ('Upload Complete: ...'), or, when no request
 * got through at all, failed as a whole ('Failed to upload files. Please try again.'). Files stay
 * in the tray with their results until removed or cleared; a failed one goes again with the next
 * 'Upload All'.
 */
export const chatAttachmentsMachine = setup({
  types: {
    context: {} as ChatAttachmentsContext,
    events: {} as ChatAttachmentsEvent,
    tags: {} as 'busy',
  },
  actors: { uploadFile: uploadFileActor },
  guards: {
    acceptsAny: ({ context, event }) => event.type === 'files.attach' && sortAttachments(event.files, context.items.map((item) => item.file)).accepted.length > 0,
    removesLast: ({ context, event }) => event.type === 'file.remove' && context.items.every((item) => item.id === event.id),
    hasUnsent: ({ context }) => context.items.some(isUnsent),
    hasNext: ({ context }) => nextInBatch(context) !== null,
    /** Every request of the batch failed, the one failing now included (its result is not kept yet): no answer from the server at all. */
    wholeBatchFailed: ({ context }) =>
      context.batch.every((id) => id === context.current || context.items.find((item) => item.id === id)?.result?.kind === 'failed'),
  },
  actions: {
    attach: assign(({ context, event }) => {
      assertEvent(event, 'files.attach')
      const { accepted, refused } = sortAttachments(event.files, context.items.map((item) => item.file))
      const added = accepted.map((file, i) => ({ id: `attachment-${context.made + i + 1}`, file, progress: 0, result: null }))
      // A choice refused as a whole changes nothing but the refusals: the last batch's summary stays.
      return { items: [...context.items, ...added], refused, made: context.made + added.length, summary: added.length > 0 ? null : context.summary }
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'file.remove')
      return { items: context.items.filter((item) => item.id !== event.id), refused: [] }
    }),
    clear: assign({ items: [], refused: [], batch: [], current: null, summary: null }),
    startBatch: assign(({ context }) => {
      const batch = context.items.filter(isUnsent).map((item) => item.id)
      return { batch, current: batch[0] ?? null, refused: [], summary: null }
    }),
    startFile: assign(({ context }) => ({
      items: context.items.map((item) => (item.id === context.current ? { ...item, progress: 0, result: null } : item)),
    })),
    setProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress')
      const percent = Math.round(Math.min(1, Math.max(0, event.fraction)) * 100)
      // A file's bar only moves forward within its attempt.
      return { items: context.items.map((item) => (item.id === context.current ? { ...item, progress: Math.max(item.progress, percent) } : item)) }
    }),
    keepAnswer: assign(({ context }, params: { answer: UploadResponse }) => ({ items: withResult(context, resultOf(params.answer)) })),
    keepFailure: assign(({ context }, params: { error: unknown }) => ({ items: withResult(context, { kind: 'failed', detail: refusalDetail(params.error) }) })),
    advance: assign(({ context }) => ({ current: nextInBatch(context) })),
    summarise: assign(({ context }) => ({
      current: null,
      summary: summarise(context.batch.flatMap((id) => context.items.find((item) => item.id === id)?.result ?? [])),
    })),
    endBatch: assign({ current: null, summary: null }),
  },
}).createMachine({
  id: 'attachments',
  context: { items: [], refused: [], batch: [], current: null, summary: null, made: 0 },
  initial: 'empty',
  states: {
    empty: {
      on: { 'files.attach': atRest['files.attach'] },
    },
    ready: { on: atRest },
    uploading: {
      tags: ['busy'],
      entry: 'startBatch',
      on: { 'upload.progress': { actions: 'setProgress' } },
      initial: 'file',
      states: {
        file: {
          entry: 'startFile',
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context, self }) => ({ file: context.items.find((item) => item.id === context.current)!.file, reportTo: self }),
            onDone: [
              { guard: 'hasNext', target: 'file', reenter: true, actions: [{ type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) }, 'advance'] },
              { target: '#attachments.summarised', actions: [{ type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) }, 'summarise'] },
            ],
            onError: [
              { guard: 'hasNext', target: 'file', reenter: true, actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'advance'] },
              { guard: 'wholeBatchFailed', target: '#attachments.batchFailed', actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'endBatch'] },
              { target: '#attachments.summarised', actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'summarise'] },
            ],
          },
        },
      },
    },
    summarised: { on: atRest },
    batchFailed: { on: atRest },
  },
})
