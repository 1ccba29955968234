/**
 * A document question in the chat over 500 document chunks
 * (`npm run bench -- assistant-documents`). Ten generated documents (supplier price lists, SOPs and
 * menus in English and Malay, ~1,000-character chunks as the ingest cuts them) are stored through
 * the upload records in the demo's storage (mocks/db), then:
 *   first question   a new store over the same data: the index of its 500 chunks is built, then
 *                    the question answered (what the first document question after a reload pays)
 *   question, warm   `documentAnswer` with the kept index: the upload records read to bring it up
 *                    to date, the search, the coverage check, the snippets
 * Goal: under 20 ms a question, warm.
 */
import type { DocumentHit } from '../../backend/assistant/documents/search'
import type { Answer } from '../../backend/assistant/types'
import type { BackendContext } from '../../backend/context'
import { documentResult } from '../../backend/ingest/documents/document'
import type { Store } from '../../backend/store'
import { saveIngest } from '../../backend/uploads/records'
import { createDb } from '../../mocks/db/models'
import { createStore } from '../../mocks/db/store'
import { mulberry32, type Random } from '../../mocks/fixtures/demo-sales/random'
import { measureInterleaved, type MeasureOptions, type Task, type Timing } from './measure'
import { importOptional, isFunction } from './optional-module'
import { fixed, grouped, type BenchReport } from './report'

interface Code {
  documentAnswer: (ctx: BackendContext, accountId: string, text: string, language: 'en' | 'ms') => Promise<Answer | null>
  searchDocuments: (ctx: BackendContext, accountId: string, text: string, options?: { limit?: number }) => Promise<DocumentHit[]>
  indexesBuilt: () => number
}

const ACCOUNT = 'bench-account'
const NOW = Date.UTC(2026, 10, 18, 7, 30)
export const CHUNKS = 500
export const GOAL_MS = 20
const SEARCH_ONLY = 'searchDocuments alone (the first question, 10 hits, no snippets)'

