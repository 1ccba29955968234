import type { Driver } from '../driver'

/** One gesture per menu event, for Testing Library and Playwright alike. */
export const menuGestures = {
  /** `menu.toggle`: the toggle button, named for what it will do. */
  toggle: (driver: Driver, open: boolean) => driver.click('button', open ? 'Close menu' : 'Open menu'),
  /** `menu.close` by choosing a link in the open menu. */
  chooseLink: (driver: Driver, label: string) => driver.click('link', label),
  /** `menu.close` by pressing Escape. */
  escape: (driver: Driver) => driver.press('Escape'),
}
