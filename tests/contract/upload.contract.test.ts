import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, MetricsResponseSchema, UploadManualFormSchema, UploadResponseSchema, UploadsResponseSchema } from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { listUploads, uploadManualEntry } from '../../src/api/uploads'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, signIn } from './contract-helpers'

useMockBackend()

// 18 Nov 2026 14:05 in Kuala Lumpur.
const NOW = Date.UTC(2026, 10, 18, 6, 5)

async function bearer(email = NEW_ACCOUNT.email): Promise<{ authorization: string }> {
  setClock(() => NOW)
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

function manualForm(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

function post(body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${apiBase}/upload`, { method: 'POST', headers, body })
}

describe('POST /upload and GET /uploads need a bearer token', () => {
  it('answer 401 {detail} without one, storing nothing', async () => {
    const upload = await post(manualForm({ date: '2026-11-18', sales: '10.00' }))
    expect(upload.status).toBe(401)
    expect(ErrorBodySchema.parse(await upload.json())).toEqual({ detail: 'Missing bearer token' })
    const list = await fetch(`${apiBase}/uploads`)
    expect(list.status).toBe(401)
    expect(ErrorBodySchema.parse(await list.json())).toEqual({ detail: 'Missing bearer token' })
    expect(await storedTables().uploads.count({ account_id: NEW_ACCOUNT.id })).toBe(0)
  })
})

describe('POST /upload, manual mode (multipart date, sales, emails)', () => {
  it('records the entry and answers the contract’s UploadResponse', async () => {
    const fields = { date: '2026-11-18', sales: '1234.50', emails: 'aisyah@kopikita.my, hafiz@warung.my' }
    expect(UploadManualFormSchema.safeParse(fields).success).toBe(true)
    const response = await post(manualForm(fields), await bearer())
    expect(response.status).toBe(200)
    expect(UploadResponseSchema.parse(await response.json())).toEqual({
      upload_completed: true,
      status: 'completed',
      message: 'Recorded RM1,234.50 for 18 Nov 2026 with 2 customers.',
      suggestion: null,
      chunks_created: 1,
    })
  })

  it('accepts exactly what the app’s client sends, and lists it through the app’s client', async () => {
    setAccessToken((await bearer()).authorization.slice('Bearer '.length))
    const answer = await uploadManualEntry({ date: '2026-11-17', sales: 88.1, emails: '  ' })
    expect(answer.message).toBe('Recorded RM88.10 for 17 Nov 2026.')
    expect(await listUploads()).toMatchObject({ uploads: [{ kind: 'manual', file_name: null, rows: 1, chunks: 1, summary: 'Manual entry, RM88.10 for 17 Nov 2026' }], currency: 'MYR' })
  })

  it('reports invalid e-mail addresses in the answer', async () => {
    const response = await post(manualForm({ date: '2026-11-18', sales: '10.00', emails: 'ok@kedai.my, nope@' }), await bearer())
    const body = UploadResponseSchema.parse(await response.json())
    expect(body.message).toBe('Recorded RM10.00 for 18 Nov 2026 with 1 customer. Not recorded: “nope@” (not a valid e-mail address).')
    expect(body.suggestion).toMatch(/^Correct them/)
  })

  it.each([
    ['a future date', { date: '2026-11-20', sales: '10.00' }, '2026-11-20 is in the future: sales can be recorded up to 19 Nov 2026.'],
    ['no date', { sales: '10.00' }, 'A date is required, written YYYY-MM-DD.'],
    ['a negative amount', { date: '2026-11-18', sales: '-1' }, 'Sales must be an amount in RM such as 1234.50: not negative, at most two decimals.'],
  ])('answers 400 {detail} for %s', async (_, fields, detail) => {
    const response = await post(manualForm(fields), await bearer())
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ detail })
    expect(await storedTables().uploads.count({ account_id: NEW_ACCOUNT.id })).toBe(0)
  })
})

describe('POST /upload with neither a file nor manual fields', () => {
  it.each([
    ['an empty form', () => new FormData()],
    ['the empty file part a form sends when no file was chosen', () => {
      const form = new FormData()
      form.append('file', new File([], ''))
      return form
    }],
    ['a JSON body', () => JSON.stringify({ date: '2026-11-18' })],
  ])('answers 400 "Please select a file." for %s', async (_, body) => {
    const response = await post(body(), await bearer())
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ detail: 'Please select a file.' })
  })
})

describe('GET /uploads (Selera’s extension)', () => {
  it('lists the account’s own uploads, newest first, in the contract’s shape', async () => {
    const owner = await bearer()
    await post(manualForm({ date: '2026-11-16', sales: '100.00' }), owner)
    setClock(() => NOW + 60_000)
    await post(manualForm({ date: '2026-11-17', sales: '200.00', emails: 'a@b.my' }), owner)
    await post(manualForm({ date: '2026-11-17', sales: '5.00' }), await bearer(DEMO_ACCOUNT.email))

    const response = await fetch(`${apiBase}/uploads`, { headers: owner })
    expect(response.status).toBe(200)
    const { uploads } = UploadsResponseSchema.parse(await response.json())
    expect(uploads.map((upload) => [upload.summary, upload.uploaded_at])).toEqual([
      ['Manual entry, RM200.00 for 17 Nov 2026, 1 customer', new Date(NOW + 60_000).toISOString()],
      ['Manual entry, RM100.00 for 16 Nov 2026', new Date(NOW).toISOString()],
    ])
    // The demo account has its seeded weekly exports besides its own entry, and none of the other account's.
    const demo = UploadsResponseSchema.parse(await (await fetch(`${apiBase}/uploads`, { headers: await bearer(DEMO_ACCOUNT.email) })).json())
    const summaries = demo.uploads.map((upload) => upload.summary)
    expect(summaries).toContain('Manual entry, RM5.00 for 17 Nov 2026')
    expect(summaries.filter((summary) => summary.startsWith('Manual entry'))).toEqual(['Manual entry, RM5.00 for 17 Nov 2026'])
  })
})

describe('POST /upload, manual mode: a day that has an entry, and the day’s orders (Selera’s extensions)', () => {
  it('asks (manual_exists, nothing stored) instead of counting a second entry for the day; mode replace or add answers', async () => {
    const owner = await bearer()
    const fields = { date: '2026-11-17', sales: '1234.56' }
    expect((await post(manualForm(fields), owner)).status).toBe(200)
    const asked = UploadResponseSchema.parse(await (await post(manualForm(fields), owner)).json())
    expect(asked).toMatchObject({ upload_completed: false, status: 'manual_exists', message: '17 Nov 2026 already has a manual entry: RM1,234.56.', chunks_created: 0 })

    for (const [mode, message] of [
      ['add', 'Recorded RM1,234.56 for 17 Nov 2026. 17 Nov 2026 now has RM2,469.12 entered by hand.'],
      ['replace', 'Recorded RM1,234.56 for 17 Nov 2026. It replaces 2 manual entries of RM2,469.12.'],
    ] as const) {
      expect(UploadManualFormSchema.safeParse({ ...fields, mode }).success).toBe(true)
      const answer = UploadResponseSchema.parse(await (await post(manualForm({ ...fields, mode }), owner)).json())
      expect(answer).toMatchObject({ upload_completed: true, message })
    }
    const { uploads } = UploadsResponseSchema.parse(await (await fetch(`${apiBase}/uploads`, { headers: owner })).json())
    expect(uploads.map((upload) => upload.summary)).toEqual(['Manual entry, RM1,234.56 for 17 Nov 2026'])
  })

  it('counts the day’s orders in GET /metrics: Orders Today and the average order', async () => {
    const owner = await bearer()
    const fields = { date: '2026-11-18', sales: '100.00', orders: '4' }
    expect(UploadManualFormSchema.safeParse(fields).success).toBe(true)
    expect((await post(manualForm(fields), owner)).status).toBe(200)
    const { metrics } = MetricsResponseSchema.parse(await (await fetch(`${apiBase}/metrics`, { headers: owner })).json())
    expect(metrics).toMatchObject({ revenue: 100, orders: 4, avg_order: 25 })
  })

  it.each([
    ['a fractional order count', { orders: '2.5' }, 'Orders must be a whole number such as 52, not negative.'],
    ['an unknown mode', { mode: 'merge' }, "The mode must be 'replace' or 'add', not 'merge'."],
  ])('answers 400 {detail} for %s', async (_, extra, detail) => {
    const response = await post(manualForm({ date: '2026-11-18', sales: '10.00', ...extra }), await bearer())
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ detail })
  })
})
