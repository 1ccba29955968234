/**
 * The catalogues every account shares: the goals an owner picks from (`GET /goals`) and the kinds
 * of brand asset (./assets/asset-types.ts). Stored like any record so that every storage lists
 * them alike; `seedCatalogues` puts in the ones a storage lacks (the demo's seed, the server's start).
 */
import { ASSET_TYPE_CATALOGUE } from './assets/asset-types'
import type { AssetTypeRecord, GoalRecord, Store } from './store'

/** The goal catalogue `GET /goals` serves, in display order: what a Malaysian F&B owner aims for. */
export const GOAL_TITLES: readonly string[] = [
  'Increase sales and revenue',
  'Improve customer retention',
  'Automate operations',
  'Grow delivery orders',
  'Reduce food waste',
  'Launch a loyalty programme',
  'Open a new outlet',
  'Improve social media presence',
]

export function goalRecords(): GoalRecord[] {
  return GOAL_TITLES.map((title, index) => ({ id: `goal-${String(index + 1).padStart(2, '0')}`, title, sort_order: index + 1 }))
}

export function assetTypeRecords(): AssetTypeRecord[] {
  return ASSET_TYPE_CATALOGUE.map((type) => ({ ...type, required_fields: [...type.required_fields], optional_fields: [...type.optional_fields], required_for: [...type.required_for] }))
}

/** Inserts each catalogue record the store does not have yet (by id); the ones it has are kept. */
export async function seedCatalogues(store: Store): Promise<void> {
  for (const goal of goalRecords()) if (!(await store.goals.find({ id: goal.id }))) await store.goals.insert(goal)
  for (const type of assetTypeRecords()) if (!(await store.assetTypes.find({ id: type.id }))) await store.assetTypes.insert(type)
}
