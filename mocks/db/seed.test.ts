import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../../backend/auth/secrets'
import { ASSET_TYPE_CATALOGUE } from '../../backend/assets/asset-types'
import { ACCOUNT_FIXTURES, DEMO_PASSWORD } from '../fixtures/accounts'
import { DEMO_BRAND_ASSETS } from '../fixtures/brand'
import { createDb } from './models'
import { seedDb } from './seed'
import { comparable } from '../../tests/utils/demo-db'
import { takeSnapshot } from './snapshot'
import { createPlainStore, createStore } from './store'

describe('seed', () => {
  it.each(ACCOUNT_FIXTURES.map((a) => [a.email, a] as const))('%s signs in with the demo password (committed hash verifies)', async (_, account) => {
    await expect(verifyPassword(DEMO_PASSWORD, account.password_hash, account.password_salt)).resolves.toBe(true)
    await expect(verifyPassword('wrong', account.password_hash, account.password_salt)).resolves.toBe(false)
  })

  it('is deterministic: two seeded databases hold the same records', async () => {
    const [a, b] = [createDb({ crossTabSync: false }), createDb({ crossTabSync: false })]
    await seedDb(a)
    await seedDb(b)
    expect(comparable(takeSnapshot(a))).toEqual(comparable(takeSnapshot(b)))
    expect(a.goal.count()).toBe(8)
    expect(a.lead.count()).toBe(0)
    expect(a.refreshToken.count()).toBe(0)
  })

  it('the demo owner runs a Kuala Lumpur café chain and the new account is empty', () => {
    const [demo, fresh] = ACCOUNT_FIXTURES
    expect(demo).toMatchObject({ email: 'demo@selera.my', business_name: 'Kopi Kita Café', outlets: ['Bangsar', 'SS15 Subang Jaya', 'Mont Kiara'] })
    expect(fresh).toMatchObject({ email: 'new@selera.my', business_name: 'Warung Baru', outlets: [] })
  })

  it('gives the demo owner 90 days of sales as weekly POS exports, and the new account nothing', async () => {
    const db = createDb({ crossTabSync: false })
    await seedDb(db)
    const [demo, fresh] = ACCOUNT_FIXTURES
    const sales = await createPlainStore(db).sales.salesOf(demo!.id)
    const uploads = db.upload.findMany({ where: { account_id: { equals: demo!.id } } })
    expect(sales.length).toBeGreaterThan(50_000)
    expect(uploads.length).toBeGreaterThanOrEqual(13)
    expect(uploads.reduce((rows, upload) => rows + upload.rows, 0)).toBe(sales.length)
    expect(new Set(sales.dict.outlet)).toEqual(new Set(demo!.outlets))
    const days = (Math.max(...sales.timestamp) - Math.min(...sales.timestamp)) / 86_400_000
    expect(days).toBeGreaterThan(88)
    expect(days).toBeLessThanOrEqual(90)
    expect((await createPlainStore(db).sales.salesOf(fresh!.id)).length).toBe(0)
    expect(db.upload.count({ where: { account_id: { equals: fresh!.id } } })).toBe(0)
  })

  it('gives every account the asset types, and only the demo owner brand assets, stored (sanitised) like uploads', async () => {
    const db = createDb({ crossTabSync: false })
    await seedDb(db)
    const store = createStore(db)
    const [demo, fresh] = ACCOUNT_FIXTURES
    expect((await store.assetTypes.findAll({}, [['sort_order', 'asc']])).map((type) => type.code)).toEqual(ASSET_TYPE_CATALOGUE.map((type) => type.code))
    const assets = await store.assets.findAll({ account_id: demo!.id }, [['created_at', 'asc']])
    expect(assets.map((asset) => [asset.asset_type_code, asset.file_name])).toEqual(DEMO_BRAND_ASSETS.map((fixture) => [fixture.asset_type_code, fixture.file_name]))
    expect(await store.assets.count({ account_id: fresh!.id })).toBe(0)
    for (const [index, asset] of assets.entries()) {
      const fixture = DEMO_BRAND_ASSETS[index]!
      expect(asset).toMatchObject({ content_type: 'image/svg+xml', width: fixture.width, height: fixture.height, metadata: fixture.metadata })
      const file = await store.files.get(asset.file_key!)
      expect(file!.content_type).toBe('image/svg+xml')
      expect(file!.bytes.byteLength).toBe(asset.size_bytes)
      expect(new TextDecoder().decode(file!.bytes)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    }
  })
})
