/**
 * Creating an account at the auth service (docs/product.md#sign-up): its own module, loaded when an
 * owner sends the sign-up form, so the landing page carries none of it.
 */
import { authClient, refusalOf, toAuthSession, type AuthSession } from './auth'

/** What an owner gives to create their account. */
export interface SignUpDetails {
  email: string
  password: string
  fullName: string
  businessName: string
}

/**
 * Creates the account (supabase-js `signUp`, GoTrue's `POST /signup`) and answers its session: e-mail
 * confirmation is off until the server sends mail. Rejects with an `ApiError` whose detail is the
 * service's code, which the sign-up form explains.
 */
export async function signUpWithPassword(details: SignUpDetails): Promise<AuthSession> {
  const client = await authClient()
  const { data, error } = await client.auth.signUp({
    email: details.email,
    password: details.password,
    options: { data: { full_name: details.fullName, business_name: details.businessName } },
  })
  const session = toAuthSession(data.session)
  if (error || !session) throw refusalOf(error, 'Sign-up was refused by the auth service')
  return session
}
