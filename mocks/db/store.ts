/**
 * The demo's implementation of the domain's storage (`backend/store.ts`) on the @mswjs/data
 * database: each table is one model, queried by equality on its fields. The domain sees only the
 * interfaces; this file is the one place that knows how @mswjs/data is asked.
 */
import type {
  AccountRecord,
  AccountSettingsRecord,
  AssetRecord,
  AssetTypeRecord,
  ChatMessageRecord,
  CompanyProfileRecord,
  DocumentChunkRecord,
  GeneratedImageRecord,
  GoalRecord,
  LeadRecord,
  MfaChallengeRecord,
  MfaFactorRecord,
  OutboxMessageRecord,
  OwnerRequestRecord,
  PasswordRecoveryRecord,
  RefreshTokenRecord,
  SalesBatchRecord,
  SalesRevisionRecord,
  Store,
  Table,
  UploadRow,
} from '../../backend/store'
import type { Db, ModelName } from './models'
import { sortRecords } from './order'
import { withTransactions, type Storage } from './transaction'
import { settleDeferredSales } from './seed-sales'

/** What every @mswjs/data model offers, typed loosely: records are checked against the domain's types below. */
interface LooseModel {
  create(values: Record<string, unknown>): unknown
  findFirst(query: { where: Record<string, unknown> }): unknown
  findMany(query: { where: Record<string, unknown> }): unknown[]
  count(query: { where: Record<string, unknown> }): number
  update(query: { where: Record<string, unknown>; data: Record<string, unknown> }): unknown
  delete(query: { where: Record<string, unknown> }): unknown
}

/**
 * @mswjs/data's query for `where`, and the fields it cannot ask (`equals: null` matches nothing
 * there), which are checked on the records it answers.
 */
function equalsQuery(where: object = {}): { query: Record<string, unknown>; isNull: string[] } {
  const entries = Object.entries(where as Record<string, unknown>).filter(([, value]) => value !== undefined)
  return {
    query: Object.fromEntries(entries.filter(([, value]) => value !== null).map(([field, value]) => [field, { equals: value }])),
    isNull: entries.filter(([, value]) => value === null).map(([field]) => field),
  }
}

function table<T extends { id: string }>(db: Db, name: ModelName): Table<T> {
  const model = db[name] as unknown as LooseModel
  const matching = (where: Partial<T>): T[] => {
    const { query, isNull } = equalsQuery(where)
    const found = model.findMany({ where: query }) as T[]
    return isNull.length === 0 ? found : found.filter((record) => isNull.every((field) => (record as Record<string, unknown>)[field] === null))
  }
  return {
    insert: (record) => Promise.resolve(model.create({ ...record }) as T),
    find: (where) => Promise.resolve(matching(where)[0] ?? null),
    findAll: (where, orderBy) => Promise.resolve(sortRecords(matching(where), orderBy)),
    count: (where = {}) => Promise.resolve(matching(where).length),
    update: (id, patch) => Promise.resolve((model.update({ where: { id: { equals: id } }, data: { ...patch } }) as T | null) ?? null),
    remove: (id) => Promise.resolve(model.delete({ where: { id: { equals: id } } }) !== null),
  }
}

const committed = (): Promise<void> => Promise.resolve()

/**
 * The store the domain uses: reading or writing uploads or sales first generates the demo sales a
 * browser seed deferred (./seed-sales.ts), so no reader can tell that they were ever missing.
 * `onCommit` runs after each transaction that is kept (the browser saves the database then).
 */
export function createStore(db: Db, onCommit: () => Promise<void> = committed): Store {
  const plain = createPlainStore(db)
  // One settling at a time: a read that arrives while it runs waits for the same one.
  let settling: Promise<void> | null = null
  const settle = (): Promise<void> => {
    settling ??= settleDeferredSales(db, plain).finally(() => {
      settling = null
    })
    return settling
  }
  return withTransactions(createStorage(db), db, onCommit, (store) => ({ ...store, uploads: settlingFirst(store.uploads, settle), sales: settlingFirst(store.sales, settle) }))
}

/** `target` with `before` run and awaited ahead of each of its (asynchronous) methods. */
function settlingFirst<T extends object>(target: T, before: () => Promise<void>): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object)
      if (typeof value !== 'function') return value
      return async (...args: unknown[]): Promise<unknown> => {
        await before()
        return (value as (...parameters: unknown[]) => unknown).apply(object, args)
      }
    },
  })
}

