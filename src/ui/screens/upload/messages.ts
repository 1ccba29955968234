import type { UploadResponse } from '../../../api/schemas'
import { megabytes } from '../../../format'

/** What the upload screen says, word for word where docs/product.md#upload-messages quotes it. */
export const UPLOAD_TITLE = 'Upload Your Business Data'

/** The file card's control, and the limit it states. */
export const FILE_INPUT_LABEL = 'Choose a file'
export const DROP_AREA_LABEL = 'Drop a file to upload'
export const MAXIMUM_STATED = 'Maximum file size: 10MB'

/** Selera enforces the 10MB it states (docs/spec-deviations.md). */
export function tooLargeMessage(file: { name: string; size: number }): string {
  return `${file.name} is ${megabytes(file.size)}. The maximum is 10MB.`
}

/** What the file card says after a choice or an upload. */
export const UNSUPPORTED_FILE = 'Please upload a supported file: CSV, Excel, TXT, PDF, or Word document.'
export const NO_FILE = 'Please select a file.'
export const UPLOAD_COMPLETED = 'Your file has been received and processed.'
export const UPLOAD_FAILED = 'Upload failed. Please try again.'
/** Not in the spec: cancelling is ours, and it keeps the file. */
export const UPLOAD_CANCELLED = 'Upload cancelled. Your file is still selected.'

export function duplicateMessage(answer: UploadResponse): string {
  return `Duplicate content detected: ${answer.message}`
}

export const DEFAULT_CONFLICT_SUGGESTION = 'Please rename your file and try again.'

/** '{server message}. {suggestion}' without doubling the server's own full stop. */
export function conflictMessage(answer: UploadResponse): string {
  const message = answer.message.trim()
  const sentence = message === '' || /[.!?]$/.test(message) ? message : `${message}.`
  const suggestion = answer.suggestion?.trim() || DEFAULT_CONFLICT_SUGGESTION
  return sentence ? `${sentence} ${suggestion}` : suggestion
}

export const UPLOAD_NOT_COMPLETED = 'Upload could not be completed.'

export function notCompletedMessage(answer: UploadResponse): string {
  return answer.message.trim() || UPLOAD_NOT_COMPLETED
}

/** docs/product.md#manual-entry, word for word. */
export const MANUAL_SUCCESS = 'Manual data submitted successfully! Our AI is processing your data.'
export const MANUAL_FAILURE = 'Manual submission failed. Please try again.'
/** The e-mails field's hint (docs/product.md#manual-entry). */
export const EMAILS_HINT = 'separate multiple with commas'

export const HISTORY_MESSAGES = {
  loading: 'Loading your recent uploads...',
  refreshing: 'Updating your recent uploads...',
  empty: 'No uploads yet',
  failed: 'Could not load your recent uploads.',
  refreshFailed: 'Could not refresh your recent uploads.',
} as const
