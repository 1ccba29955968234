/** What the landing page says, word for word where the product's rules quote it (docs/product.md#landing-messages). */
export const LEAD_SUCCESS = "Thanks! We'll tailor your onboarding."
export const LEAD_FAILURE = 'Something went wrong. Try again.'
