/**
 * The fake backend's records: one @mswjs/data model per entity. Dates are ISO strings and flags
 * plain booleans so a snapshot survives JSON unchanged. Sales rows are records too, one per upload
 * of encoded columns; what each database decoded of them is kept beside the models, `db.salesCache`, as are its
 * attempt counters (`db.attempts`, ./attempts.ts).
 */
import { factory } from '@mswjs/data'
import { createSalesCache } from '../../backend/sales/storage'
import { memoryAttemptCounters } from './attempts'
import { DemoFileStorage } from './files'
import { authModels } from './models-auth'
import { businessModels } from './models-business'
import { chatAssetModels } from './models-chat-assets'
import { demoModels } from './models-demo'

/** Every model in one @mswjs/data dictionary; each group's file says what its entities hold. */
const dictionary = { ...authModels, ...businessModels, ...chatAssetModels, ...demoModels }

export type ModelName = keyof typeof dictionary
/** Every model's name, in the dictionary's order. */
export const MODEL_NAMES = Object.keys(dictionary) as ModelName[]

function createFactory() {
  return Object.assign(factory(dictionary), {
    salesCache: createSalesCache(),
    files: new DemoFileStorage(),
    attempts: memoryAttemptCounters(),
  })
}
export type Db = ReturnType<typeof createFactory>

/**
 * @mswjs/data 0.16 mirrors every write to same-named databases through a BroadcastChannel whenever
 * it sees a `window`. In the browser that keeps two demo tabs consistent (both write whole snapshots
 * to IndexedDB), their sales included: each tab's revision record moves with the other's writes,
 * so each decodes them again. Under Node (jsdom tests) it
 * would let parallel test workers in one process write into each other's data, so there the channel
 * is hidden while the factory is built.
 */
export function createDb(options: { crossTabSync: boolean }): Db {
  if (options.crossTabSync) return createFactory()
  const scope = globalThis as { BroadcastChannel?: unknown }
  const saved = scope.BroadcastChannel
  scope.BroadcastChannel = undefined
  try {
    return createFactory()
  } finally {
    scope.BroadcastChannel = saved
  }
}
