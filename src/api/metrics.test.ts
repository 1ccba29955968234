import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAccessToken } from './auth-token'
import { ApiError } from './errors'
import { apiUrl } from './http'
import { DEFAULT_REPORT_FILE_NAME, dispositionFileName, fetchReport, getInsights, getMetrics, getReport, reportFileName } from './metrics'

const PDF = '%PDF-1.7\n%fake but well-started\n'

function stubFetch(respond: (url: string) => Response) {
  const fetchMock = vi.fn((url: string, _init: RequestInit) => Promise.resolve(respond(url)))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>, call = 0) => new Headers(fetchMock.mock.calls[call]![1].headers)

beforeEach(() => setAccessToken('token-abc'))
afterEach(() => {
  setAccessToken(null)
  vi.unstubAllGlobals()
})

describe('getInsights', () => {
  it('hands each insight over with the goal the answer says it serves (Selera’s `serves`)', async () => {
    stubFetch(() => new Response(JSON.stringify({ insights: ['One', 'Two'], serves: ['Grow delivery orders', null] }), { headers: { 'Content-Type': 'application/json' } }))
    expect(await getInsights()).toEqual([
      { text: 'One', goal: 'Grow delivery orders' },
      { text: 'Two', goal: null },
    ])
  })
})

describe('getMetrics and getInsights with a period', () => {
  const json = (body: unknown) => () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

  it('send ?from&to for a chosen period, &outlet for one outlet, and nothing for the default', async () => {
    const fetchMock = stubFetch(json({ metrics: null }))
    await getMetrics(undefined, { period: { from: '2024-03-01', to: '2024-03-31' } })
    await getMetrics()
    await getMetrics(undefined, { outlet: 'Kedai Kopi & Co (Cheras)' })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      apiUrl('/metrics?from=2024-03-01&to=2024-03-31'),
      apiUrl('/metrics'),
      apiUrl('/metrics?outlet=Kedai+Kopi+%26+Co+%28Cheras%29'),
    ])
    const insightsMock = stubFetch(json({ insights: ['One'] }))
    expect(await getInsights(undefined, { period: { from: '2024-03-01', to: '2024-03-31' }, outlet: 'Bangsar' })).toEqual([{ text: 'One', goal: null }])
    expect(insightsMock.mock.calls[0]![0]).toBe(apiUrl('/insights?from=2024-03-01&to=2024-03-31&outlet=Bangsar'))
    expect(headersOf(insightsMock).get('Authorization')).toBe('Bearer token-abc')
  })
})

describe('getReport', () => {
  const json = (body: unknown) => () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

  it('hands back the URL with the week it covers, the week null when the backend does not say, and null before the first report', async () => {
    const week = { from: '2025-03-03', to: '2025-03-09', latest: false }
    stubFetch(json({ report_url: '/reports/weekly-2025-03-03.pdf', week }))
    expect(await getReport()).toEqual({ url: '/reports/weekly-2025-03-03.pdf', week })
    stubFetch(json({ report_url: '/reports/weekly-2026-11-16.pdf' }))
    expect(await getReport()).toEqual({ url: '/reports/weekly-2026-11-16.pdf', week: null })
    stubFetch(json({ report_url: null }))
    expect(await getReport()).toBeNull()
  })
})

