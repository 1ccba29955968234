/**
 * `GET/PUT /company-profile`: the business's own description, one per account, read by the
 * assistant, by image generation, and (its top goals) by the insights' ranking and the weekly
 * report (./owner-goals.ts, docs/product.md#company-profile). No answer is required, so a
 * business that has answered nothing (or has no record yet) reads as all null.
 */
import type * as z from 'zod'
import {
  COMPANY_PROFILE_FIELDS,
  CompanyProfileRequestSchema,
  type CompanyProfile,
  type CompanyProfileResponse,
  type CompanyProfileUpdateResponse,
} from '../../kernel/contract'
import { isoAt, type BackendContext } from '../context'
import { apiError } from '../errors'
import type { CompanyProfileFields } from '../store'
import { currencySymbol, type Currency } from '../../kernel/format'
import { accountLocale } from './preferences'

/** What the owner sees each field as, for refusals worded in their terms. */
const LABELS: Record<keyof CompanyProfile, string> = {
  headquarters_location: 'Headquarters location',
  year_founded: 'Year founded',
  industry: 'Industry',
  business_model: 'Business model',
  num_employees: 'Number of employees',
  num_branches: 'Number of branches',
  outlet_type: 'Outlet type',
  key_departments: 'Key departments',
  main_products: 'Main products',
  best_selling_products: 'Best-selling products',
  seasonal_offerings: 'Seasonal offerings',
  target_segments: 'Target segments',
  typical_customer: 'Typical customer',
  avg_transaction_value: 'Average transaction value',
  customer_pain_points: 'Customer pain points',
  top_goals: 'Top goals',
  top_challenges: 'Top challenges',
  recent_initiatives: 'Recent initiatives',
  sales_channels: 'Sales channels',
  marketing_methods: 'Marketing methods',
  previous_crm_tools: 'Previous CRM tools',
  business_hours: 'Business hours',
  languages_used: 'Languages used',
  regulations: 'Regulations',
  data_exclusions: 'Data exclusions',
  other_info: 'Other information',
}

/** The average transaction is in the account's currency, as every amount the business records. */
function numberRules(currency: Currency): Partial<Record<keyof CompanyProfile, string>> {
  return {
    year_founded: 'must be a whole number, like 2019',
    num_employees: 'must be a whole number, 0 or more',
    num_branches: 'must be a whole number, 0 or more',
    avg_transaction_value: `must be an amount in ${currencySymbol(currency)}, 0 or more`,
  }
}

export const UNREADABLE_PROFILE = 'The company profile could not be read. Please send its fields as JSON.'

export const EMPTY_COMPANY_PROFILE: Readonly<CompanyProfileFields> = Object.freeze(
  Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, null])) as CompanyProfileFields,
)

/** The id image generation names the business by: stable per account, derived so it never needs storing. */
export function clientIdOf(accountId: string): string {
  return `client_${accountId.replace(/-/g, '').slice(0, 16)}`
}

export async function companyProfileOf(ctx: BackendContext, accountId: string): Promise<CompanyProfileFields> {
  const record = await ctx.store.companyProfiles.find({ account_id: accountId })
  if (!record) return { ...EMPTY_COMPANY_PROFILE }
  return Object.fromEntries(COMPANY_PROFILE_FIELDS.map((field) => [field, record[field]])) as CompanyProfileFields
}

/** The profile, with Selera's `client_id` and the currency its average transaction is in (the account's). */
export async function getCompanyProfile(ctx: BackendContext, accountId: string): Promise<CompanyProfileResponse> {
  return { ...await companyProfileOf(ctx, accountId), client_id: clientIdOf(accountId), currency: (await accountLocale(ctx, accountId)).currency }
}

function refusal(issue: z.core.$ZodIssue, currency: Currency): string {
  const field = issue.path[0] as keyof CompanyProfile | undefined
  if (field === undefined || !(field in LABELS)) return UNREADABLE_PROFILE
  return `${LABELS[field]} ${numberRules(currency)[field] ?? 'must be text'}.`
}

/**
 * The body as stored: every field (an absent one is unanswered, so null), text trimmed and a blank
 * answer null, so "not answered" has one form. 400 `{detail}` naming each refused field.
 */
export function parseCompanyProfile(body: unknown, currency: Currency = 'MYR'): CompanyProfileFields {
  const parsed = CompanyProfileRequestSchema.safeParse(body)
  if (!parsed.success) throw apiError(400, [...new Set(parsed.error.issues.map((issue) => refusal(issue, currency)))].join(' '))
  const answers = parsed.data
  return Object.fromEntries(
    COMPANY_PROFILE_FIELDS.map((field) => {
      const value = answers[field] ?? null
      return [field, typeof value === 'string' ? value.trim() || null : value]
    }),
  ) as CompanyProfileFields
}

/** Replaces the account's whole profile with the body's answers. */
export async function saveCompanyProfile(ctx: BackendContext, accountId: string, body: unknown): Promise<CompanyProfileUpdateResponse> {
  const fields = parseCompanyProfile(body, (await accountLocale(ctx, accountId)).currency)
  const updated_at = isoAt(ctx.now())
  const existing = await ctx.store.companyProfiles.find({ account_id: accountId })
  if (existing) await ctx.store.companyProfiles.update(existing.id, { ...fields, updated_at })
  else await ctx.store.companyProfiles.insert({ id: `profile-${accountId}`, account_id: accountId, ...fields, updated_at })
  return { success: true }
}
