/**
 * The assistant's table test: the evaluation set (tests/eval/assistant/cases.ts, questions as owners
 * type them in English, Malay, Manglish and Chinese, each with the exact figures its answer must
 * hold, computed from the shop's rows by plain loops), read by the real `understand` and answered by
 * `answerQuestion` over one fixed shop, then what answers leave out, and questions about two
 * uploaded documents through the chat's own routing.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { getInsights } from '../analytics/get-insights'
import { uploadFile } from '../uploads/upload-file'
import { EVALUATION, FOLLOW_UPS, MALAY, UNKNOWN } from '../../tests/eval/assistant/cases'
import { ask, evaluate } from '../../tests/eval/assistant/evaluate'
import { NOW } from '../../tests/utils/backend/analytics-clock'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { LAST_WEEK, lowest, OWNER, rm, shopContext, YESTERDAY } from '../../tests/eval/assistant/shop'
import { capabilities } from './answers'
import { postChat } from './chat'
import type { Answer, Question } from './types'

let ctx: TestContext

beforeAll(async () => {
  ctx = await shopContext()
})

async function asked(text: string, previous: Question | null = null): Promise<{ question: Question; answer: Answer }> {
  return ask(ctx, text, previous)
}

describe(`${EVALUATION.length} questions about the shop's sales`, () => {
  it.each(EVALUATION)('$text', async (one) => {
    const { question, problems } = await evaluate(ctx, one)
    expect(problems, JSON.stringify(question)).toEqual([])
  })

  it('names the uploads the numbers came from, the manual entry by its day', async () => {
    // The period's own uploads first, then those of the period it is compared with (31 Aug – 30 Sep).
    expect((await asked('sales last month')).answer.sources).toEqual(['Dashboard: Total Revenue, 1–31 Oct 2026', 'storehub-oct-2026.csv', 'Manual entry 5 Oct 2026', 'storehub-sep-2026.csv'])
    expect((await asked('sales last week')).answer.sources).toEqual(['Dashboard: Total Revenue, 9–15 Nov 2026 (Mon–Sun)', 'loyverse-nov-2026.xlsx'])
  })
})

describe('what an answer leaves out', () => {
  it('lists no more sellers than asked, and no note on a question it answers whole', async () => {
    const worst = (await asked('worst 3 items last week')).answer.text
    expect(worst).toContain(lowest(LAST_WEEK))
    expect(worst).toMatch(/\| 3 \|/)
    expect(worst).not.toMatch(/\| 4 \|/)
    for (const text of ['sales by outlet this week', 'best sellers at Bangsar last week', 'peak hours last week', 'nasi lemak biasa sales last week', 'weekend sales last month', 'sales last week', 'grabfood sales last week']) {
      expect((await asked(text)).answer.text).not.toMatch(/I cannot|I did not compare|I read your question as/)
    }
  })

  it('reads two names as two, never one quietly, and compares no periods for them', async () => {
    expect((await asked('bangsar vs mont kiara last week')).question).toMatchObject({ topic: 'outlets', outlet: null, comparedTo: null, period: { from: LAST_WEEK[0], to: LAST_WEEK[1] } })
    const items = await asked('nasi lemak biasa vs teh tarik last week')
    expect(items.question).toMatchObject({ item: 'Nasi Lemak Biasa', alsoNamed: ['Teh Tarik'], comparedTo: null })
    expect(items.answer.text.indexOf('**Nasi Lemak Biasa**')).toBeLessThan(items.answer.text.indexOf('**Teh Tarik**'))
    const hoursOfItems = (await asked('peak hours for nasi lemak biasa and teh tarik last week')).answer.text
    expect(hoursOfItems).toContain('so it does not pick out **Nasi Lemak Biasa** and **Teh Tarik**')
  })

  it('says nothing of a part of the day on a greeting', async () => {
    for (const text of ['good morning, sales yesterday?', 'selamat petang, jualan semalam']) {
      const { question, answer } = await asked(text)
      expect(question.partOfDay).toBeUndefined()
      expect(answer.text).toContain(rm(YESTERDAY, YESTERDAY))
    }
  })

  it('answers an outlet named, not outlet by outlet', async () => {
    const { question, answer } = await asked('best sellers at Bangsar by outlet last week')
    expect(question.byOutlet).toBeUndefined()
    expect(answer.text).toContain('at Bangsar')
  })
})

describe('the period as the answer writes it', () => {
  it('names the weekdays of a day and of a week, and not those of a month', async () => {
    expect((await asked('sales yesterday')).answer.text).toContain('17 Nov 2026 (Tue):')
    expect((await asked('sales last week')).answer.text).toContain('9–15 Nov 2026 (Mon–Sun):')
    const month = (await asked('sales last month')).answer.text
    expect(month).toContain('1–31 Oct 2026:')
    expect(month).not.toMatch(/\((?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)–(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\)/)
    expect((await asked('jualan 30 hari lepas')).answer.text).toContain('20 Okt – 18 Nov 2026:')
  })
})

describe('a name two items fit', () => {
  it('names the other item only when the words fit both', async () => {
    expect((await asked('how is nasi lemk doing this month')).question).toMatchObject({ item: 'Nasi Lemak Ayam', alsoMatched: ['Nasi Lemak Biasa'] })
    const whole = await asked('how is nasi lemak biasa doing last week')
    expect(whole.question.alsoMatched).toBeUndefined()
    expect(whole.answer.text).not.toContain('you may mean')
  })
})

describe('profit', () => {
  it('states no figure as profit, and none on a question about sales', async () => {
    for (const text of ['profit last month', 'margin this week', 'keuntungan minggu lepas']) {
      const { answer } = await asked(text)
      expect(answer.text).not.toMatch(/(?:Profit|Untung|Margin|Keuntungan)\s*:\s*\*\*/i)
    }
    expect((await asked('sales last month')).answer.text).not.toContain('costs')
  })
})

