/**
 * The demo business's company profile, every answer given as its owner would: a halal kopitiam-
 * meets-espresso-bar chain with the three outlets, menu and hours its generated sales show
 * (mocks/fixtures/demo-sales). The new business has answered nothing, so it gets no record.
 */
import type { CompanyProfileFields, Store } from '../../backend/store'
import { DEMO_ACCOUNT } from '../fixtures/accounts'

export const DEMO_COMPANY_PROFILE: Readonly<CompanyProfileFields> = Object.freeze({
  headquarters_location: 'Bangsar, Kuala Lumpur (central kitchen and office above the Bangsar outlet)',
  year_founded: 2019,
  industry: 'Food & beverage: halal café chain',
  business_model: 'Halal-certified café chain: kopitiam classics and a specialty espresso bar, dine-in and takeaway at the counter, delivery through GrabFood and foodpanda',
  num_employees: 42,
  num_branches: 3,
  outlet_type: 'Street-level cafés of 40–60 seats; Mont Kiara has an outdoor terrace',
  key_departments: 'Outlet operations (3 managers), central kitchen and bakery, baristas, purchasing, marketing (1 executive + freelance designer), finance and HR (outsourced payroll)',
  main_products: 'Kopi and teh (Kopi O, Teh Tarik, Kopi Ais), espresso drinks, breakfast sets, nasi lemak, rice and noodle dishes, in-house bakes and kuih',
  best_selling_products: 'Teh Tarik, Kopi O, Nasi Lemak Ayam Goreng, Roti Bakar Kaya Butter, Latte, Iced Gula Melaka Latte (new, growing fast)',
  seasonal_offerings: 'Ramadan buka puasa sets and bubur lambuk takeaway, Hari Raya kuih hampers, Chinese New Year pineapple tarts, Deepavali murukku, durian cheesecake in June–August',
  target_segments: 'Office workers on weekday breakfast and lunch, university students in SS15, expat families and remote workers in Mont Kiara, weekend brunch crowd',
  typical_customer: 'A 25–40-year-old office worker near Bangsar who buys kopi and a breakfast set on the way to work two or three times a week, paying by DuitNow QR or Touch \'n Go eWallet',
  avg_transaction_value: 19.2,
  customer_pain_points: 'Queues at the 8–10 am rush, parking in Bangsar, delivery prices higher than at the counter, limited seating at weekend brunch',
  top_goals: 'Grow weekday afternoon sales, bring back lapsed regulars with a loyalty programme, raise delivery orders without losing margin, open a fourth outlet in Petaling Jaya by 2027',
  top_challenges: 'Quiet Tuesday–Thursday afternoons (3–5 pm), rising costs of coffee beans, milk and eggs, staff turnover among part-timers, delivery commissions of 25–30 %',
  recent_initiatives: 'Launched the Iced Gula Melaka Latte, moved every outlet to Loyverse POS, started DuitNow QR payments, weekday breakfast set promotion before 9 am',
  sales_channels: 'Dine-in, takeaway, GrabFood, foodpanda; corporate catering orders by WhatsApp',
  marketing_methods: 'Instagram and TikTok (@kopikitacafe), Facebook page, Google Business Profile reviews, GrabFood and foodpanda promotions, WhatsApp broadcast to regulars',
  previous_crm_tools: 'Loyverse customer list and a paper stamp card (10th drink free); no CRM before Selera',
  business_hours: 'Daily 7:00 am – 9:00 pm, last order 8:45 pm; open on public holidays except the first day of Hari Raya Aidilfitri',
  languages_used: 'Bahasa Malaysia and English; menus bilingual; some staff speak Mandarin and Tamil',
  regulations: 'JAKIM halal certification for all three outlets, MOH food handler training and typhoid vaccination for every staff member, DBKL and MBSJ premise licences, SST registration, PDPA for customer contacts',
  data_exclusions: 'Do not use customers\' phone numbers or e-mails in marketing material; leave staff salaries out of any analysis',
  other_info: 'Known for Teh Tarik pulled at the counter and kaya made in-house from a family recipe; all three outlets are Muslim-friendly with surau nearby',
})

export async function seedCompanyProfiles(store: Store, createdAt: string): Promise<void> {
  await store.companyProfiles.insert({ id: `profile-${DEMO_ACCOUNT.id}`, account_id: DEMO_ACCOUNT.id, ...DEMO_COMPANY_PROFILE, updated_at: createdAt })
}
