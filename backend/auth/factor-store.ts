/**
 * An account's second factors as stored, and as GoTrue shows them in `user.factors`. Kept apart
 * from the MFA endpoints (`factors.ts`) so the API's bearer check and the settings can ask whether
 * an account has two-factor sign-in without importing the auth service.
 */
import type { BackendContext } from '../context'
import type { MfaFactorRecord } from '../store'

/** GoTrue's `Factor` JSON (supabase-js `Factor`): never the secret. */
export interface SupabaseFactor {
  id: string
  friendly_name?: string
  factor_type: 'totp'
  status: 'unverified' | 'verified'
  created_at: string
  updated_at: string
  last_challenged_at: string | null
}

export async function accountFactors(ctx: BackendContext, accountId: string): Promise<MfaFactorRecord[]> {
  return ctx.store.mfaFactors.findAll({ account_id: accountId }, [['created_at', 'asc']])
}

/** Two-factor sign-in is on: the account has a factor whose code has been accepted once. */
export async function hasVerifiedFactor(ctx: BackendContext, accountId: string): Promise<boolean> {
  return (await ctx.store.mfaFactors.count({ account_id: accountId, status: 'verified' })) > 0
}

export function toSupabaseFactor(factor: MfaFactorRecord): SupabaseFactor {
  return {
    id: factor.id,
    // GoTrue leaves an empty name out.
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    last_challenged_at: factor.last_challenged_at,
  }
}