describe('questions the sales do not answer', () => {
  it.each(UNKNOWN)('$text: what the assistant can do, and no number', async ({ text, language }) => {
    const { answer } = await asked(text)
    expect(answer).toEqual(capabilities(language))
    expect(answer.text).not.toMatch(/\d/)
  })

  it('greets and thanks without a number', async () => {
    for (const text of ['hi', 'hello there', 'terima kasih', 'thanks!']) {
      const { answer } = await asked(text)
      expect(answer.text).not.toMatch(/\d/)
      expect(answer.sources).toEqual([])
    }
    expect((await asked('terima kasih')).answer.text).toContain('Sama-sama')
  })
})

describe('someone else’s business and the future', () => {
  it.each([
    { text: 'How much does the kopitiam across the road make?', says: 'I only see your own sales' },
    { text: 'how much will we sell in 2028?', says: 'I do not forecast' },
    { text: 'berapa jualan kedai sebelah bulan lepas', says: 'Saya hanya melihat jualan anda sendiri' },
    { text: 'jualan bulan depan berapa', says: 'saya tidak membuat ramalan' },
    { text: '对面那间店上个月赚多少', says: '我只看得到您自己的销售数据' },
    { text: '下个月会卖多少？', says: '不做预测' },
  ])('$text: says why, and states no figure', async ({ text, says }) => {
    const { answer } = await asked(text)
    expect(answer.text).toContain(says)
    expect(answer.text.replace(/“[^”]*”/g, '')).not.toMatch(/\d|RM/)
    expect(answer.sources).toEqual([])
  })
})

describe('advice', () => {
  it.each([
    { text: 'what should I do next?', period: '20 Oct – 18 Nov 2026' },
    { text: 'any tips to grow my sales', period: '20 Oct – 18 Nov 2026' },
    { text: 'apa patut saya buat untuk naikkan jualan', period: '20 Okt – 18 Nov 2026' },
  ])('$text: the dashboard’s insights and no number of its own', async ({ text, period }) => {
    const { answer } = await asked(text)
    const insights = (await getInsights(ctx, OWNER)).insights
    const unescaped = answer.text.replace(/\\(.)/g, '$1')
    for (const insight of insights.slice(0, 3)) expect(unescaped).toContain(insight)
    // The advice lines hold no number the insights did not state; the rest names the period read.
    const allowed = new Set([...insights.join(' ').matchAll(/\d[\d,.]*/g)].map((match) => match[0]))
    const lines = unescaped.split('\n').filter((line) => line.startsWith('- '))
    expect(lines.length).toBeGreaterThan(0)
    const stated = lines.flatMap((line) => [...line.matchAll(/\d[\d,.]*/g)].map((match) => match[0]))
    expect(unescaped).toContain(period)
    for (const number of stated) expect(allowed).toContain(number)
  })
})

describe('follow-ups', () => {
  it.each(FOLLOW_UPS)('$first → $then', async ({ first, then, contains, ms }) => {
    const previous = (await asked(first)).question
    const { question, answer } = await asked(then, previous)
    expect(question.followUp).toBe(true)
    for (const expected of contains) expect(answer.text, JSON.stringify(question)).toContain(expected)
    if (ms) expect(answer.text).toMatch(MALAY)
  })
})

