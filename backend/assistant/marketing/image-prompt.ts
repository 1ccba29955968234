/**
 * A concrete image description for a social-media image (POST /get-prompt-advice, and the words
 * of an image preview): the dish (named in the request, else the best seller), the setting (from
 * the business type in the profile), the mood (the occasion named, or the time of day), the
 * headline text (the owner's own in quotes, else one written in the request's language), the offer
 * (only when asked, and only an amount the owner wrote), and the brand (the business name, a
 * corner kept for the owner's own logo). Never a halal mark or claim (./halal.ts).
 */
import type { Language } from '../../../kernel/format'
import { withoutHalal } from '../../halal'
import { FESTIVE_OCCASIONS } from '../../occasions'
import { fill, say, type Phrase } from '../../phrase'
import type { MarketingFacts } from './facts'
import { clauses, languageName } from './phrases'
import { asksForOffer, namedOccasion, presetFor, quotedHeadline, statedOffer, wordsOf } from './request'

/** The longest description given: image models read the first few hundred words, and the owner edits it. */
export const MAX_PROMPT_CHARS = 1000

export interface ImagePrompt {
  text: string
  /** The dish or drink shown; null when neither the request, the sales nor the profile names one. */
  dish: string | null
  headline: string
}

export const SETTINGS: ReadonlyArray<readonly [RegExp, Phrase]> = [
  [/kopitiam/i, { en: 'on a marble-topped kopitiam table, an enamel cup and saucer nearby', ms: 'di atas meja marmar kopitiam, dengan cawan dan piring enamel berdekatan', zh: '摆在咖啡店的云石桌上，旁边放着搪瓷杯碟' }],
  [/bak(e|er)|bakeri|patisserie|pastry|kuih|cake|kek/i, { en: 'on a wooden bakery counter beside fresh bakes', ms: 'di atas kaunter kayu bakeri di sebelah roti dan kuih yang baru dibakar', zh: '摆在面包店的木制柜台上，旁边是刚出炉的糕点' }],
  [/caf[eé]|coffee|kopi|espresso/i, { en: 'on a café table in soft natural light', ms: 'di atas meja kafe dalam cahaya semula jadi yang lembut', zh: '摆在咖啡馆的桌上，沐浴在柔和的自然光中' }],
  [/restaurant|restoran|dining|bistro/i, { en: 'on a restaurant table set for a meal', ms: 'di atas meja restoran yang siap untuk hidangan', zh: '摆在已布置好餐具的餐厅桌上' }],
  [/warung|hawker|stall|gerai|food truck|trak makanan/i, { en: 'on a hawker-stall counter, the busy street softly blurred behind', ms: 'di atas kaunter gerai, dengan jalan yang sibuk kabur di belakang', zh: '摆在小贩摊档的柜台上，背后热闹的街景微微虚化' }],
]
export const PLAIN_SETTING: Phrase = { en: 'on a clean table in natural light', ms: 'di atas meja yang bersih dalam cahaya semula jadi', zh: '摆在干净的桌面上，自然光照明' }

const MORNING = new Set(['breakfast', 'morning', 'sarapan', 'pagi'])
/** Chinese is not split into words: these are found anywhere in the request. */
const MORNING_CHINESE = /早餐|早上|早晨|早市/
export const PLAIN_MOOD: Phrase = { en: 'warm, inviting and appetising, a close-up with a softly blurred background', ms: 'hangat, menarik dan menyelerakan, gambar dekat dengan latar belakang yang kabur', zh: '温暖诱人、令人垂涎，近距离特写，背景柔和虚化' }
export const MORNING_MOOD: Phrase = { en: 'bright morning light, fresh and lively', ms: 'cahaya pagi yang cerah, segar dan bertenaga', zh: '明亮的晨光，清新又有活力' }

export const SIGNATURE: Phrase = { en: 'the house’s signature dish and drink', ms: 'hidangan dan minuman istimewa kedai', zh: '店里的招牌菜和饮料' }
/** The headline written for an occasion, and without one. */
export const CELEBRATE: Phrase = { en: 'Celebrate {occasion} with {dish}', ms: 'Raikan {occasion} bersama {dish}', zh: '与{dish}共庆{occasion}' }
export const TODAY: Phrase = { en: 'Today’s favourite: {dish}', ms: 'Kegemaran hari ini: {dish}', zh: '今日推荐：{dish}' }

