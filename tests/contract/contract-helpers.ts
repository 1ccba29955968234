/** Shared by the contract tests: the demo bases on jsdom's origin and small fetch helpers. */
import { storedTables } from '../utils/contract-host'
import { authServiceHeaders, TEST_BASES } from '../utils/mock-backend'

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

/*
 * The demo seed is generated relative to the real today, so the dashboard's contract tests pin the
 * backend's clock to 14:05 of the real today in Kuala Lumpur: the demo data sits in the period and
 * hand-written files dated relative to TODAY fall in it, whatever day the tests run.
 */
export const KL = 'Asia/Kuala_Lumpur'
export const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: KL, dateStyle: 'short' }).format(Date.now())
export const NOW = Date.parse(`${TODAY}T14:05:00+08:00`)

/** `YYYY-MM-DD` `offset` days from `TODAY`. */
export function isoDay(offset: number): string {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
}

/** The sales rows the host stored for an account: its batches' rows, counted without decoding them. */
export async function storedSalesRows(accountId: string): Promise<number> {
  return (await storedTables().salesBatches.findAll({ account_id: accountId }, [])).reduce((rows, batch) => rows + batch.rows, 0)
}
