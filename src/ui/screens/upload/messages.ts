import type { Currency, UploadRecord, UploadRemoved, UploadResponse } from '../../../../kernel/contract'
import type { ManualErrors } from '../../../machines/manual-entry/manual-entry.machine'
import type { ErrorWords } from '../../components/field/form'
import { calendarDay, count, currencySymbol, formatPeriod, megabytes } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'

/**
 * What the upload screen says, word for word where docs/product.md#upload-messages quotes it. Getters and
 * functions, not strings: each reads the catalogue (docs/decisions/013-message-catalogue.md) when the screen
 * renders, in the language of the moment.
 */
export const UPLOAD_TEXT = {
  get title() { return m.upload_title() },
  get subtitle() { return m.upload_subtitle() },
}

/** The file card's words: its control, the limit it states, progress, the samples. */
export const FILE_TEXT = {
  get title() { return m.upload_file_title() },
  get lede() { return m.upload_file_lede() },
  get inputLabel() { return m.upload_file_choose() },
  get dropArea() { return m.upload_file_dropArea() },
  get dropHint() { return m.upload_file_dropHint() },
  get types() { return m.upload_file_types() },
  get maximum() { return m.upload_file_maximum() },
  get selected() { return m.upload_file_selected() },
  get remove() { return m.upload_file_remove() },
  removeNamed: (name: string) => m.upload_file_removeNamed({ name }),
  get progress() { return m.upload_file_progress() },
  percent: (percent: number) => m.upload_file_percent({ percent }),
  get reading() { return m.upload_file_reading() },
  get uploading() { return m.upload_file_uploading() },
  get upload() { return m.upload_file_upload() },
  get cancel() { return m.upload_file_cancel() },
  get samplesTitle() { return m.upload_samples_title() },
  get samplesLede() { return m.upload_samples_lede() },
}

/** Selera enforces the 10MB it states (docs/spec-deviations.md). */
export function tooLargeMessage(file: { name: string; size: number }): string {
  return m.upload_tooLarge({ name: file.name, size: megabytes(file.size) })
}

/** What the file card says after a choice or an upload; cancelling (not in the spec) is ours, and it keeps the file. */
export const UPLOAD_MESSAGES = {
  get unsupported() { return m.upload_unsupported() },
  get noFile() { return m.upload_noFile() },
  get completed() { return m.upload_completed() },
  get failed() { return m.upload_failed() },
  get cancelled() { return m.upload_cancelled() },
  get notCompleted() { return m.upload_notCompleted() },
  get conflictSuggestion() { return m.upload_conflictSuggestion() },
}

/** Under a stored file's message: how it was read, closed until asked for. */
export const READING_DETAILS = {
  get summary() { return m.upload_reading_summary() },
  get columns() { return m.upload_reading_columns() },
}

/** Under a stored upload or entry: the numbers it changed are a click away. */
export const LINK_TEXT = {
  get viewDashboard() { return m.upload_viewDashboard() },
}

/** Leaving the screen while a file uploads asks first (docs/product.md#upload-states). */
export const LEAVE_MESSAGES = {
  get title() { return m.upload_leave_title() },
  get leave() { return m.upload_leave_leave() },
  get stay() { return m.upload_leave_stay() },
}

export function leaveWarning(fileName: string | null): string {
  return fileName === null ? m.upload_leave_warningUnnamed() : m.upload_leave_warning({ name: fileName })
}

export function duplicateMessage(answer: UploadResponse): string {
  return m.upload_duplicate({ message: answer.message })
}

/** '{server message}. {suggestion}' without doubling the server's own full stop. */
export function conflictMessage(answer: UploadResponse): string {
  const message = answer.message.trim()
  const sentence = message === '' || /[.!?]$/.test(message) ? message : `${message}.`
  const suggestion = answer.suggestion?.trim() || UPLOAD_MESSAGES.conflictSuggestion
  return sentence ? `${sentence} ${suggestion}` : suggestion
}

export function notCompletedMessage(answer: UploadResponse): string {
  return answer.message.trim() || UPLOAD_MESSAGES.notCompleted
}

/**
 * The manual form's words: its outcome (docs/product.md#manual-entry, word for word), its fields, the
 * e-mails field's hint (docs/product.md#manual-entry), and Selera's optional orders field with what it is for.
 */
