/**
 * What a marketing request asks for, read from its words in English or Malay: an image or a post
 * (answered with a preview instead of ideas), a halal mark or claim (answered with a warning and
 * left out), an offer, a named festive occasion, a headline in quotes. Word lists, not a model:
 * the same text always reads the same way.
 */
import type { FestiveKey } from '../../analytics/festive-calendar'

/** Lower-case words of letters and digits; Malay's clitic `-nya` ("posternya") is dropped. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => (word.length > 5 && word.endsWith('nya') ? word.slice(0, -3) : word))
}

const has = (words: readonly string[], set: ReadonlySet<string>) => words.some((word) => set.has(word))

/** Something to look at, whether or not a verb asks for it ("gambar untuk promosi"). */
const IMAGE_WORDS = new Set([
  'poster', 'posters', 'banner', 'banners', 'flyer', 'flyers', 'flier', 'fliers', 'leaflet', 'image', 'images', 'picture', 'pictures', 'photo', 'photos',
  'graphic', 'graphics', 'visual', 'visuals', 'artwork', 'thumbnail', 'gambar', 'imej', 'foto', 'risalah', 'sepanduk', 'grafik', 'ilustrasi',
])
/** A social-media post: an image only when something asks to make one, or names the platform. */
const POST_WORDS = new Set(['post', 'posts', 'posting', 'postings', 'postingan', 'story', 'stories', 'reel', 'reels', 'hantaran', 'kiriman'])
const MAKE_WORDS = new Set([
  'make', 'create', 'design', 'generate', 'draw', 'produce', 'prepare', 'buat', 'buatkan', 'bikin', 'cipta', 'ciptakan', 'reka', 'rekakan', 'hasilkan', 'jana', 'lukis', 'sediakan',
])
const PLATFORM_WORDS = new Set(['instagram', 'ig', 'facebook', 'fb', 'tiktok', 'xiaohongshu', 'whatsapp'])
/** "ideas for Instagram posts" asks for ideas, not for a post to be made. */
const IDEA_WORDS = new Set(['idea', 'ideas', 'idea2', 'cadangan', 'suggest', 'suggestions', 'suggestion', 'tips', 'strategy', 'strategi', 'plan', 'rancangan'])

/** Whether the text asks for an image or a post to be made (English or Malay). */
export function isImageRequest(text: string): boolean {
  const words = wordsOf(text)
  if (has(words, IMAGE_WORDS)) return true
  if (!has(words, POST_WORDS)) return false
  return has(words, MAKE_WORDS) || (has(words, PLATFORM_WORDS) && !has(words, IDEA_WORDS))
}

/** Whether the text mentions a halal mark, logo, claim or certification (or JAKIM, the authority). */
export function mentionsHalal(text: string): boolean {
  return wordsOf(text).some((word) => word.startsWith('halal') || word === 'jakim')
}

const OFFER_WORDS = new Set([
  'offer', 'offers', 'promo', 'promos', 'promotion', 'discount', 'discounts', 'deal', 'deals', 'sale', 'bundle', 'combo', 'set', 'free', 'price',
  'tawaran', 'promosi', 'diskaun', 'potongan', 'harga', 'percuma', 'pakej', 'jimat',
])

/** Whether the text asks for an offer (a promotion, a discount, a set). */
export function asksForOffer(text: string): boolean {
  return has(wordsOf(text), OFFER_WORDS) || /\d\s*%|\bRM\s?\d/i.test(text)
}

/** An amount or a percentage the owner wrote themselves ("RM 9.90", "20%"), to be used as given. */
export function statedOffer(text: string): string | null {
  return /\bRM\s?\d+(?:\.\d{1,2})?|\d+(?:\.\d+)?\s?%/i.exec(text)?.[0] ?? null
}

/** Words naming each festive period in English and Malay. */
const OCCASION_WORDS: ReadonlyArray<readonly [FestiveKey, RegExp]> = [
  ['chinese-new-year', /\b(cny|chinese new year|lunar new year|tahun baru cina)\b/i],
  ['ramadan', /\b(ramadan|ramadhan|puasa|buka puasa|iftar)\b/i],
  ['hari-raya-aidilfitri', /\b(aidilfitri|hari raya|raya|lebaran|eid)\b/i],
  ['hari-raya-haji', /\b(raya haji|aidiladha|hari raya haji|korban)\b/i],
  ['deepavali', /\b(deepavali|diwali)\b/i],
  ['merdeka', /\b(merdeka|independence day|hari kebangsaan)\b/i],
  ['malaysia-day', /\b(malaysia day|hari malaysia)\b/i],
  ['christmas', /\b(christmas|xmas|krismas)\b/i],
  ['school-holidays', /\b(school holidays?|cuti sekolah)\b/i],
]

/** The words naming one festive period, to find it in profile text too ("Chinese New Year pineapple tarts"). */
export function occasionPattern(key: FestiveKey): RegExp {
  return OCCASION_WORDS.find(([candidate]) => candidate === key)![1]
}

/** The festive period the text names, if any (Raya Haji before Raya, which it contains). */
export function namedOccasion(text: string): FestiveKey | null {
  if (occasionPattern('hari-raya-haji').test(text)) return 'hari-raya-haji'
  return OCCASION_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

/** Text the owner put in quotes, as the image's headline ("with the words 'Jom Sarapan'"). */
export function quotedHeadline(text: string): string | null {
  // A single quote only opens after a space and closes before one, so "Kopi's" is not a quote.
  const quoted = /(?:^|\s)["“‘']([^"“”‘’']{2,80})["”’'](?=$|[\s.,!?;:])/.exec(text)?.[1]?.trim()
  return quoted ? quoted : null
}
