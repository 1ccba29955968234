/**
 * `npm run eval`: the assistant's evaluation set (tests/eval/assistant/cases.ts) asked over the
 * fixed shop, and its score by way of writing (English, Malay, Manglish, Chinese) and by topic,
 * with every wrong answer said in words. Exits 1 below 100 %, so it can gate a run; the same cases
 * are tests of backend/assistant/questions.test.ts.
 */
import { EVALUATION, type Case } from '../tests/eval/assistant/cases'
import { evaluate, type Outcome } from '../tests/eval/assistant/evaluate'
import { shopContext } from '../tests/eval/assistant/shop'
import { fixed, formatTable } from './bench/report'

const WAYS: Record<Case['way'], string> = { en: 'English', ms: 'Malay', manglish: 'Manglish', zh: 'Chinese' }

interface Score {
  right: number
  asked: number
}

function scores(outcomes: ReadonlyArray<{ asked: Case; outcome: Outcome }>, key: (asked: Case) => string): string[][] {
  const byKey = new Map<string, Score>()
  for (const { asked, outcome } of outcomes) {
    const score = byKey.get(key(asked)) ?? { right: 0, asked: 0 }
    score.asked++
    if (outcome.problems.length === 0) score.right++
    byKey.set(key(asked), score)
  }
  return [...byKey].sort((a, b) => b[1].asked - a[1].asked).map(([name, { right, asked }]) => [name, String(asked), String(right), `${fixed((100 * right) / asked)} %`])
}

async function main(): Promise<void> {
  const ctx = await shopContext()
  const started = performance.now()
  // One at a time: a follow-up is asked after its first question, in the shop's one chat.
  const outcomes: { asked: (typeof EVALUATION)[number]; outcome: Awaited<ReturnType<typeof evaluate>> }[] = []
  for (const asked of EVALUATION) outcomes.push({ asked, outcome: await evaluate(ctx, asked) })
  const ms = performance.now() - started
  const wrong = outcomes.filter(({ outcome }) => outcome.problems.length > 0)
  const headers = ['', 'asked', 'right', 'score']
  console.log(`## The assistant's evaluation: ${EVALUATION.length} questions, ${EVALUATION.length - wrong.length} answered right (${fixed((100 * (EVALUATION.length - wrong.length)) / EVALUATION.length)} %), in ${fixed(ms, 0)} ms\n`)
  console.log(formatTable({ headers: ['way of writing', ...headers.slice(1)], rows: scores(outcomes, (asked) => WAYS[asked.way]) }))
  console.log('')
  console.log(formatTable({ headers: ['topic', ...headers.slice(1)], rows: scores(outcomes, (asked) => asked.topic) }))
  for (const { asked, outcome } of wrong) {
    console.log(`\n✗ ${asked.text}${asked.after ? ` (after "${asked.after}")` : ''}: ${outcome.problems.join('; ')}`)
    console.log(`  read as ${JSON.stringify({ topic: outcome.question.topic, period: outcome.question.period, outlet: outcome.question.outlet, item: outcome.question.item })}`)
  }
  process.exitCode = wrong.length > 0 ? 1 : 0
}

await main()
