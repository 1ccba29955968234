import { describe, expect, it } from 'vitest'
import { rollupsOf } from '../../backend/analytics/rollups/kept'
import { describeStore } from '../../tests/utils/backend/store-suite'
import { createDb } from './models'
import { createStore } from './store'

describeStore('the demo’s memory store', () => Promise.resolve(createStore(createDb({ crossTabSync: false }))))

describe('the demo’s memory store', () => {
  it('runs one transaction at a time, and saves after each kept one that wrote', async () => {
    const saved: string[] = []
    const db = createDb({ crossTabSync: false })
    const store = createStore(db, () => {
      saved.push('commit')
      return Promise.resolve()
    })
    const order: string[] = []
    let release!: () => void
    const first = store.transaction(async (tx) => {
      order.push('first begins')
      await new Promise<void>((resolve) => (release = resolve))
      await tx.leads.insert({ id: 'l-1', email: 'a@b.my', company_name: 'Warung', country: 'MY', created_at: '2026-11-18T07:00:00.000Z' })
      order.push('first ends')
    })
    const second = store.transaction(async (tx) => {
      order.push(`second sees ${await tx.leads.count()}`)
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(order).toEqual(['first begins'])
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['first begins', 'first ends', 'second sees 1'])
    // The second only read: nothing to save.
    expect(saved).toEqual(['commit'])
    await expect(
      store.transaction(async (tx) => {
        await tx.leads.insert({ id: 'l-2', email: 'c@d.my', company_name: 'Kedai', country: 'MY', created_at: '2026-11-18T08:00:00.000Z' })
        throw new Error('no')
      }),
    ).rejects.toThrow('no')
    expect(saved).toHaveLength(1)
    expect(await store.leads.find({ id: 'l-2' })).toBeNull()
  })
})

describe('the demo’s saves', () => {
  it('let the next transaction begin while one’s save is written, and answer its caller once saved', async () => {
    const db = createDb({ crossTabSync: false })
    const events: string[] = []
    let finishSave!: () => void
    const store = createStore(db, () => {
      events.push('snapshot taken')
      return new Promise<void>((resolve) => (finishSave = resolve)).then(() => void events.push('saved'))
    })
    const lead = (id: string) => ({ id, email: `${id}@b.my`, company_name: 'Warung', country: 'MY', created_at: '2026-11-18T07:00:00.000Z' })
    const first = store.transaction((tx) => tx.leads.insert(lead('l-1'))).then(() => void events.push('first answered'))
    const second = store.transaction(async (tx) => void events.push(`second sees ${await tx.leads.count()}`))
    await second
    expect(events).toEqual(['snapshot taken', 'second sees 1'])
    finishSave()
    await first
    expect(events).toEqual(['snapshot taken', 'second sees 1', 'saved', 'first answered'])
  })
})

describe('a transaction’s view of the sales', () => {
  it('reads what is kept in memory for the storage behind it (rollups, dashboards, the document index)', async () => {
    const store = createStore(createDb({ crossTabSync: false }))
    const outside = await rollupsOf(store.sales, 'acct', null, 'Asia/Kuala_Lumpur')
    const inside = await store.transaction(async (tx) => {
      expect(tx.sales.cacheKey).toBe(store.sales.cacheKey)
      return rollupsOf(tx.sales, 'acct', null, 'Asia/Kuala_Lumpur')
    })
    expect(inside).toBe(outside)
  })
})
