/**
 * An account's chat history (issue 12): the messages `POST /chat` keeps, read back by
 * `GET /chat/history`, the last question a follow-up reads, and clear-conversation
 * (`DELETE /chat/history`, docs/spec-deviations.md row 47). Every read and write takes one account
 * id: one owner never sees another's messages.
 */
import type { ChatHistoryCleared, ChatMessage } from '../../src/api/schemas'
import type { BackendContext } from '../context'
import type { ChatMessageRecord } from '../store'
import type { Question } from './types'

/** `GET /chat/history` without a limit (docs/product.md#limits-and-constants: 20 messages). */
export const DEFAULT_HISTORY_LIMIT = 20
/** The largest `limit` the contract accepts (`ChatHistoryQuerySchema`). */
export const MAX_HISTORY_LIMIT = 100
/**
 * Messages kept per account; older ones are dropped as new ones arrive. Twice what one history
 * read can return: the demo saves its whole database after every message, and an answer's figure
 * can carry hundreds of points, so an unbounded history would slow every later save.
 */
export const MAX_KEPT_MESSAGES = 2 * MAX_HISTORY_LIMIT

/** A message to keep, without the fields the history fills in. */
export type NewChatMessage = Omit<ChatMessageRecord, 'id' | 'account_id'>

function messagesOf(ctx: BackendContext, accountId: string): ChatMessageRecord[] {
  // Insertion order: the order the messages were sent and answered (a question and its answer can
  // share a timestamp to the millisecond, so the time alone would not order them).
  return ctx.store.chatMessages.findAll({ account_id: accountId })
}

/** Keeps one message and drops the oldest beyond `MAX_KEPT_MESSAGES`. */
export function keepMessage(ctx: BackendContext, accountId: string, message: NewChatMessage): ChatMessageRecord {
  const record = ctx.store.chatMessages.insert({ id: crypto.randomUUID(), account_id: accountId, ...message })
  const all = messagesOf(ctx, accountId)
  for (const old of all.slice(0, Math.max(0, all.length - MAX_KEPT_MESSAGES))) ctx.store.chatMessages.remove(old.id)
  return record
}

/** The contract's message: fields the record holds as null are left out, as the contract has them optional. */
export function toChatMessage(record: ChatMessageRecord): ChatMessage {
  return {
    id: record.id,
    text: record.text,
    sender: record.sender,
    timestamp: record.timestamp,
    mode: record.mode,
    // An owner's message has no sources; an answer always lists what it read, even when nothing.
    ...(record.sender === 'ai' ? { sources: [...record.sources] } : {}),
    ...(record.figure ? { figure: record.figure } : {}),
    ...(record.type ? { type: record.type } : {}),
    ...(record.preview ? { preview: record.preview } : {}),
    ...(record.request_id !== null ? { request_id: record.request_id } : {}),
  }
}

/** The latest `limit` messages, oldest first, as the screen shows them. */
export function chatHistory(ctx: BackendContext, accountId: string, limit: number = DEFAULT_HISTORY_LIMIT): ChatMessage[] {
  const count = Math.min(Math.max(1, Math.floor(limit)), MAX_HISTORY_LIMIT)
  return messagesOf(ctx, accountId).slice(-count).map(toChatMessage)
}

/**
 * The question a follow-up builds on: what the owner's latest general-mode message was understood
 * as. A marketing request in between does not end the conversation about the numbers.
 */
export function previousQuestion(ctx: BackendContext, accountId: string): Question | null {
  const messages = messagesOf(ctx, accountId)
  for (let i = messages.length - 1; i >= 0; i--) {
    const question = messages[i]!.question
    if (question) return question
  }
  return null
}

/** Removes every message of the account (and so the context a follow-up would read). */
export function clearChat(ctx: BackendContext, accountId: string): ChatHistoryCleared {
  const messages = messagesOf(ctx, accountId)
  for (const message of messages) ctx.store.chatMessages.remove(message.id)
  return { removed: messages.length }
}
