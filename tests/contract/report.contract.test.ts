import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, ReportResponseSchema, UploadResponseSchema, type ReportResponse } from '../../kernel/contract'
import { extractPdfText } from '../../backend/ingest/documents/pdf'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, isoDay, NOW, signIn, TODAY } from './contract-helpers'

useMockBackend()

const SINCE_MONDAY = (new Date(Date.parse(`${TODAY}T00:00:00Z`)).getUTCDay() + 6) % 7
const WEEK = isoDay(-SINCE_MONDAY - 7)
const PDF_URL = `${apiBase}/reports/weekly-${WEEK}.pdf`

async function bearer(email: string): Promise<{ authorization: string }> {
  setClock(() => NOW)
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

async function reportOf(headers: Record<string, string>): Promise<ReportResponse> {
  const response = await fetch(`${apiBase}/report`, { headers })
  expect(response.status).toBe(200)
  return ReportResponseSchema.parse(await response.json())
}

async function reportUrlOf(headers: Record<string, string>): Promise<string | null> {
  return (await reportOf(headers)).report_url
}

async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return ErrorBodySchema.parse(await response.json()).detail
}

/** Loyverse writes day-first dates: `18/11/2026 08:05`. */
function loyverseTime(offset: number, time: string): string {
  const [year, month, day] = isoDay(offset).split('-')
  return `${day}/${month}/${year} ${time}`
}
const HEADER =
  'Date,Receipt number,Receipt type,Category,SKU,Item,Variant,Modifiers applied,Quantity,Gross sales,Discounts,Net sales,Cost of goods,Gross profit,Taxes,Dining option,POS,Store,Cashier name,Customer name,Customer contacts,Comment,Status'
const row = (offset: number, time: string, receipt: string, item: string, net: string) =>
  `${loyverseTime(offset, time)},${receipt},Sale,Rice,10001,${item},,,1,${net},0.00,${net},1.00,1.00,0.00,Dine in,POS 1,Bangsar,Aisyah,,,,Closed`

async function upload(headers: Record<string, string>, csv: string, name: string): Promise<void> {
  const form = new FormData()
  form.append('file', new File([csv], name, { type: 'text/csv' }))
  const response = await fetch(`${apiBase}/upload`, { method: 'POST', headers, body: form })
  expect(UploadResponseSchema.parse(await response.json())).toMatchObject({ upload_completed: true })
}

describe('GET /report and the PDF need a bearer token', () => {
  it('answers 401 {detail} without one, on both routes', async () => {
    expect(await refusal(await fetch(`${apiBase}/report`), 401)).toBe('Missing bearer token')
    expect(await refusal(await fetch(PDF_URL), 401)).toBe('Missing bearer token')
    expect(await refusal(await fetch(PDF_URL, { headers: { authorization: 'Bearer not.a.token' } }), 401)).toEqual(expect.any(String))
  })
})

describe('the demo account’s weekly report', () => {
  it('is a link on the API base to a two-page PDF of last week, downloaded with the bearer', async () => {
    const owner = await bearer(DEMO_ACCOUNT.email)
    expect(await reportOf(owner)).toEqual({ report_url: PDF_URL, week: { from: WEEK, to: isoDay(-SINCE_MONDAY - 1), latest: true } })

    const response = await fetch(PDF_URL, { headers: owner })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="selera-weekly-report-${WEEK}.pdf"`)
    expect(response.headers.get('access-control-expose-headers')).toMatch(/content-disposition/i)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength)

    const { text, pages } = await extractPdfText(bytes)
    expect(pages).toBe(2)
    expect(text).toContain('Kopi Kita Café')
    expect(text).toMatch(/Revenue\s+RM[\d,]+\.\d\d/)
  })

  it('is the same PDF when downloaded again', async () => {
    const owner = await bearer(DEMO_ACCOUNT.email)
    const first = new Uint8Array(await (await fetch(PDF_URL, { headers: owner })).arrayBuffer())
    const second = new Uint8Array(await (await fetch(PDF_URL, { headers: owner })).arrayBuffer())
    expect(second).toEqual(first)
  })
})

describe('a new account’s weekly report', () => {
  it('is null, without a week, before there is a complete week of data', async () => {
    expect(await reportOf(await bearer(NEW_ACCOUNT.email))).toEqual({ report_url: null })
  })

  it('cannot be another account’s: the demo’s PDF URL is refused with 404 {detail}', async () => {
    const other = await bearer(NEW_ACCOUNT.email)
    expect(await refusal(await fetch(PDF_URL, { headers: other }), 404)).toBe('No report for that week')
    expect(await refusal(await fetch(`${apiBase}/reports/weekly-${isoDay(0)}.pdf`, { headers: other }), 404)).toBe('No report for that week')
    expect(await refusal(await fetch(`${apiBase}/reports/latest.pdf`, { headers: other }), 404)).toBe('No report for that week')
  })

  it('appears once an upload covers last week, with the numbers the export implies', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    const monday = -SINCE_MONDAY - 7
    const csv = [HEADER, row(monday, '08:05', '1-1000', 'Nasi Lemak Ayam Goreng', '15.90'), row(monday + 6, '19:30', '1-1001', 'Teh Tarik', '4.50')].join('\r\n')
    await upload(owner, csv, 'loyverse-last-week.csv')

    expect(await reportUrlOf(owner)).toBe(PDF_URL)
    const { text } = await extractPdfText(new Uint8Array(await (await fetch(PDF_URL, { headers: owner })).arrayBuffer()))
    expect(text).toContain('Warung Baru')
    expect(text).toContain('RM20.40')
    // The demo account's own report of the same week is still its own.
    const demo = await bearer(DEMO_ACCOUNT.email)
    const { text: demoText } = await extractPdfText(new Uint8Array(await (await fetch(PDF_URL, { headers: demo })).arrayBuffer()))
    expect(demoText).toContain('Kopi Kita Café')
    expect(demoText).not.toContain('Warung Baru')
  })

  it('is the latest complete week with sales, said not latest, for an export of a year back; its PDF downloads', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    const monday = -SINCE_MONDAY - 7 - 52 * 7
    const csv = [HEADER, row(monday, '08:05', '1-1000', 'Nasi Lemak Ayam Goreng', '15.90'), row(monday + 6, '19:30', '1-1001', 'Teh Tarik', '4.50')].join('\r\n')
    await upload(owner, csv, 'loyverse-last-year.csv')

    const url = `${apiBase}/reports/weekly-${isoDay(monday)}.pdf`
    expect(await reportOf(owner)).toEqual({ report_url: url, week: { from: isoDay(monday), to: isoDay(monday + 6), latest: false } })
    const response = await fetch(url, { headers: owner })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="selera-weekly-report-${isoDay(monday)}.pdf"`)
    const { text } = await extractPdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('Warung Baru')
    expect(text).toContain('RM20.40')
    // The weeks since, without sales, and the week not over have no PDF.
    expect(await refusal(await fetch(PDF_URL, { headers: owner }), 404)).toBe('No report for that week')
    expect(await refusal(await fetch(`${apiBase}/reports/weekly-${isoDay(-SINCE_MONDAY)}.pdf`, { headers: owner }), 404)).toBe('No report for that week')
    // Nor does another account read it.
    const demo = await bearer(DEMO_ACCOUNT.email)
    expect(await refusal(await fetch(url, { headers: demo }), 404)).toBe('No report for that week')
  })
})
