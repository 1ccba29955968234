import type { Driver } from '../driver'
import type { SignInField } from '../../../src/machines/sign-in/sign-in.machine'
import { CODE_STEP } from '../../../src/ui/screens/sign-in/messages'

const LABELS: Record<SignInField, string> = { email: 'Email', password: 'Password' }

/** One gesture per sign-in event, for Testing Library and Playwright alike. */
export const signInGestures = {
  change: (driver: Driver, field: SignInField, value: string) => driver.fill(LABELS[field], value),
  toggleVisibility: (driver: Driver, showing: boolean) => driver.click('button', showing ? 'Hide password' : 'Show password'),
  toggleRemember: (driver: Driver) => driver.click('checkbox', 'Remember me'),
  submit: (driver: Driver) => driver.click('button', 'Sign In'),
  forgotPassword: (driver: Driver) => driver.click('button', 'Forgot password?'),
  /** The two-factor step: the authenticator app's code, Verify, or back to the password form. */
  typeCode: (driver: Driver, code: string) => driver.fill(CODE_STEP.label, code),
  verifyCode: (driver: Driver) => driver.click('button', CODE_STEP.verify),
  otherAccount: (driver: Driver) => driver.click('button', CODE_STEP.other),
  /** The whole form in one go, as an owner signs in. */
  async signIn(driver: Driver, email: string, password: string) {
    await driver.fill(LABELS.email, email)
    await driver.fill(LABELS.password, password)
    await driver.click('button', 'Sign In')
  },
}
