import { request } from './http'

/** The Lead of docs/product.md#entities. Typed here, not imported from the contract, so the landing page loads no zod. */
export interface LeadInput {
  email: string
  company_name: string
  /** Two-letter country code. */
  country: string
}

/** `POST /leads` (no auth). Its answer is not read (docs/product.md#landing-messages): success is any 2xx. */
export function postLead(lead: LeadInput, signal?: AbortSignal): Promise<void> {
  return request<void>({ method: 'POST', path: '/leads', auth: false, body: lead, ...(signal ? { signal } : {}) })
}