/** The store without that step: for the seed itself, which must not generate what it defers. */
export function createPlainStore(db: Db): Store {
  return withTransactions(createStorage(db), db, committed)
}

function createStorage(db: Db): Storage {
  return {
    accounts: table<AccountRecord>(db, 'account'),
    leads: table<LeadRecord>(db, 'lead'),
    refreshTokens: table<RefreshTokenRecord>(db, 'refreshToken'),
    passwordRecoveries: table<PasswordRecoveryRecord>(db, 'passwordRecovery'),
    mfaFactors: table<MfaFactorRecord>(db, 'mfaFactor'),
    mfaChallenges: table<MfaChallengeRecord>(db, 'mfaChallenge'),
    outboxMessages: table<OutboxMessageRecord>(db, 'outboxMessage'),
    goals: table<GoalRecord>(db, 'goal'),
    uploads: table<UploadRow>(db, 'upload'),
    documentChunks: table<DocumentChunkRecord>(db, 'documentChunk'),
    companyProfiles: table<CompanyProfileRecord>(db, 'companyProfile'),
    accountSettings: table<AccountSettingsRecord>(db, 'accountSettings'),
    ownerRequests: table<OwnerRequestRecord>(db, 'ownerRequest'),
    chatMessages: table<ChatMessageRecord>(db, 'chatMessage'),
    assetTypes: table<AssetTypeRecord>(db, 'assetType'),
    assets: table<AssetRecord>(db, 'asset'),
    generatedImages: table<GeneratedImageRecord>(db, 'generatedImage'),
    salesBatches: table<SalesBatchRecord>(db, 'salesBatch'),
    salesRevisions: table<SalesRevisionRecord>(db, 'salesRevision'),
    attempts: db.attempts,
    files: db.files,
  }
}

// The models' records must be the domain's records: a field added to one and not the other fails here.
type Entity<N extends ModelName> = NonNullable<ReturnType<Db[N]['findFirst']>>
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Fields<T> = Pick<T, Extract<keyof T, string>>
const _sameRecords: [
  Same<Fields<Entity<'account'>>, AccountRecord>,
  Same<Fields<Entity<'lead'>>, LeadRecord>,
  Same<Omit<Fields<Entity<'refreshToken'>>, 'auth_method' | 'aal'>, Omit<RefreshTokenRecord, 'auth_method' | 'aal'>>,
  Same<Fields<Entity<'passwordRecovery'>>, PasswordRecoveryRecord>,
  Same<Omit<Fields<Entity<'mfaFactor'>>, 'factor_type' | 'status'>, Omit<MfaFactorRecord, 'factor_type' | 'status'>>,
  Same<Fields<Entity<'mfaChallenge'>>, MfaChallengeRecord>,
  Same<Fields<Entity<'outboxMessage'>>, OutboxMessageRecord>,
  Same<Fields<Entity<'goal'>>, GoalRecord>,
  Same<Omit<Fields<Entity<'upload'>>, 'kind' | 'status'>, Omit<UploadRow, 'kind' | 'status'>>,
  Same<Fields<Entity<'documentChunk'>>, DocumentChunkRecord>,
  Same<Fields<Entity<'companyProfile'>>, CompanyProfileRecord>,
  Same<Fields<Entity<'accountSettings'>>, AccountSettingsRecord>,
  Same<Omit<Fields<Entity<'ownerRequest'>>, 'kind'>, Omit<OwnerRequestRecord, 'kind'>>,
  Same<Omit<Fields<Entity<'chatMessage'>>, 'sender' | 'mode' | 'type'>, Omit<ChatMessageRecord, 'sender' | 'mode' | 'type'>>,
  Same<Fields<Entity<'assetType'>>, AssetTypeRecord>,
  Same<Fields<Entity<'asset'>>, AssetRecord>,
  Same<Fields<Entity<'generatedImage'>>, GeneratedImageRecord>,
  Same<Fields<Entity<'salesBatch'>>, SalesBatchRecord>,
  Same<Fields<Entity<'salesRevision'>>, SalesRevisionRecord>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]
void _sameRecords
