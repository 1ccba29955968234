/** What the sign-in page says (docs/product.md#sign-in-messages). */
/** Whatever went wrong, the owner reads this; the reason is only logged. */
export const SIGN_IN_FAILED = 'Invalid email or password'
/** Neutral on purpose: it never tells whether an account exists for the address. */
export const RESET_REQUESTED = "If an account exists for that e-mail address, we've sent it a link to reset your password."
/** Demo mode: no e-mail leaves the browser, so the reset message offers the link the e-mail would hold. */
export const DEMO_RESET_LINK = 'Open the reset link (demo)'
export const RESET_UNREACHABLE = "We couldn't reach the sign-in service to send a reset link. Check your connection and try again."
export const RESET_NEEDS_EMAIL = 'Enter your e-mail address above, then choose Forgot password.'
/** The service refused the address itself: that says nothing about whether an account exists. */
export const RESET_INVALID_EMAIL = "That e-mail address doesn't look complete. Check it, then choose Forgot password again."

/** Why the owner is back on the sign-in page, by the session's reason for ending. */
export const ENDED_MESSAGES = {
  logout: 'You have signed out.',
  'demo-reset': 'Demo data reset. Sign in to start again.',
  expired: 'Your session has ended. Please sign in again.',
  'ended-by-auth-service': 'Your session has ended. Please sign in again.',
} as const

/** The two-factor step (deviation 42): after a right password, the authenticator app's code. */
export const CODE_STEP = {
  title: 'Two-step verification',
  lede: 'Two-factor authentication is on for this account. Enter the 6-digit code your authenticator app shows for Selera.',
  label: 'Six-digit code',
  verify: 'Verify',
  verifying: 'Verifying...',
  other: 'Use another account',
  problems: {
    format: 'Enter the 6 digits your authenticator app shows.',
    wrong: 'That code is not right. Enter the code your authenticator app shows now.',
    used: 'That code has just been used. Wait for the next one in your authenticator app.',
    expired: 'That took too long. Enter the code your authenticator app shows now.',
    failed: 'The code could not be checked. Please try again.',
  },
} as const
