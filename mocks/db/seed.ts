/** Puts the committed fixtures into an empty database. Deterministic: same ids, same hashes, every time. */
import { ACCOUNT_FIXTURES, DEMO_ACCOUNT } from '../fixtures/accounts'
import { seedCatalogues } from '../../backend/catalogues'
import type { Db, ModelName } from './models'
import { seedDemoAssets, seededFiles } from './seed-assets'
import { seedCompanyProfiles } from './seed-company-profile'
import { seedAccountSettings } from './seed-settings'
import { deferDemoSales, seedDemoSales } from './seed-sales'
import { createPlainStore } from './store'

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
  for (const account of ACCOUNT_FIXTURES) {
    const { id, email, password_hash, password_salt, full_name, business_name, created_at } = account
    await store.accounts.insert({ id, email, password_hash, password_salt, full_name, business_name, created_at })
  }
  await seedCatalogues(store)
  await seedCompanyProfiles(store, DEMO_ACCOUNT.created_at)
  await seedAccountSettings(store)
  if (options.deferDemoSales) deferDemoSales(db, DEMO_ACCOUNT.id)
  else await seedDemoSales(store, DEMO_ACCOUNT.id)
  await seedDemoAssets(store)
  db.files.setSeeded(seededFiles())
}

/** Fills the models a restored snapshot predates (`LATER_MODELS`), leaving everything else as stored. */
export async function seedMissingModels(db: Db, missing: readonly ModelName[]): Promise<void> {
  const store = createPlainStore(db)
  if (missing.includes('companyProfile')) await seedCompanyProfiles(store, DEMO_ACCOUNT.created_at)
  if (missing.includes('accountSettings')) await seedAccountSettings(store)
  if (missing.includes('assetType')) await seedCatalogues(store)
  if (missing.includes('asset')) await seedDemoAssets(store)
}
