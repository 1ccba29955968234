import { store } from '../../mocks/db'
import { findAccountByEmail } from '../../backend/accounts/accounts'
import { newTotpSecret, totpCode } from '../../backend/auth/totp'
import { backendContext } from '../../mocks/handlers/context'

export interface TestFactor {
  factorId: string
  /** Base32, as the owner's authenticator app holds it. */
  secret: string
}

async function accountOf(email: string) {
  const account = await findAccountByEmail(backendContext(), email)
  if (!account) throw new Error(`No seeded account ${email}`)
  return account
}

/**
 * Two-factor sign-in turned on for a seeded account in the fake backend, as if its owner had set up
 * an authenticator app: a verified TOTP factor with a secret the test knows.
 */
export async function enableTwoFactor(email: string): Promise<TestFactor> {
  const ctx = backendContext()
  const account = await accountOf(email)
  const secret = newTotpSecret()
  const factorId = crypto.randomUUID()
  const at = new Date(ctx.now()).toISOString()
  await store.mfaFactors.insert({
    id: factorId,
    account_id: account.id,
    friendly_name: 'Authenticator app',
    factor_type: 'totp',
    status: 'verified',
    secret,
    created_at: at,
    updated_at: at,
    last_challenged_at: null,
    last_used_step: null,
  })
  return { factorId, secret }
}

/** Two-factor sign-in off again for the account (its factors gone). */
export async function disableTwoFactor(email: string): Promise<void> {
  const account = await accountOf(email)
  for (const factor of await store.mfaFactors.findAll({ account_id: account.id }, [['created_at', 'asc']])) await store.mfaFactors.remove(factor.id)
}

/** The code an authenticator app holding `secret` shows now, by the fake backend's clock. */
export function currentCode(secret: string): Promise<string> {
  return totpCode(secret, backendContext().now())
}
