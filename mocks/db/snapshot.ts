/**
 * @mswjs/data 0.16 has no persist(): a snapshot is every model's records as plain JSON (the sales'
 * batches among them, their columns base64: backend/sales/batch-codec.ts), tagged with a schema
 * version. Restoring a snapshot of another version is refused, so a version bump starts from the
 * seed instead of reading records of an old shape; version 2 alone is read and upgraded.
 */
import { legacySalesRecords } from './legacy-sales'
import { MODEL_NAMES, type Db, type ModelName } from './models'

/**
 * Bump when a model changes shape: stored demo data of the old shape is then discarded.
 * 2: the `upload` and `documentChunk` models and the sales store.
 * 3: the sales are records (`salesBatch`, `salesRevision`); a version-2 snapshot's sales, kept
 * apart then, become them when it is restored (./legacy-sales.ts).
 */
export const SNAPSHOT_VERSION = 3
export const UPGRADABLE_VERSION = 2
/** The models a version-2 snapshot has in `sales` instead. */
const SALES_MODELS: readonly ModelName[] = ['salesBatch', 'salesRevision']

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
  /** Version 2 only: the sales, kept apart from the records then. */
  sales?: unknown
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

/** The models this snapshot predates, for the seed to fill (a version-2 snapshot's sales are records once restored). */
export function missingModels(snapshot: DbSnapshot): ModelName[] {
  const upgraded = snapshot.version === UPGRADABLE_VERSION ? SALES_MODELS : []
  return MODEL_NAMES.filter((name) => snapshot.models[name] === undefined && !upgraded.includes(name))
}

/**
 * Records written once and never changed (the sales' batches: megabytes of base64): a snapshot
 * shares their values instead of copying them.
 */
export const UNCHANGING_MODELS: readonly ModelName[] = ['salesBatch']

/** A record's own fields, without the library's internal symbol keys; its values shared. */
export const plainRecord = (record: object): Record<string, unknown> => Object.fromEntries(Object.entries(record))

export function takeSnapshot(db: Db): DbSnapshot {
  const models = {} as Record<ModelName, Record<string, unknown>[]>
  for (const name of MODEL_NAMES) {
    const records = model(db, name).getAll()
    // JSON drops the library's internal symbol keys, leaving exactly the record's fields, copied.
    models[name] = UNCHANGING_MODELS.includes(name) ? records.map(plainRecord) : (JSON.parse(JSON.stringify(records)) as Record<string, unknown>[])
  }
  return { version: SNAPSHOT_VERSION, models }
}

/** Narrows anything read back from storage; `null` for a snapshot this code must not trust. */
export function parseSnapshot(value: unknown): DbSnapshot | null {
  if (typeof value !== 'object' || value === null) return null
  const { version, models, sales } = value as Partial<DbSnapshot>
  if ((version !== SNAPSHOT_VERSION && version !== UPGRADABLE_VERSION) || typeof models !== 'object' || models === null) return null
  if (version === UPGRADABLE_VERSION && (typeof sales !== 'object' || sales === null)) return null
  for (const name of MODEL_NAMES) {
    const records: unknown = models[name]
    if (records === undefined && (LATER_MODELS.includes(name) || (version === UPGRADABLE_VERSION && SALES_MODELS.includes(name)))) continue
    if (!Array.isArray(records) || !records.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) return null
  }
  return value as DbSnapshot
}

export function clearDb(db: Db): void {
  for (const name of MODEL_NAMES) model(db, name).deleteMany({ where: {} })
  db.attempts.clearAll()
}

/**
 * Replaces the database's content with the snapshot's records; throws, changing nothing, when a
 * version-2 snapshot's sales are invalid.
 */
export function restoreSnapshot(db: Db, snapshot: DbSnapshot): void {
  const models = snapshot.version === UPGRADABLE_VERSION ? { ...snapshot.models, ...legacySalesRecords(snapshot.sales) } : snapshot.models
  clearDb(db)
  for (const name of MODEL_NAMES) {
    for (const record of (models[name] ?? []) as Record<string, unknown>[]) model(db, name).create(record)
  }
}
