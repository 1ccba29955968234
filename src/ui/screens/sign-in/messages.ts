import { m } from '../../../i18n/messages'
import type { CodeProblem } from '../../../machines/shared/one-time-code'

// Getters, not strings: each reads the catalogue when a screen renders, in the language of the moment.

/** What the sign-in page says (docs/product.md#sign-in-messages). */
export const SIGN_IN_TEXT = {
  /** Whatever went wrong, the owner reads this; the reason is only logged. */
  get failed() { return m.signIn_failed() },
  /** The auth service's limit on attempts (429): counted for any address, so it says nothing of an account. */
  get tooManyAttempts() { return m.signIn_tooManyAttempts() },
  /** Neutral on purpose: it never tells whether an account exists for the address. */
  get resetRequested() { return m.signIn_resetRequested() },
  /** Demo mode: no e-mail leaves the browser, so the reset message offers the link the e-mail would hold. */
  get demoResetLink() { return m.signIn_demoResetLink() },
  get resetUnreachable() { return m.signIn_resetUnreachable() },
  get resetNeedsEmail() { return m.signIn_resetNeedsEmail() },
  /** The service refused the address itself: that says nothing about whether an account exists. */
  get resetInvalidEmail() { return m.signIn_resetInvalidEmail() },
}

/** Why the owner is back on the sign-in page, by the session's reason for ending. */
export const ENDED_MESSAGES = {
  get logout() { return m.signIn_ended_logout() },
  get 'demo-reset'() { return m.signIn_ended_demoReset() },
  get expired() { return m.signIn_ended_expired() },
  get 'ended-by-auth-service'() { return m.signIn_ended_expired() },
}

/** The two-factor step (deviation 42): after a right password, the authenticator app's code. */
export const CODE_STEP = {
  get title() { return m.code_title() },
  get lede() { return m.code_lede() },
  get label() { return m.code_label() },
  get verify() { return m.code_verify() },
  get verifying() { return m.code_verifying() },
  get other() { return m.code_otherAccount() },
  problems: {
    get format() { return m.code_problem_format() },
    get wrong() { return m.code_problem_wrong() },
    get used() { return m.code_problem_used() },
    get expired() { return m.code_problem_expired() },
    /** The auth service refuses every code for a few minutes after 5 wrong ones (deviation 42). */
    get tooMany() { return m.code_problem_tooMany() },
    get failed() { return m.code_problem_failed() },
  } satisfies Record<CodeProblem, string>,
}
