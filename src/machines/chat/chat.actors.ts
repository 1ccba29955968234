import { clearChatHistory, getChatHistory, postChat } from '../../api/chat'
import type { ChatMode, ChatResponse } from '../../../kernel/contract'
import type { ChatMessage } from '../../../kernel/contract'
import { fromApiPromise } from '../shared/api-actor'
import { readHistory, writeHistory } from './history-cache'

/** Where the conversation on screen came from. */
export type HistorySource = 'cache' | 'server' | 'fallback'

export interface LoadedHistory {
  messages: ChatMessage[]
  source: HistorySource
}

/**
 * The conversation for /chat (docs/product.md#chat-states): a fresh cached copy as it is; else
 * `GET /chat/history?limit=20`, stored; and when that fails, the cached copy however old
 * ('fallback'). Only a failure with no copy at all fails.
 */
export const loadHistoryActor = fromApiPromise<LoadedHistory, { userId: string | null }>(async ({ input, signal }) => {
  const cached = input.userId ? readHistory(input.userId) : null
  if (cached?.fresh) return { messages: cached.messages, source: 'cache' }
  try {
    const messages = await getChatHistory({}, signal)
    if (input.userId) writeHistory(input.userId, messages)
    return { messages, source: 'server' }
  } catch (error) {
    // Read again: the copy as it is now, which another tab may have saved while the request was out.
    const copy = input.userId ? readHistory(input.userId) : null
    if (copy) return { messages: copy.messages, source: 'fallback' }
    throw error
  }
})

export interface SendInput {
  text: string
  mode: ChatMode
}

/** `POST /chat`: the assistant's answer to one message, in the mode it was sent in. */
export const sendMessageActor = fromApiPromise<ChatResponse, SendInput>(({ input, signal }) => postChat({ user_query: input.text, mode: input.mode }, signal))

/** `DELETE /chat/history`: the conversation is gone on the server too, so no other device shows it. */
export const clearHistoryActor = fromApiPromise<void, void>(async ({ signal }) => {
  await clearChatHistory(signal)
})

export const chatActors = {
  loadHistory: loadHistoryActor,
  sendMessage: sendMessageActor,
  clearHistory: clearHistoryActor,
}
