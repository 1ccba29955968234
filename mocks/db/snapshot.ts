/**
 * @mswjs/data 0.16 has no persist(): a snapshot is every model's records as plain JSON plus the
 * sales store's columns (base64 of their raw bytes, see `backend/sales/snapshot.ts`), tagged
 * with a schema version. Restoring a snapshot of another version is refused, so a version bump
 * starts from the seed instead of reading records of an old shape.
 */
import { isSalesStoreSnapshot, type SalesStoreSnapshot } from '../../backend/sales/snapshot'
import { MODEL_NAMES, type Db, type ModelName } from './models'

/**
 * Bump when a model changes shape: stored demo data of the old shape is then discarded.
 * 2: the `upload` and `documentChunk` models and the sales store.
 */
export const SNAPSHOT_VERSION = 2

/**
 * Models added since version 2 without a bump: a new table changes no stored record's shape, so a
 * snapshot without it is still trusted and the table is filled from the seed (`seedMissingModels`;
 * empty for the tables the seed leaves empty, the MFA, mail, chat and generated-image tables), keeping
 * everything the owner stored. A field added to a model is the same: a record stored without it
 * takes the field's default when it is restored (the chat message's `image_id` and `image_result`, null).
 */
export const LATER_MODELS: readonly ModelName[] = [
  'companyProfile',
  'accountSettings',
  'ownerRequest',
  'mfaFactor',
  'mfaChallenge',
  'outboxMessage',
  'chatMessage',
  // The asset types and the demo's brand assets come from the seed; generated images start empty.
  'assetType',
  'asset',
  'generatedImage',
  // A snapshot without it holds its seeded sales already: nothing of it is deferred.
  'deferredSales',
]

export interface DbSnapshot {
  version: number
  /** Every model's records; one of `LATER_MODELS` may be absent from a snapshot taken before it existed. */
  models: Partial<Record<ModelName, Record<string, unknown>[]>>
  sales: SalesStoreSnapshot
}

interface LooseModel {
  getAll(): object[]
  create(values: Record<string, unknown>): unknown
  deleteMany(query: { where: Record<string, never> }): unknown
}

function model(db: Db, name: ModelName): LooseModel {
  // Each model has its own generic API type; the snapshot only needs what they all share.
  return db[name]
}

/** The models this snapshot predates, for the seed to fill. */
export function missingModels(snapshot: DbSnapshot): ModelName[] {
  return MODEL_NAMES.filter((name) => snapshot.models[name] === undefined)
}

export function takeSnapshot(db: Db): DbSnapshot {
  const models = {} as Record<ModelName, Record<string, unknown>[]>
  for (const name of MODEL_NAMES) {
    // JSON drops the library's internal symbol keys, leaving exactly the record's fields.
    models[name] = JSON.parse(JSON.stringify(model(db, name).getAll())) as Record<string, unknown>[]
  }
  return { version: SNAPSHOT_VERSION, models, sales: db.sales.snapshot() }
}

/** Narrows anything read back from storage; `null` for a snapshot this code must not trust. */
export function parseSnapshot(value: unknown): DbSnapshot | null {
  if (typeof value !== 'object' || value === null) return null
  const { version, models, sales } = value as Partial<DbSnapshot>
  if (version !== SNAPSHOT_VERSION || typeof models !== 'object' || models === null || !isSalesStoreSnapshot(sales)) return null
  for (const name of MODEL_NAMES) {
    const records: unknown = models[name]
    if (records === undefined && LATER_MODELS.includes(name)) continue
    if (!Array.isArray(records) || !records.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) return null
  }
  return value as DbSnapshot
}

export function clearDb(db: Db): void {
  for (const name of MODEL_NAMES) model(db, name).deleteMany({ where: {} })
  db.sales.clear()
}

/** Replaces the database's content with the snapshot's records; throws when the sales part is invalid. */
export function restoreSnapshot(db: Db, snapshot: DbSnapshot): void {
  clearDb(db)
  db.sales.restore(snapshot.sales)
  for (const name of MODEL_NAMES) {
    for (const record of snapshot.models[name] ?? []) model(db, name).create(record)
  }
}