export const MANUAL_TEXT = {
  get title() { return m.upload_manual_title() },
  get lede() { return m.upload_manual_lede() },
  get date() { return m.upload_manual_date() },
  get orders() { return m.upload_manual_orders() },
  get ordersHint() { return m.upload_manual_ordersHint() },
  get emails() { return m.upload_manual_emails() },
  get emailsHint() { return m.upload_manual_emailsHint() },
  get submit() { return m.upload_manual_submit() },
  get submitting() { return m.upload_manual_submitting() },
  get success() { return m.upload_manual_success() },
  get failure() { return m.upload_manual_failure() },
}
/**
 * The sales field names the account's currency (GET /uploads says it; ringgit until it has):
 * 'Sales amount (RM)' as docs/product.md#manual-entry has it, 'Sales amount (S$)' for a Singapore business.
 */
export function salesLabel(currency: Currency | null): string {
  return m.upload_manual_sales({ symbol: currencySymbol(currency ?? 'MYR') })
}

/** Under a field the manual form refused (the browser's own messages cover most empty or out-of-range values), in the account's currency. */
export function manualFieldErrors(currency: Currency | null): ErrorWords<ManualErrors> {
  const symbol = currencySymbol(currency ?? 'MYR')
  return {
    date: { get required() { return m.upload_manual_dateRequired() }, get format() { return m.upload_manual_dateFormat() } },
    sales: { get required() { return m.upload_manual_salesRequired({ symbol }) }, get format() { return m.upload_manual_salesFormat({ symbol }) } },
    orders: { get format() { return m.upload_manual_ordersFormat() } },
  }
}

/** The same for an account in ringgit. */
export const MANUAL_FIELD_ERRORS = manualFieldErrors('MYR')

/** A day that already has a manual entry is asked about before anything is stored (docs/product.md#manual-entry). */
export const MANUAL_DAY_TAKEN = {
  get question() { return m.upload_dayTaken_question() },
  get replace() { return m.upload_dayTaken_replace() },
  get add() { return m.upload_dayTaken_add() },
  get cancel() { return m.upload_dayTaken_cancel() },
}

export const HISTORY_MESSAGES = {
  get title() { return m.upload_history_title() },
  get loading() { return m.upload_history_loading() },
  get refreshing() { return m.upload_history_refreshing() },
  get empty() { return m.upload_history_empty() },
  get emptyHint() { return m.upload_history_emptyHint() },
  get failed() { return m.upload_history_failed() },
  get refreshFailed() { return m.upload_history_refreshFailed() },
  get retry() { return m.upload_history_retry() },
  get manualEntry() { return m.upload_history_manualEntry() },
  get remove() { return m.upload_history_remove() },
  /** '1,204 rows': a sales file's or a manual entry's rows. */
  rows: (rows: number) => m.upload_history_rows({ count: rows, shown: count(rows) }),
  /** A document's text chunks. */
  chunks: (chunks: number) => m.upload_history_chunks({ count: chunks, shown: count(chunks) }),
  /** 'Showing the 20 most recent of 34 uploads.' */
  more: (showing: number, total: number) => m.upload_history_more({ count: total, showing: count(showing), shown: count(total) }),
}

/** An upload as the list names it: its file, or for a manual entry what was entered. */
export function uploadName(record: Pick<UploadRecord, 'file_name' | 'summary'>): string {
  return record.file_name ?? record.summary
}

/** Removing an upload from the recent uploads (docs/product.md#recent-uploads). */
export const REMOVAL_MESSAGES = {
  get confirm() { return m.upload_removal_confirm() },
  get busy() { return m.upload_removal_busy() },
  get consequence() { return m.upload_removal_consequence() },
  get failed() { return m.upload_removal_failed() },
}

export function removeButtonLabel(record: UploadRecord): string {
  return m.upload_removal_button({ name: uploadName(record) })
}

export function removalQuestion(record: UploadRecord): string {
  return record.file_name ? m.upload_removal_question({ name: record.file_name }) : m.upload_removal_questionManual()
}

/** "Removed sales.csv: 1,204 sales rows, 12 Oct – 18 Oct 2026." — what the server says went. */
export function removedMessage(removed: UploadRemoved): string {
  const parts = [
    ...(removed.rows > 0 ? [m.upload_removed_rows({ count: removed.rows, shown: count(removed.rows) })] : []),
    ...(removed.days > 0 ? [m.upload_removed_days({ count: removed.days, shown: count(removed.days) })] : []),
    ...(removed.chunks > 0 ? [m.upload_removed_chunks({ count: removed.chunks, shown: count(removed.chunks) })] : []),
    ...(removed.from && removed.to ? [formatPeriod(calendarDay(removed.from), calendarDay(removed.to))] : []),
  ]
  const name = removed.file_name
  if (parts.length === 0) return name ? m.upload_removed_fileOnly({ name }) : m.upload_removed_manualOnly()
  return name ? m.upload_removed_file({ name, parts: parts.join(', ') }) : m.upload_removed_manual({ parts: parts.join(', ') })
}
