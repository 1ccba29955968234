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
  /** What the answers change in Selera, exactly (issue 11 §4: the owner is told what each section is for); what only the coming assistant will read says so. */
  uses: string
  fields: readonly ProfileFieldSpec[]
}

const f = (field: ProfileField, label: string, kind: ProfileFieldKind, placeholder: string): ProfileFieldSpec => ({ field, label, kind, placeholder })

/** The eight sections of spec §3, in its order, with all 26 fields of spec §7 where an owner looks for them. */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'basic',
    title: 'Basic Company Information',
    uses: 'Tells Selera’s assistant (coming soon) where and what you are.',
    fields: [
      f('headquarters_location', 'Headquarters location', 'text', 'Bangsar, Kuala Lumpur'),
      f('year_founded', 'Year founded', 'whole', '2019'),
      f('industry', 'Industry', 'text', 'Food & beverage: café chain'),
      f('business_model', 'Business model', 'long', 'Halal-certified café, 3 outlets in Klang Valley; dine-in, takeaway and delivery'),
    ],
  },
  {
    id: 'structure',
    title: 'Company Structure',
    uses: 'Lets the assistant (coming soon) size its advice to your team and outlets.',
    fields: [
      f('num_employees', 'Number of employees', 'whole', '24'),
      f('num_branches', 'Number of branches', 'whole', '3'),
      f('outlet_type', 'Outlet type', 'text', 'Shoplot cafés with 40 seats; one food-court kiosk'),
      f('key_departments', 'Key departments', 'text', 'Kitchen, front of house, bar, delivery'),
    ],
  },
  {
    id: 'products',
    title: 'Products & Services',
    uses: 'Helps the assistant and the image generator (both coming soon) speak about what you really sell.',
    fields: [
      f('main_products', 'Main products', 'long', 'Kopi and teh, nasi lemak, toast sets, local cakes'),
      f('best_selling_products', 'Best-selling products', 'text', 'Kopi O, Nasi Lemak Ayam, Roti Bakar Kaya'),
      f('seasonal_offerings', 'Seasonal offerings', 'long', 'Ramadan bazaar sets, Chinese New Year kuih, Deepavali murukku'),
    ],
  },
  {
    id: 'customers',
    title: 'Customer Information',
    uses: 'Shapes the assistant’s marketing ideas (coming soon). Amounts are in your currency (Settings → Preferences).',
    fields: [
      f('target_segments', 'Target segments', 'text', 'Office workers, students, families on weekends'),
      f('typical_customer', 'Typical customer', 'long', 'A 25–40 year-old office worker who buys breakfast on the way in'),
      f('avg_transaction_value', 'Average transaction value', 'money', '18.90'),
      f('customer_pain_points', 'Customer pain points', 'long', 'Long queues at lunch; parking'),
    ],
  },
  {
    id: 'goals',
    title: 'Goals & Challenges',
    uses: 'Insights that serve your top goals rank higher, on the dashboard and in the weekly report, which names your first goal (a goal you set in Settings → Goals comes before these).',
    fields: [
      f('top_goals', 'Top goals', 'long', 'Grow weekday lunch sales by 15%; open a fourth outlet'),
      f('top_challenges', 'Top challenges', 'long', 'Rising ingredient costs; delivery commissions'),
      f('recent_initiatives', 'Recent initiatives', 'long', 'Loyalty stamps card; new breakfast set'),
    ],
  },
  {
    id: 'operations',
    title: 'Operations & Context',
    uses: 'Lets the assistant (coming soon) read your hours and rules before it advises on them.',
    fields: [
      f('business_hours', 'Business hours', 'text', 'Mon–Sat 7 am–10 pm, Sun 8 am–6 pm'),
      f('languages_used', 'Languages used', 'text', 'Bahasa Melayu, English, Mandarin'),
      f('regulations', 'Regulations', 'text', 'JAKIM halal certification; MBPJ licence'),
    ],
  },
  {
    id: 'sales',
    title: 'Sales & Marketing',
    uses: 'Guides the assistant’s channel and promotion ideas (coming soon).',
    fields: [
      f('sales_channels', 'Sales channels', 'text', 'Dine-in, takeaway, GrabFood, foodpanda'),
      f('marketing_methods', 'Marketing methods', 'text', 'Instagram, TikTok, WhatsApp broadcast'),
      f('previous_crm_tools', 'Previous CRM tools', 'text', 'StoreHub loyalty, Google Sheets'),
    ],
  },
  {
    id: 'additional',
    title: 'Additional Information',
    uses: 'Anything else the assistant (coming soon) should know, and what it must leave out.',
    fields: [
      f('data_exclusions', 'Data to exclude', 'long', 'Staff meals; catering invoices'),
      f('other_info', 'Other information', 'long', 'Family business since 2019; we roast our own kopi beans'),
    ],
  },
]
