/**
 * A concrete image description for a social-media image (POST /get-prompt-advice, and the words
 * of an image preview): the dish (named in the request, else the best seller), the setting (from
 * the business type in the profile), the mood (the occasion named, or the time of day), the
 * headline text (the owner's own in quotes, else one written in the request's language), the offer
 * (only when asked, and only an amount the owner wrote), and the brand (the business name, a
 * corner kept for the owner's own logo). Never a halal mark or claim (./halal.ts).
 */
import type { FestiveKey } from '../../analytics/festive-calendar'
import { FESTIVE_PERIODS } from '../../analytics/festive-calendar'
import type { AskedLanguage } from '../types'
import type { MarketingFacts } from './facts'
import { withoutHalal } from '../../halal'
import { clauses, festiveName, languageName } from './phrases'
import { asksForOffer, namedOccasion, presetFor, quotedHeadline, statedOffer, wordsOf } from './request'
import { fill } from './wording'

/** The longest description given: image models read the first few hundred words, and the owner edits it. */
export const MAX_PROMPT_CHARS = 1000

export interface ImagePrompt {
  text: string
  /** The dish or drink shown; null when neither the request, the sales nor the profile names one. */
  dish: string | null
  headline: string
}

type Words = Record<AskedLanguage, string>

export const SETTINGS: ReadonlyArray<readonly [RegExp, Words]> = [
  [/kopitiam/i, { en: 'on a marble-topped kopitiam table, an enamel cup and saucer nearby', ms: 'di atas meja marmar kopitiam, dengan cawan dan piring enamel berdekatan', zh: '摆在咖啡店的云石桌上，旁边放着搪瓷杯碟' }],
  [/bak(e|er)|bakeri|patisserie|pastry|kuih|cake|kek/i, { en: 'on a wooden bakery counter beside fresh bakes', ms: 'di atas kaunter kayu bakeri di sebelah roti dan kuih yang baru dibakar', zh: '摆在面包店的木制柜台上，旁边是刚出炉的糕点' }],
  [/caf[eé]|coffee|kopi|espresso/i, { en: 'on a café table in soft natural light', ms: 'di atas meja kafe dalam cahaya semula jadi yang lembut', zh: '摆在咖啡馆的桌上，沐浴在柔和的自然光中' }],
  [/restaurant|restoran|dining|bistro/i, { en: 'on a restaurant table set for a meal', ms: 'di atas meja restoran yang siap untuk hidangan', zh: '摆在已布置好餐具的餐厅桌上' }],
  [/warung|hawker|stall|gerai|food truck|trak makanan/i, { en: 'on a hawker-stall counter, the busy street softly blurred behind', ms: 'di atas kaunter gerai, dengan jalan yang sibuk kabur di belakang', zh: '摆在小贩摊档的柜台上，背后热闹的街景微微虚化' }],
]
export const PLAIN_SETTING: Words = { en: 'on a clean table in natural light', ms: 'di atas meja yang bersih dalam cahaya semula jadi', zh: '摆在干净的桌面上，自然光照明' }

export const FESTIVE_MOODS: Record<FestiveKey, Words> = {
  'chinese-new-year': { en: 'festive red and gold, mandarin oranges and lanterns', ms: 'merah dan emas meriah, limau mandarin dan tanglung', zh: '喜气洋洋的红色与金色，配上柑橘和灯笼' },
  ramadan: { en: 'warm dusk light before buka puasa, dates and pelita lamps', ms: 'cahaya senja yang hangat sebelum berbuka, kurma dan pelita', zh: '开斋前温暖的黄昏光线，配上椰枣和传统油灯' },
  'hari-raya-aidilfitri': { en: 'festive green and gold, ketupat and pelita lamps', ms: 'hijau dan emas meriah, ketupat dan pelita', zh: '喜庆的绿色与金色，配上马来粽（ketupat）和传统油灯' },
  'hari-raya-haji': { en: 'calm and warm, a family sharing a meal', ms: 'tenang dan mesra, keluarga berkongsi hidangan', zh: '平静温馨，一家人围桌共享一餐' },
  deepavali: { en: 'bright kolam patterns and glowing oil lamps', ms: 'corak kolam yang berwarna-warni dan pelita minyak yang bercahaya', zh: '色彩缤纷的kolam彩绘图案和点亮的油灯' },
  merdeka: { en: 'Jalur Gemilang red, blue, yellow and white, proud and cheerful', ms: 'merah, biru, kuning dan putih Jalur Gemilang, bangga dan ceria', zh: '国旗的红、蓝、黄、白四色，自豪又欢乐' },
  'malaysia-day': { en: 'Jalur Gemilang colours, friends from every community at one table', ms: 'warna Jalur Gemilang, kawan-kawan dari setiap kaum di satu meja', zh: '国旗色彩，各族朋友同桌共聚' },
  christmas: { en: 'cosy red and green with warm fairy lights', ms: 'merah dan hijau yang selesa dengan lampu kelip-kelip', zh: '温馨的红绿色调，配上暖色串灯' },
  'school-holidays': { en: 'cheerful and family-friendly, playful colours', ms: 'ceria dan mesra keluarga, warna-warna yang riang', zh: '欢乐、适合一家大小，色彩活泼' },
}
const MORNING = new Set(['breakfast', 'morning', 'sarapan', 'pagi'])
/** Chinese is not split into words: these are found anywhere in the request. */
const MORNING_CHINESE = /早餐|早上|早晨|早市/
export const PLAIN_MOOD: Words = { en: 'warm, inviting and appetising, a close-up with a softly blurred background', ms: 'hangat, menarik dan menyelerakan, gambar dekat dengan latar belakang yang kabur', zh: '温暖诱人、令人垂涎，近距离特写，背景柔和虚化' }
export const MORNING_MOOD: Words = { en: 'bright morning light, fresh and lively', ms: 'cahaya pagi yang cerah, segar dan bertenaga', zh: '明亮的晨光，清新又有活力' }

