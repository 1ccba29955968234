/**
 * The access token lives here, in memory only (docs/decisions/003-tokens-in-memory-only.md): never
 * in localStorage, sessionStorage, cookies or URLs. The session machine writes it; `http.ts` reads
 * it for the Authorization header.
 */
let accessToken: string | null = null

export function getAccessToken(): string | null {
  return accessToken
}

export function setAccessToken(token: string | null): void {
  accessToken = token
}
