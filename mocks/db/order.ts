/** Sorting records in memory as `OrderBy` (backend/store.ts) says a list is ordered. */
import type { OrderBy } from '../../backend/store'

type Value = unknown

/** Ascending: numbers and booleans by value, text by code point (Postgres' "C" collation), nulls last. */
function compareValues(a: Value, b: Value): number {
  const aMissing = a === null || a === undefined
  const bMissing = b === null || b === undefined
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  // Records hold plain data: what is left is text (a field of another type is not an order term).
  const left = typeof a === 'string' ? a : JSON.stringify(a)
  const right = typeof b === 'string' ? b : JSON.stringify(b)
  return left < right ? -1 : left > right ? 1 : 0
}

/** A copy of `records` in the order `orderBy` gives, ties broken by id. */
export function sortRecords<T extends { id: string }>(records: readonly T[], orderBy: OrderBy<T>): T[] {
  return [...records].sort((a, b) => {
    for (const [field, direction] of orderBy) {
      const order = compareValues(a[field], b[field])
      if (order !== 0) return direction === 'asc' ? order : -order
    }
    return compareValues(a.id, b.id)
  })
}
