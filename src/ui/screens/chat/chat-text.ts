import { count } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'
import type { AttachmentProblem, AttachmentResult, BatchSummary } from '../../../machines/chat/chat-attachments.machine'

/**
 * The chat screen's words (docs/product.md#chat): the spec's exactly where it has them. Getters, not
 * strings: each reads the catalogue when the screen renders, in the language of the moment.
 */
export const CHAT_TEXT = {
  get title() { return m.chat_title() },
  get subtitle() { return m.chat_about() },
  get loading() { return m.chat_loading() },
  get historyFallback() { return m.chat_historyFallback() },
  get historyFailed() { return m.chat_historyFailed() },
  get welcomeTitle() { return m.chat_welcome_title() },
  get welcomeText() { return m.chat_welcome_text() },
  get examplesLabel() { return m.chat_examples_label() },
  /** The welcome's four questions, which send as they read. */
  get examples() { return [m.chat_example_lastWeek(), m.chat_example_bestSellers(), m.chat_example_peakHours(), m.chat_example_compare()] },
  get modeLabel() { return m.chat_mode_label() },
  modes: {
    get general() { return m.chat_mode_general() },
    get marketing() { return m.chat_mode_marketing() },
  },
  get conversation() { return m.chat_conversation_label() },
  senders: {
    get user() { return m.chat_sender_user() },
    get ai() { return m.chat_sender_ai() },
    get system() { return m.chat_sender_system() },
  },
  get thinking() { return m.chat_thinking() },
  get sendFailed() { return m.chat_sendFailed() },
  get errorBubble() { return m.chat_errorBubble() },
  get messageLabel() { return m.chat_message_label() },
  get messagePlaceholder() { return m.chat_message_placeholder() },
  get messageHint() { return m.chat_message_hint() },
  /** Under the box while Enter or Send waits for the history or an answer (chat.machine.ts, `sendQueued`). */
  get sendQueued() { return m.chat_send_queued() },
  get send() { return m.chat_send() },
  get clear() { return m.chat_clear() },
  get clearTitle() { return m.chat_clear_title() },
  get clearText() { return m.chat_clear_text() },
  get clearBusy() { return m.chat_clear_busy() },
  get clearFailed() { return m.chat_clear_failed() },
  get sources() { return m.chat_sources() },
  get figureLink() { return m.chat_figure_dashboardLink() },
  get newTab() { return m.chat_link_newTab() },
  preview: {
    get title() { return m.chat_preview_title() },
  },
}

/** The attachment tray's words (docs/product.md#chat-attachments, #chat-messages). */
export const TRAY_TEXT = {
  get attach() { return m.chat_attach() },
  get label() { return m.chat_tray_label() },
  get hint() { return m.chat_tray_hint() },
  get uploadAll() { return m.chat_uploadAll() },
  get uploading() { return m.chat_uploading() },
  get clearAll() { return m.chat_clearAll() },
  get waiting() { return m.chat_result_waiting() },
  get batchFailed() { return m.chat_batch_failed() },
  remove: (file: string) => m.chat_remove({ file }),
  progress: (file: string) => m.chat_progress({ file }),
  summary: ({ successful, duplicates, errors }: BatchSummary) => m.chat_batch_summary({ successful: count(successful), duplicates: count(duplicates), errors: count(errors) }),
}

const REFUSALS: Record<AttachmentProblem, (file: string) => string> = {
  size: (file) => m.chat_refused_size({ file }),
  type: (file) => m.chat_refused_type({ file }),
  duplicate: (file) => m.chat_refused_duplicate({ file }),
}

/** '{file}: File size must be less than 10MB' and the other two refusals. */
export const refusalText = (name: string, problem: AttachmentProblem) => REFUSALS[problem](name)

export type ResultTone = 'success' | 'info' | 'warning' | 'error'

/** '{server message}. {suggestion}' without doubling the server's own full stop (as the upload screen words it). */
function withSuggestion(message: string, suggestion: string | null): string {
  const trimmed = message.trim()
  const sentence = trimmed === '' || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
  const advice = suggestion ?? m.chat_result_renameHint()
  return sentence ? `${sentence} ${advice}` : advice
}

/** One file's result in the spec's words (docs/product.md#chat-messages), with its tone. */
export function resultText(result: AttachmentResult): { text: string; tone: ResultTone } {
  switch (result.kind) {
    case 'stored':
      return { text: m.chat_result_stored({ count: result.chunks, shown: count(result.chunks) }), tone: 'success' }
    case 'duplicate':
      return { text: m.chat_result_duplicate({ message: result.message }), tone: 'info' }
    case 'conflict':
      return { text: withSuggestion(result.message, result.suggestion), tone: 'warning' }
    case 'notCompleted':
      return { text: result.message ?? m.chat_result_notCompleted(), tone: 'error' }
    case 'failed':
      return { text: result.detail ?? m.chat_result_failed(), tone: 'error' }
  }
}
