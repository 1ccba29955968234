/**
 * The domain's `Table` (backend/store.ts) on one database table: equality on fields, lists in the
 * order asked (text compared by code point, as `COLLATE "C"`; nulls after values when ascending, as
 * Postgres orders them), then the id. Each call runs through `run`, which gives it a connection
 * already set for its role and account (./store.ts).
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core'
import { getTableColumns } from 'drizzle-orm'
import type { OrderBy, Table } from '../../backend/store'

/** A connection or a transaction of either driver (PGlite, node-postgres). */
export type Executor = PgDatabase<PgQueryResultHKT, Record<string, unknown>>

/** The rows a statement answers: both drivers give `{ rows }`, which their common type leaves unknown. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/** Runs one piece of work on a connection set for the view's role and account. */
export type Run = <R>(work: (db: Executor) => Promise<R>) => Promise<R>

export function databaseTable<T extends { id: string }>(table: PgTable, run: Run): Table<T> {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const column = (field: string): PgColumn => {
    const found = columns[field]
    if (!found) throw new Error(`${field} is not a column of this table`)
    return found
  }
  const id = column('id')

  const where = (fields: object): SQL | undefined =>
    and(...Object.entries(fields).filter(([, value]) => value !== undefined).map(([field, value]) => (value === null ? isNull(column(field)) : eq(column(field), value))))

  /** Text by code point, whatever the database's collation; other types as they compare. */
  const ordered = (field: string): SQL | PgColumn => {
    const target = column(field)
    return target.getSQLType() === 'text' ? sql`${target} collate "C"` : target
  }
  const orderBy = (terms: OrderBy<T>): SQL[] => [...terms.map(([field, direction]) => (direction === 'asc' ? asc(ordered(field)) : desc(ordered(field)))), asc(ordered('id'))]

  const rows = (found: unknown[]): T[] => found as T[]

  return {
    insert: (record) => run(async (db) => rows(await db.insert(table).values(record).returning())[0]!),
    find: (fields) => run(async (db) => rows(await db.select().from(table).where(where(fields)).orderBy(...orderBy([])).limit(1))[0] ?? null),
    findAll: (fields, terms) => run(async (db) => rows(await db.select().from(table).where(where(fields)).orderBy(...orderBy(terms)))),
    count: (fields = {}) => run((db) => db.$count(table, where(fields))),
    update: (recordId, patch) =>
      run(async (db) => {
        const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
        if (Object.keys(changes).length === 0) return rows(await db.select().from(table).where(eq(id, recordId)).limit(1))[0] ?? null
        return rows(await db.update(table).set(changes).where(eq(id, recordId)).returning())[0] ?? null
      }),
    remove: (recordId) => run(async (db) => (await db.delete(table).where(eq(id, recordId)).returning({ id })).length > 0),
  }
}
