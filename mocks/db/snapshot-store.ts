/**
 * Where snapshots live between page loads. A tiny interface so persistence is testable without a
 * browser: IndexedDB in the demo (sales rows, later, will not fit localStorage's 5 MB), memory in tests.
 */
import { createIdbFileBacking, type FileBacking } from './files'
import { SNAPSHOT_VERSION, UPGRADABLE_VERSION } from './snapshot'

export interface SnapshotStore {
  /** The stored snapshot of this version, or null when there is none. */
  load(): Promise<unknown>
  save(snapshot: unknown): Promise<void>
  /** Where the files live beside the snapshots (./files.ts); absent: in memory. */
  files?: FileBacking
}

export function createMemorySnapshotStore(): SnapshotStore & { saves: number } {
  let stored: string | null = null
  return {
    saves: 0,
    load: () => Promise.resolve(stored === null ? null : (JSON.parse(stored) as unknown)),
    save(snapshot) {
      this.saves++
      stored = JSON.stringify(snapshot)
      return Promise.resolve()
    },
  }
}

export interface IdbStoreOptions {
  indexedDB: IDBFactory
  dbName?: string
  /** Snapshot schema version; the record key is `db:v<version>`. */
  version?: number
}

const STORE = 'snapshots'

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const request = factory.open(name, 1)
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE)
  }
  return promised(request)
}

async function inTransaction<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const tx = db.transaction(STORE, mode)
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
  })
  const result = await work(tx.objectStore(STORE))
  await done
  return result
}

/**
 * The demo's store: database `selera-demo`, object store `snapshots`, one record per schema version;
 * the files in the database `selera-demo-files` beside it (`<dbName>-files`, see ./files.ts).
 */
export function createIdbSnapshotStore(options: IdbStoreOptions): SnapshotStore {
  const name = options.dbName ?? 'selera-demo'
  const version = options.version ?? SNAPSHOT_VERSION
  const key = `db:v${version}`
  // The version before, which this code upgrades (./snapshot.ts), is read when this one is not there yet.
  const previous = version === SNAPSHOT_VERSION ? `db:v${UPGRADABLE_VERSION}` : null
  let opened: Promise<IDBDatabase> | null = null
  const database = () => (opened ??= openDatabase(options.indexedDB, name))

  return {
    files: createIdbFileBacking(options.indexedDB, `${name}-files`),
    async load() {
      return inTransaction(await database(), 'readwrite', async (store) => {
        const keys = await promised(store.getAllKeys())
        const current: unknown = await promised(store.get(key))
        const found = typeof current === 'string'
        // Records of other versions are unreadable by this code: drop them so they free their space;
        // the one it upgrades stays until a record of this version is there.
        for (const other of keys) if (other !== key && (found || other !== previous)) store.delete(other)
        const text: unknown = found || previous === null ? current : await promised(store.get(previous))
        return typeof text === 'string' ? (JSON.parse(text) as unknown) : null
      })
    },
    async save(snapshot) {
      const text = JSON.stringify(snapshot)
      // Serialising and storing are separate tasks (see persistence.ts); an open transaction would
      // commit itself across the pause, so the pause comes before it opens.
      await new Promise((resolve) => setTimeout(resolve, 0))
      await inTransaction(await database(), 'readwrite', async (store) => {
        await promised(store.put(text, key))
      })
    },
  }
}
