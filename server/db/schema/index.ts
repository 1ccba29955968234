/**
 * Selera's database schema: one table per record kind of the domain's storage (backend/store.ts),
 * named as the `Store` names it. drizzle-kit generates the SQL migrations from it
 * (server/db/migrations); a record kind and its table that disagree fail to compile below.
 */
import type { PgTable } from 'drizzle-orm/pg-core'
import type { StoreTableName } from '../../../backend/account-scope'
import type { Store } from '../../../backend/store'
import { accounts, leads, mfaChallenges, mfaFactors, outboxMessages, passwordRecoveries, refreshTokens } from './auth'
import { accountSettings, companyProfiles, documentChunks, goals, ownerRequests, salesBatches, salesRevisions, uploads } from './business'
import { assets, assetTypes, chatMessages, generatedImages } from './chat-assets'

export * from './auth'
export * from './business'
export * from './chat-assets'
export { appRole } from './columns'

/** Every table, by the `Store` key the domain reads it through. */
export const TABLES = {
  accounts,
  leads,
  refreshTokens,
  passwordRecoveries,
  mfaFactors,
  mfaChallenges,
  outboxMessages,
  goals,
  uploads,
  documentChunks,
  companyProfiles,
  accountSettings,
  ownerRequests,
  chatMessages,
  assetTypes,
  assets,
  generatedImages,
  salesBatches,
  salesRevisions,
} as const satisfies Record<StoreTableName, PgTable>

export type TableName = keyof typeof TABLES

/** The domain's record of a table. */
type RecordOf<K extends TableName> = Store[K] extends { find(where: never): Promise<infer R | null> } ? R : never
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Agrees = { [K in TableName]: Same<(typeof TABLES)[K]['$inferSelect'], Required<RecordOf<K>>> }

// A field added to a record and not to its table, or typed apart, fails here.
const _agrees: Agrees = {
  accounts: true,
  leads: true,
  refreshTokens: true,
  passwordRecoveries: true,
  mfaFactors: true,
  mfaChallenges: true,
  outboxMessages: true,
  goals: true,
  uploads: true,
  documentChunks: true,
  companyProfiles: true,
  accountSettings: true,
  ownerRequests: true,
  chatMessages: true,
  assetTypes: true,
  assets: true,
  generatedImages: true,
  salesBatches: true,
  salesRevisions: true,
}
void _agrees