/** The description's sentences, in this order; the offer's only when one is asked for, the name's only with a name. */
const IMAGE: Phrase = {
  en: 'A {shape} social-media image{for}: {shown} {setting}, photographed so it looks freshly made.',
  ms: 'Imej media sosial {shape}{for}: {shown} {setting}, kelihatan baru disediakan.',
  zh: '一张{for}{shape}社交媒体图片：{shown}{setting}，拍出刚做好的新鲜感。',
}
const FOR_NAME: Phrase = { en: ' for {name}', ms: ' untuk {name}', zh: '{name}的' }
const MOOD: Phrase = { en: 'Mood: {mood}.', ms: 'Suasana: {mood}.', zh: '氛围：{mood}。' }
const HEADLINE: Phrase = { en: 'Headline text in {language}: "{headline}".', ms: 'Teks tajuk dalam {language}: "{headline}".', zh: '标题文字（{language}）：“{headline}”。' }
const SHOW_OFFER: Phrase = { en: 'Show the offer {offer} clearly, close to the headline.', ms: 'Paparkan tawaran {offer} dengan jelas, dekat dengan tajuk.', zh: '在标题旁清楚展示优惠{offer}。' }
const OFFER_SPACE: Phrase = {
  en: 'Leave clear space under the headline for the offer and its price.',
  ms: 'Tinggalkan ruang di bawah tajuk untuk tawaran dan harganya.',
  zh: '在标题下方留出清楚的空间，放上优惠和价格。',
}
const NAME_AT_BOTTOM: Phrase = {
  en: 'The business name "{name}" in small, clean lettering at the bottom.',
  ms: 'Nama perniagaan "{name}" dalam tulisan kecil dan kemas di bahagian bawah.',
  zh: '底部以小而简洁的字体写上商家名称“{name}”。',
}
const LOGO_CORNER: Phrase = {
  en: 'Keep the top-right corner clear for the business’s own logo, placed from its brand assets; no other logos, badges or certification marks.',
  ms: 'Biarkan penjuru kanan atas kosong untuk logo perniagaan sendiri, diletakkan daripada aset jenamanya; tiada logo, lencana atau tanda pensijilan lain.',
  zh: '右上角留空，放上商家品牌素材中自己的标志；不要加入其他标志、徽章或认证标记。',
}

/** The image's shape, from the size the request named (./request.ts `presetFor`). */
export const SHAPES: Record<'square' | 'landscape' | 'portrait', Phrase> = {
  square: { en: 'square', ms: 'segi empat sama', zh: '正方形' },
  landscape: { en: 'landscape', ms: 'melintang', zh: '横向' },
  portrait: { en: 'tall (portrait)', ms: 'menegak', zh: '竖向' },
}

function shapeOf(request: string): keyof typeof SHAPES {
  const preset = presetFor(request)
  return preset === 'facebook-cover' || preset === 'linkedin-post' ? 'landscape' : preset === 'tiktok' ? 'portrait' : 'square'
}

const HAN = /\p{Script=Han}/u

const cut = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text)

