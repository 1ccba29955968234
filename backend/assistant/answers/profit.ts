/**
 * Profit and margin: a sale records what the customer paid, never what the dish cost, and Selera
 * holds no costs. So a question about profit is answered with the sales of what it asked, after a
 * sentence saying plainly that this is revenue, not profit (never a number that looks like profit).
 */
import type { Answer, AskedLanguage } from '../types'
import type { Phrase } from './text'

export const NO_PROFIT: Phrase = {
  en: 'I do not know your costs, so I cannot tell your profit or margin: your data records sales only. Here are your **sales** (revenue, before any costs).',
  ms: 'Saya tidak tahu kos anda, jadi saya tidak dapat mengira untung atau margin: data anda hanya merekodkan jualan. Berikut ialah **jualan** anda (hasil, sebelum sebarang kos).',
}

/** `answer` with the no-profit sentence before it. */
export function withNoProfit(answer: Answer, language: AskedLanguage): Answer {
  return { ...answer, text: `${NO_PROFIT[language]}\n\n${answer.text}` }
}
