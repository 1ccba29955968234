/** Shared by the contract tests: the demo bases on jsdom's origin and small fetch helpers. */
import { authServiceHeaders, TEST_BASES } from '../../mocks/test-server'

export const { apiBase, authUrl } = TEST_BASES
export const authService = `${authUrl}/auth/v1`

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

export interface SessionJson {
  access_token: string
  refresh_token: string
  expires_in: number
  expires_at: number
  token_type: string
  user: { id: string; email: string }
}

/** Signs in through the auth service exactly as supabase-js does, and returns the session JSON. */
export async function signIn(email: string, password = 'selera-demo'): Promise<SessionJson> {
  const response = await fetch(`${authService}/token?grant_type=password`, {
    method: 'POST',
    headers: authServiceHeaders(),
    body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
  })
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`)
  return (await response.json()) as SessionJson
}
