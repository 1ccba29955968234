import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NEW_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { kl, NOW } from '../../../tests/utils/backend/analytics-clock'
import { testContext } from '../../../tests/utils/backend/context'
import { batchOf } from '../../../tests/utils/backend/sales-batches'
import { DEFAULT_LOCALE, type Locale } from '../../../kernel/format'
import type { Question } from '../types'
import { answerQuestion, capabilities, EXAMPLE_QUESTIONS } from '.'
import { NO_PROFIT } from './notes'
import { fill, say, type Phrase } from '../../phrase'
import { MEASURE_NAMES, UP_TO_TODAY } from './text'

const ZH: Locale = { ...DEFAULT_LOCALE, language: 'zh' }
const STRING = String.raw`'((?:[^'\\]|\\.)*)'`
/** Every `{ en: '…', ms: '…', zh: '…' }` written in the answers' sources (the module-level phrases, exported or not). */
const PHRASES: (Phrase & { file: string })[] = readdirSync(__dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) =>
    [...readFileSync(join(__dirname, file), 'utf8').matchAll(new RegExp(String.raw`en: ${STRING},\s*ms: ${STRING},\s*zh: ${STRING}`, 'g'))].map(([, en, ms, zh]) => ({ file, en: en!, ms: ms!, zh: zh! })),
  )
const holes = (text: string) => [...new Set([...text.matchAll(/\{\w+\}/g)].map(([hole]) => hole))].sort()
/** What is left of a phrase without its holes, bold marks, punctuation and spaces: nothing for `{period}{where}:`. */
const words = (text: string) => text.replace(/\{\w+\}|\*\*|[\s\p{P}]/gu, '')
const CJK = String.raw`\p{Script=Han}`

describe('Chinese phrases', () => {
  it('say and fill pick the Chinese text for a zh locale', () => {
    expect(say(ZH, MEASURE_NAMES.revenue)).toBe('销售额')
    expect(say(ZH, UP_TO_TODAY)).toBe('截至今天')
    expect(say(ZH, NO_PROFIT)).toBe(NO_PROFIT.zh)
    expect(fill(ZH, { en: 'Sales: {amount}', ms: 'Jualan: {amount}', zh: '销售额：**{amount}**' }, { amount: 'RM12,345.60' })).toBe('销售额：**RM12,345.60**')
  })

  it('has a translation for every phrase of the answers, with the same holes and Chinese punctuation', () => {
    expect(PHRASES.length).toBeGreaterThan(140)
    for (const phrase of PHRASES) {
      const where = `${phrase.file}: ${phrase.en}`
      expect(phrase.zh, where).not.toBe('')
      if (words(phrase.en) !== '') expect(phrase.zh, where).not.toBe(phrase.en)
      expect(holes(phrase.zh), where).toEqual(holes(phrase.en))
      expect(phrase.zh.split('**').length % 2, where).toBe(1)
      // No half-width punctuation after a Chinese character, and no space between one and a figure.
      expect(phrase.zh, where).not.toMatch(new RegExp(String.raw`${CJK}[,.:;!?()]`, 'u'))
      expect(phrase.zh, where).not.toMatch(new RegExp(String.raw`${CJK} \d|\d ${CJK}`, 'u'))
    }
  })

  it('answers a question asked in Chinese in Chinese', async () => {
    const ctx = await testContext(NOW)
    await ctx.store.sales.appendSales(NEW_ACCOUNT.id, 'u1', batchOf([{ at: kl('2026-11-16T09:00'), amount: 12.5, receipt: 'R1', item: 'Kopi O' }]))
    const question: Question = { text: '', language: 'zh', topic: 'figures', measures: ['revenue'], period: { kind: 'default', from: '2026-11-18', to: '2026-11-18', days: 1 }, comparedTo: null, outlet: null, item: null, limit: null, followUp: false }
    const { text } = await answerQuestion(ctx, NEW_ACCOUNT.id, question)
    expect(text).toContain('您没有指定期间，所以我和 Dashboard 一样，读取最近30天。')
    expect(text).toContain('- 销售额：**RM12.50**（')
    expect(text).not.toMatch(/ the | at | days/)
    expect(capabilities('zh').text).toContain(EXAMPLE_QUESTIONS.zh[0])
  })
})
