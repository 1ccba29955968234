/** The chat's events, context and input (./chat.machine.ts). */
import type { ChatMessage, ChatMode, ValidationStatus } from '../../../kernel/contract'
import type { ImageGenerationParentEvent } from '../image-generation/image-generation.types'
import type { HistorySource } from './chat.actors'

export type ChatEvent =
  | { type: 'draft.change'; text: string }
  /** Enter or Send: the draft goes, unless it is blank; while the history loads or an answer is coming, as soon as they are in. */
  | { type: 'message.send' }
  /** One of the welcome's example questions, sent as it reads. */
  | { type: 'example.send'; question: string }
  | { type: 'mode.set'; mode: ChatMode }
  | { type: 'conversation.clear' }
  | { type: 'clear.confirm' }
  | { type: 'clear.cancel' }
  /** 'Brand assets' or 'Upload Missing Assets': the asset modal opens; its close button closes it. */
  | { type: 'assets.open' }
  | { type: 'assets.close' }
  /** An upload in the asset modal, with the validation status after it: a system message says where things stand. */
  | { type: 'assets.uploaded'; status: ValidationStatus }
  /** From an image preview card (image-generation.machine.ts). */
  | ImageGenerationParentEvent

export interface ChatContext {
  /** The signed-in user, whose cached copy the conversation is stored under (null: nothing cached). */
  userId: string | null
  messages: ChatMessage[]
  mode: ChatMode
  /** The composer's text. */
  draft: string
  /**
   * Enter or Send came while the history was loading or an answer was coming: the draft goes as soon
   * as the chat can take it (an Enter is never dropped), unless the box has been emptied by then.
   */
  sendQueued: boolean
  /** How the history arrived: 'fallback' is the cached copy after the server failed; null until loaded, or when nothing loaded. */
  historySource: HistorySource | null
  /** The history could not be loaded and there was no copy: the welcome shows, with a notice. */
  historyFailed: boolean
  /** The last Clear conversation failed on the server: the conversation stays, with a notice. */
  clearFailed: boolean
  /** The asset modal ('Upload Company Assets') is open. */
  assetsOpen: boolean
}

export interface ChatInput {
  userId: string | null
}

export type ChatInvokeId = 'loadHistory' | 'sendMessage' | 'clearHistory' | 'attachments'

/** Nothing loaded yet, general mode, an empty composer. */
export function initialContext(input: ChatInput): ChatContext {
  return { userId: input.userId, messages: [], mode: 'general', draft: '', sendQueued: false, historySource: null, historyFailed: false, clearFailed: false, assetsOpen: false }
}
