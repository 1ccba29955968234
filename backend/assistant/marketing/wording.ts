/** What marketing answers name the places they read, and what they ask the owner to fill in. */
import type { AskedLanguage } from '../types'
import { list } from '../../../src/format'
import type { MarketingFacts, ProfileText } from './facts'

export const SOURCE = {
  profile: { en: 'Company profile', ms: 'Profil syarikat' },
  /** Followed by the period read: 'Sales data 20 Oct – 18 Nov'. */
  sales: { en: 'Sales data', ms: 'Data jualan' },
  calendar: { en: 'Malaysian festive calendar', ms: 'Kalendar perayaan Malaysia' },
} as const

/** The profile's questions as the Company Profile screen names them (and in Malay). */
export const FIELD_LABELS: Partial<Record<keyof ProfileText | 'business_name', Record<AskedLanguage, string>>> = {
  business_name: { en: 'Business name (Settings)', ms: 'Nama perniagaan (Tetapan)' },
  industry: { en: 'Industry', ms: 'Industri' },
  main_products: { en: 'Main products', ms: 'Produk utama' },
  best_selling_products: { en: 'Best-selling products', ms: 'Produk paling laris' },
  seasonal_offerings: { en: 'Seasonal offerings', ms: 'Tawaran bermusim' },
  target_segments: { en: 'Target segments', ms: 'Segmen sasaran' },
  languages_used: { en: 'Languages used', ms: 'Bahasa yang digunakan' },
}

/** The profile answers campaign ideas read. */
const IDEAS_FIELDS = ['main_products', 'best_selling_products', 'target_segments', 'languages_used', 'seasonal_offerings'] as const

/** What would make the ideas specific: the uploads and profile answers they could not read. */
export function missingForIdeas({ sales, profile, locale }: MarketingFacts, language: AskedLanguage): string | null {
  const blank = IDEAS_FIELDS.filter((field) => profile[field] === null).map((field) => FIELD_LABELS[field]![language])
  const wants: string[] = []
  if (!sales) wants.push(language === 'en' ? 'upload your sales (a POS export on Upload Data), so I can name your best sellers, quiet hours and prices' : 'muat naik data jualan anda (eksport POS di Muat Naik Data), supaya saya dapat menamakan jualan terlaris, waktu lengang dan harga')
  if (blank.length > 0) wants.push(language === 'en' ? `answer ${list(blank, locale)} in the Company Profile` : `jawab ${list(blank, locale)} dalam Profil Syarikat`)
  if (wants.length === 0) return null
  return `${language === 'en' ? 'To make these ideas more specific' : 'Untuk idea yang lebih khusus'}: ${wants.join('; ')}.`
}
