/**
 * Every protected call of the contract, over HTTP on the server (its embedded database), made with
 * account B's token while account A has data of every kind: B never reads anything of A's, and
 * nothing of A's changes. The database's own proof is ./db/tenancy.test.ts; this is the handlers'
 * and the policies' together, as a client sees them. The server keeps its files in an S3-compatible
 * bucket here (a stand-in on loopback), so that storage is used end to end as well.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GOAL_TITLES } from '../backend/catalogues'
import { solidPng } from '../backend/images/fake-composer'
import { API_CALLS } from '../kernel/contract'
import { standInBucket, type StandInBucket } from '../tests/utils/server/s3-bucket'
import { startServer, type RunningServer } from './main'

// The server's own loopback (tests/setup/node.setup.ts refuses a test's requests from its first test on).
const loopback = globalThis.fetch

/** What only account A's data says: none of it may reach B. */
const SECRET = { business: 'Warung Rahsia A', file: 'rahsia-a-sales.csv', chat: 'rahsia-a question about sales', profile: 'rahsia-a-profile', asset: 'rahsia-a-logo', goal: 'rahsia-a goal' }

let server: RunningServer
let base = ''
const tokens: Record<'a' | 'b', string> = { a: '', b: '' }
const ids = { upload: '', asset: '' }

async function signUp(email: string, business: string): Promise<string> {
  const answer = await loopback(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: 'test', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'kopi-o-kosong', data: { business_name: business } }),
  })
  return ((await answer.json()) as { access_token: string }).access_token
}

const as = (who: 'a' | 'b', path: string, init: RequestInit = {}) =>
  loopback(`${base}/api${path}`, { ...init, headers: { authorization: `Bearer ${tokens[who]}`, ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers } })

/** Everything A can read of its own, as one text. */
async function everythingOf(who: 'a' | 'b'): Promise<string> {
  const reads = API_CALLS.filter((call) => call.auth && call.method === 'GET')
  const answers = await Promise.all(reads.map(async (call) => `${call.path}: ${await (await as(who, call.path)).text()}`))
  return answers.join('\n')
}

let bucket: StandInBucket

beforeAll(async () => {
  bucket = await standInBucket()
  const { endpoint, bucket: name, region, accessKeyId, secretAccessKey } = bucket.settings
  const files = { S3_ENDPOINT: endpoint, S3_BUCKET: name, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey }
  server = await startServer({ env: { PORT: '0', SELERA_DATA_DIR: mkdtempSync(join(tmpdir(), 'selera-sweep-')), LOG_LEVEL: 'silent', ...files }, fetch: loopback })
  base = server.url
  tokens.a = await signUp('a@rahsia.my', SECRET.business)
  tokens.b = await signUp('b@lain.my', 'Kedai Lain B')

  const csv = readFileSync(new URL('../public/samples/generic-sales.csv', import.meta.url))
  const upload = new FormData()
  upload.append('file', new File([csv], SECRET.file, { type: 'text/csv' }))
  // The answer's body ends when the file is stored.
  expect(await (await as('a', '/upload', { method: 'POST', body: upload })).json()).toMatchObject({ upload_completed: true })
  ids.upload = ((await (await as('a', '/uploads')).json()) as { uploads: { id: string }[] }).uploads[0]!.id

  const asset = new FormData()
  asset.append('file', new File([solidPng(12, 12)], 'logo.png'))
  asset.append('asset_type_code', 'logo')
  asset.append('asset_metadata', JSON.stringify({ brand_name: SECRET.business }))
  asset.append('asset_name', SECRET.asset)
  expect((await as('a', '/assets/upload', { method: 'POST', body: asset })).status).toBe(200)
  ids.asset = ((await (await as('a', '/assets')).json()) as { assets: { asset_id: string }[] }).assets[0]!.asset_id

  expect((await as('a', '/chat', { method: 'POST', body: JSON.stringify({ user_query: SECRET.chat, mode: 'general' }) })).status).toBe(200)
  expect((await as('a', '/company-profile', { method: 'PUT', body: JSON.stringify({ other_info: SECRET.profile }) })).status).toBe(200)
  expect((await as('a', '/requests', { method: 'POST', body: JSON.stringify({ goal: GOAL_TITLES[0], user_query: SECRET.goal }) })).status).toBe(200)
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await bucket?.close()
})

describe('account B against account A, over HTTP on the server', () => {
  it('A reads its own data of every kind (so the sweep below has something to find)', async () => {
    const mine = await everythingOf('a')
    // A goal's words are read by the insights and the assistant, never shown back as they are.
    for (const secret of Object.values(SECRET).filter((secret) => secret !== SECRET.goal)) expect(mine, secret).toContain(secret)
  })

  it('B reads nothing of A’s on any call, and cannot remove A’s upload or asset', async () => {
    const theirs = await everythingOf('b')
    for (const secret of Object.values(SECRET)) expect(theirs, secret).not.toContain(secret)
    expect((await as('b', `/uploads/${ids.upload}`, { method: 'DELETE' })).status).toBe(404)
    expect((await as('b', `/assets/${ids.asset}`, { method: 'DELETE' })).status).toBe(404)
  })

  it('every write B makes, on every protected call, leaves A’s data as it was', async () => {
    // A's reads, the request times in their answers aside.
    const reads = async () => (await everythingOf('a')).replace(/"(last_updated|generated_at|updated_at|until|now|as_of)":"[^"]*"/g, '').split('\n')
    const before = await reads()
    for (const call of API_CALLS.filter((c) => c.auth && c.method !== 'GET')) {
      const path = call.path.replace('{id}', call.path.startsWith('/uploads') ? ids.upload : ids.asset)
      const answer = await as('b', path, { method: call.method, body: call.method === 'DELETE' ? undefined : JSON.stringify({}) })
      const text = await answer.text()
      for (const secret of Object.values(SECRET)) expect(text, `${call.method} ${call.path}`).not.toContain(secret)
    }
    const changed = (await reads()).filter((line, index) => line !== before[index])
    expect(changed.map((line) => line.slice(0, 300))).toEqual([])
  })

  it('a signed link to A’s file opens nothing when it names B’s account', async () => {
    const { assets } = (await (await as('a', '/assets')).json()) as { assets: { file_url: string }[] }
    const link = new URL(assets[0]!.file_url)
    expect((await loopback(link)).status).toBe(200)
    // Read from the bucket, where the upload put it.
    expect([...bucket.objects.keys()].some((key) => key.startsWith('/selera-files/assets/'))).toBe(true)
    const bId = JSON.parse(Buffer.from(tokens.b.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }
    link.searchParams.set('account', bId.sub)
    expect((await loopback(link)).status).toBe(403)
  })
})
