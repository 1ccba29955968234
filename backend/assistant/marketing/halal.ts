/**
 * Halal marks and claims stay out of everything the assistant writes for marketing. Only a
 * certifying authority (JAKIM or a state religious council) may certify a business as halal, and
 * the owner shows their certification by uploading their own certified logo as a brand asset; the
 * assistant never adds the word, a mark or a claim by itself, even when the profile says the
 * business is certified. When the owner asks for one, the answer says so instead.
 */
import type { AskedLanguage } from '../types'

/**
 * Profile or item text with halal claims taken out ("Halal-certified café chain" → "café chain"),
 * so a phrase quoted from the profile never carries one into an idea, a prompt or a preview.
 */
export function withoutHalalClaims(text: string): string {
  return text
    .replace(/\b(?:jakim[-\s]+)?(?:bersijil\s+|sijil\s+|certified\s+)?halal(?:an)?(?:[-\s]+(?:certified|certification|bersijil|sijil))?\b/gi, ' ')
    .replace(/\bjakim\b/gi, ' ')
    .replace(/\bmuslim[-\s]friendly\b/gi, ' ')
    .replace(/(?:已获|获得?)?(?:JAKIM\s*)?清真(?:认证|證|证书|标志|标记|食品)?的?/gi, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([:;,])\s*(?=[,.;:])/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:&-]+|[\s,;:&-]+$/g, '')
}

export const WARNING: Record<AskedLanguage, string> = {
  en:
    'A note on halal: I do not add a halal logo, mark or claim to your marketing. Only JAKIM (or your state religious authority) certifies halal, and its logo may only be shown under a valid certificate. If your business is certified, upload your own certified logo as a brand asset and place it yourself; I have left it out here.',
  ms:
    'Nota tentang halal: saya tidak menambah logo, tanda atau dakwaan halal pada bahan pemasaran anda. Hanya JAKIM (atau pihak berkuasa agama negeri) boleh memperakui halal, dan logonya hanya boleh digunakan di bawah sijil yang sah. Jika perniagaan anda diperakui, muat naik logo halal anda sendiri sebagai aset jenama dan letakkan sendiri; saya tidak memasukkannya di sini.',
  zh:
    '关于清真：我不会在您的营销内容中加入清真标志、标记或声明。只有JAKIM（或州宗教局）才能发出清真认证，而且清真标志只能在持有有效证书的情况下使用。如果您的生意已获认证，请把您自己的认证标志上传为品牌素材，再自行放上；这里我已把它略去。',
}

/** The warning an answer gives when the owner's text asks for a halal mark or claim, in their language. */
export function halalWarning(language: AskedLanguage): string {
  return WARNING[language]
}