export const SIGNATURE: Words = { en: 'the house’s signature dish and drink', ms: 'hidangan dan minuman istimewa kedai', zh: '店里的招牌菜和饮料' }
/** The headline written for an occasion, and without one. */
export const CELEBRATE: Words = { en: 'Celebrate {occasion} with {dish}', ms: 'Raikan {occasion} bersama {dish}', zh: '与{dish}共庆{occasion}' }
export const TODAY: Words = { en: 'Today’s favourite: {dish}', ms: 'Kegemaran hari ini: {dish}', zh: '今日推荐：{dish}' }

/** The image's shape, from the size the request named (./request.ts `presetFor`). */
export const SHAPES: Record<'square' | 'landscape' | 'portrait', Words> = {
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

export function imagePrompt(facts: MarketingFacts, request: string, language: AskedLanguage): ImagePrompt {
  const en = language === 'en'
  const dish = dishFor(facts, request)
  const occasion = namedOccasion(request)
  const festive = occasion ? FESTIVE_PERIODS.find((period) => period.key === occasion) : undefined
  const name = facts.businessName ? cut(facts.businessName, 60) : null
  const type = [facts.profile.industry, facts.profile.business_model, facts.profile.outlet_type, facts.businessName].filter(Boolean).join(' ')
  const setting = (SETTINGS.find(([pattern]) => pattern.test(type))?.[1] ?? PLAIN_SETTING)[language]
  const morning = wordsOf(request).some((word) => MORNING.has(word)) || MORNING_CHINESE.test(request)
  const mood = (occasion ? FESTIVE_MOODS[occasion] : morning ? MORNING_MOOD : PLAIN_MOOD)[language]
  const offer = asksForOffer(request) ? statedOffer(request) : null
  const shown = dish ?? SIGNATURE[language]
  const occasionName = festive ? festiveName(festive, language) : null
  const quoted = quotedHeadline(request)
  const own = quoted ? withoutHalal(quoted) : ''
  const headline = cut(
    own ||
      (offer ? `${shown} — ${offer}` : occasionName ? fill(CELEBRATE[language], { occasion: occasionName, dish: shown }) : fill(TODAY[language], { dish: shown })),
    90,
  )
  const shape = SHAPES[shapeOf(request)][language]
  const sentences = language === 'zh'
    ? [
        `一张${name ? `${name}的` : ''}${shape}社交媒体图片：${shown}${setting}，拍出刚做好的新鲜感。`,
        `氛围：${mood}。`,
        `标题文字（${languageName(language, 'zh')}）：“${headline}”。`,
        asksForOffer(request) ? (offer ? `在标题旁清楚展示优惠${offer}。` : '在标题下方留出清楚的空间，放上优惠和价格。') : '',
        name ? `底部以小而简洁的字体写上商家名称“${name}”。` : '',
        '右上角留空，放上商家品牌素材中自己的标志；不要加入其他标志、徽章或认证标记。',
      ]
    : en
    ? [
        `A ${shape} social-media image${name ? ` for ${name}` : ''}: ${shown} ${setting}, photographed so it looks freshly made.`,
        `Mood: ${mood}.`,
        `Headline text in ${languageName(language, 'en')}: "${headline}".`,
        asksForOffer(request) ? (offer ? `Show the offer ${offer} clearly, close to the headline.` : 'Leave clear space under the headline for the offer and its price.') : '',
        name ? `The business name "${name}" in small, clean lettering at the bottom.` : '',
        'Keep the top-right corner clear for the business’s own logo, placed from its brand assets; no other logos, badges or certification marks.',
      ]
    : [
        `Imej media sosial ${shape}${name ? ` untuk ${name}` : ''}: ${shown} ${setting}, kelihatan baru disediakan.`,
        `Suasana: ${mood}.`,
        `Teks tajuk dalam ${languageName(language, 'ms')}: "${headline}".`,
        asksForOffer(request) ? (offer ? `Paparkan tawaran ${offer} dengan jelas, dekat dengan tajuk.` : 'Tinggalkan ruang di bawah tajuk untuk tawaran dan harganya.') : '',
        name ? `Nama perniagaan "${name}" dalam tulisan kecil dan kemas di bahagian bawah.` : '',
        'Biarkan penjuru kanan atas kosong untuk logo perniagaan sendiri, diletakkan daripada aset jenamanya; tiada logo, lencana atau tanda pensijilan lain.',
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