export const QUESTIONS: readonly { text: string; language: 'en' | 'ms' }[] = [
  { text: 'how much is sugar from the supplier?', language: 'en' },
  { text: 'harga gula', language: 'ms' },
  { text: 'what time do we close according to the SOP', language: 'en' },
  { text: "what's in the nasi lemak set", language: 'en' },
  { text: 'what is the weather', language: 'en' },
]

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const loaded = await importOptional<Code>(
    [['backend/assistant/documents/index', 'backend/assistant/documents/kept-index']],
    (module) => (['documentAnswer', 'searchDocuments', 'indexesBuilt'].every((name) => isFunction(module[name])) ? (module as unknown as Code) : null),
    options.load,
  )
  if (!loaded.ok) return { title: 'assistant-documents: not available yet', intro: [loaded.reason], tables: [], notes: [] }
  const code = loaded.module
  const prepStart = performance.now()
  const db = createDb({ crossTabSync: false })
  const documents = await storeDocuments(createStore(db))
  const prepMs = performance.now() - prepStart
  const ctx: BackendContext = { store: createStore(db), now: () => NOW, jwtSecret: 'bench', passwordIterations: 1000 }
  const chunks = await ctx.store.documentChunks.count({ account_id: ACCOUNT })

  const rows: string[][] = []
  const notes: string[] = []
  const answered: string[] = []
  for (const { text, language } of QUESTIONS) {
    const answer = await code.documentAnswer(ctx, ACCOUNT, text, language)
    answered.push(`${text}: ${answer ? `quotes ${answer.sources.join(', ')}` : 'nothing quoted'}`)
  }
  const built = code.indexesBuilt()
  const warm: Task[] = QUESTIONS.map(({ text, language }) => ({ name: text, run: () => code.documentAnswer(ctx, ACCOUNT, text, language) }))
  warm.push({ name: SEARCH_ONLY, run: () => code.searchDocuments(ctx, ACCOUNT, QUESTIONS[0]!.text, { limit: 10 }) })
  // A new store object over the same data has no kept index: its first question builds one.
  const cold: Task[] = [{ name: 'first question', run: () => code.documentAnswer({ ...ctx, store: createStore(db) }, ACCOUNT, QUESTIONS[0]!.text, 'en') }]
  const timings = new Map([...(await measureInterleaved(warm, options)), ...(await measureInterleaved(cold, options))])
  const coldBuilds = code.indexesBuilt() - built

  const first = timings.get('first question') as Timing
  rows.push(['first question (builds the index of the chunks, then answers)', fixed(first.median, 2), fixed(first.min, 2), fixed(first.max, 2)])
  for (const { text } of QUESTIONS) {
    const timing = timings.get(text) as Timing
    rows.push([`warm: ${text}`, fixed(timing.median, 2), fixed(timing.min, 2), fixed(timing.max, 2)])
    notes.push(`goal, ${text}: < ${GOAL_MS} ms warm: ${timing.median < GOAL_MS ? 'met' : 'NOT met'} (${fixed(timing.median, 2)} ms)`)
  }
  const search = timings.get(SEARCH_ONLY) as Timing
  rows.push([`warm: ${SEARCH_ONLY}`, fixed(search.median, 2), fixed(search.min, 2), fixed(search.max, 2)])
  const warmQuestion = (timings.get(QUESTIONS[0]!.text) as Timing).median
  notes.push(`indexing ${grouped(chunks)} chunks, one-off: about ${fixed(first.median - warmQuestion, 1)} ms (first question less the same question warm)`)
  notes.push(`indexes built: ${coldBuilds} by the ${coldBuilds} first questions, none by the ${grouped(QUESTIONS.length * (Math.max(5, options.runs ?? 7) + (options.warmup ?? 2)))} warm ones`)
  return {
    title: `assistant-documents: a document question over ${grouped(chunks)} chunks`,
    intro: [
      `${documents} generated documents (supplier price lists, SOPs, menus; English and Malay) chunked by the ingest and stored in the demo's storage in ${fixed(prepMs, 0)} ms (not timed)`,
      ...answered,
      `median of ${Math.max(5, options.runs ?? 7)} runs after ${options.warmup ?? 2} warm-up, questions taking turns; ms`,
    ],
    tables: [{ headers: ['step', 'median', 'min', 'max'], rows, alignRight: [false, true, true, true] }],
    notes,
  }
}

