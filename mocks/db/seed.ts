/** Puts the committed fixtures into an empty database. Deterministic: same ids, same hashes, every time. */
import { ACCOUNT_FIXTURES, DEMO_ACCOUNT } from '../fixtures/accounts'
import { seedCatalogues } from '../../backend/catalogues'
import type { Db, ModelName } from './models'
import { seedDemoAssets, seededFiles, storeSeededFiles } from './seed-assets'
import { seedCompanyProfiles } from './seed-company-profile'
import { seedAccountSettings } from './seed-settings'
import { deferDemoSales, seedDemoSales } from './seed-sales'
import { createPlainStore } from './store'
import type { Store } from '../../backend/store'

export interface SeedOptions {
  /**
   * Leave the demo account's sales to be generated when first read (`deferDemoSales`): the
   * browser's seed, which a visitor's first page and sign-in must not wait for. Node (tests, the
   * mock server) seeds them at once and keeps the result (./seeded.ts).
   */
  deferDemoSales?: boolean
}

export async function seedDb(db: Db, options: SeedOptions = {}): Promise<void> {
  const store = createPlainStore(db)
  await seedRecords(store)
  if (options.deferDemoSales) deferDemoSales(db, DEMO_ACCOUNT.id)
  else await seedDemoSales(store.forAccount(DEMO_ACCOUNT.id), DEMO_ACCOUNT.id)
  db.files.setSeeded(seededFiles())
}

/**
 * The demo's fixtures on any `Store` (the server's database too, for its contract tests): the same
 * records, every account's own written through its account's view, the demo account's sales, and
 * its brand assets' files stored as any file is.
 */
export async function seedStore(store: Store): Promise<void> {
  await seedRecords(store)
  await seedDemoSales(store.forAccount(DEMO_ACCOUNT.id), DEMO_ACCOUNT.id)
  await storeSeededFiles(store)
}

/** Everything but the demo account's sales and the assets' files. */
async function seedRecords(store: Store): Promise<void> {
  for (const account of ACCOUNT_FIXTURES) {
    const { id, email, password_hash, password_salt, full_name, business_name, created_at } = account
    await store.accounts.insert({ id, email, password_hash, password_salt, full_name, business_name, created_at })
  }
  await seedCatalogues(store)
  const demo = store.forAccount(DEMO_ACCOUNT.id)
  await seedCompanyProfiles(demo, DEMO_ACCOUNT.created_at)
  await seedAccountSettings(demo)
  await seedDemoAssets(demo)
}

/** Fills the models a restored snapshot predates (`LATER_MODELS`), leaving everything else as stored. */
export async function seedMissingModels(db: Db, missing: readonly ModelName[]): Promise<void> {
  const store = createPlainStore(db)
  if (missing.includes('companyProfile')) await seedCompanyProfiles(store, DEMO_ACCOUNT.created_at)
  if (missing.includes('accountSettings')) await seedAccountSettings(store)
  if (missing.includes('assetType')) await seedCatalogues(store)
  if (missing.includes('asset')) await seedDemoAssets(store)
}
