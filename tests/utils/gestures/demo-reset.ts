import type { Driver } from '../driver'

/** The demo bar's visible button names (src/ui/components/demo-bar/demo-bar.tsx). */
export const DEMO_RESET_BUTTONS = {
  request: 'Reset demo data',
  confirm: 'Yes, reset',
  cancel: 'Cancel reset',
} as const

/** One gesture per demo-reset event, for Testing Library and Playwright alike (tests/utils/driver.ts). */
export const demoResetGestures = {
  /** `reset.request`: the presenter asks for a reset. */
  request: (driver: Driver) => driver.click('button', DEMO_RESET_BUTTONS.request),
  /** `reset.confirm`: the presenter confirms the question. */
  confirm: (driver: Driver) => driver.click('button', DEMO_RESET_BUTTONS.confirm),
  /** `reset.cancel`: the presenter thinks better of it. */
  cancel: (driver: Driver) => driver.click('button', DEMO_RESET_BUTTONS.cancel),
  /** The whole reset in one go. */
  async reset(driver: Driver) {
    await demoResetGestures.request(driver)
    await demoResetGestures.confirm(driver)
  },
}
