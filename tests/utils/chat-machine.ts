/** The chat machine with its history, send and clear actors settled by each test (src/machines/chat/). */
import { createActor, waitFor } from 'xstate'
import { controlled } from './controlled'
import type { ChatMessage, ChatResponse, ChatTextAnswer } from '../../kernel/contract'
import type { LoadedHistory, SendInput } from '../../src/machines/chat/chat.actors'
import { chatMachine } from '../../src/machines/chat/chat.machine'

export const USER = 'user-1'
export const earlier: ChatMessage[] = [
  { id: 1, text: 'What were sales yesterday?', sender: 'user', timestamp: '2026-11-23T09:00:00+08:00' },
  { id: 2, text: 'RM 1,234.50 on Sun 22 Nov.', sender: 'ai', timestamp: '2026-11-23T09:00:01+08:00', sources: ['Sales data'] },
]
export const TEXT_ANSWER: ChatTextAnswer = { response: 'RM 8,402.10 last week (16–22 Nov, Mon–Sun).', sources: ['Sales data, 16–22 Nov'] }

export function start(userId: string | null = USER) {
  const load = controlled<LoadedHistory, { userId: string | null }>()
  const send = controlled<ChatResponse, SendInput>()
  const clear = controlled<void, void>()
  const actor = createActor(chatMachine.provide({ actors: { loadHistory: load.logic, sendMessage: send.logic, clearHistory: clear.logic } }), {
    input: { userId },
  }).start()
  return { actor, load, send, clear }
}

export async function inConversation() {
  const chat = start()
  chat.load.resolve({ messages: earlier, source: 'server' })
  await waitFor(chat.actor, (s) => s.matches('conversation'))
  return chat
}
