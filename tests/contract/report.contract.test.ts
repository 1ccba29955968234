import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, ReportResponseSchema, UploadResponseSchema } from '../../src/api/schemas'
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

async function reportUrlOf(headers: Record<string, string>): Promise<string | null> {
  const response = await fetch(`${apiBase}/report`, { headers })
  expect(response.status).toBe(200)
  return ReportResponseSchema.parse(await response.json()).report_url
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
    expect(await reportUrlOf(owner)).toBe(PDF_URL)

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
  it('is null before there is a complete week of data', async () => {
    expect(await reportUrlOf(await bearer(NEW_ACCOUNT.email))).toBeNull()
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
    const form = new FormData()
    form.append('file', new File([csv], 'loyverse-last-week.csv', { type: 'text/csv' }))
    const upload = await fetch(`${apiBase}/upload`, { method: 'POST', headers: owner, body: form })
    expect(UploadResponseSchema.parse(await upload.json())).toMatchObject({ upload_completed: true })

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
})
