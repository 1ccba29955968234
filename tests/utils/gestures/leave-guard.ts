import type { Driver } from '../driver'
import { LEAVE_MESSAGES } from '../../../src/ui/screens/upload/messages'

/** One gesture per leave-guard event a person makes, for Testing Library and Playwright alike. */
export const leaveGuardGestures = {
  /** `leave.request`: a link of the main navigation, followed mid-upload. */
  follow: (driver: Driver, link: string) => driver.click('link', link),
  /** `leave.stay` and `leave.confirm`: the question's two answers. */
  stay: (driver: Driver) => driver.click('button', LEAVE_MESSAGES.stay),
  leave: (driver: Driver) => driver.click('button', LEAVE_MESSAGES.leave),
}
