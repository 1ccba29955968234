/** What marketing answers name the places they read, and what they ask the owner to fill in. */
import { list, type Language } from '../../../kernel/format'
import { fill, say, type Phrase } from '../../phrase'
import type { MarketingFacts, ProfileText } from './facts'

export const SOURCE = {
  profile: { en: 'Company profile', ms: 'Profil syarikat', zh: '公司简介' },
  /** With the period read: 'Sales data 20 Oct – 18 Nov'. */
  sales: { en: 'Sales data {period}', ms: 'Data jualan {period}', zh: '销售数据（{period}）' },
  calendar: { en: 'Malaysian festive calendar', ms: 'Kalendar perayaan Malaysia', zh: '马来西亚节庆日历' },
} as const satisfies Record<string, Phrase>

/** The profile's questions as the Company Profile screen names them (and in Malay and Chinese). */
export const FIELD_LABELS: Partial<Record<keyof ProfileText | 'business_name', Phrase>> = {
  business_name: { en: 'Business name (Settings)', ms: 'Nama perniagaan (Tetapan)', zh: '商家名称（设置）' },
  industry: { en: 'Industry', ms: 'Industri', zh: '行业' },
  main_products: { en: 'Main products', ms: 'Produk utama', zh: '主要产品' },
  best_selling_products: { en: 'Best-selling products', ms: 'Produk paling laris', zh: '畅销产品' },
  seasonal_offerings: { en: 'Seasonal offerings', ms: 'Tawaran bermusim', zh: '季节性产品' },
  target_segments: { en: 'Target segments', ms: 'Segmen sasaran', zh: '目标客群' },
  languages_used: { en: 'Languages used', ms: 'Bahasa yang digunakan', zh: '使用语言' },
}

/** The profile answers campaign ideas read. */
const IDEAS_FIELDS = ['main_products', 'best_selling_products', 'target_segments', 'languages_used', 'seasonal_offerings'] as const

/** What would make the ideas specific: the uploads and profile answers they could not read. */
export function missingForIdeas({ sales, profile, locale }: MarketingFacts, language: Language): string | null {
  const blank = IDEAS_FIELDS.filter((field) => profile[field] === null).map((field) => say(language, FIELD_LABELS[field]!))
  const wants: string[] = []
  if (!sales) wants.push(say(language, UPLOAD_SALES))
  if (blank.length > 0) wants.push(fill(language, ANSWER_FIELDS, { fields: list(blank, locale) }))
  if (wants.length === 0) return null
  return fill(language, MORE_SPECIFIC, { wants: wants.join(language === 'zh' ? '；' : '; ') })
}

const MORE_SPECIFIC: Phrase = { en: 'To make these ideas more specific: {wants}.', ms: 'Untuk idea yang lebih khusus: {wants}.', zh: '想让这些点子更贴合您的生意：{wants}。' }

export const UPLOAD_SALES: Phrase = {
  en: 'upload your sales (a POS export on Upload Data), so I can name your best sellers, quiet hours and prices',
  ms: 'muat naik data jualan anda (eksport POS di Muat Naik Data), supaya saya dapat menamakan jualan terlaris, waktu lengang dan harga',
  zh: '请上传您的销售数据（在“上传数据”页面上传POS导出文件），我才能指出您的畅销品、冷清时段和价格',
}

/** Asking for blank profile answers: `{fields}` is their names, listed. */
export const ANSWER_FIELDS: Phrase = {
  en: 'answer {fields} in the Company Profile',
  ms: 'jawab {fields} dalam Profil Syarikat',
  zh: '在“公司简介”中填写{fields}',
}
