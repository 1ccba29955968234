import { fromApiPromise } from '../shared/api-actor'
import { requestPasswordReset } from '../../api/auth'

export const signInActors = {
  /** Asks the auth service to e-mail a reset link that brings the owner back to /login. */
  requestPasswordReset: fromApiPromise<void, { email: string }>(({ input }) =>
    requestPasswordReset(input.email, `${globalThis.location?.origin ?? ''}/login`),
  ),
}
