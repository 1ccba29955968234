import { m } from '../../../i18n/messages'
import type { ProfileField } from '../../../machines/company-profile/company-profile.machine'

/** How a field is typed: a line, a paragraph, a whole number, or money with two decimals (its label names the account's currency). */
export type ProfileFieldKind = 'text' | 'long' | 'whole' | 'money'

export interface ProfileFieldSpec {
  field: ProfileField
  label: string
  kind: ProfileFieldKind
  placeholder: string
}

export interface ProfileSection {
  id: string
  title: string
  /** What the answers change in Selera, exactly (docs/product.md#company-profile: the owner is told what each section is for): the AI assistant, the images and the insights read them; a section nothing reads yet says so. */
  uses: string
  fields: readonly ProfileFieldSpec[]
}

/** A field whose label and example are read from the catalogue when the screen renders, in the language of the moment. */
const f = (field: ProfileField, label: () => string, kind: ProfileFieldKind, placeholder: () => string): ProfileFieldSpec => ({
  field,
  get label() { return label() },
  kind,
  get placeholder() { return placeholder() },
})

/**
 * The eight sections of docs/product.md#company-profile, in its order, with all 26 fields of
 * docs/product.md#entities where an owner looks for them.
 * Titles, 'uses' lines, labels and examples are getters: each reads the catalogue when the screen renders.
 */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'basic',
    get title() { return m.profile_basic_title() },
    get uses() { return m.profile_basic_uses() },
    fields: [
      f('headquarters_location', m.profile_field_headquartersLocation, 'text', m.profile_example_headquartersLocation),
      f('year_founded', m.profile_field_yearFounded, 'whole', m.profile_example_yearFounded),
      f('industry', m.profile_field_industry, 'text', m.profile_example_industry),
      f('business_model', m.profile_field_businessModel, 'long', m.profile_example_businessModel),
    ],
  },
  {
    id: 'structure',
    get title() { return m.profile_structure_title() },
    get uses() { return m.profile_structure_uses() },
    fields: [
      f('num_employees', m.profile_field_numEmployees, 'whole', m.profile_example_numEmployees),
      f('num_branches', m.profile_field_numBranches, 'whole', m.profile_example_numBranches),
      f('outlet_type', m.profile_field_outletType, 'text', m.profile_example_outletType),
      f('key_departments', m.profile_field_keyDepartments, 'text', m.profile_example_keyDepartments),
    ],
  },
  {
    id: 'products',
    get title() { return m.profile_products_title() },
    get uses() { return m.profile_products_uses() },
    fields: [
      f('main_products', m.profile_field_mainProducts, 'long', m.profile_example_mainProducts),
      f('best_selling_products', m.profile_field_bestSellingProducts, 'text', m.profile_example_bestSellingProducts),
      f('seasonal_offerings', m.profile_field_seasonalOfferings, 'long', m.profile_example_seasonalOfferings),
    ],
  },
  {
    id: 'customers',
    get title() { return m.profile_customers_title() },
    get uses() { return m.profile_customers_uses() },
    fields: [
      f('target_segments', m.profile_field_targetSegments, 'text', m.profile_example_targetSegments),
      f('typical_customer', m.profile_field_typicalCustomer, 'long', m.profile_example_typicalCustomer),
      f('avg_transaction_value', m.profile_field_avgTransactionValue, 'money', m.profile_example_avgTransactionValue),
      f('customer_pain_points', m.profile_field_customerPainPoints, 'long', m.profile_example_customerPainPoints),
    ],
  },
  {
    id: 'goals',
    get title() { return m.profile_goals_title() },
    get uses() { return m.profile_goals_uses() },
    fields: [
      f('top_goals', m.profile_field_topGoals, 'long', m.profile_example_topGoals),
      f('top_challenges', m.profile_field_topChallenges, 'long', m.profile_example_topChallenges),
      f('recent_initiatives', m.profile_field_recentInitiatives, 'long', m.profile_example_recentInitiatives),
    ],
  },
  {
    id: 'operations',
    get title() { return m.profile_operations_title() },
    get uses() { return m.profile_operations_uses() },
    fields: [
      f('business_hours', m.profile_field_businessHours, 'text', m.profile_example_businessHours),
      f('languages_used', m.profile_field_languagesUsed, 'text', m.profile_example_languagesUsed),
      f('regulations', m.profile_field_regulations, 'text', m.profile_example_regulations),
    ],
  },
  {
    id: 'sales',
    get title() { return m.profile_sales_title() },
    get uses() { return m.profile_sales_uses() },
    fields: [
      f('sales_channels', m.profile_field_salesChannels, 'text', m.profile_example_salesChannels),
      f('marketing_methods', m.profile_field_marketingMethods, 'text', m.profile_example_marketingMethods),
      f('previous_crm_tools', m.profile_field_previousCrmTools, 'text', m.profile_example_previousCrmTools),
    ],
  },
  {
    id: 'additional',
    get title() { return m.profile_additional_title() },
    get uses() { return m.profile_additional_uses() },
    fields: [
      f('data_exclusions', m.profile_field_dataExclusions, 'long', m.profile_example_dataExclusions),
      f('other_info', m.profile_field_otherInfo, 'long', m.profile_example_otherInfo),
    ],
  },
]
