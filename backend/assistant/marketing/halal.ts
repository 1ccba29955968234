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
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([:;,])\s*(?=[,.;:])/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:&-]+|[\s,;:&-]+$/g, '')
}

const WARNING: Record<AskedLanguage, string> = {
  en:
    'A note on halal: I do not add a halal logo, mark or claim to your marketing. Only JAKIM (or your state religious authority) certifies halal, and its logo may only be shown under a valid certificate. If your business is certified, upload your own certified logo as a brand asset and place it yourself; I have left it out here.',
  ms:
    'Nota tentang halal: saya tidak menambah logo, tanda atau dakwaan halal pada bahan pemasaran anda. Hanya JAKIM (atau pihak berkuasa agama negeri) boleh memperakui halal, dan logonya hanya boleh digunakan di bawah sijil yang sah. Jika perniagaan anda diperakui, muat naik logo halal anda sendiri sebagai aset jenama dan letakkan sendiri; saya tidak memasukkannya di sini.',
}

/** The warning an answer gives when the owner's text asks for a halal mark or claim, in their language. */
export function halalWarning(language: AskedLanguage): string {
  return WARNING[language]
}
