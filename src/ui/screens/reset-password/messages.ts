import { MIN_PASSWORD_LENGTH } from '../../../machines/reset-password/reset-password.machine'

/** The reset screen's words (Forgot password, finished: docs/product.md#forgot-password). */
export const RESET_TEXT = {
  title: 'Set a new password',
  opening: 'Checking your reset link...',
  findingDemo: 'Opening the reset e-mail...',
  invalid: 'This reset link is invalid or has expired. A link works once, within an hour of the e-mail.',
  noMail: (email: string) => `No reset e-mail has been sent to ${email} in this demo. Ask for one with Forgot password? on the sign-in page.`,
  backToSignIn: 'Back to sign in',
  lede: 'Choose the password you will sign in with from now on.',
  codeLede: 'Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app before you choose a new password.',
  password: 'New password',
  confirm: 'Confirm new password',
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters. Your other devices are signed out.`,
  save: 'Set new password',
  saving: 'Saving...',
  signingIn: 'Password saved. Signing you in...',
  signInFailed: 'Your new password is saved, but signing you in did not work. Sign in with your new password.',
  problems: {
    mismatch: 'Passwords do not match',
    short: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
    same: 'Choose a password different from your current one.',
    failed: 'Your new password could not be saved. Please try again.',
  },
} as const
