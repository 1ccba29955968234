/**
 * The demo's file storage (`FileStorage` of backend/store.ts): brand assets' files and generated
 * PNGs, kept apart from the record snapshots, which are rewritten whole after every mutating request
 * and would carry megabytes of bytes each time. Memory under Node; in the browser every write goes
 * straight through to IndexedDB (`attach`), so a file is stored once, when it is written, and read
 * only when it is served or drawn.
 *
 * The seeded files (the demo business's brand assets, drawn from committed fixtures) are a layer
 * under the stored ones, built in memory by the seed at every start: they are the same bytes every
 * time, so they are never copied into IndexedDB, and a reset, which clears what was stored, leaves
 * them in place as the records that point at them come back. A seeded file removed with its asset
 * stays removed until the next reset or page load; nothing refers to it by then.
 */
import type { FileStorage, StoredFile } from '../../backend/store'

/** Where files are kept when memory is not enough: IndexedDB in the browser. */
export interface FileBacking {
  put(key: string, file: StoredFile): Promise<void>
  get(key: string): Promise<StoredFile | null>
  remove(key: string): Promise<boolean>
  clear(): Promise<void>
}

function copy(file: StoredFile): StoredFile {
  // Callers own what they put and what they get: a later change to their bytes must not reach the store.
  return { bytes: file.bytes.slice(), content_type: file.content_type }
}

export class DemoFileStorage implements FileStorage {
  private readonly memory = new Map<string, StoredFile>()
  private seeded: ReadonlyMap<string, StoredFile> = new Map()
  private readonly seedRemoved = new Set<string>()
  private backing: FileBacking | null = null

  /** From now on files are kept in `backing` (null: back to memory). Memory's files are dropped. */
  attach(backing: FileBacking | null): void {
    this.backing = backing
    this.memory.clear()
  }

  /** The seeded layer, replaced whole; every seeded file readable again. */
  setSeeded(files: ReadonlyMap<string, StoredFile>): void {
    this.seeded = files
    this.seedRemoved.clear()
  }

  async put(key: string, file: StoredFile): Promise<void> {
    if (this.backing) await this.backing.put(key, copy(file))
    else this.memory.set(key, copy(file))
  }

  async get(key: string): Promise<StoredFile | null> {
    const stored = this.backing ? await this.backing.get(key) : (this.memory.get(key) ?? null)
    if (stored) return copy(stored)
    const seeded = this.seedRemoved.has(key) ? undefined : this.seeded.get(key)
    return seeded ? copy(seeded) : null
  }

  async remove(key: string): Promise<boolean> {
    const stored = this.backing ? await this.backing.remove(key) : this.memory.delete(key)
    const seeded = this.seeded.has(key) && !this.seedRemoved.has(key)
    if (seeded) this.seedRemoved.add(key)
    return stored || seeded
  }

  /**
   * Forgets every stored file and brings back every seeded one: memory at once (Node's reset is
   * synchronous), the backing store by the time the promise settles.
   */
  clear(): Promise<void> {
    this.memory.clear()
    this.seedRemoved.clear()
    return this.backing ? this.backing.clear() : Promise.resolve()
  }

  /** How many files memory holds (tests). */
  get memoryCount(): number {
    return this.memory.size
  }
}

const FILES_STORE = 'files'

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
  })
}

/**
 * Files in IndexedDB: a database of their own, `selera-demo-files`, rather than a second object
 * store in `selera-demo`. Adding a store to `selera-demo` means opening it at version 2, and a tab
 * still open on version 1 (the demo as it was before this code) blocks that upgrade until it is
 * closed: the new tab's demo would hang at start. A database of its own needs no upgrade of the
 * snapshots' one, and clearing it is one call. Files and snapshots were never written in one
 * transaction anyway (snapshots are saved after the request, files while it runs).
 *
 * Values are stored as `{bytes, content_type}` (structured clone keeps the Uint8Array).
 */
export function createIdbFileBacking(factory: IDBFactory, name = 'selera-demo-files'): FileBacking {
  let opened: Promise<IDBDatabase> | null = null
  const database = () =>
    (opened ??= (() => {
      const request = factory.open(name, 1)
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(FILES_STORE)) request.result.createObjectStore(FILES_STORE)
      }
      return promised(request)
    })())

  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const tx = (await database()).transaction(FILES_STORE, mode)
    const done = transactionDone(tx)
    const result = await promised(work(tx.objectStore(FILES_STORE)))
    await done
    return result
  }

  return {
    async put(key, file) {
      await run('readwrite', (store) => store.put({ bytes: file.bytes, content_type: file.content_type }, key))
    },
    async get(key) {
      const value: unknown = await run('readonly', (store) => store.get(key))
      if (typeof value !== 'object' || value === null) return null
      const { bytes, content_type } = value as { bytes?: unknown; content_type?: unknown }
      // Checked as a view rather than `instanceof`: a clone may come from another realm's Uint8Array.
      if (!ArrayBuffer.isView(bytes) || typeof content_type !== 'string') return null
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), content_type }
    },
    async remove(key) {
      const tx = (await database()).transaction(FILES_STORE, 'readwrite')
      const done = transactionDone(tx)
      const store = tx.objectStore(FILES_STORE)
      const existing = await promised(store.count(key))
      store.delete(key)
      await done
      return existing > 0
    },
    async clear() {
      await run('readwrite', (store) => store.clear())
    },
  }
}
