/** The real @supabase/supabase-js against the auth service (the demo's or the server's): what the app's sign-in relies on. */
import { createClient, isAuthApiError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { verifyAccessToken } from '../../backend/auth/access-token'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/accounts'
import { hostTokenKeys, storedTables } from '../utils/contract-host'
import { TEST_ANON_KEY, useMockBackend } from '../utils/mock-backend'
import { apiBase, authUrl } from './contract-helpers'

useMockBackend()

let clients = 0
/** A storage key per client: auth-js warns when two clients share one in a "browser" (jsdom). */
function client() {
  clients += 1
  return createClient(authUrl, TEST_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `selera-contract-${clients}` },
  })
}

async function signedIn() {
  const supabase = client()
  const { data, error } = await supabase.auth.signInWithPassword({ email: 'demo@selera.my', password: 'selera-demo' })
  expect(error).toBeNull()
  if (!data.session) throw new Error('no session')
  return { supabase, session: data.session }
}

describe('supabase-js against the fake auth service', () => {
  it('signInWithPassword gives a session whose access token our JWT code verifies', async () => {
    const { session } = await signedIn()
    const claims = await verifyAccessToken(session.access_token, Date.now(), hostTokenKeys())
    expect(claims).toMatchObject({ sub: DEMO_ACCOUNT.id, email: 'demo@selera.my', aud: 'authenticated' })
    expect(session.user.email).toBe('demo@selera.my')
    expect(session.user.user_metadata).toEqual({ full_name: 'Aisyah Rahman', business_name: 'Kopi Kita Café' })
  })

  it('a wrong password is an AuthApiError with code invalid_credentials', async () => {
    const { data, error } = await client().auth.signInWithPassword({ email: 'demo@selera.my', password: 'nope' })
    expect(data.session).toBeNull()
    expect(isAuthApiError(error)).toBe(true)
    expect(error?.code).toBe('invalid_credentials')
    expect(error?.status).toBe(400)
  })

  it('refreshSession rotates the refresh token and the old one is refused', async () => {
    const { supabase, session } = await signedIn()
    const { data, error } = await supabase.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.session?.refresh_token).not.toBe(session.refresh_token)

    const replay = await client().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(replay.data.session).toBeNull()
    expect(replay.error?.code).toBe('refresh_token_already_used')
  })

  it('getUser answers the signed-in user', async () => {
    const { supabase } = await signedIn()
    const { data, error } = await supabase.auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.id).toBe(DEMO_ACCOUNT.id)
  })

  it('signOut ends the session on the service and in the client', async () => {
    const { supabase, session } = await signedIn()
    expect(await supabase.auth.signOut()).toEqual({ error: null })
    expect((await supabase.auth.getSession()).data.session).toBeNull()
    expect(await storedTables().refreshTokens.count({ revoked: false })).toBe(0)
    const replay = await client().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(replay.error?.code).toBe('refresh_token_not_found')
  })

  it('resetPasswordForEmail resolves for a known and an unknown address alike', async () => {
    const supabase = client()
    expect(await supabase.auth.resetPasswordForEmail('stranger@example.my')).toEqual({ data: {}, error: null })
    expect(await supabase.auth.resetPasswordForEmail('demo@selera.my')).toEqual({ data: {}, error: null })
    expect((await storedTables().passwordRecoveries.findAll({}, [])).map((r) => r.email)).toEqual(['demo@selera.my'])
  })

  it('signUp creates the account and its session, and the new owner can sign in and call the API', async () => {
    const supabase = client()
    const { data, error } = await supabase.auth.signUp({ email: 'Owner@Kedai.my', password: 'kopi-o-kosong', options: { data: { full_name: 'Tan Ah Seng', business_name: 'Kedai Kopi Ah Seng' } } })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: 'owner@kedai.my', user_metadata: { full_name: 'Tan Ah Seng', business_name: 'Kedai Kopi Ah Seng' } })
    expect(data.session?.access_token).toBeTruthy()
    const again = await client().auth.signInWithPassword({ email: 'owner@kedai.my', password: 'kopi-o-kosong' })
    expect(again.error).toBeNull()
    const accepted = await fetch(`${apiBase}/auth`, { method: 'POST', headers: { authorization: `Bearer ${again.data.session!.access_token}` } })
    expect(accepted.status).toBe(200)
  })

  it('signUp with a taken address or a short password is an AuthApiError with GoTrue’s code', async () => {
    const taken = await client().auth.signUp({ email: 'demo@selera.my', password: 'kopi-o-kosong', options: { data: { business_name: 'Kopi Kita' } } })
    expect(taken.error?.code).toBe('user_already_exists')
    expect(taken.error?.status).toBe(422)
    const short = await client().auth.signUp({ email: 'new-owner@kedai.my', password: '123', options: { data: { business_name: 'Kedai' } } })
    expect(short.error?.code).toBe('weak_password')
    expect(short.data.session).toBeNull()
  })
})
