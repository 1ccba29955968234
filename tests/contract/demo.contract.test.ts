import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, postJson, signIn } from './contract-helpers'

useMockBackend()

describe('POST /demo/reset (demo only, no auth)', () => {
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
