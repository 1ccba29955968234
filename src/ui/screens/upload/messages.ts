import type { Currency, UploadRecord, UploadRemoved, UploadResponse } from '../../../api/schemas'
import type { ManualErrors } from '../../../machines/manual-entry/manual-entry.machine'
import type { ErrorWords } from '../../components/field/form'
import { calendarDay, counted, currencySymbol, formatPeriod, megabytes } from '../../../format'

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
/** Under a stored file's message: how it was read, closed until asked for. */
export const READING_DETAILS = {
  summary: 'How Selera read this file',
  columns: 'Columns read',
} as const

/** Under a stored upload or entry: the numbers it changed are a click away. */
export const VIEW_DASHBOARD = 'View dashboard'

/** Leaving the screen while a file uploads asks first (docs/product.md#upload-states). */
export const LEAVE_MESSAGES = {
  title: 'Leave while your file is uploading?',
  leave: 'Leave and stop the upload',
  stay: 'Stay on this page',
} as const

export function leaveWarning(fileName: string | null): string {
  return `${fileName ?? 'Your file'} is still uploading. Leaving now stops the upload, and you won’t see what Selera made of it.`
}

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
/**
 * The sales field names the account's currency (GET /uploads says it; ringgit until it has):
 * 'Sales amount (RM)' as docs/product.md#manual-entry has it, 'Sales amount (S$)' for a Singapore business.
 */
export function salesLabel(currency: Currency | null): string {
  return `Sales amount (${currencySymbol(currency ?? 'MYR')})`
}

/** Under a field the manual form refused (the browser's own messages cover most empty or out-of-range values), in the account's currency. */
export function manualFieldErrors(currency: Currency | null): ErrorWords<ManualErrors> {
  const symbol = currencySymbol(currency ?? 'MYR')
  return {
    date: { required: 'Choose the day of the sales.', format: 'Enter a calendar date, such as 2026-11-20.' },
    sales: { required: `Enter the day’s sales in ${symbol}.`, format: `Enter the sales in ${symbol} as digits, with at most two decimals, such as 1234.50.` },
    orders: { format: 'Enter the number of orders as a whole number, such as 52.' },
  }
}

/** The same for an account in ringgit. */
export const MANUAL_FIELD_ERRORS = manualFieldErrors('MYR')

/** Selera's optional orders field, and what it is for. */
export const ORDERS_LABEL = 'Number of orders (optional)'
export const ORDERS_HINT = 'counts in Orders and Avg Order Value'

/** A day that already has a manual entry is asked about before anything is stored (docs/product.md#manual-entry). */
export const MANUAL_DAY_TAKEN = {
  question: 'This day already has a manual entry. Replace it with this one, or add this one to it?',
  replace: 'Replace it',
  add: 'Add to it',
  cancel: 'Cancel',
} as const

export const HISTORY_MESSAGES = {
  loading: 'Loading your recent uploads...',
  refreshing: 'Updating your recent uploads...',
  empty: 'No uploads yet',
  failed: 'Could not load your recent uploads.',
  refreshFailed: 'Could not refresh your recent uploads.',
} as const

/** An upload as the list names it: its file, or for a manual entry what was entered. */
export function uploadName(record: Pick<UploadRecord, 'file_name' | 'summary'>): string {
  return record.file_name ?? record.summary
}

/** Removing an upload from the recent uploads (docs/product.md#recent-uploads). */
export const REMOVAL_MESSAGES = {
  confirm: 'Remove upload',
  busy: 'Removing...',
  consequence: 'Its sales will no longer count on your dashboard, in your reports or in the assistant’s answers. This cannot be undone.',
  failed: 'The upload could not be removed. Please try again.',
} as const

export function removeButtonLabel(record: UploadRecord): string {
  return `Remove ${uploadName(record)}`
}

export function removalQuestion(record: UploadRecord): string {
  return record.file_name ? `Remove ${record.file_name}?` : 'Remove this manual entry?'
}

/** "Removed sales.csv: 1,204 sales rows, 12 Oct – 18 Oct 2026." — what the server says went. */
export function removedMessage(removed: UploadRemoved): string {
  const parts = [
    ...(removed.rows > 0 ? [counted(removed.rows, 'sales row')] : []),
    ...(removed.days > 0 ? [counted(removed.days, 'daily total')] : []),
    ...(removed.chunks > 0 ? [counted(removed.chunks, 'text chunk')] : []),
    ...(removed.from && removed.to ? [formatPeriod(calendarDay(removed.from), calendarDay(removed.to))] : []),
  ]
  const what = removed.file_name ?? 'the manual entry'
  return parts.length > 0 ? `Removed ${what}: ${parts.join(', ')}.` : `Removed ${what}.`
}
