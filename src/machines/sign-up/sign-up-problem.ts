import { isApiError } from '../../api/errors'

/** Why the auth service did not create an account, as the sign-up form explains it. */
export type SignUpProblem = 'taken' | 'weakPassword' | 'invalidEmail' | 'unreachable' | 'failed'

/** Why a sign-up failed, from the auth service's code (GoTrue's), or the network's silence. */
export function signUpProblemOf(error: unknown): SignUpProblem {
  if (!isApiError(error)) return 'failed'
  if (error.kind === 'network' || error.kind === 'timeout') return 'unreachable'
  if (error.detail === 'user_already_exists' || error.detail === 'email_exists') return 'taken'
  if (error.detail === 'weak_password') return 'weakPassword'
  if (error.detail === 'validation_failed' || error.detail === 'email_address_invalid') return 'invalidEmail'
  return 'failed'
}
