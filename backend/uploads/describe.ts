/**
 * What an upload's answer and its line in the uploads list say was understood, from the parser's
 * summary: "POS export, Loyverse receipts by item: 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct
 * 2026. 3 blank rows skipped." An owner reads this to trust (or doubt) what Selera took from the
 * file, so it names the format, the counts, the period, what was skipped and, for a sheet no POS
 * wrote, which columns were read as what.
 */
import type { IngestResult, IngestSummary } from '../ingest/types'
import { zonedDateTime, type LocalDate } from '../time/calendar'
import { counted, formatPeriod, list } from '../../src/format'

export type StorableResult = Exclude<IngestResult, { kind: 'refused' }>

export interface Description {
  /** The answer's message: full sentences. */
  message: string
  /** The uploads list's line: one comma-separated phrase. */
  summary: string
  /** First and last day covered, in the account's timezone. */
  from: LocalDate | null
  to: LocalDate | null
}

const SKIPPED: Record<keyof IngestSummary['skipped'], string> = {
  blank: 'blank row',
  malformed: 'malformed row',
  cancelled: 'cancelled or voided row',
  other: 'non-sale line',
}

const COLUMN_WORDS: Record<string, string> = { timestamp: 'date', netAmount: 'amount' }

/** Exports a POS wrote say so; a sheet the parser mapped by guesswork is named as such ('Generic sales sheet'). */
function label(format: string): string {
  return /^generic/i.test(format) ? format : `POS export, ${format}`
}

/** The skipped counts are written from `summary.skipped`; a note restating them would say it twice. */
function notesOf(summary: IngestSummary): string[] {
  return summary.notes.filter((note) => !/^\s*skipped\b/i.test(note)).map(sentence)
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

/** "Columns read: date from “Tarikh”, amount from “Jumlah”." — only for generic sheets (docs/product.md#how-uploads-are-read). */
function mappingSentence(summary: IngestSummary): string {
  if (!/^generic/i.test(summary.format)) return ''
  const parts = Object.entries(summary.mapping).map(([column, header]) => {
    const words = COLUMN_WORDS[column] ?? column.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
    return `${words} from “${header}”`
  })
  return parts.length > 0 ? `Columns read: ${parts.join(', ')}.` : ''
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
    const message = [`${summary.format}: ${chunks} for the assistant.`, ...notesOf(summary)].filter(Boolean).join(' ')
    return { message, summary: `${summary.format}, ${chunks}`, from: null, to: null }
  }
  const { from, to } = period(result, timezone)
  const thisYear = zonedDateTime(uploadedAt, timezone).year
  const facts = [
    counted(rows, result.kind === 'sales' ? 'sales row' : 'daily total'),
    ...(summary.outlets.length > 0 ? [counted(summary.outlets.length, 'outlet')] : []),
  ]
  const long = from && to ? [...facts, formatPeriod(from, to)] : facts
  const short = from && to ? [...facts, formatPeriod(from, to, thisYear)] : facts
  const message = [`${label(summary.format)}: ${long.join(', ')}.`, skippedSentence(summary.skipped), mappingSentence(summary), ...notesOf(summary)]
  return { message: message.filter(Boolean).join(' '), summary: `${label(summary.format)}, ${short.join(', ')}`, from, to }
}