/** Stores generated documents until the account holds CHUNKS chunks (the last one cut to fit); how many documents. */
async function storeDocuments(store: Store): Promise<number> {
  const random = mulberry32(12)
  let total = 0
  let count = 0
  for (let index = 0; total < CHUNKS; index++) {
    const kind = KINDS[index % KINDS.length]!
    let result = documentResult(`${kind.name}-${index + 1}.txt`, 'Text document', kind.write(random, index))
    if (result.kind !== 'document') throw new Error(`a generated document was refused: ${JSON.stringify(result)}`)
    if (total + result.chunks.length > CHUNKS) result = { ...result, chunks: result.chunks.slice(0, CHUNKS - total) }
    await saveIngest(store, { id: `bench-upload-${index}`, accountId: ACCOUNT, fileName: `${kind.name}-${index + 1}.txt`, contentHash: `hash-${index}`, uploadedAt: NOW, timezone: 'Asia/Kuala_Lumpur', currency: 'MYR' }, result)
    total += result.chunks.length
    count += 1
  }
  return count
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const price = (random: Random, most: number) => `RM ${(1 + random() * most).toFixed(2)}`

const GOODS = ['sugar', 'flour', 'basmati rice', 'santan', 'grated coconut', 'eggs', 'chicken thigh', 'beef', 'ikan bilis', 'dried chilli', 'shallots', 'garlic', 'ginger', 'lemongrass', 'coffee beans', 'tea dust', 'condensed milk', 'evaporated milk', 'butter', 'kaya', 'bread', 'yellow noodles', 'tofu', 'prawns', 'squid', 'cucumber', 'peanuts', 'cooking oil', 'salt', 'soy sauce']
const BARANG = ['gula', 'tepung gandum', 'beras', 'santan', 'kelapa parut', 'telur', 'ayam', 'daging', 'ikan bilis', 'cili kering', 'bawang merah', 'bawang putih', 'halia', 'serai', 'biji kopi', 'serbuk teh', 'susu pekat', 'susu cair', 'mentega', 'kaya', 'roti', 'mi kuning', 'tauhu', 'udang', 'sotong', 'timun', 'kacang', 'minyak masak', 'garam', 'kicap']
const SIZES = ['1 kg', '5 kg', '10 kg', '1 L', '5 L', 'a tray of 30', 'a carton of 12']
const EQUIPMENT = ['coffee machine', 'chiller', 'freezer', 'grill', 'fryer', 'rice cooker', 'dishwasher', 'hood filter', 'grease trap', 'cash drawer']
const ACTIONS = ['clean', 'check', 'switch off', 'wipe down', 'inspect', 'record the temperature of', 'empty', 'lock']
const TIMES = ['before opening', 'after the lunch rush', 'every two hours', 'at the end of each shift', 'before closing', 'every Monday', 'once a week']
const DISHES = ['Nasi Lemak Ayam', 'Mee Goreng Mamak', 'Roti Bakar', 'Kuey Teow Goreng', 'Nasi Goreng Kampung', 'Laksa', 'Mee Rebus', 'Roti Canai', 'Teh Tarik', 'Kopi O']
const SIDES = ['sambal', 'fried egg', 'ikan bilis', 'peanuts', 'cucumber', 'fried chicken', 'rendang', 'papadom', 'pickles', 'kaya toast']

const KINDS: readonly { name: string; write: (random: Random, index: number) => string }[] = [
  {
    name: 'supplier-prices',
    write: (random, index) =>
      [
        `Supplier price list ${index + 1}, November 2026. Delivery on Tuesdays and Fridays; orders close at 5 pm the day before.`,
        index === 0 ? 'Sugar, white, 1 kg: RM 3.20. Sugar, brown, 1 kg: RM 4.10.' : '',
        ...Array.from({ length: 700 }, () => `${pick(random, GOODS)}, ${pick(random, SIZES)}: ${price(random, 80)}.`),
      ].join('\n'),
  },
  {
    name: 'senarai-harga',
    write: (random, index) =>
      [
        `Senarai harga pembekal ${index + 1}, November 2026. Penghantaran percuma untuk pesanan melebihi RM 300.`,
        index === 1 ? 'Gula pasir 1 kg: RM 3.30.' : '',
        ...Array.from({ length: 700 }, () => `${pick(random, BARANG)} ${pick(random, SIZES)}: ${price(random, 80)}.`),
      ].join('\n'),
  },
  {
    name: 'kitchen-sop',
    write: (random, index) =>
      [
        `Standard operating procedure (SOP) ${index + 1} for the kitchen and the counter.`,
        index === 2 ? 'Closing: last orders are taken at 9.30 pm and we close at 10.00 pm daily.' : '',
        ...Array.from({ length: 60 }, (_, step) => `\nStep ${step + 1}. ${Array.from({ length: 5 }, () => `${pick(random, ACTIONS)} the ${pick(random, EQUIPMENT)} ${pick(random, TIMES)}.`).join(' ')}`),
      ].join('\n'),
  },
  {
    name: 'menu',
    write: (random, index) =>
      [
        `Menu ${index + 1}.`,
        index === 3 ? 'Nasi Lemak Set: RM 12.90. Nasi lemak with sambal, fried chicken, boiled egg, ikan bilis, peanuts and cucumber.' : '',
        ...Array.from({ length: 200 }, () => `\n${pick(random, DISHES)}: ${price(random, 25)}. Served with ${pick(random, SIDES)}, ${pick(random, SIDES)} and ${pick(random, SIDES)}.`),
      ].join('\n'),
  },
]
