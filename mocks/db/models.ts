/**
 * The fake backend's records: one @mswjs/data model per entity. Dates are ISO strings and flags
 * plain booleans so a snapshot survives JSON unchanged. Bulk sales rows are not records: they live
 * in the columnar store beside the models, `db.sales` (docs/decisions/009-domain-in-backend.md).
 */
import { factory } from '@mswjs/data'
import { CountedSalesStore, SALES_MIRROR_CHANNEL } from './counted-sales-store'
import { DemoFileStorage } from './files'
import { authModels } from './models-auth'
import { businessModels } from './models-business'
import { chatAssetModels } from './models-chat-assets'
import { demoModels } from './models-demo'

/** Every model in one @mswjs/data dictionary; each group's file says what its entities hold. */
const dictionary = { ...authModels, ...businessModels, ...chatAssetModels, ...demoModels }

export const MODEL_NAMES = [
  'account',
  'lead',
  'refreshToken',
  'passwordRecovery',
  'goal',
  'upload',
  'documentChunk',
  'companyProfile',
  'accountSettings',
  'ownerRequest',
  'mfaFactor',
  'mfaChallenge',
  'outboxMessage',
  'chatMessage',
  'assetType',
  'asset',
  'generatedImage',
  'deferredSales',
] as const
export type ModelName = (typeof MODEL_NAMES)[number]

function createFactory(crossTabSync: boolean) {
  return Object.assign(factory(dictionary), {
    sales: new CountedSalesStore(crossTabSync ? { mirrorChannel: SALES_MIRROR_CHANNEL } : {}),
    files: new DemoFileStorage(),
  })
}
export type Db = ReturnType<typeof createFactory>

/**
 * @mswjs/data 0.16 mirrors every write to same-named databases through a BroadcastChannel whenever
 * it sees a `window`. In the browser that keeps two demo tabs consistent (both write whole snapshots
 * to IndexedDB); the sales store mirrors its own writes the same way. Under Node (jsdom tests) it
 * would let parallel test workers in one process write into each other's data, so there the channel
 * is hidden while the factory is built, and the sales store gets none.
 */
export function createDb(options: { crossTabSync: boolean }): Db {
  if (options.crossTabSync) return createFactory(true)
  const scope = globalThis as { BroadcastChannel?: unknown }
  const saved = scope.BroadcastChannel
  scope.BroadcastChannel = undefined
  try {
    return createFactory(false)
  } finally {
    scope.BroadcastChannel = saved
  }
}
