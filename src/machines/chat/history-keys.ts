/*
 * Where the chat's cached conversations are kept (./history-cache.ts), and how sign-out forgets
 * them. Apart from the cache, with no schema: the session machine imports it, and the session is in
 * the landing page's bundle, which carries no zod (npm run budget).
 */

const PREFIX = 'selera-chat-history:'

export const historyKey = (userId: string) => `${PREFIX}${userId}`

/** This tab's sessionStorage, or null where the browser blocks it. */
export function chatStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    // A browser that blocks storage throws on the mere read of `sessionStorage`.
    return null
  }
}

/** Sign-out: every user's copy goes, so the next person at this computer sees none of it. */
export function forgetChatHistories(): void {
  const store = chatStorage()
  if (!store) return
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false)
    for (const key of keys) store.removeItem(key)
  } catch {
    // Nothing stored can be read, so nothing is left to remove.
  }
}
