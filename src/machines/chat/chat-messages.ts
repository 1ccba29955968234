import { isChatPreviewAnswer, type ChatMessage, type ChatMode, type ChatResponse, type ValidationStatus } from '../../../kernel/contract'

/*
 * The conversation's messages as the chat machine adds them. The client's own marks hold no words
 * (docs/decisions/013-message-catalogue.md): a failed send adds a system message and an assistant
 * message marked `isError` with empty text, and the screen words them from the catalogue
 * ('Failed to send message. Please try again.', 'Sorry, I encountered an error. Please try again.'),
 * in the language of the moment, also when they come back from the cache.
 */

/** Ids of messages made here: unique in this tab and never a server id's shape. */
let made = 0
function localId(at: Date): string {
  made += 1
  return `local-${at.getTime().toString(36)}-${made}`
}

export function userMessage(text: string, mode: ChatMode, at: Date = new Date()): ChatMessage {
  return { id: localId(at), text, sender: 'user', timestamp: at.toISOString(), mode }
}

/** The assistant's answer: text with its sources (and figure), or an image preview shown with its fields (docs/product.md#image-generation). */
export function answerMessage(answer: ChatResponse, mode: ChatMode, at: Date = new Date()): ChatMessage {
  const base = { id: localId(at), sender: 'ai', timestamp: at.toISOString(), mode } as const
  if (isChatPreviewAnswer(answer)) {
    return { ...base, text: answer.preview.message, type: answer.type, preview: answer.preview, request_id: answer.request_id }
  }
  return { ...base, text: answer.response, sources: answer.sources, ...(answer.figure ? { figure: answer.figure } : {}) }
}

/** docs/product.md#chat-messages: the notice and the assistant's apology, both kept in the conversation. */
export function sendFailureMessages(mode: ChatMode, at: Date = new Date()): ChatMessage[] {
  return [
    { id: localId(at), text: '', sender: 'system', timestamp: at.toISOString(), isError: true, mode },
    { id: localId(at), text: '', sender: 'ai', timestamp: at.toISOString(), isError: true, mode },
  ]
}

/** Is this the send failure's notice (a system message) or its apology (an assistant message)? */
export const isSendFailureNotice = (message: ChatMessage) => message.sender === 'system' && message.isError === true
export const isSendFailureApology = (message: ChatMessage) => message.sender === 'ai' && message.isError === true && message.text === '' && message.request_id === undefined

/*
 * The image flow's messages (docs/product.md#chat-messages), marked like the send failure's:
 * - a blocked generation: the server's message, as an assistant message of the preview's request;
 * - a failed generation: an assistant message marked `isError` with empty text and the preview's
 *   request id, worded 'Sorry, there was an error generating the image. Please try again.';
 * - after an asset upload: a system message marked `isSuccess` (all requirements met) or not, whose
 *   text is the codes of the asset types still needed, joined by commas (data, not words: the screen
 *   names each type in the language of the moment).
 */

export function generationBlockedMessage(message: string, requestId: string | null, mode: ChatMode, at: Date = new Date()): ChatMessage {
  return { id: localId(at), text: message, sender: 'ai', timestamp: at.toISOString(), mode, ...(requestId ? { request_id: requestId } : {}) }
}

/** The request id the failure's apology carries: the preview's, or a mark of the flow when it had none. */
const NO_REQUEST = 'image'

export function generationFailureMessage(requestId: string | null, mode: ChatMode, at: Date = new Date()): ChatMessage {
  return { id: localId(at), text: '', sender: 'ai', timestamp: at.toISOString(), isError: true, mode, request_id: requestId ?? NO_REQUEST }
}

export const isGenerationFailureApology = (message: ChatMessage) => message.sender === 'ai' && message.isError === true && message.text === '' && message.request_id !== undefined

export function assetsStatusMessage(status: ValidationStatus, mode: ChatMode, at: Date = new Date()): ChatMessage {
  return { id: localId(at), text: status.all_requirements_met ? '' : status.missing_assets.join(','), sender: 'system', timestamp: at.toISOString(), isSuccess: status.all_requirements_met, mode }
}

/** The asset status after an upload: whether every requirement is met, else the codes still needed. */
export function assetsStatusOf(message: ChatMessage): { met: boolean; missing: string[] } | null {
  if (message.sender !== 'system' || message.isError || typeof message.isSuccess !== 'boolean') return null
  return { met: message.isSuccess, missing: message.isSuccess ? [] : message.text.split(',').filter(Boolean) }
}
