/**
 * A hosted Supabase project as the auth service (`SUPABASE_URL`): its access tokens verified against
 * the project's published keys (`<url>/auth/v1/.well-known/jwks.json`, asymmetric signing keys:
 * ES256 or RS256), its issuer (`<url>/auth/v1`) and its audience (`authenticated`), with `jose`.
 * The result is the same `TokenKeys` the self-contained service verifies with (backend/auth/jwt.ts),
 * so one path (`verifyAccessToken`) serves both modes; it signs nothing, since the project issues
 * every token.
 *
 * The keys are fetched when first needed, kept for 10 minutes (the project's own cache time), and
 * fetched again at once for a token signed with a key not among them (a key the project rotated in),
 * at most once every 30 seconds.
 */
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose'
import { JwtError, type TokenKeys } from '../backend/auth/jwt'

export const KEYS_KEPT_MS = 10 * 60 * 1000
export const KEYS_REFETCH_MS = 30 * 1000

export interface HostedSupabaseOptions {
  /** The project's URL, `https://<ref>.supabase.co`, without a trailing slash. */
  url: string
  /** How the keys are fetched: the platform's `fetch` unless given. */
  fetch?: typeof fetch
  /** The clock the keys' age is measured by (milliseconds). */
  now?: () => number
}

/** The issuer the project's tokens name. */
export const hostedIssuer = (url: string) => `${url.replace(/\/+$/, '')}/auth/v1`

export function hostedSupabaseKeys(options: HostedSupabaseOptions): TokenKeys {
  const issuer = hostedIssuer(options.url)
  const keysUrl = `${issuer}/.well-known/jwks.json`
  const now = options.now ?? Date.now
  let kept: { at: number; keys: ReturnType<typeof createLocalJWKSet> } | null = null
  let loading: Promise<ReturnType<typeof createLocalJWKSet>> | null = null

  const load = (): Promise<ReturnType<typeof createLocalJWKSet>> => {
    loading ??= (async () => {
      try {
        const answer = await (options.fetch ?? fetch)(keysUrl, { headers: { accept: 'application/json' } })
        if (!answer.ok) throw new Error(`The hosted auth service's keys answered ${answer.status} at ${keysUrl}`)
        const set = (await answer.json()) as JSONWebKeySet
        if (!Array.isArray(set.keys)) throw new Error(`The hosted auth service's keys at ${keysUrl} are not a key set`)
        const keys = createLocalJWKSet(set)
        kept = { at: now(), keys }
        return keys
      } finally {
        loading = null
      }
    })()
    return loading
  }
  const current = () => (kept && now() - kept.at < KEYS_KEPT_MS ? Promise.resolve(kept.keys) : load())

  const check = async (token: string, nowMs: number, keys: ReturnType<typeof createLocalJWKSet>) =>
    (await jwtVerify(token, keys, { issuer, audience: 'authenticated', algorithms: ['ES256', 'RS256'], currentDate: new Date(nowMs) })).payload as Record<string, unknown>

  return {
    sign: () => Promise.reject(new Error('The hosted Supabase project issues the access tokens: this server signs none.')),
    async verify(token, nowMs) {
      try {
        try {
          return await check(token, nowMs, await current())
        } catch (error) {
          // A key the project has just rotated in: its keys once more, not more often than every 30 s.
          if (!(error instanceof errors.JWKSNoMatchingKey) || (kept && now() - kept.at < KEYS_REFETCH_MS)) throw error
          return await check(token, nowMs, await load())
        }
      } catch (error) {
        throw refusalOf(error)
      }
    },
    publicKeys: [],
  }
}

/** jose's refusals as the API's (`JwtError`); a failure to reach the keys stays what it is (a 500, logged). */
function refusalOf(error: unknown): unknown {
  if (error instanceof errors.JWTExpired) return new JwtError('expired')
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWTClaimValidationFailed) return new JwtError('signature')
  if (error instanceof errors.JOSEError) return new JwtError('malformed')
  return error
}
