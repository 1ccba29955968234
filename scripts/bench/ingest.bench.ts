/**
 * Our ingest beside a raw uDSV parse, on the same generated ~10 MB Loyverse export.
 *   decode  TextDecoder alone, for context (the raw parse below starts from text)
 *   raw     inferSchema + initParser + stringArrs of the decoded text
 *   ingest  ingestFile(): sniff + decode + parse + map + build the batch
 *   store   appending that batch to an empty account's columnar store
 * Goal: ingest (with the store append, when there is one) at least half the raw MB/s. The steps
 * take turns run by run, so a busy machine slows them alike.
 */
import { inferSchema, initParser } from 'udsv'
import type { IngestInput, IngestResult, SalesBatch } from '../../backend/ingest/types'
import { loyverseReceiptsCsv } from './loyverse-csv'
import { measureInterleaved, megabytesPerSecond, type LoadAs, type MeasureOptions, type Task } from './measure'
import { importOptional, isFunction } from './optional-module'
import { fixed, grouped, ringgit, type BenchReport } from './report'

type IngestFile = (input: IngestInput) => IngestResult | Promise<IngestResult>
type AppendToEmpty = (batch: SalesBatch) => void

const TIMEZONE = 'Asia/Kuala_Lumpur'
const FILE_NAME = 'loyverse-receipts-by-item-bench.csv'
export const INGEST_GOAL = 0.5

/** Where the ingest entry point may live (the name first; the upload domain imports the second). */
const INGEST_MODULES = ['backend/ingest/ingest-file', 'backend/ingest/run-ingest']
const STORE_MODULES = ['backend/sales/account-sales', 'backend/sales/index']

const STEP = {
  decode: 'decode only (TextDecoder, UTF-8)',
  raw: 'raw uDSV stringArrs (text in hand)',
  ingest: 'ingestFile (sniff+decode+parse+map+batch)',
  store: 'store append',
  full: 'ingest + store',
} as const

function loadIngest(load: LoadAs | undefined) {
  return importOptional<IngestFile>(INGEST_MODULES, (module) => {
    const candidate = module.ingestFile ?? module.runIngest
    return isFunction(candidate) ? (candidate as IngestFile) : null
  }, load)
}

function loadStoreAppend(load: LoadAs | undefined) {
  return importOptional<AppendToEmpty>(STORE_MODULES, ({ emptyAccount, appendBatch }) => {
    if (!isFunction(emptyAccount) || !isFunction(appendBatch)) return null
    const empty = emptyAccount
    const append = appendBatch as (account: unknown, uploadId: string, batch: SalesBatch) => void
    return (batch) => append(empty(), 'bench-upload', batch)
  }, load)
}

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const prepStart = performance.now()
  const csv = loyverseReceiptsCsv()
  const prepMs = performance.now() - prepStart
  const size = csv.bytes.length
  const input: IngestInput = { name: FILE_NAME, mime: 'text/csv', bytes: csv.bytes, timezone: TIMEZONE }
  const notes: string[] = []
  const decoder = new TextDecoder()
  const tasks: Task[] = [
    { name: STEP.decode, run: () => decoder.decode(csv.bytes) },
    { name: STEP.raw, run: () => initParser(inferSchema(csv.text)).stringArrs(csv.text) },
  ]

  const ingest = await loadIngest(options.load)
  if (!ingest.ok) notes.push(`ingest: not available yet (${ingest.reason})`)
  else {
    const ingestFile = ingest.module
    const result = await ingestFile(input)
    notes.push(`ingest: ${ingest.path} answered ${describe(result, csv)}`)
    tasks.push({ name: STEP.ingest, run: () => ingestFile(input) })
    const store = await loadStoreAppend(options.load)
    if (result.kind !== 'sales') notes.push('store: skipped, the ingest did not return sales rows')
    else if (!store.ok) notes.push(`store: append not available yet (${store.reason})`)
    else {
      const append = store.module
      const batch = result.batch
      notes.push(`store: ${store.path} (appendBatch into an empty account)`)
      tasks.push({ name: STEP.store, run: () => append(batch) })
      tasks.push({
        name: STEP.full,
        run: async () => {
          const answer = await ingestFile(input)
          if (answer.kind === 'sales') append(answer.batch)
        },
      })
    }
  }

  const timings = await measureInterleaved(tasks, options)
  const counted = timings.has(STEP.full) ? STEP.full : STEP.ingest
  for (const step of [STEP.ingest, STEP.full].filter((name) => timings.has(name))) {
    // Same bytes, so the MB/s ratio is the inverse time ratio. Best runs beside medians: on a busy
    // machine the fastest run is the one least disturbed.
    const ratio = (timings.get(STEP.raw)?.median ?? Number.NaN) / (timings.get(step)?.median ?? Number.NaN)
    const best = (timings.get(STEP.raw)?.min ?? Number.NaN) / (timings.get(step)?.min ?? Number.NaN)
    const verdict = step === counted ? ` — goal ≥ ${INGEST_GOAL}: ${ratio >= INGEST_GOAL ? 'met' : 'NOT met'}` : ''
    notes.push(`ratio: ${step.split(' (')[0] ?? step} / raw uDSV = ${fixed(ratio, 2)} by medians, ${fixed(best, 2)} by best runs${verdict}`)
  }

  return {
    title: 'ingest: a Loyverse receipts-by-item export',
    intro: [
      `file: ${FILE_NAME}, ${grouped(size)} bytes (${fixed(size / 1e6, 2)} MB), ${grouped(csv.rows)} sale rows + ${csv.cancelled} cancelled, ${grouped(csv.receipts)} receipts, ${fixed(size / csv.rows, 0)} B/row, net ${ringgit(csv.netTotal)}`,
      `generated in memory in ${fixed(prepMs, 0)} ms (seeded; not timed below); median of ${Math.max(5, options.runs ?? 7)} runs after ${options.warmup ?? 2} warm-up, steps taking turns`,
    ],
    tables: [
      {
        headers: ['step', 'median ms', 'min ms', 'max ms', 'MB/s', 'rows/s'],
        rows: [...timings].map(([step, timing]) => [
          step,
          fixed(timing.median),
          fixed(timing.min),
          fixed(timing.max),
          fixed(megabytesPerSecond(size, timing.median)),
          grouped(Math.round(csv.rows / (timing.median / 1000))),
        ]),
      },
    ],
    notes,
  }
}

/** What the ingest made of the file, checked against what was written. */
function describe(result: IngestResult, csv: { rows: number; netTotal: number }): string {
  if (result.kind === 'refused') return `refused (${result.reason}): ${result.message}`
  const { summary } = result
  if (result.kind !== 'sales') return `${result.kind}, ${summary.format}`
  const net = result.batch.netAmount.subarray(0, result.batch.length).reduce((sum, amount) => sum + amount, 0)
  const rowsOk = result.batch.length === csv.rows ? 'as written' : `expected ${grouped(csv.rows)}`
  const netOk = Math.abs(net - csv.netTotal) < 0.01 ? 'as written' : `expected ${ringgit(csv.netTotal)}`
  return `"${summary.format}", ${grouped(result.batch.length)} rows (${rowsOk}), net ${ringgit(net)} (${netOk}), ${summary.outlets.length} outlets, skipped ${JSON.stringify(summary.skipped)}`
}
