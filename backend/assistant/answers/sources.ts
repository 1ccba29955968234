/**
 * Where an answer's numbers came from, so the owner can check them: the uploads whose days cover
 * the period read (a file by its name, a manual entry as 'Manual entry 18 Nov 2026'), at most
 * MAX_UPLOADS_NAMED then '+N more', and the dashboard panel that shows the same figures.
 */
import type { BackendContext } from '../../context'
import type { UploadRow } from '../../store'
import { count, formatDay, calendarDay, DEFAULT_LOCALE, type Locale } from '../../../kernel/format'
import { fill, periodLabel, type Phrase } from './text'

export const MAX_UPLOADS_NAMED = 5

const MORE: Phrase = { en: '+{count} more', ms: '+{count} lagi', zh: '另有{count}个' }
const ON_DASHBOARD: Phrase = { en: 'Dashboard: {panel}, {period}', ms: 'Papan pemuka: {panel}, {period}', zh: 'Dashboard：{panel}，{period}' }

/** The uploads with sales days in from … to (of `outlet` when one is named and the upload lists outlets), oldest days first. */
export function uploadsCovering(ctx: BackendContext, accountId: string, from: string, to: string, outlet: string | null = null): UploadRow[] {
  return ctx.store.uploads
    .findAll({ account_id: accountId }, [['from', 'asc'], ['uploaded_at', 'asc']])
    .filter((upload) => upload.from !== null && upload.to !== null && upload.from <= to && upload.to >= from)
    .filter((upload) => outlet === null || upload.outlets.length === 0 || upload.outlets.includes(outlet))
}

/** An upload as the owner knows it: its file name, or 'Manual entry' and its day (the names the upload list shows, in English). */
export function uploadName(upload: UploadRow): string {
  if (upload.kind === 'manual' || upload.file_name === null) return `Manual entry ${formatDay(calendarDay(upload.from ?? upload.uploaded_at.slice(0, 10)), true, DEFAULT_LOCALE)}`
  return upload.file_name
}

export interface SourceOptions {
  /** The dashboard panel showing the same figures ('Total Revenue', 'Best sellers'), with the period. */
  panel?: string
  outlet?: string | null
}

/** A period an answer read, local days both included. */
export interface Days {
  from: string
  to: string
}

/** An answer's sources for the periods it read: the dashboard panel when given (with the first period), then the uploads covering any of them. */
export function sourcesFor(ctx: BackendContext, accountId: string, periods: Days | readonly Days[], locale: Locale, options: SourceOptions = {}): string[] {
  const read = Array.isArray(periods) ? (periods as readonly Days[]) : [periods as Days]
  const seen = new Set<string>()
  const uploads = read
    .flatMap(({ from, to }) => uploadsCovering(ctx, accountId, from, to, options.outlet ?? null))
    .filter((upload) => !seen.has(upload.id) && seen.add(upload.id) !== undefined)
    .map(uploadName)
  const named = uploads.length > MAX_UPLOADS_NAMED ? [...uploads.slice(0, MAX_UPLOADS_NAMED), fill(locale, MORE, { count: count(uploads.length - MAX_UPLOADS_NAMED, locale) })] : uploads
  const first = read[0]
  const panel = options.panel && first ? [fill(locale, ON_DASHBOARD, { panel: options.panel, period: periodLabel(first.from, first.to, locale) })] : []
  return [...panel, ...named]
}
