/**
 * POST /get-prompt-advice: a concrete image description from the owner's request, the profile and
 * the sales (./image-prompt.ts), which the image flow (docs/product.md#image-generation) puts in
 * the description box.
 * A blank request gets `success: false` and no prompt. A request for a halal mark gets the prompt
 * without it and the warning as the message.
 */
import type { PromptAdviceResponse } from '../../../kernel/contract'
import type { BackendContext } from '../../context'
import type { Language } from '../../../kernel/format'
import { say, type Phrase } from '../../phrase'
import { accountLocale } from '../../accounts/preferences'
import { marketingFacts } from './facts'
import { halalWarning, mentionsHalal } from '../../halal'
import { imagePrompt } from './image-prompt'
import { wordsOf } from './request'

/** Malay words common enough in a short request to tell it from English. */
const MALAY_WORDS = new Set(['buat', 'buatkan', 'gambar', 'untuk', 'dan', 'dengan', 'saya', 'kami', 'jualan', 'promosi', 'tawaran', 'sempena', 'hari', 'raya', 'poster', 'yang', 'tulis', 'nak', 'minta', 'tolong', 'baru', 'sarapan', 'pagi', 'kedai', 'jom'])
const ENGLISH_WORDS = new Set(['make', 'create', 'a', 'an', 'the', 'for', 'with', 'and', 'our', 'my', 'of', 'image', 'post', 'poster', 'design', 'new', 'please', 'to', 'on', 'in'])

/**
 * The request's language: POST /get-prompt-advice carries none (the chat's POST /chat is read by
 * ../understand/), so more Malay words than English ones make it Malay, more English ones English,
 * and a request that says neither ("poster nasi lemak") is written in `fallback`. Chinese is counted
 * as a word per two characters outside quotes (a quoted headline says what to write, not the
 * language asked in): "帮我做一张nasi lemak海报" is Chinese, `buat poster "新年快乐"` Malay.
 */
export function requestLanguage(text: string, fallback: Language = 'en'): Language {
  const words = wordsOf(text)
  const malay = words.filter((word) => MALAY_WORDS.has(word) && !ENGLISH_WORDS.has(word)).length
  const english = words.filter((word) => ENGLISH_WORDS.has(word) && !MALAY_WORDS.has(word)).length
  const chinese = Math.floor((text.replace(/["“「『][^"”」』]*["”」』]/g, ' ').match(/\p{Script=Han}/gu) ?? []).length / 2)
  if (chinese > 0 && chinese >= malay && chinese >= english) return 'zh'
  return malay > english ? 'ms' : english > malay ? 'en' : fallback
}

export const BLANK: Phrase = {
  en: 'Describe the image you want (for example: a poster for our weekday breakfast set), and I will suggest a description.',
  ms: 'Terangkan imej yang anda mahu (contohnya: poster untuk set sarapan hari bekerja kami), dan saya akan mencadangkan penerangan.',
  zh: '请描述您想要的图片（例如：平日早餐套餐的海报），我会为您建议一段图片描述。',
}
export const DONE: Phrase = {
  en: 'A suggested description, built from your request, your company profile and your sales. Edit it as you like.',
  ms: 'Cadangan penerangan, dibina daripada permintaan anda, profil syarikat dan data jualan anda. Ubah mengikut kehendak anda.',
  zh: '这是根据您的要求、公司简介和销售数据拟好的图片描述，您可以随意修改。',
}

export async function promptAdvice(ctx: BackendContext, accountId: string, request: { user_input: string }): Promise<PromptAdviceResponse> {
  const text = request.user_input.trim()
  // Settings' language: the blank request's answer, and the tie-breaker.
  const settings = (await accountLocale(ctx, accountId)).language
  if (!text) return { success: false, suggested_prompt: null, message: say(settings, BLANK) }
  const language = requestLanguage(text, settings)
  const prompt = imagePrompt(await marketingFacts(ctx, accountId, language), text, language)
  const done = say(language, DONE)
  return { success: true, suggested_prompt: prompt.text, message: mentionsHalal(text) ? `${halalWarning(language)} ${done}` : done }
}
