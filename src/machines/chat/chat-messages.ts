import { isChatPreviewAnswer, type ChatMessage, type ChatMode, type ChatResponse } from '../../api/schemas'

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

/** The assistant's answer: text with its sources (and figure), or an image preview shown with its fields (issue 13 draws the image flow). */
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
export const isSendFailureApology = (message: ChatMessage) => message.sender === 'ai' && message.isError === true && message.text === ''
