import { CHAT_HISTORY_CACHE_TTL_MS } from '../../../kernel/limits'
import { ChatMessageSchema, type ChatMessage } from '../../../kernel/contract'
import { chatStorage, historyKey } from './history-keys'

/*
 * The chat history cache of docs/product.md#limits-and-constants (valid 5 minutes). The spec keys it
 * "per token"; the token never reaches browser storage (docs/decisions/003-tokens-in-memory-only.md),
 * and a storage key is stored too, so it is keyed by the signed-in user's id instead. It lives in
 * sessionStorage: it serves this tab's next visit to /chat, and a closed tab leaves no conversation
 * behind on a shared computer. Sign-out removes every copy (forgetChatHistories).
 */

export { forgetChatHistories, historyKey } from './history-keys'

interface Stored {
  savedAt: number
  messages: ChatMessage[]
}

export interface CachedHistory {
  messages: ChatMessage[]
  /** Younger than the cache's 5 minutes: good to show without asking the server. */
  fresh: boolean
}

/** The copy stored for this user, fresh or not; null when there is none or it does not parse (an older shape). */
export function readHistory(userId: string, now: number = Date.now()): CachedHistory | null {
  try {
    const raw = chatStorage()?.getItem(historyKey(userId))
    if (!raw) return null
    const stored = JSON.parse(raw) as Partial<Stored>
    if (typeof stored.savedAt !== 'number' || !Array.isArray(stored.messages)) return null
    const messages = stored.messages.map((message) => ChatMessageSchema.parse(message))
    // Fresh while younger than the TTL: a copy saved at t is stale from t + 300000 on, as src/api/cache.ts counts.
    return { messages, fresh: now - stored.savedAt < CHAT_HISTORY_CACHE_TTL_MS && now >= stored.savedAt }
  } catch {
    return null
  }
}

export function writeHistory(userId: string, messages: ChatMessage[], now: number = Date.now()): void {
  try {
    chatStorage()?.setItem(historyKey(userId), JSON.stringify({ savedAt: now, messages } satisfies Stored))
  } catch {
    // A full or blocked storage only costs the fallback copy.
  }
}
