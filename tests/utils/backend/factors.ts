/** Signing in and enrolling a TOTP factor through the auth service, for backend/auth/factors*.test.ts. */
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../../mocks/fixtures/accounts'
import type { TestContext } from './context'
import { verifyAccessToken } from '../../../backend/auth/access-token'
import { passwordGrant } from '../../../backend/auth/auth-service'
import { challengeFactor, enrollFactor, verifyFactor } from '../../../backend/auth/factors'
import { totpCode } from '../../../backend/auth/totp'

export const STEP_MS = 30_000

export async function signIn(ctx: TestContext, email = DEMO_ACCOUNT.email) {
  const session = await passwordGrant(ctx, { email, password: DEMO_PASSWORD })
  return { session, bearer: `Bearer ${session.access_token}` }
}

/** A code that is none of the three the window accepts now. */
export async function wrongCode(secret: string, now: number): Promise<string> {
  const valid = await Promise.all([-1, 0, 1].map((d) => totpCode(secret, now + d * STEP_MS)))
  let code = 0
  while (valid.includes(String(code).padStart(6, '0'))) code++
  return String(code).padStart(6, '0')
}

/** Signs in, enrolls a TOTP factor and verifies it with the current code: the session is then aal2. */
export async function enrolled(ctx: TestContext) {
  const { bearer } = await signIn(ctx)
  const factor = await enrollFactor(ctx, bearer, { factor_type: 'totp', friendly_name: 'Phone' })
  const challenge = await challengeFactor(ctx, bearer, factor.id)
  const session = await verifyFactor(ctx, bearer, factor.id, { challenge_id: challenge.id, code: await totpCode(factor.totp.secret, ctx.now()) })
  return { factorId: factor.id, secret: factor.totp.secret, session, bearer: `Bearer ${session.access_token}` }
}

export async function claimsOf(ctx: TestContext, accessToken: string) {
  return verifyAccessToken(accessToken, ctx.now(), ctx.jwtSecret)
}
