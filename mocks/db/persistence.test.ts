import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNT } from '../fixtures/accounts'
import { SNAPSHOT_VERSION, takeSnapshot } from './snapshot'
import { createIdbSnapshotStore, createMemorySnapshotStore, type SnapshotStore } from './snapshot-store'
import { createStore } from './store'
import { freshPersistence, idbName, restartFrom } from '../../tests/utils/demo-db'

const lead = { id: 'lead-1', email: 'a@b.my', company_name: 'Nasi Lemak Bumbung', country: 'MY', created_at: '2025-01-01T00:00:00.000Z' }
const at = '2025-01-15T08:00:00.000Z'
/** A verified TOTP factor as the demo stores it. */
const factor = { id: 'f-1', account_id: DEMO_ACCOUNT.id, friendly_name: '', factor_type: 'totp', status: 'verified', secret: 'JBSWY3DPEHPK3PXP', created_at: at, updated_at: at, last_challenged_at: at, last_used_step: 58_000_000 }

describe('persistence through IndexedDB (fake-indexeddb)', () => {
  it('seeds and saves on first start, then restores the same records on the next start', async () => {
    const name = idbName()
    const first = freshPersistence()
    expect(await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('seeded')
    expect(first.db.account.count()).toBe(2)
    first.db.lead.create(lead)
    await first.persistence.commit()

    // A reload: a new database object, the same browser storage.
    const second = freshPersistence()
    expect(await second.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(takeSnapshot(second.db)).toEqual(takeSnapshot(first.db))
    expect(second.db.lead.findFirst({ where: { id: { equals: 'lead-1' } } })).toMatchObject(lead)
  })

  it('restores a snapshot taken before the company profiles existed, keeping its records and adding the seeded profile', async () => {
    const name = idbName()
    const first = freshPersistence()
    await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    first.db.lead.create(lead)
    const older = takeSnapshot(first.db)
    delete older.models.companyProfile

    const second = await restartFrom(older)
    expect(second.hydrated).toBe('restored')
    expect(second.db.lead.count()).toBe(1)
    expect(second.db.companyProfile.findFirst({ where: { account_id: { equals: DEMO_ACCOUNT.id } } })).toMatchObject({ num_branches: 3 })
    // Saved with the table, so the next start restores it as it is.
    expect((await second.store.load()) as ReturnType<typeof takeSnapshot>).toMatchObject({ models: { companyProfile: [{ account_id: DEMO_ACCOUNT.id }] } })
  })

  it('restores a snapshot of before two-factor sign-in: the MFA and mail tables start empty, old settings records lose two_factor', async () => {
    const first = freshPersistence()
    await first.persistence.hydrate(createMemorySnapshotStore())
    const older = takeSnapshot(first.db)
    delete older.models.mfaFactor
    delete older.models.mfaChallenge
    delete older.models.outboxMessage
    older.models.accountSettings = older.models.accountSettings?.map((record) => ({ ...record, two_factor: true }))

    const second = await restartFrom(older)
    expect(second.hydrated).toBe('restored')
    expect([second.db.mfaFactor.count(), second.db.mfaChallenge.count(), second.db.outboxMessage.count()]).toEqual([0, 0, 0])
    expect(second.db.accountSettings.findFirst({ where: { account_id: { equals: DEMO_ACCOUNT.id } } })).not.toHaveProperty('two_factor')
    expect((await second.store.load()) as ReturnType<typeof takeSnapshot>).toMatchObject({ models: { mfaFactor: [], mfaChallenge: [], outboxMessage: [] } })
  })

  it('keeps factors, challenges and sent mail across a reload', async () => {
    const name = idbName()
    const first = freshPersistence()
    await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    first.db.mfaFactor.create(factor)
    first.db.mfaChallenge.create({ id: 'c-1', factor_id: 'f-1', account_id: DEMO_ACCOUNT.id, created_at: at, verified_at: null })
    first.db.outboxMessage.create({ id: 'm-1', to: 'demo@selera.my', subject: 'Reset your Selera password', link: 'https://app.selera.my/reset-password?token_hash=x&type=recovery', sent_at: at })
    await first.persistence.commit()

    const second = freshPersistence()
    expect(await second.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(second.db.mfaFactor.findFirst({ where: { id: { equals: 'f-1' } } })).toMatchObject(factor)
    expect(second.db.mfaChallenge.findFirst({ where: { id: { equals: 'c-1' } } })).toMatchObject({ verified_at: null })
    expect(second.db.outboxMessage.count()).toBe(1)
  })

  it('restores a factor saved while it counted its wrong codes itself, without those counts (the attempt counters keep them now)', async () => {
    const first = freshPersistence()
    await first.persistence.hydrate(createMemorySnapshotStore())
    const older = takeSnapshot(first.db)
    older.models.mfaFactor = [{ ...factor, failed_codes: 3, failed_since: at }]

    const second = await restartFrom(older)
    expect(second.hydrated).toBe('restored')
    const restored = second.db.mfaFactor.findFirst({ where: { id: { equals: 'f-1' } } })
    expect(restored).toMatchObject(factor)
    expect(Object.keys(restored ?? {}).sort()).toEqual(Object.keys(factor).sort())
  })

  it('keeps chat messages, with their figure, preview and question, across a reload; a snapshot of before the chat starts with none', async () => {
    const name = idbName()
    const first = freshPersistence()
    await first.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    const sentAt = '2026-11-24T06:00:00.000Z'
    const question = {
      text: 'sales last week', language: 'en', topic: 'figures', measures: ['revenue'], period: { kind: 'last_week', from: '2026-11-16', to: '2026-11-22', days: 7 },
      comparedTo: null, outlet: null, item: null, limit: null, followUp: false, byOutlet: false, version: 1,
    } as const
    const figure = { title: 'Revenue by day', unit: 'money', chart: 'bar', points: [{ label: 'Mon 16 Nov', value: 1234.5 }], period: { from: '2026-11-16', to: '2026-11-22' } } as const
    const preview = { action: 'generate_image', message: 'A Raya post', estimated_cost: 'RM0.20', generation_ready: false, asset_validation: { missing_assets: ['logo'] } }
    const store = createStore(first.db)
    const blank = { account_id: DEMO_ACCOUNT.id, timestamp: sentAt, mode: 'general', sources: [] as string[], figure: null, type: null, preview: null, request_id: null, question: null, image_id: null, image_result: null } as const
    await store.chatMessages.insert({ ...blank, id: 'c-1', sender: 'user', text: question.text, question: { ...question, measures: [...question.measures], period: { ...question.period } } })
    await store.chatMessages.insert({ ...blank, id: 'c-2', sender: 'ai', text: 'RM8,000', sources: ['Sales data'], figure: { ...figure, points: [...figure.points] } })
    await store.chatMessages.insert({ ...blank, id: 'c-3', sender: 'ai', mode: 'marketing', text: preview.message, type: 'image_preview_enhanced', preview, request_id: 'req-1' })
    await first.persistence.commit()

    const second = freshPersistence()
    expect(await second.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    const restored = await createStore(second.db).chatMessages.findAll({ account_id: DEMO_ACCOUNT.id }, [['timestamp', 'asc']])
    expect(restored.map((m) => m.id)).toEqual(['c-1', 'c-2', 'c-3'])
    expect(restored[0]).toMatchObject({ sender: 'user', question, figure: null })
    expect(restored[1]).toMatchObject({ sources: ['Sales data'], figure, question: null })
    expect(restored[2]).toMatchObject({ type: 'image_preview_enhanced', preview, request_id: 'req-1' })

    const older = takeSnapshot(second.db)
    delete older.models.chatMessage
    const third = await restartFrom(older)
    expect(third.hydrated).toBe('restored')
    expect(third.db.chatMessage.count()).toBe(0)
    expect(third.db.account.count()).toBe(2)

    // The demo's reset forgets every conversation.
    await second.persistence.reset()
    expect(second.db.chatMessage.count()).toBe(0)
  })

  it('discards data stored under another schema version', async () => {
    const name = idbName()
    const old = freshPersistence()
    await old.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name, version: SNAPSHOT_VERSION }))
    old.db.lead.create(lead)
    await old.persistence.commit()

    const bumped = createIdbSnapshotStore({ indexedDB, dbName: name, version: SNAPSHOT_VERSION + 1 })
    expect(await bumped.load()).toBeNull()
    // Loading under the new version also dropped the old record: the old version finds nothing now.
    expect(await createIdbSnapshotStore({ indexedDB, dbName: name, version: SNAPSHOT_VERSION }).load()).toBeNull()
  })

  it('reset drops everything, re-seeds and saves the seed', async () => {
    const name = idbName()
    const { db, persistence } = freshPersistence()
    await persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))
    db.lead.create(lead)
    db.account.delete({ where: { email: { equals: 'new@selera.my' } } })
    await persistence.commit()
    await persistence.reset()
    expect(db.lead.count()).toBe(0)
    expect(db.account.getAll().map((a) => a.email).sort()).toEqual(['demo@selera.my', 'new@selera.my'])

    const reloaded = freshPersistence()
    expect(await reloaded.persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    expect(reloaded.db.lead.count()).toBe(0)
    expect(reloaded.db.account.count()).toBe(2)
  })
})

describe('persistence with unusable storage', () => {
  it('starts from the seed when the stored snapshot is malformed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store: SnapshotStore = { load: () => Promise.resolve({ version: SNAPSHOT_VERSION, models: { account: 'nope' } }), save: () => Promise.resolve() }
    const { db, persistence } = freshPersistence()
    expect(await persistence.hydrate(store)).toBe('seeded')
    expect(db.account.count()).toBe(2)
  })

  it('keeps working in memory when loading or saving fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store: SnapshotStore = { load: () => Promise.reject(new Error('quota')), save: () => Promise.reject(new Error('quota')) }
    const { db, persistence } = freshPersistence()
    expect(await persistence.hydrate(store)).toBe('seeded')
    db.lead.create(lead)
    await expect(persistence.commit()).resolves.toBeUndefined()
    expect(db.lead.count()).toBe(1)
    expect(warn).toHaveBeenCalled()
  })

  it('commits nothing once detached (memory-only, as under Node)', async () => {
    const store = createMemorySnapshotStore()
    const { persistence } = freshPersistence()
    await persistence.hydrate(store)
    const saves = store.saves
    persistence.detach()
    await persistence.commit()
    expect(store.saves).toBe(saves)
  })
})
