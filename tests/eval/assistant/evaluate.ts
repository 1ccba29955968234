/**
 * One case of the evaluation set (./cases.ts) asked as the chat asks it: read by the real
 * `understand` (after the question it follows, if any) and answered by `answerQuestion` over the
 * shop (./shop.ts). What is wrong with the answer comes back in words, so a test and `npm run eval`
 * say the same thing.
 */
import { answerQuestion, vocabularyOf } from '../../../backend/assistant/answers'
import type { Answer, Question } from '../../../backend/assistant/types'
import { understand } from '../../../backend/assistant/understand'
import type { TestContext } from '../../utils/backend/context'
import { CHINESE, ENGLISH, MALAY, type Case } from './cases'
import { OWNER } from './shop'

export interface Outcome {
  question: Question
  answer: Answer
  /** Empty when the answer is right. */
  problems: string[]
}

export async function ask(ctx: TestContext, text: string, previous: Question | null = null): Promise<{ question: Question; answer: Answer }> {
  const question = understand(text, await vocabularyOf(ctx, OWNER), { previous })
  return { question, answer: await answerQuestion(ctx, OWNER, question) }
}

export async function evaluate(ctx: TestContext, asked: Case): Promise<Outcome> {
  const previous = asked.after === undefined ? null : (await ask(ctx, asked.after)).question
  const { question, answer } = await ask(ctx, asked.text, previous)
  const problems: string[] = []
  const topic = asked.topic === 'outside' ? 'other' : asked.topic
  // An item's own figures are one answer whether asked as its sales or as how it sells ("kopi o sold last month").
  const itemTopics: readonly string[] = ['figures', 'best_sellers', 'worst_sellers']
  const sameItemAnswer = question.item !== null && itemTopics.includes(topic) && itemTopics.includes(question.topic)
  if (question.topic !== topic && !sameItemAnswer) problems.push(`read as ${question.topic}, not ${topic}`)
  if ((asked.topic === 'outside') !== (question.outside !== undefined)) problems.push(asked.topic === 'outside' ? 'not read as outside the data' : `read as outside the data (${question.outside})`)
  for (const expected of asked.contains) if (!answer.text.includes(expected)) problems.push(`missing ${JSON.stringify(expected)}`)
  if (asked.after !== undefined && !asked.standsAlone && !question.followUp) problems.push(`not read as a follow-up of ${JSON.stringify(asked.after)}`)
  if (asked.standsAlone === true && question.followUp) problems.push(`read as a follow-up of ${JSON.stringify(asked.after)}, though complete`)
  if (asked.absent?.test(answer.text)) problems.push(`holds ${String(asked.absent)}`)
  // A question the data answers names where its figures came from; one it does not answer names nothing.
  const noData = asked.topic === 'outside' || asked.topic === 'other' || asked.topic === 'help'
  if (!noData && answer.sources.length === 0) problems.push('names no source')
  const chinese = asked.way === 'zh'
  const malay = asked.way === 'ms'
  if (chinese && (!CHINESE.test(answer.text) || ENGLISH.test(answer.text))) problems.push('not answered in Chinese')
  if (!chinese && CHINESE.test(answer.text)) problems.push('answered in Chinese')
  if (malay && !MALAY.test(answer.text)) problems.push('not answered in Malay')
  if (!malay && MALAY.test(answer.text)) problems.push('answered in Malay')
  const period = answer.figure?.period
  if (asked.figure && (period?.from !== asked.figure[0] || period.to !== asked.figure[1])) problems.push(`figure of ${JSON.stringify(period)}, not ${asked.figure.join(' to ')}`)
  return { question, answer, problems }
}
