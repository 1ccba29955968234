/** Accounts: finding one by its e-mail address or its id. The bearer check is backend/auth/authenticate.ts. */
import type { BackendContext } from '../context'
import type { AccountRecord } from '../store'

export type Account = AccountRecord

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findAccountByEmail(ctx: BackendContext, email: string): Promise<Account | null> {
  return ctx.store.accounts.find({ email: normaliseEmail(email) })
}

export async function findAccountById(ctx: BackendContext, id: string): Promise<Account | null> {
  return ctx.store.accounts.find({ id })
}
