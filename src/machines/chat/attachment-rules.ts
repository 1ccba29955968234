import { CHAT_ATTACHMENT_MAX_BYTES } from '../../../kernel/limits'
import { UPLOAD_STATUS, type UploadResponse } from '../../../kernel/contract'
import { isSupportedFile, type FileFacts } from '../upload/file-rules'

/*
 * docs/product.md#chat-attachments: the data upload's types (txt, pdf, doc, docx, csv, xls, xlsx, by
 * MIME type or extension: the same rule, so it is shared), at most 10485760 bytes each, and never
 * the same name and size twice in the tray. Codes only: the screen words them.
 */

export type AttachmentProblem = 'type' | 'size' | 'duplicate'

export interface AttachmentRefusal {
  name: string
  problem: AttachmentProblem
}

/** What the picker advertises (the spec's list: no .xls, though a dropped or "All files" .xls passes). */
export const ATTACHMENT_ACCEPT = '.txt,.pdf,.doc,.docx,.csv,.xlsx'

export const sameFile = (a: FileFacts, b: FileFacts) => a.name === b.name && a.size === b.size

export function attachmentProblem(file: FileFacts, attached: readonly FileFacts[]): AttachmentProblem | null {
  if (!isSupportedFile(file)) return 'type'
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return 'size'
  if (attached.some((other) => sameFile(other, file))) return 'duplicate'
  return null
}

/** Splits a choice of files into those the tray takes and those it refuses, each checked against the tray and the ones before it. */
export function sortAttachments<T extends FileFacts>(chosen: readonly T[], attached: readonly FileFacts[]): { accepted: T[]; refused: AttachmentRefusal[] } {
  const accepted: T[] = []
  const refused: AttachmentRefusal[] = []
  for (const file of chosen) {
    const problem = attachmentProblem(file, [...attached, ...accepted])
    if (problem) refused.push({ name: file.name, problem })
    else accepted.push(file)
  }
  return { accepted, refused }
}

/**
 * One file's result (docs/product.md#chat-messages): stored (with its chunk count), the same content
 * already there (info), a name already used (warning, with the server's suggestion or none), another
 * status (the server's message, or none), or the request failed (the server's refusal, or none).
 */
export type AttachmentResult =
  | { kind: 'stored'; chunks: number; message: string }
  | { kind: 'duplicate'; message: string }
  | { kind: 'conflict'; message: string; suggestion: string | null }
  | { kind: 'notCompleted'; message: string | null }
  | { kind: 'failed'; detail: string | null }

export function resultOf(answer: UploadResponse): AttachmentResult {
  if (answer.upload_completed) return { kind: 'stored', chunks: answer.chunks_created, message: answer.message }
  if (answer.status === UPLOAD_STATUS.contentExists) return { kind: 'duplicate', message: answer.message }
  if (answer.status === UPLOAD_STATUS.filenameConflict) return { kind: 'conflict', message: answer.message, suggestion: answer.suggestion?.trim() || null }
  return { kind: 'notCompleted', message: answer.message.trim() || null }
}

/** 'Upload Complete: N successful, N duplicates detected, N errors': a name conflict and every failure count as errors. */
export interface BatchSummary {
  successful: number
  duplicates: number
  errors: number
}

export function summarise(results: readonly AttachmentResult[]): BatchSummary {
  return {
    successful: results.filter((result) => result.kind === 'stored').length,
    duplicates: results.filter((result) => result.kind === 'duplicate').length,
    errors: results.filter((result) => result.kind !== 'stored' && result.kind !== 'duplicate').length,
  }
}
