/**
 * Where an answer's numbers came from, so the owner can check them: the uploads whose days cover
 * the period read (a file by its name, a manual entry as 'Manual entry 18 Nov 2026'), at most
 * MAX_UPLOADS_NAMED then '+N more', and the dashboard panel that shows the same figures.
 */
import type { UploadRow } from '../../store'
import { count, formatDay, calendarDay, DEFAULT_LOCALE, type Locale } from '../../../kernel/format'
import { fill, type Phrase } from '../../phrase'
import { periodLabel } from './text'

export const MAX_UPLOADS_NAMED = 5

const MORE: Phrase = { en: '+{count} more', ms: '+{count} lagi', zh: '另有{count}个' }
const ON_DASHBOARD: Phrase = { en: 'Dashboard: {panel}, {period}', ms: 'Papan pemuka: {panel}, {period}', zh: 'Dashboard：{panel}，{period}' }

/** The uploads with sales days in from … to (of `outlet` when one is named and the upload lists outlets), oldest days first. */
function uploadsCovering(uploads: readonly UploadRow[], from: string, to: string, outlet: string | null): UploadRow[] {
  return uploads
    .filter((upload) => upload.from !== null && upload.to !== null && upload.from <= to && upload.to >= from)
    .filter((upload) => outlet === null || upload.outlets.length === 0 || upload.outlets.includes(outlet))
    .sort((a, b) => (a.from! < b.from! ? -1 : a.from! > b.from! ? 1 : a.uploaded_at < b.uploaded_at ? -1 : a.uploaded_at > b.uploaded_at ? 1 : 0))
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

/**
 * An answer's sources for the periods it read: the dashboard panel when given (with the first
 * period), then the uploads (the reading's: ./reading.ts) covering any of them.
 */
export function sourcesFor(uploads: readonly UploadRow[], periods: Days | readonly Days[], locale: Locale, options: SourceOptions = {}): string[] {
  const read = Array.isArray(periods) ? (periods as readonly Days[]) : [periods as Days]
  const seen = new Set<string>()
  const names = read
    .flatMap(({ from, to }) => uploadsCovering(uploads, from, to, options.outlet ?? null))
    .filter((upload) => !seen.has(upload.id) && seen.add(upload.id) !== undefined)
    .map(uploadName)
  const named = names.length > MAX_UPLOADS_NAMED ? [...names.slice(0, MAX_UPLOADS_NAMED), fill(locale, MORE, { count: count(names.length - MAX_UPLOADS_NAMED, locale) })] : names
  const first = read[0]
  const panel = options.panel && first ? [fill(locale, ON_DASHBOARD, { panel: options.panel, period: periodLabel(first.from, first.to, locale) })] : []
  return [...panel, ...named]
}
