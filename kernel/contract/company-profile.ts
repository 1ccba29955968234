import './zod-config'
import * as z from 'zod'
import { successAnswer } from './common'
import { CurrencySchema } from './settings'

// The Company profile of docs/product.md#entities; no field is required (docs/product.md#company-profile), so each may be absent or null (a new
// business has not answered anything yet); numbers are numbers, never the input's raw text.
const text = () => z.string().nullable().optional()
const count = () => z.number().int().nonnegative().nullable().optional()

export const CompanyProfileSchema = z.object({
  headquarters_location: text(),
  year_founded: z.number().int().nullable().optional(),
  industry: text(),
  business_model: text(),
  num_employees: count(),
  num_branches: count(),
  outlet_type: text(),
  key_departments: text(),
  main_products: text(),
  best_selling_products: text(),
  seasonal_offerings: text(),
  target_segments: text(),
  typical_customer: text(),
  /** RM, step 0.01. */
  avg_transaction_value: z.number().nonnegative().nullable().optional(),
  customer_pain_points: text(),
  top_goals: text(),
  top_challenges: text(),
  recent_initiatives: text(),
  sales_channels: text(),
  marketing_methods: text(),
  previous_crm_tools: text(),
  business_hours: text(),
  languages_used: text(),
  regulations: text(),
  data_exclusions: text(),
  other_info: text(),
})
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>

/** The 26 field names in the spec's order, for forms and for the fake backend's storage. */
export const COMPANY_PROFILE_FIELDS = Object.keys(CompanyProfileSchema.shape) as (keyof CompanyProfile)[]

// GET /company-profile (bearer): the fields plus client_id, which the browser keeps for image generation.
export const CompanyProfileResponseSchema = CompanyProfileSchema.extend({
  client_id: z.string().min(1).optional(),
  currency: CurrencySchema.optional().describe("Selera's extension: the account's currency (its settings), which avg_transaction_value is in"),
})
export type CompanyProfileResponse = z.infer<typeof CompanyProfileResponseSchema>

// PUT /company-profile (bearer): all the profile fields. Its own object so the docs name it.
export const CompanyProfileRequestSchema = CompanyProfileSchema.extend({})
export type CompanyProfileRequest = z.infer<typeof CompanyProfileRequestSchema>
export const CompanyProfileUpdateResponseSchema = successAnswer()
export type CompanyProfileUpdateResponse = z.infer<typeof CompanyProfileUpdateResponseSchema>
