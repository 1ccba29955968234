/**
 * The words on the image, from the owner's prompt and the profile: a short headline, an offer
 * line (percentages off, RM prices, buy 1 free 1), a call to action and the business name, in the
 * prompt's language (English, Malay or Chinese). An occasion (Hari Raya, CNY, Deepavali, Merdeka,
 * Christmas…) becomes the headline's greeting; a product named in the prompt, else the best
 * seller, is the featured item (and its photo the hero when the owner uploaded one). Everything
 * drawn passes through `withoutHalal` (./halal.ts).
 */
import type { ComposeInput } from '../types'
import { withoutHalal } from '../../halal'
import type { Language } from '../../../kernel/format'
import { OCCASIONS } from '../../occasions'
import { say } from '../../phrase'
import { CALLS_TO_ACTION, ENGLISH_WORDS, GREETED, MALAY_WORDS, OFFER_WORDS } from './phrases'

export interface Copy {
  language: Language
  headline: string
  /** The featured product's name under an occasion's greeting, or the owner's own words under a product's name. */
  subline: string | null
  /** Offer parts joined, e.g. `20% OFF · Only RM5.90`; null when the prompt names none. */
  offer: string | null
  cta: string
  business_name: string
  tagline: string | null
  /** Index into `input.products` of the hero photo; null without product photos. */
  hero: number | null
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

export function detectLanguage(prompt: string): Language {
  if (CJK.test(prompt)) return 'zh'
  let malay = 0
  let english = 0
  for (const word of prompt.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (MALAY_WORDS.has(word)) malay += 1
    if (ENGLISH_WORDS.has(word)) english += 1
  }
  return malay > english ? 'ms' : 'en'
}

const PERCENT = /(\d{1,2})\s*(?:%|percent|peratus)/i
const ZH_DISCOUNT = /([1-9](?:\.\d)?)\s*折/
const PRICE = /\bRM\s?(\d{1,5}(?:\.\d{1,2})?)\b/i
const BUY_ONE_FREE_ONE = /buy\s*(?:1|one)\s*(?:get\s*)?(?:(?:1|one)\s*)?free(?:\s*(?:1|one))?|\bb1f1\b|\bbogo\b|beli\s*(?:1|satu)\s*(?:percuma|free)(?:\s*(?:1|satu))?|买一送一|買一送一/i

/** The offers the prompt states, in the prompt's language, as the owner wrote the figures. */
export function offerOf(prompt: string, language: Language): string | null {
  const words = say(language, OFFER_WORDS)
  const parts: string[] = []
  const zhDiscount = ZH_DISCOUNT.exec(prompt)
  const percent = PERCENT.exec(prompt)
  if (zhDiscount && language === 'zh') parts.push(`${zhDiscount[1]}折`)
  else if (percent && Number(percent[1]) > 0) parts.push(words.percentOff(percent[1]!))
  if (BUY_ONE_FREE_ONE.test(prompt)) parts.push(words.buyOneFreeOne)
  const price = PRICE.exec(prompt)
  // The owner's figure as typed, not reformatted: the same string under Node and in every browser.
  if (price) parts.push(words.price(`RM${price[1]}`))
  return parts.length > 0 ? parts.join(' · ') : null
}

/** Lowercase words of a name, without a file extension or separators: `nasi-lemak.png` → `nasi lemak`. */
export function normaliseName(name: string): string {
  return name.replace(/\.(png|jpe?g|svg|webp)$/i, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()
}

/** A camera's file name says nothing an owner would post. */
function isMeaningfulName(name: string): boolean {
  return name.length > 0 && !/^(img|dsc|dscn|pxl|photo|image|screenshot|whatsapp image)\s*\d*/.test(name) && /\p{L}{2}/u.test(name)
}

function displayName(name: string): string {
  const normal = normaliseName(withoutHalal(name))
  if (!isMeaningfulName(normal)) return ''
  return CJK.test(normal) ? normal : normal.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase())
}

function mentions(prompt: string, name: string): boolean {
  const normal = normaliseName(name)
  if (!isMeaningfulName(normal)) return false
  const text = prompt.toLowerCase()
  if (text.includes(normal)) return true
  const words = normal.split(' ').filter((word) => word.length >= 3)
  if (words.length > 0 && words.every((word) => text.includes(word))) return true
  // A longer name by its first two words ("nasi lemak" names Nasi Lemak Ayam Goreng, "roti bakar" Roti Bakar Kaya Butter).
  const parts = normal.split(' ')
  const spaced = ` ${text.replace(/[^\p{L}\p{N}]+/gu, ' ')} `
  return parts.length > 2 && parts[0]!.length + parts[1]!.length >= 6 && spaced.includes(` ${parts[0]} ${parts[1]} `)
}

/** A stable number from the request id (FNV-1a), so the same id makes the same choices. */
export function seedOf(requestId: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < requestId.length; index += 1) {
    hash ^= requestId.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const INSTRUCTION = [
  /^\s*(?:promote|advertise|announce|promosikan|iklankan)\s+/i,
  /^\s*(?:please\s+|pls\s+)?(?:create|make|design|generate|draw|do|give\s+me|i\s+(?:want|need)|we\s+(?:want|need))\b.*?\b(?:post|image|poster|picture|banner|graphic|flyer|ad|advert|story|visual|cover|reel|video)s?\b\s*(?:for|about|of|on|to|showing|promoting|featuring|with)?\s*/i,
  /^\s*(?:tolong\s+)?(?:buat|buatkan|hasilkan|reka|sediakan)\b.*?\b(?:poster|gambar|imej|hantaran|iklan|post|banner)\b\s*(?:untuk|tentang|mengenai|bagi|sempena)?\s*/i,
  // No verb, only what it is: 'Facebook cover for …', 'Post: …', 'An Instagram story about …'.
  /^\s*(?:an?\s+|the\s+|our\s+)?(?:(?:instagram|facebook|fb|ig|tiktok|linkedin)\s+)*(?:post|image|poster|picture|banner|graphic|flyer|ad|advert|story|visual|cover|reel|video)s?\b\s*(?:[:\-–—]\s*|(?:for|about|of|on|showing|promoting|featuring)\s+)?/i,
  /^\s*(?:请|請)?(?:帮我|幫我|给我|給我)?(?:做|制作|製作|生成|设计|設計)(?:一张|一張|一个|一個|个|個)?.*?(?:海报|海報|图片|圖片|帖子|图|圖)[，,：:]?\s*/,
]

/** The owner's own words, short: instructions, offers and occasion words taken out, first clause only. */
export function phraseOf(prompt: string, language: Language): string {
  let text = withoutHalal(prompt)
  for (const pattern of INSTRUCTION) text = text.replace(pattern, '')
  text = text.replace(PERCENT, ' ').replace(ZH_DISCOUNT, ' ').replace(PRICE, ' ').replace(BUY_ONE_FREE_ONE, ' ').replace(/\b(?:off|diskaun)\b/gi, ' ')
  text = text.replace(/\b(?:instagram|facebook|tiktok|linkedin|ig|fb)\b/gi, ' ')
  const clause = text.split(language === 'zh' ? /[.!?。！？;；\n，,、：:]/ : /[.!?。！？;；\n]|,\s|，/).map((part) => part.replace(/\s+/g, ' ').trim()).find((part) => /\p{L}{2}/u.test(part)) ?? ''
  if (language === 'zh') return [...clause].slice(0, 16).join('').trim()
  const words = clause.replace(/^(?:our|a|an|the|for|kami|untuk)\s+/i, '').split(' ').slice(0, 8).join(' ').replace(/\s+(?:and|with|for|dan|untuk|dengan|of|the|a)$/i, '')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function writeCopy(input: Pick<ComposeInput, 'prompt' | 'request_id' | 'brand' | 'products'>): Copy {
  const prompt = withoutHalal(input.prompt)
  const language = detectLanguage(prompt)
  const seed = seedOf(input.request_id)
  const bestSeller = input.brand.best_seller ? withoutHalal(input.brand.best_seller) : ''

  const named = input.products.findIndex((product) => mentions(prompt, product.name))
  // An item the prompt names with no photo of it: featured by name, with no photo (never another dish's in its place).
  const namedItem = named < 0 ? (input.brand.items ?? []).map((item) => withoutHalal(item)).find((item) => item !== '' && mentions(prompt, item)) : undefined
  const bestSellerPhoto = bestSeller ? input.products.findIndex((product) => mentions(bestSeller, product.name) || mentions(product.name, bestSeller)) : -1
  const hero = input.products.length === 0 || namedItem ? null : named >= 0 ? named : bestSellerPhoto >= 0 ? bestSellerPhoto : seed % input.products.length
  const bestSellerNamed = bestSeller !== '' && mentions(prompt, bestSeller)
  // A product named in the prompt, else the best seller, else the hero photo's own name.
  const featured = named >= 0
    ? displayName(input.products[named]!.name)
    : namedItem
      ? displayName(namedItem)
      : bestSellerNamed || bestSeller ? bestSeller : hero !== null ? displayName(input.products[hero]!.name) : ''

  const greeting = GREETED.map((key) => OCCASIONS[key]).find((occasion) => occasion.greeting && occasion.words.test(prompt))?.greeting
  const business = withoutHalal(input.brand.business_name)
  // The business name is on the image already: as the headline it would say nothing more.
  const said = phraseOf(prompt, language)
  const phrase = said.toLowerCase() === business.toLowerCase() ? '' : said
  const headline = greeting ? say(language, greeting) : phrase || featured || business
  const subline = greeting ? featured || phrase || null : featured && featured !== headline && !headline.toLowerCase().includes(featured.toLowerCase()) ? featured : null

  const actions = say(language, CALLS_TO_ACTION)
  return {
    language,
    headline,
    subline,
    offer: offerOf(prompt, language),
    cta: actions[(seed >>> 8) % actions.length]!,
    business_name: business,
    tagline: input.brand.tagline ? withoutHalal(input.brand.tagline) || null : null,
    hero,
  }
}
