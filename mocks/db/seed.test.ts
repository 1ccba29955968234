import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/secrets'
import { ACCOUNT_FIXTURES, DEMO_PASSWORD } from '../fixtures/accounts'
import { createDb } from './models'
import { seedDb } from './seed'
import { takeSnapshot } from './snapshot'

describe('seed', () => {
  it.each(ACCOUNT_FIXTURES.map((a) => [a.email, a] as const))('%s signs in with the demo password (committed hash verifies)', async (_, account) => {
    await expect(verifyPassword(DEMO_PASSWORD, account.password_hash, account.password_salt)).resolves.toBe(true)
    await expect(verifyPassword('wrong', account.password_hash, account.password_salt)).resolves.toBe(false)
  })

  it('is deterministic: two seeded databases hold the same records', () => {
    const [a, b] = [createDb({ crossTabSync: false }), createDb({ crossTabSync: false })]
    seedDb(a)
    seedDb(b)
    expect(takeSnapshot(a)).toEqual(takeSnapshot(b))
    expect(a.goal.count()).toBe(8)
    expect(a.lead.count()).toBe(0)
    expect(a.refreshToken.count()).toBe(0)
  })

  it('the demo owner runs a Kuala Lumpur café chain and the new account is empty', () => {
    const [demo, fresh] = ACCOUNT_FIXTURES
    expect(demo).toMatchObject({ email: 'demo@selera.my', business_name: 'Kopi Kita Café', outlets: ['Bangsar', 'Damansara Uptown', 'Mont Kiara'] })
    expect(fresh).toMatchObject({ email: 'new@selera.my', business_name: 'Warung Baru', outlets: [] })
  })
})
