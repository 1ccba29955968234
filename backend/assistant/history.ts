/**
 * An account's chat history (docs/product.md#chat): the messages `POST /chat` keeps, read back by
 * `GET /chat/history`, the last question a follow-up reads, and clear-conversation
 * (`DELETE /chat/history`, docs/spec-deviations.md row 47). Every read and write takes one account
 * id: one owner never sees another's messages.
 */
import type { ChatHistoryCleared, ChatMessage } from '../../kernel/contract'
import type { BackendContext } from '../context'
import { signedFileUrl } from '../files/signed-url'
import type { ChatMessageRecord } from '../store'
import { questionOf } from './stored-question'
import type { Question } from './types'
import { newId } from '../ids'

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

/** A message to keep, without the fields the history fills in; only a generated image's answer carries one (null when absent). */
export type NewChatMessage = Omit<ChatMessageRecord, 'id' | 'account_id' | 'image_id' | 'image_result'> &
  Partial<Pick<ChatMessageRecord, 'image_id' | 'image_result'>>

async function messagesOf(ctx: BackendContext, accountId: string): Promise<ChatMessageRecord[]> {
  // The order the messages were sent and answered: a question and its answer can share a timestamp
  // to the millisecond, and then their ids (made in that order: backend/ids.ts) order them.
  return ctx.store.chatMessages.findAll({ account_id: accountId }, [['timestamp', 'asc']])
}

/** Keeps one message and drops the oldest beyond `MAX_KEPT_MESSAGES`. */
export async function keepMessage(ctx: BackendContext, accountId: string, message: NewChatMessage): Promise<ChatMessageRecord> {
  const record = await ctx.store.chatMessages.insert({ id: newId(), account_id: accountId, image_id: null, image_result: null, ...message })
  const all = await messagesOf(ctx, accountId)
  for (const old of all.slice(0, Math.max(0, all.length - MAX_KEPT_MESSAGES))) await ctx.store.chatMessages.remove(old.id)
  return record
}

/**
 * The contract's message: fields the record holds as null are left out, as the contract has them
 * optional. A generated image's answer shows it through `imageUrl`, its URL signed for this read.
 */
export function toChatMessage(record: ChatMessageRecord, imageUrl: string | null = null): ChatMessage {
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
    ...(imageUrl && record.image_result ? { generated_image_url: imageUrl, image_result: record.image_result } : {}),
  }
}

/** The latest `limit` messages, oldest first, as the screen shows them. */
export async function chatHistory(ctx: BackendContext, accountId: string, limit: number = DEFAULT_HISTORY_LIMIT): Promise<ChatMessage[]> {
  const count = Math.min(Math.max(1, Math.floor(limit)), MAX_HISTORY_LIMIT)
  return (await messagesOf(ctx, accountId))
    .slice(-count)
    .map((record) => toChatMessage(record))
}

/**
 * `GET /chat/history`: the latest `limit` messages, oldest first, a generated image's URL signed
 * fresh at every read (deviation 51), under `apiBase`. An image removed since is left out of its
 * message, which keeps its text.
 */
export async function chatHistoryWithImages(ctx: BackendContext, accountId: string, limit: number, apiBase: string): Promise<ChatMessage[]> {
  const count = Math.min(Math.max(1, Math.floor(limit)), MAX_HISTORY_LIMIT)
  const records = (await messagesOf(ctx, accountId)).slice(-count)
  return Promise.all(
    records.map(async (record) => {
      const image = record.image_id ? await ctx.store.generatedImages.find({ id: record.image_id, account_id: accountId }) : null
      return toChatMessage(record, image ? await signedFileUrl(ctx, apiBase, 'images', image.id, accountId) : null)
    }),
  )
}

/**
 * The question a follow-up builds on: what the owner's latest general-mode message was understood
 * as. A marketing request in between does not end the conversation about the numbers.
 */
export async function previousQuestion(ctx: BackendContext, accountId: string): Promise<Question | null> {
  const messages = await messagesOf(ctx, accountId)
  for (let i = messages.length - 1; i >= 0; i--) {
    // The latest understood question is the context, or there is none (a record that no longer reads).
    const stored = messages[i]!.question
    if (stored) return questionOf(stored)
  }
  return null
}

/** Removes every message of the account (and so the context a follow-up would read). */
export async function clearChat(ctx: BackendContext, accountId: string): Promise<ChatHistoryCleared> {
  const messages = await messagesOf(ctx, accountId)
  for (const message of messages) await ctx.store.chatMessages.remove(message.id)
  return { removed: messages.length }
}
