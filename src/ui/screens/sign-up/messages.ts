import { MIN_PASSWORD_LENGTH } from '../../../../kernel/limits'
import { m } from '../../../i18n/messages'
import type { SignUpMessage } from '../../../machines/sign-up/sign-up.machine'

/** Why the account was not created, as the sign-up page says it (docs/product.md#sign-up). Getters: the language of the moment. */
export const SIGN_UP_PROBLEMS = {
  get taken() { return m.signUp_problem_taken() },
  get weakPassword() { return m.signUp_problem_weakPassword({ min: MIN_PASSWORD_LENGTH }) },
  get invalidEmail() { return m.signUp_problem_invalidEmail() },
  get unreachable() { return m.signUp_problem_unreachable() },
  get failed() { return m.signUp_problem_failed() },
  get incomplete() { return m.signUp_problem_incomplete() },
} satisfies Record<SignUpMessage, string>
