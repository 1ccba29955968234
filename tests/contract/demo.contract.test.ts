import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { ON_SERVER, storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, postJson, signIn } from './contract-helpers'

useMockBackend()

// The demo's own calls (mocks/handlers/demo.ts).
describe.skipIf(ON_SERVER)('POST /demo/reset (demo only, no auth)', () => {
  it('answers 204 and puts the data back to the seed', async () => {
    await postJson(`${apiBase}/leads`, { email: 'a@b.my', company_name: 'Mamak Corner', country: 'MY' })
    await signIn('demo@selera.my')
    expect(db.lead.count()).toBe(1)
    expect(db.refreshToken.count()).toBe(1)

    const response = await fetch(`${apiBase}/demo/reset`, { method: 'POST' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(db.lead.count()).toBe(0)
    expect(db.refreshToken.count()).toBe(0)
    expect(db.account.count()).toBe(2)
    expect(db.goal.count()).toBe(8)
  })
})

describe.runIf(ON_SERVER)('the demo’s calls on the server', () => {
  it('are not there: a reset answers 404 and keeps every owner’s data, and no mailbox is open to read', async () => {
    await postJson(`${apiBase}/leads`, { email: 'a@b.my', company_name: 'Mamak Corner', country: 'MY' })
    const reset = await fetch(`${apiBase}/demo/reset`, { method: 'POST' })
    expect(reset.status).toBe(404)
    expect(await storedTables().leads.count()).toBe(1)
    expect((await fetch(`${apiBase}/demo/outbox?email=demo%40selera.my`)).status).toBe(404)
  })
})
