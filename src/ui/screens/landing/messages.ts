import type { LeadErrors } from '../../../machines/lead/lead.machine'
import type { ErrorWords } from '../../components/field/form'

/** What the landing page says, word for word where the product's rules quote it (docs/product.md#landing-messages). */
export const LEAD_SUCCESS = "Thanks! We'll tailor your onboarding."
export const LEAD_FAILURE = 'Something went wrong. Try again.'

/** Under a field the form refused (the browser's own messages cover empty fields and a malformed e-mail). */
export const LEAD_FIELD_ERRORS = {
  email: { blank: 'Enter your e-mail address.' },
  company_name: { blank: 'Enter your company name: spaces alone are not a name.' },
  country: { blank: 'Select your country.' },
} satisfies ErrorWords<LeadErrors>

/**
 * How soon support answers: one promise for every plan (docs/product.md#limits-and-constants), made
 * once, in the footer. A plan may be answered first, never promised another time.
 */
export const SUPPORT_PROMISE = 'Our team answers every request within 24 hours.'
export const PRIORITY_SUPPORT = 'Priority support: your requests are answered first'
