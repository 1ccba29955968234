/**
 * What an upload's answer and its line in the uploads list say was understood, from the parser's
 * summary: "POS export, Loyverse receipts by item: 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct
 * 2026. 3 blank rows skipped." An owner reads this to trust (or doubt) what Selera took from the
 * file. The message keeps to the essentials (the format, the counts, the period, what was skipped
 * and why), one or two lines on a phone; the details (which columns fed what, how dates and
 * amounts were read, refunds, lines left out) go in the answer's `details`, which the screen keeps
 * behind a disclosure.
 */
import type { UploadDetails } from '../../kernel/contract'
import type { IngestResult, IngestSummary } from '../ingest/types'
import { zonedDateTime, type LocalDate } from '../time/calendar'
import { counted, formatPeriod, list } from '../../kernel/format'

export type StorableResult = Exclude<IngestResult, { kind: 'refused' }>

export interface Description {
  /** The answer's message: the essentials, in one or two sentences. */
  message: string
  /** The answer's `details`: the columns read and the notes. */
  details: UploadDetails
  /** The uploads list's line: one comma-separated phrase. */
  summary: string
  /** First and last day covered, in the account's timezone. */
  from: LocalDate | null
  to: LocalDate | null
}

const SKIPPED: Record<keyof IngestSummary['skipped'], string> = {
  blank: 'blank row',
  malformed: 'unreadable row',
  cancelled: 'cancelled or voided row',
  other: 'non-sale line',
}

const COLUMN_WORDS: Record<string, string> = { timestamp: 'date', netAmount: 'amount' }

/** The skipped counts are written from `summary.skipped` in the message: a note restating them would say it twice. */
const SAID_ELSEWHERE = [/^\s*skipped\b/i]

/** Exports a POS wrote say so; a sheet the parser mapped by guesswork is named as such ('Generic sales sheet'). */
function label(format: string): string {
  return /^generic/i.test(format) ? format : `POS export, ${format}`
}

function notesOf(summary: IngestSummary): string[] {
  return summary.notes.filter((note) => !SAID_ELSEWHERE.some((said) => said.test(note))).map(sentence).filter(Boolean)
}

function sentence(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

function skippedSentence(skipped: IngestSummary['skipped']): string {
  const parts = (Object.keys(SKIPPED) as (keyof typeof SKIPPED)[]).filter((reason) => skipped[reason] > 0).map((reason) => counted(skipped[reason], SKIPPED[reason]))
  return parts.length > 0 ? `${list(parts)} skipped.` : ''
}

/** Each column read, in the owner's words: `date` from `Tarikh`, `payment method` from `Bayaran` (docs/product.md#how-uploads-are-read). */
function columnsOf(summary: IngestSummary): UploadDetails['columns'] {
  return Object.entries(summary.mapping).map(([column, header]) => ({
    field: COLUMN_WORDS[column] ?? column.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(),
    from: header,
  }))
}

function dayOf(ms: number | null, timezone: string): LocalDate | null {
  return ms === null || !Number.isFinite(ms) ? null : zonedDateTime(ms, timezone)
}

function dayFromIso(text: string): LocalDate {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

/** Day totals carry their dates; sales rows their timestamps, read in the account's timezone. */
function period(result: StorableResult, timezone: string): { from: LocalDate | null; to: LocalDate | null } {
  if (result.kind === 'day-totals' && result.days.length > 0) {
    const dates = result.days.map((day) => day.date).sort()
    return { from: dayFromIso(dates[0]!), to: dayFromIso(dates[dates.length - 1]!) }
  }
  if (result.kind === 'document') return { from: null, to: null }
  return { from: dayOf(result.summary.from, timezone), to: dayOf(result.summary.to, timezone) }
}

/** `rows` is what was stored: sales rows, or day totals. */
export function describeIngest(result: StorableResult, rows: number, timezone: string, uploadedAt: number): Description {
  const { summary } = result
  if (result.kind === 'document') {
    const chunks = counted(result.chunks.length, 'text chunk')
    return { message: `${summary.format}: ${chunks} for the assistant.`, details: { columns: [], notes: notesOf(summary) }, summary: `${summary.format}, ${chunks}`, from: null, to: null }
  }
  const { from, to } = period(result, timezone)
  const thisYear = zonedDateTime(uploadedAt, timezone).year
  const facts = [
    counted(rows, result.kind === 'sales' ? 'sales row' : 'daily total'),
    ...(summary.outlets.length > 0 ? [counted(summary.outlets.length, 'outlet')] : []),
  ]
  const long = from && to ? [...facts, formatPeriod(from, to)] : facts
  const short = from && to ? [...facts, formatPeriod(from, to, thisYear)] : facts
  const message = [`${label(summary.format)}: ${long.join(', ')}.`, skippedSentence(summary.skipped)].filter(Boolean).join(' ')
  return { message, details: { columns: columnsOf(summary), notes: notesOf(summary) }, summary: `${label(summary.format)}, ${short.join(', ')}`, from, to }
}
