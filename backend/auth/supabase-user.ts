/** An account as GoTrue's `User` object: what supabase-js hands the app as `session.user`. */
import type { Account } from '../accounts/accounts'
import { toSupabaseFactor, type SupabaseFactor } from './factor-store'
import type { MfaFactorRecord } from '../store'

export interface SupabaseUser {
  id: string
  aud: 'authenticated'
  role: 'authenticated'
  email: string
  email_confirmed_at: string
  phone: string
  confirmed_at: string
  app_metadata: { provider: 'email'; providers: ['email'] }
  user_metadata: { full_name: string; business_name: string }
  identities: []
  created_at: string
  updated_at: string
  is_anonymous: false
  /** Verified and unverified; absent when there are none (GoTrue's `omitempty`). */
  factors?: SupabaseFactor[]
}

export function toSupabaseUser(account: Account, factors: readonly MfaFactorRecord[] = []): SupabaseUser {
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    // Demo accounts are confirmed at creation: there is no mailbox to confirm from.
    email_confirmed_at: account.created_at,
    phone: '',
    confirmed_at: account.created_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: account.full_name, business_name: account.business_name },
    identities: [],
    created_at: account.created_at,
    updated_at: account.created_at,
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(toSupabaseFactor) } : {}),
  }
}