describe('documents, through the chat’s own routing (POST /chat)', () => {
  /* Two documents as owners upload them; every expected figure is a line of their text. */
  const PRICES_FILE = 'supplier-prices-nov.txt'
  const SOP_FILE = 'sop-tutup-kedai.txt'
  const PRICE_LINES = ['White sugar, 1 kg: RM3.20', 'Coconut milk, 1 litre: RM7.80', 'Fragrant rice, 10 kg: RM38.00']
  const SOP_LINES = ['Kedai tutup pada pukul 10.30 malam setiap hari.', 'Kunci pintu belakang selepas semua peti sejuk diperiksa.']
  const NOTE_FILE = 'chufang-zhuyi.txt'
  const NOTE_LINES = ['厨房注意事项', '冷冻库温度必须保持在零下18度以下。', '每天打烊前清洁煎炉和油烟机。']
  let documents: TestContext

  beforeAll(async () => {
    documents = await testContext(NOW)
    for (const [name, lines] of [[PRICES_FILE, ['Supplier price list, Syarikat Bekalan Maju, November 2026', ...PRICE_LINES]], [SOP_FILE, ['SOP tutup kedai', ...SOP_LINES]], [NOTE_FILE, NOTE_LINES]] as const) {
      const stored = await uploadFile(documents, OWNER, { name, mime: 'text/plain', bytes: new TextEncoder().encode(lines.join('\n')) })
      expect(stored.upload_completed).toBe(true)
    }
  })

  const ask = async (text: string) => {
    const answer = await postChat(documents, OWNER, { user_query: text, mode: 'general' })
    if (!('response' in answer)) throw new Error(`${text}: answered an image preview`)
    return { ...answer, plainText: answer.response.replace(/\*\*/g, '').replace(/\\(.)/g, '$1') }
  }

  // English questions of the English list and the Malay SOP, Malay ones of both: the other language through ./documents/translations.ts.
  it.each([
    { text: 'How much is sugar from the supplier?', figure: 'RM3.20', source: PRICES_FILE },
    { text: 'harga gula dari pembekal', figure: 'RM3.20', source: PRICES_FILE },
    { text: 'suger price in the supplier list', figure: 'RM3.20', source: PRICES_FILE },
    { text: 'what does the supplier charge for santan', figure: 'RM7.80', source: PRICES_FILE },
    { text: 'price of fragrant rice', figure: 'RM38.00', source: PRICES_FILE },
    { text: 'harga beras', figure: 'RM38.00', source: PRICES_FILE },
    { text: 'pukul berapa kedai tutup ikut SOP', figure: '10.30 malam', source: SOP_FILE },
    { text: 'what time does the shop close according to the SOP', figure: '10.30 malam', source: SOP_FILE },
    // Chinese, about the English list, the Malay SOP and a Chinese note.
    { text: '供应商的白糖价格是多少？', figure: 'RM3.20', source: PRICES_FILE },
    { text: '根据SOP，几点关门？', figure: '10.30 malam', source: SOP_FILE },
    { text: '冷冻库要几度？', figure: '零下18度', source: NOTE_FILE },
  ])('$text: quotes $figure from $source', async ({ text, figure, source }) => {
    const answer = await ask(text)
    expect(answer.plainText).toContain(figure)
    expect(answer.sources).toEqual(expect.arrayContaining([source]))
  })

  it('marks a Chinese word once, its overlapping pairs as one run, and quotes the text unchanged', async () => {
    const answer = await ask('冷冻库要几度？')
    expect(answer.response).toContain('**冷冻库**温度必须保持在零下18度以下。')
    expect(answer.response).toMatch(/^摘自chufang-zhuyi\.txt：/)
  })

  it('marks the words the question matched in the other language ("gula" marks "sugar"), and no translation of a word found as itself', async () => {
    expect((await ask('harga gula dari pembekal')).response).toContain('White **sugar**, 1 kg: RM3.20')
    expect((await ask('How much is sugar from the supplier?')).response).not.toContain('**gula**')
  })

  it.each(['what is the weather tomorrow', 'cuaca hari ini macam mana'])('%s: nothing quoted, no number', async (text) => {
    const answer = await ask(text)
    expect(answer.sources).toEqual([])
    expect(answer.plainText).not.toMatch(/RM\d|10\.30/)
  })
})

it('asks at least 400 questions, in each of the four ways of writing', () => {
  expect(EVALUATION.length).toBeGreaterThanOrEqual(400)
  for (const way of ['en', 'ms', 'manglish', 'zh'] as const) expect(EVALUATION.filter((one) => one.way === way).length, way).toBeGreaterThanOrEqual(50)
})
