import type { LeadErrors } from '../../../machines/lead/lead.machine'
import { m } from '../../../i18n/messages'
import type { ErrorWords } from '../../components/field/form'

// Getters, not strings: each reads the catalogue when a screen renders, in the language of the moment.

/** What the lead form says after a submit, word for word where the product's rules quote it (docs/product.md#landing-messages). */
export const LEAD_TEXT = {
  get success() { return m.lead_success() },
  get failure() { return m.lead_failure() },
}

/** Under a field the form refused (the browser's own messages cover empty fields and a malformed e-mail). */
export const LEAD_FIELD_ERRORS = {
  email: { get blank() { return m.lead_error_emailBlank() } },
  company_name: { get blank() { return m.lead_error_companyBlank() } },
  country: { get blank() { return m.lead_error_countryBlank() } },
} satisfies ErrorWords<LeadErrors>

/**
 * How soon support answers: one promise for every plan (docs/product.md#limits-and-constants), made
 * once, in the footer. A plan may be answered first, never promised another time.
 */
export const SUPPORT_TEXT = {
  get promise() { return m.footer_supportPromise() },
  get priority() { return m.landing_prioritySupport() },
}
