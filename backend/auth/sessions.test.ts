import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { isBackendError } from '../errors'
import { downgradeSessions, isSessionActive, REFRESH_TOKEN_TTL_MS, revokeSessions, rotateRefreshToken, sessionLevel, startSession, stepUpSession } from './sessions'
import { testContext } from '../../tests/utils/backend/context'

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: unknown }> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e)
  if (!isBackendError(error)) throw new Error('expected a BackendError')
  return { status: error.status, code: error.body.code }
}

describe('refresh token sessions', () => {
  it('keeps only SHA-256 hashes, never the token', async () => {
    const ctx = await testContext()
    const { token } = await startSession(ctx, DEMO_ACCOUNT.id)
    const stored = JSON.stringify(await ctx.store.refreshTokens.findAll({}, [['created_at', 'asc']]))
    expect(stored).not.toContain(token)
    expect((await ctx.store.refreshTokens.findAll({}, [['created_at', 'asc']]))[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('rotates: a token is good once and its successor continues the session', async () => {
    const ctx = await testContext()
    const first = await startSession(ctx, DEMO_ACCOUNT.id)
    const second = await rotateRefreshToken(ctx, first.token)
    expect(second.token).not.toBe(first.token)
    expect(second.sessionId).toBe(first.sessionId)
    expect(second.accountId).toBe(DEMO_ACCOUNT.id)
    const third = await rotateRefreshToken(ctx, second.token)
    expect(third.sessionId).toBe(first.sessionId)
  })

  it('treats reuse as theft: 400 already used, and the whole session is revoked', async () => {
    const ctx = await testContext()
    const first = await startSession(ctx, DEMO_ACCOUNT.id)
    const second = await rotateRefreshToken(ctx, first.token)
    expect(await refusal(rotateRefreshToken(ctx, first.token))).toEqual({ status: 400, code: 'refresh_token_already_used' })
    expect(await isSessionActive(ctx, DEMO_ACCOUNT.id, first.sessionId)).toBe(false)
    expect(await refusal(rotateRefreshToken(ctx, second.token))).toEqual({ status: 400, code: 'refresh_token_not_found' })
  })

  it('refuses unknown tokens', async () => {
    const ctx = await testContext()
    expect(await refusal(rotateRefreshToken(ctx, 'made-up'))).toEqual({ status: 400, code: 'refresh_token_not_found' })
  })

  it('expires a token left unused for 24 hours (injected clock)', async () => {
    const ctx = await testContext()
    const { token } = await startSession(ctx, DEMO_ACCOUNT.id)
    ctx.advance(REFRESH_TOKEN_TTL_MS)
    expect(await refusal(rotateRefreshToken(ctx, token))).toEqual({ status: 400, code: 'session_expired' })
  })

  it('revokes one session, all but one, or all, and never another account’s', async () => {
    const ctx = await testContext()
    const [a, b, c] = [await startSession(ctx, DEMO_ACCOUNT.id), await startSession(ctx, DEMO_ACCOUNT.id), await startSession(ctx, DEMO_ACCOUNT.id)]
    const other = await startSession(ctx, NEW_ACCOUNT.id)
    await revokeSessions(ctx, DEMO_ACCOUNT.id, { only: a.sessionId })
    expect(await Promise.all([a, b, c].map((s) => isSessionActive(ctx, DEMO_ACCOUNT.id, s.sessionId)))).toEqual([false, true, true])
    await revokeSessions(ctx, DEMO_ACCOUNT.id, { except: b.sessionId })
    expect(await Promise.all([a, b, c].map((s) => isSessionActive(ctx, DEMO_ACCOUNT.id, s.sessionId)))).toEqual([false, true, false])
    await revokeSessions(ctx, DEMO_ACCOUNT.id)
    expect(await isSessionActive(ctx, DEMO_ACCOUNT.id, b.sessionId)).toBe(false)
    expect(await isSessionActive(ctx, NEW_ACCOUNT.id, other.sessionId)).toBe(true)
  })

  it('keeps the session’s level across refreshes: a step-up swaps the current token for an aal2 one', async () => {
    const ctx = await testContext()
    const first = await startSession(ctx, DEMO_ACCOUNT.id)
    expect(first).toMatchObject({ method: 'password', aal: 'aal1', mfa: null })
    ctx.advance(1000)
    const stepped = await stepUpSession(ctx, DEMO_ACCOUNT.id, first.sessionId, 'factor-1')
    expect(stepped).toMatchObject({ sessionId: first.sessionId, aal: 'aal2', mfa: { factorId: 'factor-1', at: Math.floor(ctx.now() / 1000) } })
    // The swapped-out token is spent: presenting it again is theft, as for any used token.
    expect(await refusal(rotateRefreshToken(ctx, first.token))).toEqual({ status: 400, code: 'refresh_token_already_used' })
    const other = await startSession(ctx, DEMO_ACCOUNT.id, 'recovery')
    const again = await stepUpSession(ctx, DEMO_ACCOUNT.id, other.sessionId, 'factor-1')
    expect(await rotateRefreshToken(ctx, again.token)).toMatchObject({ method: 'recovery', aal: 'aal2' })
    await downgradeSessions(ctx, DEMO_ACCOUNT.id, 'factor-1')
    expect(await sessionLevel(ctx, DEMO_ACCOUNT.id, other.sessionId)).toMatchObject({ aal: 'aal1', mfa: null })
  })

  it('revokes only the sessions below aal2 when asked', async () => {
    const ctx = await testContext()
    const [a, b] = [await startSession(ctx, DEMO_ACCOUNT.id), await startSession(ctx, DEMO_ACCOUNT.id)]
    await stepUpSession(ctx, DEMO_ACCOUNT.id, a.sessionId, 'factor-1')
    await revokeSessions(ctx, DEMO_ACCOUNT.id, { belowAal2: true })
    expect(await Promise.all([a, b].map((s) => isSessionActive(ctx, DEMO_ACCOUNT.id, s.sessionId)))).toEqual([true, false])
  })
})
