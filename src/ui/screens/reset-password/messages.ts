import { m } from '../../../i18n/messages'
import { MIN_PASSWORD_LENGTH } from '../../../machines/reset-password/reset-password.machine'

/**
 * The reset screen's words (Forgot password, finished: docs/product.md#forgot-password). Getters: each
 * reads the catalogue when the screen renders, in the language of the moment.
 */
export const RESET_TEXT = {
  get title() { return m.resetPassword_title() },
  get documentTitle() { return m.resetPassword_documentTitle() },
  get opening() { return m.resetPassword_opening() },
  get findingDemo() { return m.resetPassword_findingDemo() },
  get invalid() { return m.resetPassword_invalid() },
  noMail: (email: string) => m.resetPassword_noMail({ email }),
  get backToSignIn() { return m.resetPassword_backToSignIn() },
  get lede() { return m.resetPassword_lede() },
  get codeLede() { return m.resetPassword_codeLede() },
  get password() { return m.resetPassword_password() },
  get confirm() { return m.resetPassword_confirm() },
  get passwordHint() { return m.resetPassword_passwordHint({ min: MIN_PASSWORD_LENGTH }) },
  get save() { return m.resetPassword_save() },
  get saving() { return m.resetPassword_saving() },
  get signingIn() { return m.resetPassword_signingIn() },
  get signInFailed() { return m.resetPassword_signInFailed() },
  problems: {
    get mismatch() { return m.resetPassword_problem_mismatch() },
    get short() { return m.resetPassword_problem_short({ min: MIN_PASSWORD_LENGTH }) },
    get same() { return m.resetPassword_problem_same() },
    get failed() { return m.resetPassword_problem_failed() },
  },
}
