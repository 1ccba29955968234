import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { assetFileKey } from '../../backend/assets/assets'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../fixtures/accounts'
import { DEMO_BRAND_ASSETS } from '../fixtures/brand'
import { createIdbFileBacking, DemoFileStorage } from './files'
import { createDb } from './models'
import { createPersistence } from './persistence'
import { createSeededReset } from './seeded'
import { takeSnapshot } from './snapshot'
import { createIdbSnapshotStore, createMemorySnapshotStore } from './snapshot-store'
import { createStore } from './store'

let counter = 0
function idbName(): string {
  counter += 1
  return `selera-files-test-${counter}`
}

const bytes = (...values: number[]) => new Uint8Array(values)

describe('DemoFileStorage in memory', () => {
  it('puts, gets and removes files, handing out copies', async () => {
    const files = new DemoFileStorage()
    const original = bytes(1, 2, 3)
    await files.put('a', { bytes: original, content_type: 'image/png' })
    original[0] = 9
    const read = await files.get('a')
    expect(read).toEqual({ bytes: bytes(1, 2, 3), content_type: 'image/png' })
    read!.bytes[1] = 9
    expect((await files.get('a'))!.bytes).toEqual(bytes(1, 2, 3))
    expect(await files.remove('a')).toBe(true)
    expect(await files.remove('a')).toBe(false)
    expect(await files.get('a')).toBeNull()
  })

  it('serves the seeded layer under the stored files; removing one hides it until clear() brings it back', async () => {
    const files = new DemoFileStorage()
    files.setSeeded(new Map([['seed', { bytes: bytes(7), content_type: 'image/svg+xml' }]]))
    await files.put('mine', { bytes: bytes(1), content_type: 'image/png' })
    expect((await files.get('seed'))!.bytes).toEqual(bytes(7))
    expect(await files.remove('seed')).toBe(true)
    expect(await files.get('seed')).toBeNull()
    await files.clear()
    expect((await files.get('seed'))!.bytes).toEqual(bytes(7))
    expect(await files.get('mine')).toBeNull()
  })
})

describe('files in IndexedDB (fake-indexeddb)', () => {
  it('round-trips a 1 MB PNG through its own database, and clear() empties it', async () => {
    const backing = createIdbFileBacking(indexedDB, idbName())
    const png = new Uint8Array(1024 * 1024)
    for (let i = 0; i < png.length; i++) png[i] = (i * 31) & 0xff
    const started = performance.now()
    await backing.put('images/a.png', { bytes: png, content_type: 'image/png' })
    const read = await backing.get('images/a.png')
    const elapsed = performance.now() - started
    expect(read!.content_type).toBe('image/png')
    // Compared byte by byte in a loop: toEqual on a megabyte takes seconds.
    expect(read!.bytes.length).toBe(png.length)
    expect(read!.bytes.every((byte, i) => byte === png[i])).toBe(true)
    // fake-indexeddb clones in memory: this bounds the round trip's own cost, not a browser's disk.
    expect(elapsed).toBeLessThan(2_000)
    expect(await backing.remove('images/a.png')).toBe(true)
    expect(await backing.remove('images/a.png')).toBe(false)
    await backing.put('b', { bytes: bytes(1), content_type: 'application/pdf' })
    await backing.clear()
    expect(await backing.get('b')).toBeNull()
  })
})

describe('persistence with files', () => {
  it('writes files straight through, keeps them across a reload, and a reset clears them but keeps the seeded ones', async () => {
    const name = idbName()
    const first = createDb({ crossTabSync: false })
    const persistence = createPersistence(first)
    expect(await persistence.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('seeded')
    const store = createStore(first)
    await store.files.put('images/x.png', { bytes: bytes(1, 2), content_type: 'image/png' })
    // Not in memory: in IndexedDB, before any snapshot is saved.
    expect(first.files.memoryCount).toBe(0)

    const second = createDb({ crossTabSync: false })
    const reloaded = createPersistence(second)
    expect(await reloaded.hydrate(createIdbSnapshotStore({ indexedDB, dbName: name }))).toBe('restored')
    const files = createStore(second).files
    expect((await files.get('images/x.png'))!.bytes).toEqual(bytes(1, 2))
    const logo = (await createStore(second).assets.find({ account_id: DEMO_ACCOUNT.id, asset_type_code: 'logo' }))!
    expect((await files.get(logo.file_key!))!.content_type).toBe('image/svg+xml')
    // The metadata object survives the snapshot's JSON as given.
    expect(logo.metadata).toEqual(DEMO_BRAND_ASSETS.find((fixture) => fixture.asset_type_code === 'logo')!.metadata)

    await reloaded.reset()
    expect(await files.get('images/x.png')).toBeNull()
    expect(await files.get(logo.file_key!)).not.toBeNull()
  })

  it('restores a snapshot taken before brand assets existed: asset types and the demo assets come from the seed, the rest stays', async () => {
    const first = createDb({ crossTabSync: false })
    await createPersistence(first).hydrate(createMemorySnapshotStore())
    first.lead.create({ id: 'lead-1', email: 'a@b.my', company_name: 'Warung', country: 'MY', created_at: '2025-01-01T00:00:00.000Z' })
    const older = takeSnapshot(first)
    delete older.models.assetType
    delete older.models.asset
    delete older.models.generatedImage
    const saved = createMemorySnapshotStore()
    await saved.save(older)

    const second = createDb({ crossTabSync: false })
    expect(await createPersistence(second).hydrate(saved)).toBe('restored')
    const store = createStore(second)
    expect(second.lead.count()).toBe(1)
    expect((await store.assetTypes.findAll({}, [['sort_order', 'asc']])).map((type) => type.code)).toEqual(['logo', 'product_image', 'packaging', 'menu'])
    expect(await store.assets.count({ account_id: DEMO_ACCOUNT.id })).toBe(DEMO_BRAND_ASSETS.length)
    expect(await store.assets.count({ account_id: NEW_ACCOUNT.id })).toBe(0)
    const product = (await store.assets.find({ asset_type_code: 'product_image' }))!
    expect(product.file_key).toBe(assetFileKey(DEMO_ACCOUNT.id, product.id))
    expect(await store.files.get(product.file_key!)).not.toBeNull()
  })

  it('Node’s seeded reset forgets the files tests stored and keeps the seeded ones', async () => {
    const db = createDb({ crossTabSync: false })
    const seeded = createSeededReset(db)
    await seeded.reset()
    const store = createStore(db)
    const logo = (await store.assets.find({ account_id: DEMO_ACCOUNT.id, asset_type_code: 'logo' }))!
    await store.files.put('images/test.png', { bytes: bytes(1), content_type: 'image/png' })
    await store.files.remove(logo.file_key!)
    await seeded.reset()
    expect(await store.files.get('images/test.png')).toBeNull()
    expect(await store.files.get(logo.file_key!)).not.toBeNull()
  })
})
