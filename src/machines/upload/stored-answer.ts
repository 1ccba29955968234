import type { AnyActorRef } from 'xstate'
import type { UploadResponse } from '../../../kernel/contract'
import { refusalDetail } from './refusal'

/*
 * What the two flows that store sales share (the file upload and the manual entry): both send to
 * POST /upload, read its UploadResponse, and tell the recent uploads list when something was stored.
 */

/** Either flow's input: the recent uploads list to tell. Optional: without a list to tell, the flow works the same. */
export type HistoryInput = { history: AnyActorRef | null } | undefined

/** The list to tell, from the input. */
export const historyOf = (input: HistoryInput): AnyActorRef | null => input?.history ?? null

/** The event the list refreshes on. */
export const HISTORY_REFRESH = { type: 'history.refresh' } as const

export type Outcome = { output: UploadResponse }

/** Hands a done event's answer to a parameterised guard or action (setup's types know only our own events). */
export const answerOf = ({ event }: { event: { output: UploadResponse } }): Outcome => ({ output: event.output })

/** The server's reason for refusing the request, from a failed invoke's event; nothing from any other event. */
export const refusalOf = ({ event }: { event: object }): string | null => ('error' in event ? refusalDetail(event.error) : null)
