/**
 * The assistant's answers to questions about the account's sales (general mode,
 * docs/product.md#chat): `answerQuestion` takes a question ../understand/ read and answers it from
 * the account's per-day rollups, in the question's language, naming the days it read and the
 * uploads they came from. Every number it states is computed from the account's data; a question it
 * cannot answer from data gets `capabilities`, never a guess. The same data and question give the
 * same answer.
 */
import { accountLocale } from '../../accounts/preferences'
import type { BackendContext } from '../../context'
import type { Answer, Question } from '../types'
import type { Reading } from './reading'
import { adviceAnswer } from './advice'
import { breakdownAnswer } from './breakdowns'
import { customersAnswer } from './customers'
import { byDayAnswer, weekendAnswer } from './days'
import { figuresAnswer } from './figures'
import { hoursAnswer } from './hours'
import { withNotes } from './notes'
import { refundsAnswer } from './refunds'
import { weekdaysAnswer } from './weekdays'
import { outsideAnswer } from './outside'
import { readingOf } from './reading'
import { sellersAnswer } from './sellers'
import { capabilities, greeting, thanks } from './talk'

export { capabilities, EXAMPLE_QUESTIONS } from './talk'
export { vocabularyOf } from './vocabulary'
export { ABSENT_DAYS, LAPSED_VISITS, REGULAR_DAYS } from './customers'

export async function answerQuestion(ctx: BackendContext, accountId: string, question: Question): Promise<Answer> {
  const answer = withNotes(await dataAnswer(ctx, accountId, question), question)
  // A money figure says its currency, as the text beside it was written in: a later change of currency does not relabel it.
  return answer.figure?.unit === 'money' ? { ...answer, figure: { ...answer.figure, currency: (await accountLocale(ctx, accountId)).currency } } : answer
}

async function dataAnswer(ctx: BackendContext, accountId: string, question: Question): Promise<Answer> {
  const { topic, language } = question
  switch (topic) {
    case 'greeting':
      return greeting(language)
    case 'thanks':
      return thanks(language)
    case 'help':
      return capabilities(language)
    case 'other':
      return outsideAnswer(question) ?? capabilities(language)
    case 'outlets':
    case 'payments':
    case 'channels':
      // A breakdown reads every outlet; a named outlet is picked out of the outlets' list, or narrows payments and channels to it.
      return breakdownAnswer(await readingOf(ctx, accountId, topic === 'outlets' ? null : question.outlet, language), { ...question, topic })
    default:
      break
  }
  const reading = await readingOf(ctx, accountId, question.outlet, language)
  switch (topic) {
    case 'figures':
      // "How is Nasi Lemak doing?", "nasi lemak this week vs last week": an item's figures are the sellers' answer for it.
      return question.item !== null ? await eachItem(reading, question) : figuresAnswer(reading, question)
    case 'by_day':
      return byDayAnswer(reading, question)
    case 'weekdays':
      return weekdaysAnswer(reading, question)
    case 'weekend_vs_weekday':
      return weekendAnswer(reading, question)
    case 'best_sellers':
    case 'worst_sellers':
      return question.item !== null ? await eachItem(reading, question) : await sellersAnswer(reading, question)
    case 'peak_hours':
    case 'quiet_hours':
      return hoursAnswer(reading, question)
    case 'repeat_customers':
    case 'lapsed_customers':
      return customersAnswer(reading, question)
    case 'advice':
      return adviceAnswer(reading, question)
    case 'refunds':
      return refundsAnswer(reading, question)
  }
}

/** "Nasi lemak vs teh tarik": each item named, in turn, with the sources of all. */
async function eachItem(reading: Reading, question: Question): Promise<Answer> {
  const others = question.alsoNamed ?? []
  if (others.length === 0) return sellersAnswer(reading, question)
  const answers = await Promise.all([question.item!, ...others].map((item) => sellersAnswer(reading, { ...question, item })))
  return { text: answers.map((answer) => answer.text).join('\n\n'), sources: [...new Set(answers.flatMap((answer) => answer.sources))] }
}
