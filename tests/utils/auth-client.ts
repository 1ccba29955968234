/** The real supabase-js auth client against the fake auth service, for contract tests. Not part of the app. */
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJsonSegment } from '../../backend/auth/base64url'
import { TEST_ANON_KEY, TEST_BASES } from './mock-backend'

let clients = 0

export interface TestAuthClient {
  supabase: SupabaseClient
  /** Every auth event the client fired, in order. */
  events: AuthChangeEvent[]
}

/** A fresh client: its own storage key (auth-js warns when two share one in a "browser"), no timers. */
export function authClient(): TestAuthClient {
  clients += 1
  const supabase = createClient(TEST_BASES.authUrl, TEST_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `selera-auth-client-${clients}` },
  })
  const events: AuthChangeEvent[] = []
  supabase.auth.onAuthStateChange((event) => void events.push(event))
  return { supabase, events }
}

/** A client signed in with a password, and its access token. */
export async function signedInClient(email: string, password = 'selera-demo'): Promise<TestAuthClient & { accessToken: string }> {
  const client = authClient()
  const { data, error } = await client.supabase.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.code ?? 'no session'}`)
  return { ...client, accessToken: data.session.access_token }
}

/** The access token's claims, unverified (what the client itself reads). */
export function claimsOf(accessToken: string): { aal: string; amr: { method: string; timestamp: number }[]; session_id: string } {
  return decodeJsonSegment(accessToken.split('.')[1] ?? '') as { aal: string; amr: { method: string; timestamp: number }[]; session_id: string }
}

/** The client's current access token. */
export async function accessTokenOf(client: TestAuthClient): Promise<string> {
  const { data } = await client.supabase.auth.getSession()
  if (!data.session) throw new Error('the client has no session')
  return data.session.access_token
}

/** `POST /auth` on the app's API with this token: the status it answers (200 accepted, 401 refused). */
export async function apiAccepts(accessToken: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${TEST_BASES.apiBase}/auth`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } })
  return { status: response.status, body: (await response.json()) as unknown }
}
