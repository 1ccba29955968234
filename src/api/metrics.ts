import { ApiError } from './errors'
import { apiUrl, request, requestBinary } from './http'
import { InsightsResponseSchema, MetricsResponseSchema, ReportResponseSchema, type DashboardQuery, type Metrics, type ReportWeekInfo } from '../../kernel/contract'

// The dashboard's three reads (docs/product.md#dashboard-states): the machine runs them in parallel and caches the result.

/**
 * `?from=…&to=…&outlet=…` for a chosen period (local days `YYYY-MM-DD` in the account's zone, both
 * included) and outlet (the backend answers 400 with its reason for one it refuses), nothing for the
 * default: the 30 days ending today, every outlet.
 */
export function dashboardQuery({ period, outlet }: DashboardQuery = {}): string {
  const params = new URLSearchParams({ ...(period ? { from: period.from, to: period.to } : {}), ...(outlet !== undefined ? { outlet } : {}) })
  return params.size > 0 ? `?${params.toString()}` : ''
}

/** `GET /metrics`: `null` when the account has no data yet; over the query's period and outlet (default: the 30 days ending today, all outlets). */
export async function getMetrics(signal?: AbortSignal, query?: DashboardQuery): Promise<Metrics | null> {
  const answer = await request({ method: 'GET', path: `/metrics${dashboardQuery(query)}`, auth: true, parse: MetricsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.metrics
}

/** An insight as the panel lists it: its sentence, and the owner's goal it serves (null: none, or a backend that does not say). */
export interface InsightLine {
  text: string
  goal: string | null
}

/** `GET /insights`: the AI insights, ranked, of the query's outlet; for a past period, as they read at its end. */
export async function getInsights(signal?: AbortSignal, query?: DashboardQuery): Promise<InsightLine[]> {
  const answer = await request({ method: 'GET', path: `/insights${dashboardQuery(query)}`, auth: true, parse: InsightsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.insights.map((text, index) => ({ text, goal: answer.serves?.[index] ?? null }))
}

/** The latest weekly report: where its PDF is and, when the backend says, which week it covers. */
export interface LatestReport {
  url: string
  week: ReportWeekInfo | null
}

/** `GET /report`: the weekly PDF's URL and week, `null` before the first report. */
export async function getReport(signal?: AbortSignal): Promise<LatestReport | null> {
  const answer = await request({ method: 'GET', path: '/report', auth: true, parse: ReportResponseSchema, ...(signal ? { signal } : {}) })
  return answer.report_url === null ? null : { url: answer.report_url, week: answer.week ?? null }
}

/** The weekly PDF as the owner saves it. */
export interface ReportFile {
  blob: Blob
  fileName: string
}

export const DEFAULT_REPORT_FILE_NAME = 'selera-weekly-report.pdf'

/**
 * Fetches the weekly PDF behind `report_url` (Selera: the token lives only in memory, so a plain
 * link would reach the API without its Authorization header). The token goes with it only when the
 * URL is on the API base; a relative URL is read against `GET /report`, as a browser would read a
 * link in that answer. An answer that is not a PDF (an error page behind a proxy) is refused.
 */
export async function fetchReport(url: string, signal?: AbortSignal): Promise<ReportFile> {
  const base = apiUrl('/report')
  if (!URL.canParse(url, base)) throw new ApiError('invalid-response', 'The report link is not a URL', { detail: url })
  const href = new URL(url, base).href
  const answer = await requestBinary({ url: href, auth: true, accept: 'application/pdf', ...(signal ? { signal } : {}) })
  const head = await answer.blob.slice(0, PDF_MAGIC.length).text()
  if (head !== PDF_MAGIC) {
    throw new ApiError('invalid-response', `GET ${new URL(href).pathname} did not answer with a PDF`, { status: answer.status })
  }
  const blob = answer.blob.type === 'application/pdf' ? answer.blob : new Blob([answer.blob], { type: 'application/pdf' })
  return { blob, fileName: reportFileName(answer.headers.get('Content-Disposition'), href) }
}

const PDF_MAGIC = '%PDF-'

/**
 * The name to save the report under: the server's (`Content-Disposition`, when the browser lets us
 * read it), else `selera-weekly-report-YYYY-MM-DD.pdf` from a date in the URL, else a plain default.
 */
export function reportFileName(contentDisposition: string | null, url: string): string {
  const fromServer = contentDisposition ? safeFileName(dispositionFileName(contentDisposition)) : null
  if (fromServer) return fromServer
  const path = URL.canParse(url) ? new URL(url).pathname + new URL(url).search : url
  const date = /(\d{4}-\d{2}-\d{2})/.exec(decodeOrKeep(path))?.[1]
  return date ? `selera-weekly-report-${date}.pdf` : DEFAULT_REPORT_FILE_NAME
}

/** `filename*` (RFC 6266 / 8187, UTF-8 or Latin-1) over `filename`, quoted or not. */
export function dispositionFileName(header: string): string | null {
  const params = new Map<string, string>()
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g
  for (const match of `;${header.replace(/^[^;]*/, '')}`.matchAll(pattern)) {
    const raw = match[2]!.trim()
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw
    params.set(match[1]!.toLowerCase(), value)
  }
  const extended = params.get('filename*')
  if (extended) {
    const parts = /^([\w-]*)'[^']*'(.*)$/.exec(extended)
    if (parts) {
      const decoded = parts[1]!.toLowerCase() === 'iso-8859-1' ? latin1(parts[2]!) : decodeOrNull(parts[2]!)
      if (decoded) return decoded
    }
  }
  return params.get('filename') ?? null
}

/** The last path segment, without control characters; a name that is empty or only dots is none. */
function safeFileName(name: string | null): string | null {
  if (!name) return null
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[/\\]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!base || /^\.+$/.test(base)) return null
  // Saved under any other extension, the PDF would open in the wrong application (or none).
  return /\.pdf$/i.test(base) ? base.slice(-200) : `${base.slice(-196)}.pdf`
}

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

function decodeOrKeep(text: string): string {
  return decodeOrNull(text) ?? text
}

function latin1(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
