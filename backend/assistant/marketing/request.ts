/**
 * What a marketing request asks for, read from its words in English, Malay or Chinese: an image or a post
 * (answered with a preview instead of ideas), a halal mark or claim (answered with a warning and
 * left out), an offer, a named festive occasion, a headline in quotes. Word lists, not a model:
 * the same text always reads the same way. Chinese is not split into words: its lists are patterns
 * found anywhere in the text.
 */
import { FESTIVE_KEYS, FESTIVE_OCCASIONS, type FestiveKey } from '../../occasions'

/** Lower-case words of letters and digits; Malay's clitic `-nya` ("posternya") is dropped. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => (word.length > 5 && word.endsWith('nya') ? word.slice(0, -3) : word))
}

const has = (words: readonly string[], set: ReadonlySet<string>) => words.some((word) => set.has(word))

/** Something to look at, whether or not a verb asks for it ("gambar untuk promosi"). */
const IMAGE_WORDS = new Set([
  'poster', 'posters', 'banner', 'banners', 'flyer', 'flyers', 'flier', 'fliers', 'leaflet', 'image', 'images', 'picture', 'pictures', 'photo', 'photos',
  'graphic', 'graphics', 'visual', 'visuals', 'artwork', 'thumbnail', 'gambar', 'imej', 'foto', 'risalah', 'sepanduk', 'grafik', 'ilustrasi',
  'cover', 'covers', 'header', 'ad', 'ads', 'advert', 'adverts', 'advertisement', 'iklan',
])
/** A social-media post: an image only when something asks to make one, or names the platform. */
const POST_WORDS = new Set(['post', 'posts', 'posting', 'postings', 'postingan', 'story', 'stories', 'reel', 'reels', 'hantaran', 'kiriman'])
const MAKE_WORDS = new Set([
  'make', 'create', 'design', 'generate', 'draw', 'produce', 'prepare', 'buat', 'buatkan', 'bikin', 'cipta', 'ciptakan', 'reka', 'rekakan', 'hasilkan', 'jana', 'lukis', 'sediakan',
])
const PLATFORM_WORDS = new Set(['instagram', 'ig', 'facebook', 'fb', 'tiktok', 'xiaohongshu', 'whatsapp', 'linkedin'])
const STORY_WORDS = new Set(['story', 'stories', 'reel', 'reels'])
const A_POST = /\b(?:a|an|one|our|the|new|satu)\s+(?:\w+\s+)?(?:posts?|tiktoks?)\b/i
/** "ideas for Instagram posts" asks for ideas, not for a post to be made. */
const IDEA_WORDS = new Set(['idea', 'ideas', 'idea2', 'cadangan', 'suggest', 'suggestions', 'suggestion', 'tips', 'strategy', 'strategi', 'plan', 'rancangan'])

const IMAGE_CHINESE = /海报|图片|图像|照片|传单|横幅|宣传图|插图|配图|封面|广告图|广告/
const POST_CHINESE = /帖子|贴文|帖文|发文|限时动态|快拍/
const MAKE_CHINESE = /做|制作|设计|生成|画|准备|弄/
const PLATFORM_CHINESE = /小红书|脸书|抖音|面子书/
const IDEA_CHINESE = /点子|主意|建议|想法|策略|计划|灵感|idea/i

/** Whether the text asks for an image or a post to be made (English, Malay or Chinese). */
export function isImageRequest(text: string): boolean {
  const words = wordsOf(text)
  if (has(words, IMAGE_WORDS) || IMAGE_CHINESE.test(text)) return true
  const ideas = has(words, IDEA_WORDS) || IDEA_CHINESE.test(text)
  // A story or a reel is always something to make; "a post for …", "a TikTok for …" are nouns, where "what should we post" is the verb.
  if (!ideas && (has(words, STORY_WORDS) || A_POST.test(text))) return true
  if (!has(words, POST_WORDS) && !POST_CHINESE.test(text)) return false
  return has(words, MAKE_WORDS) || MAKE_CHINESE.test(text) || ((has(words, PLATFORM_WORDS) || PLATFORM_CHINESE.test(text)) && !ideas)
}

/**
 * The size a request names by its platform or format, as a RESOLUTION_PRESETS id (kernel/limits.ts):
 * a Facebook cover (or a cover) 1200x630, a TikTok, a story or a reel 1080x1920, LinkedIn 1200x627,
 * an Instagram post or a square 1080x1080; null when it names none (the card starts on the default).
 */
const PRESETS: ReadonlyArray<readonly [string, RegExp]> = [
  ['facebook-cover', /\b(?:facebook|fb|face book)\s+(?:cover|banner|header)s?\b|\bcovers?\b|封面/i],
  ['tiktok', /\b(?:tiktok|tik tok|stories|story|reels?|whatsapp status|status whatsapp)\b|抖音|限时动态|快拍/i],
  ['linkedin-post', /\blinked ?in\b|领英/i],
  ['instagram-square', /\b(?:instagram|ig|insta)\b|\bsquare\b|正方形/i],
]

export function presetFor(text: string): string | null {
  return PRESETS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

const OFFER_WORDS = new Set([
  'offer', 'offers', 'promo', 'promos', 'promotion', 'discount', 'discounts', 'deal', 'deals', 'sale', 'bundle', 'combo', 'set', 'free', 'price',
  'tawaran', 'promosi', 'diskaun', 'potongan', 'harga', 'percuma', 'pakej', 'jimat',
])
const OFFER_CHINESE = /优惠|折扣|打折|特价|促销|套餐|配套|免费|价格|[一二三四五六七八九]折/

/** Whether the text asks for an offer (a promotion, a discount, a set). */
export function asksForOffer(text: string): boolean {
  return has(wordsOf(text), OFFER_WORDS) || OFFER_CHINESE.test(text) || /\d\s*%|\bRM\s?\d/i.test(text)
}

/** An amount or a percentage the owner wrote themselves ("RM 9.90", "20%"), to be used as given. */
export function statedOffer(text: string): string | null {
  return /\bRM\s?\d+(?:\.\d{1,2})?|\d+(?:\.\d+)?\s?%/i.exec(text)?.[0] ?? null
}

/** The festive period the text names, if any (../../occasions.ts has their words; Raya Haji before Raya, which it contains). */
export function namedOccasion(text: string): FestiveKey | null {
  if (FESTIVE_OCCASIONS['hari-raya-haji'].words.test(text)) return 'hari-raya-haji'
  return FESTIVE_KEYS.find((key) => FESTIVE_OCCASIONS[key].words.test(text)) ?? null
}

/** Text the owner put in quotes, as the image's headline ("with the words 'Jom Sarapan'"). */
export function quotedHeadline(text: string): string | null {
  // A single quote only opens after a space and closes before one, so "Kopi's" is not a quote.
  // Chinese quotes ("写上“开斋节快乐”") follow and precede Chinese characters with no space.
  const quoted = /(?:^|[\s\p{Script=Han}，：])["“‘'「『]([^"“”‘’'「」『』]{2,80})["”’'」』](?=$|[\s.,!?;:\p{Script=Han}，。！？；：])/u.exec(text)?.[1]?.trim()
  return quoted ? quoted : null
}
