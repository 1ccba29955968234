/**
 * Remember me (docs/product.md#remember-me; it did nothing in the original spec): the e-mail
 * address only, never a credential. Storage can be unavailable (private mode, blocked cookies):
 * then nothing is remembered.
 */
const KEY = 'selera:remembered-email'

export function readRememberedEmail(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function writeRememberedEmail(email: string | null): void {
  try {
    if (email) globalThis.localStorage?.setItem(KEY, email)
    else globalThis.localStorage?.removeItem(KEY)
  } catch {
    // Nothing to do: remembering is a convenience.
  }
}