describe('fetchReport', () => {
  it('GETs the PDF on the API base with the token, and names it from Content-Disposition', async () => {
    const url = apiUrl('/reports/weekly-2026-11-16.pdf')
    const fetchMock = stubFetch(
      () => new Response(PDF, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="selera-weekly-report-2026-11-16.pdf"' } }),
    )
    const file = await fetchReport(url)
    expect(fetchMock.mock.calls[0]![0]).toBe(url)
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer token-abc')
    expect(file.fileName).toBe('selera-weekly-report-2026-11-16.pdf')
    expect(file.blob.type).toBe('application/pdf')
    expect(await file.blob.text()).toBe(PDF)
  })

  it('reads a relative link against GET /report, as a browser reads a link in that answer', async () => {
    const fetchMock = stubFetch(() => new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } }))
    await fetchReport('reports/weekly-2026-11-16.pdf')
    expect(fetchMock.mock.calls[0]![0]).toBe(apiUrl('/reports/weekly-2026-11-16.pdf'))
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer token-abc')
  })

  it('fetches a link elsewhere without the token, naming the file from the date in the URL', async () => {
    const fetchMock = stubFetch(() => new Response(PDF, { headers: { 'Content-Type': 'application/octet-stream' } }))
    const file = await fetchReport('https://files.example.com/b/acc-1/2026-11-16/report.pdf?sig=abc')
    expect(headersOf(fetchMock).has('Authorization')).toBe(false)
    expect(file.fileName).toBe('selera-weekly-report-2026-11-16.pdf')
    // Whatever type the server said, the saved file is a PDF.
    expect(file.blob.type).toBe('application/pdf')
  })

  it('refuses an answer that is not a PDF (an HTML page behind a proxy) as invalid-response', async () => {
    stubFetch(() => new Response('<!doctype html><title>Sign in</title>', { headers: { 'Content-Type': 'text/html' } }))
    const error = await fetchReport(apiUrl('/reports/weekly-2026-11-16.pdf')).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 })
  })

  it('passes on http failures as ApiError', async () => {
    stubFetch(() => Response.json({ detail: 'Report not found' }, { status: 404 }))
    await expect(fetchReport(apiUrl('/reports/weekly-2026-11-16.pdf'))).rejects.toMatchObject({ kind: 'http', status: 404, detail: 'Report not found' })
  })

  it('refuses a link that is no URL at all, without a request', async () => {
    const fetchMock = stubFetch(() => new Response(PDF))
    await expect(fetchReport('http://[bad')).rejects.toMatchObject({ kind: 'invalid-response' })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('reportFileName', () => {
  const url = apiUrl('/reports/weekly-2026-11-16.pdf')

  it.each([
    ['attachment; filename="selera-weekly-report-2026-11-16.pdf"', 'selera-weekly-report-2026-11-16.pdf'],
    ['attachment; filename=weekly.pdf', 'weekly.pdf'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ['attachment; filename="plain.pdf"; filename*=UTF-8\'\'laporan%20mingguan%20%E2%80%94%20Kopi.pdf', 'laporan mingguan — Kopi.pdf'],
    ["attachment; filename*=iso-8859-1'en'caf%E9.pdf", 'café.pdf'],
    ['attachment; filename="semi;colon.pdf"; size=10', 'semi;colon.pdf'],
    ['ATTACHMENT; FILENAME="upper.pdf"', 'upper.pdf'],
  ])('reads %s', (header, name) => {
    expect(reportFileName(header, url)).toBe(name)
  })

  it('keeps only the last path segment and no control characters, and ends the name in .pdf', () => {
    expect(reportFileName('attachment; filename="../../etc/passwd"', url)).toBe('passwd.pdf')
    expect(reportFileName('attachment; filename="C:\\\\temp\\\\r.pdf"', url)).toBe('r.pdf')
    expect(reportFileName('attachment; filename="we\u0007ek.pdf"', url)).toBe('week.pdf')
  })

  it('falls back to the date in the URL when the header is missing, empty or unreadable', () => {
    expect(reportFileName(null, url)).toBe('selera-weekly-report-2026-11-16.pdf')
    expect(reportFileName('attachment', url)).toBe('selera-weekly-report-2026-11-16.pdf')
    expect(reportFileName('attachment; filename=""', url)).toBe('selera-weekly-report-2026-11-16.pdf')
    expect(reportFileName("attachment; filename*=UTF-8''%E0%A4%A.pdf", url)).toBe('selera-weekly-report-2026-11-16.pdf')
    expect(reportFileName('attachment; filename=".."', url)).toBe('selera-weekly-report-2026-11-16.pdf')
  })

  it('falls back to the plain name when the URL has no date', () => {
    expect(reportFileName(null, apiUrl('/reports/latest.pdf'))).toBe(DEFAULT_REPORT_FILE_NAME)
    expect(DEFAULT_REPORT_FILE_NAME).toBe('selera-weekly-report.pdf')
  })

  it('dispositionFileName: null without a name', () => {
    expect(dispositionFileName('inline')).toBeNull()
  })
})