export function imagePrompt(facts: MarketingFacts, request: string, language: Language): ImagePrompt {
  const dish = dishFor(facts, request)
  const occasion = namedOccasion(request)
  const name = facts.businessName ? cut(facts.businessName, 60) : null
  const type = [facts.profile.industry, facts.profile.business_model, facts.profile.outlet_type, facts.businessName].filter(Boolean).join(' ')
  const setting = say(language, SETTINGS.find(([pattern]) => pattern.test(type))?.[1] ?? PLAIN_SETTING)
  const morning = wordsOf(request).some((word) => MORNING.has(word)) || MORNING_CHINESE.test(request)
  const mood = say(language, occasion ? FESTIVE_OCCASIONS[occasion].mood : morning ? MORNING_MOOD : PLAIN_MOOD)
  const offer = asksForOffer(request) ? statedOffer(request) : null
  const shown = dish ?? say(language, SIGNATURE)
  const occasionName = occasion ? say(language, FESTIVE_OCCASIONS[occasion].name) : null
  const quoted = quotedHeadline(request)
  const own = quoted ? withoutHalal(quoted) : ''
  const headline = cut(
    own ||
      (offer ? `${shown} — ${offer}` : occasionName ? fill(language, CELEBRATE, { occasion: occasionName, dish: shown }) : fill(language, TODAY, { dish: shown })),
    90,
  )
  const sentences = [
    fill(language, IMAGE, { shape: say(language, SHAPES[shapeOf(request)]), for: name ? fill(language, FOR_NAME, { name }) : '', shown, setting }),
    fill(language, MOOD, { mood }),
    fill(language, HEADLINE, { language: languageName(language, language), headline }),
    asksForOffer(request) ? (offer ? fill(language, SHOW_OFFER, { offer }) : say(language, OFFER_SPACE)) : '',
    name ? fill(language, NAME_AT_BOTTOM, { name }) : '',
    say(language, LOGO_CORNER),
  ]
  return { text: cut(sentences.filter(Boolean).join(language === 'zh' ? '' : ' '), MAX_PROMPT_CHARS), dish, headline }
}

/**
 * The dish the request names (one of the account's items, or a product in the profile, the
 * longest name found first), else the best seller of the sales, else the profile's first best
 * seller or main product.
 */
export function dishFor(facts: MarketingFacts, request: string): string | null {
  const { sales, profile } = facts
  const products = profileProducts(profile)
  const dish = withoutHalal(namedDish(facts, request)?.dish || sales?.best?.name || products[0] || '')
  return dish ? cut(dish, 60) : null
}

/**
 * The dish the request names itself: one of the account's items or a product in the profile (the
 * longest name found first; the item sold under a fuller name, the best seller first), with the
 * words the request named it by ("nasi lemak"), or null.
 */
export function namedDish({ sales, profile }: MarketingFacts, request: string): { dish: string; words: string } | null {
  const said = ` ${wordsOf(request).join(' ')} `
  const products = profileProducts(profile)
  const candidates = [...(sales?.itemNames ?? []), ...products]
    .map((name) => ({ name, words: wordsOf(name).join(' '), han: HAN.test(name) }))
    .filter(({ words, han }) => words.length >= (han ? 2 : 3))
    .sort((a, b) => b.words.length - a.words.length || (a.name < b.name ? -1 : 1))
  // Chinese is not split into words: a Chinese name is found anywhere in the request ("帮我做一张椰浆饭海报").
  const named = candidates.find(({ words, han }) => said.includes(` ${words} `) || (han && request.includes(words)))
  if (!named) return null
  // "nasi lemak" in the request and the profile: the item sold under a fuller name, the best seller first.
  const sold = [sales?.best?.name, ...(sales?.itemNames ?? [])].find((item) => item && ` ${wordsOf(item).join(' ')} `.includes(` ${named.words} `))
  const dish = withoutHalal(sold || named.name)
  return dish ? { dish: cut(dish, 60), words: named.words } : null
}

/**
 * The products the profile's answers list, each clause one: a remark in brackets ("Iced Gula Melaka
 * Latte (new, growing fast)") is a note on the product, not a product, so "new" never names a dish.
 */
function profileProducts(profile: MarketingFacts['profile']): string[] {
  const listed = (answer: string | null) => clauses(answer?.replace(/\([^)]*\)|（[^）]*）/g, ' ') ?? null, 20, 60)
  return [...listed(profile.best_selling_products), ...listed(profile.main_products)]
}

/** Whether a product photo's name and a dish name the same thing: either's words hold the other's ("Nasi Lemak" and "Nasi Lemak Ayam"). */
export function samePhoto(photoName: string, dish: string): boolean {
  const photo = ` ${wordsOf(photoName).join(' ')} `
  const named = ` ${wordsOf(dish).join(' ')} `
  return photo.trim() !== '' && named.trim() !== '' && (photo.includes(named) || named.includes(photo))
}
