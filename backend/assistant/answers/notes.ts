/**
 * Sentences put before an answer about how its question was read, so an owner never takes a number
 * for what it is not:
 * - profit and margin: a sale records what the customer paid, never what the dish cost, and Selera
 *   holds no costs, so a question about profit is answered with the sales, said to be sales (never
 *   a number that looks like profit);
 * - a name several items fit ("nasi lemk"): the item read, and the others the owner may mean.
 */
import { bold } from '../markdown'
import type { Answer, AskedLanguage, Question } from '../types'
import type { Phrase } from './text'

export const NO_PROFIT: Phrase = {
  en: 'I do not know your costs, so I cannot tell your profit or margin: your data records sales only. Here are your **sales** (revenue, before any costs).',
  ms: 'Saya tidak tahu kos anda, jadi saya tidak dapat mengira untung atau margin: data anda hanya merekodkan jualan. Berikut ialah **jualan** anda (hasil, sebelum sebarang kos).',
}
const READ_AS: Phrase = {
  en: 'I read your question as about {item}; you may mean {others}: ask about it by name.',
  ms: 'Saya membaca soalan anda sebagai tentang {item}; mungkin anda maksudkan {others}: tanya dengan menyebut namanya.',
}
const OR: Phrase = { en: ' or ', ms: ' atau ' }

/** Whether the answer to `question` is about its item (a comparison or a breakdown is not). */
function answersItem({ topic, item, comparedTo }: Question): boolean {
  return item !== null && ((topic === 'figures' && comparedTo === null) || topic === 'best_sellers' || topic === 'worst_sellers')
}

/** The notes `question` needs before `answer`; only before an answer that states numbers (one with sources). */
export function withNotes(answer: Answer, question: Question): Answer {
  if (answer.sources.length === 0) return answer
  const language: AskedLanguage = question.language
  const notes: string[] = []
  if (question.profit === true) notes.push(NO_PROFIT[language])
  const others = question.alsoMatched ?? []
  if (others.length > 0 && answersItem(question)) {
    const values: Record<string, string> = { item: bold(question.item ?? ''), others: others.map((name) => bold(name)).join(OR[language]) }
    notes.push(READ_AS[language].replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole))
  }
  return notes.length === 0 ? answer : { ...answer, text: [...notes, answer.text].join('\n\n') }
}
