import type { Driver } from '../driver'
import type { ManualField, ManualFields } from '../../../src/machines/manual-entry/manual-entry.machine'
import { MANUAL_DAY_TAKEN, MANUAL_TEXT } from '../../../src/ui/screens/upload/messages'

/** The manual form's visible labels and button names (src/ui/screens/upload/manual-form.tsx). */
export const MANUAL_LABELS: Record<ManualField, string> = {
  date: 'Date',
  sales: 'Sales amount (RM)',
  orders: MANUAL_TEXT.orders,
  emails: 'Customer emails (optional)',
}
export const MANUAL_SUBMIT = 'Submit manual data'

/** One gesture per manual-entry event, for Testing Library and Playwright alike. */
export const manualEntryGestures = {
  /** `manual.change`: types into the labelled field (a date as YYYY-MM-DD). */
  change: (driver: Driver, field: ManualField, value: string) => driver.fill(MANUAL_LABELS[field], value),
  /** `manual.submit`: the submit button (the browser validates first). */
  submit: (driver: Driver) => driver.click('button', MANUAL_SUBMIT),
  /** `manual.replace`, `manual.add`, `manual.cancel`: the answers when the day already has an entry. */
  replace: (driver: Driver) => driver.click('button', MANUAL_DAY_TAKEN.replace),
  add: (driver: Driver) => driver.click('button', MANUAL_DAY_TAKEN.add),
  cancel: (driver: Driver) => driver.click('button', MANUAL_DAY_TAKEN.cancel),
  /** The whole form in one go. */
  async enter(driver: Driver, fields: Partial<ManualFields>) {
    for (const [field, value] of Object.entries(fields) as [ManualField, string][]) await manualEntryGestures.change(driver, field, value)
    await manualEntryGestures.submit(driver)
  },
}
