import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, findApiCall, MetricsResponseSchema, UploadRemovedSchema, UploadResponseSchema, UploadsResponseSchema } from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { removeUpload } from '../../src/api/uploads'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, isoDay, NOW, signIn } from './contract-helpers'

useMockBackend()

const CALL = findApiCall('DELETE', '/uploads/any-id')!
// Two days of sales in the dashboard's period, whatever day the tests run.
const SHEET = `Date,Amount\n${isoDay(-2)},12.50\n${isoDay(-1)},8.00\n`

async function bearer(email = NEW_ACCOUNT.email): Promise<{ authorization: string }> {
  setClock(() => NOW)
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

/** Uploads the sheet as `name` and answers the new upload's id, from GET /uploads. */
async function uploadSheet(headers: Record<string, string>, name = 'week.csv'): Promise<string> {
  const form = new FormData()
  form.append('file', new File([SHEET], name, { type: 'text/csv' }), name)
  const answer = UploadResponseSchema.parse(await (await fetch(`${apiBase}/upload`, { method: 'POST', headers, body: form })).json())
  expect(answer.upload_completed).toBe(true)
  const { uploads } = UploadsResponseSchema.parse(await (await fetch(`${apiBase}/uploads`, { headers })).json())
  return String(uploads.find((upload) => upload.file_name === name)!.id)
}

const remove = (id: string, headers: Record<string, string> = {}) => fetch(`${apiBase}/uploads/${encodeURIComponent(id)}`, { method: 'DELETE', headers })

async function metrics(headers: Record<string, string>) {
  return MetricsResponseSchema.parse(await (await fetch(`${apiBase}/metrics`, { headers })).json()).metrics
}

describe('DELETE /uploads/{id} (Selera’s extension)', () => {
  it('is in the contract: bearer, an UploadRemoved answer, 404 documented', () => {
    expect(CALL).toMatchObject({ method: 'DELETE', path: '/uploads/{id}', auth: true, response: UploadRemovedSchema })
    expect(CALL.errors).toHaveProperty('404')
  })

  it('removes the owner’s upload and answers what went, in the contract’s shape; the dashboard no longer counts it', async () => {
    const owner = await bearer()
    const id = await uploadSheet(owner)
    expect((await metrics(owner))?.revenue).toBe(20.5)

    const response = await remove(id, owner)
    expect(response.status).toBe(200)
    const removed = CALL.response!.parse(await response.json())
    expect(removed).toEqual({ id, file_name: 'week.csv', kind: 'file', rows: 2, days: 0, chunks: 0, from: isoDay(-2), to: isoDay(-1) })

    expect(UploadsResponseSchema.parse(await (await fetch(`${apiBase}/uploads`, { headers: owner })).json()).uploads).toEqual([])
    expect(await metrics(owner)).toBeNull()
  })

  it('is what the app’s client sends and reads', async () => {
    const owner = await bearer()
    const id = await uploadSheet(owner)
    setAccessToken(owner.authorization.slice('Bearer '.length))
    await expect(removeUpload(id)).resolves.toMatchObject({ id, rows: 2 })
    setAccessToken(null)
  })

  it('answers 404 {detail} for an unknown id, and for another owner’s upload, which stays', async () => {
    const theirs = await uploadSheet(await bearer(DEMO_ACCOUNT.email), 'theirs.csv')
    const owner = await bearer()
    for (const id of ['no-such-upload', theirs]) {
      const response = await remove(id, owner)
      expect(response.status).toBe(404)
      expect(ErrorBodySchema.parse(await response.json()).detail).toMatch(/no such upload/)
    }
    expect(await storedTables().uploads.count({ id: theirs })).toBe(1)
  })

  it('answers 401 {detail} without a token or with a bad one, removing nothing', async () => {
    const id = await uploadSheet(await bearer())
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }]
    for (const headers of refused) {
      const response = await remove(id, headers)
      expect(response.status).toBe(401)
      expect(ErrorBodySchema.safeParse(await response.json()).success).toBe(true)
    }
    expect(await storedTables().uploads.count({ id })).toBe(1)
  })
})
