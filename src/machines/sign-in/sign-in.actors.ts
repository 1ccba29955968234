import { fromApiPromise } from '../shared/api-actor'
import { requestPasswordReset } from '../../api/auth'

export const signInActors = {
  /** Asks the auth service to e-mail a reset link to the 'Set a new password' screen. */
  requestPasswordReset: fromApiPromise<void, { email: string }>(({ input }) =>
    requestPasswordReset(input.email, `${globalThis.location?.origin ?? ''}/reset-password`),
  ),
}
