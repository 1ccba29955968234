import type { Driver } from '../driver'
import type { SignUpField } from '../../../src/machines/sign-up/sign-up.machine'

export const SIGN_UP_LABELS: Record<SignUpField, string> = { businessName: 'Business name', fullName: 'Your name (optional)', email: 'Email', password: 'Password' }

/** One gesture per sign-up event, for Testing Library and Playwright alike. */
export const signUpGestures = {
  change: (driver: Driver, field: SignUpField, value: string) => driver.fill(SIGN_UP_LABELS[field], value),
  toggleVisibility: (driver: Driver, showing: boolean) => driver.click('button', showing ? 'Hide password' : 'Show password'),
  submit: (driver: Driver) => driver.click('button', 'Create account'),
  /** The whole form in one go, as a new owner fills it. */
  async signUp(driver: Driver, details: Record<SignUpField, string>) {
    for (const field of ['businessName', 'fullName', 'email', 'password'] as const) await driver.fill(SIGN_UP_LABELS[field], details[field])
    await driver.click('button', 'Create account')
  },
}
