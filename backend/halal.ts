/**
 * Selera's one halal-wording policy. Only a certifying authority (JAKIM or a state religious
 * council in Malaysia, MUIS in Singapore) certifies a business as halal, and its logo may only be
 * shown under a valid certificate: that is the owner's and the certifier's to claim, never
 * Selera's. So no halal word, mark or claim enters anything Selera writes or draws (an image, a
 * marketing idea, a prompt, a preview), whatever the owner's prompt, business name, profile or
 * asset says; when the owner asks for one, the answer says why instead (`halalWarning`), and the
 * owner places their own certified logo, uploaded as a brand asset.
 */
import type { Language } from '../kernel/format'
import { say, type Phrase } from './phrase'

const SEP = '[\\s.·_-]*'
const PATTERNS: readonly RegExp[] = [
  // "100% halal", "halal-certified", "certified halal", "sijil halal", "bersijil halal", "halalan toyyiban", "H.A.L.A.L".
  new RegExp(
    `(?:\\b100${SEP}%${SEP})?(?:\\b(?:certified|bersijil|sijil|disahkan|pensijilan|logo|status)${SEP})?(?<![\\p{L}\\p{N}])[hḥ]${SEP}[aā]${SEP}l${SEP}[aā]{1,2}${SEP}l(?:${SEP}a${SEP}n)?(?:nya|kan)?(?![\\p{L}\\p{N}])(?:${SEP}(?:certified|certification|bersijil|sijil|food|foods|only|sahaja|disahkan|toyyiban|logo))*`,
    'giu',
  ),
  /\b(?:JAKIM|MUIS)\b/gi,
  /\bmuslim[-\s]friendly\b/gi,
  /حلال/g,
  /(?:已获|获得?)?清真(?:认证|認證|证书|證書|标志|标记|食品|食物)?的?/g,
  /哈拉(?:认证|認證)?/g,
]

/** Removes halal wording and tidies what is left (doubled spaces, empty brackets, stray separators and punctuation). */
export function withoutHalal(text: string): string {
  let out = text
  for (const pattern of PATTERNS) out = out.replace(pattern, ' ')
  return out
    .replace(/[(（[]\s*[)）\]]/g, ' ')
    .replace(/\s*([,，、·|/&+-])\s*(?=[,，、·|/&+-]|$)/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([:;,])\s*(?=[,.;:])/g, '')
    .replace(/^\s*[,，、·|/&+:;.-]+\s*/, '')
    .replace(/[\s,;:&-]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** Does the text say halal anywhere: a word, a mark, a claim, the certifier (an owner's request; everything drawn, in tests)? */
export function mentionsHalal(text: string): boolean {
  return PATTERNS.some((pattern) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text))
}

export const HALAL_WARNING: Phrase = {
  en:
    'A note on halal: I do not add a halal logo, mark or claim to your marketing. Only JAKIM (or your state religious authority) certifies halal, and its logo may only be shown under a valid certificate. If your business is certified, upload your own certified logo as a brand asset and place it yourself; I have left it out here.',
  ms:
    'Nota tentang halal: saya tidak menambah logo, tanda atau dakwaan halal pada bahan pemasaran anda. Hanya JAKIM (atau pihak berkuasa agama negeri) boleh memperakui halal, dan logonya hanya boleh digunakan di bawah sijil yang sah. Jika perniagaan anda diperakui, muat naik logo halal anda sendiri sebagai aset jenama dan letakkan sendiri; saya tidak memasukkannya di sini.',
  zh:
    '关于清真：我不会在您的营销内容中加入清真标志、标记或声明。只有JAKIM（或州宗教局）才能发出清真认证，而且清真标志只能在持有有效证书的情况下使用。如果您的生意已获认证，请把您自己的认证标志上传为品牌素材，再自行放上；这里我已把它略去。',
}

/** The warning an answer gives when the owner's text asks for a halal mark or claim, in their language. */
export function halalWarning(language: Language): string {
  return say(language, HALAL_WARNING)
}
