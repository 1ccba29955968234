import type { Driver } from '../driver'
import type { LeadEvent, LeadField } from '../../../src/machines/lead/lead.machine'

/** The landing form's visible labels and button names (src/ui/screens/landing/lead-form.tsx). */
export const LEAD_LABELS: Record<LeadField, string> = { email: 'Email', company_name: 'Company name', country: 'Country' }
export const LEAD_SUBMIT = 'Start free trial'

type LeadChange = Extract<LeadEvent, { type: 'form.change' }>

/** One gesture per lead event, for Testing Library and Playwright alike (tests/utils/driver.ts). */
export const leadGestures = {
  /** `form.change` for the email field. */
  changeEmail: (driver: Driver, value: string) => driver.fill(LEAD_LABELS.email, value),
  /** `form.change` for the company name field. */
  changeCompanyName: (driver: Driver, value: string) => driver.fill(LEAD_LABELS.company_name, value),
  /** `form.change` for the country: chooses the option whose value is the two-letter code. */
  selectCountry: (driver: Driver, code: string) => driver.select(LEAD_LABELS.country, code),
  /** Any `form.change` event, by its field. */
  change(driver: Driver, event: Pick<LeadChange, 'field' | 'value'>) {
    if (event.field === 'country') return leadGestures.selectCountry(driver, event.value)
    if (event.field === 'email') return leadGestures.changeEmail(driver, event.value)
    return leadGestures.changeCompanyName(driver, event.value)
  },
  /** `form.submit`: the submit button, as a visitor presses it (the browser validates first). */
  submit: (driver: Driver) => driver.click('button', LEAD_SUBMIT),
  /** The whole form in one go, as a visitor leaves a lead. */
  async leaveLead(driver: Driver, lead: { email: string; company_name: string; country: string }) {
    await leadGestures.changeEmail(driver, lead.email)
    await leadGestures.changeCompanyName(driver, lead.company_name)
    await leadGestures.selectCountry(driver, lead.country)
    await leadGestures.submit(driver)
  },
}
