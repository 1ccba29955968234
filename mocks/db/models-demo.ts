/**
 * The demo's own bookkeeping, part of the dictionary `createDb` builds in models.ts: records that
 * no domain code reads, kept as records so that they are saved in the snapshot and mirrored to the
 * other tabs like any other.
 */
import { primaryKey } from '@mswjs/data'

export const demoModels = {
  /**
   * An account whose seeded sales are not generated yet (./seed-sales.ts): generating 90 days of
   * sales waits until something reads the account's uploads or sales, so that it is never on the
   * way of a visitor's first page or first sign-in. The id is the account's.
   */
  deferredSales: {
    id: primaryKey(String),
  },
}
