/**
 * The attempt counters (`AttemptCounters` in backend/store.ts) in the `auth_attempts` table. Adding
 * is one upsert: concurrent attempts under one key, in any process, queue on its row and each counts
 * on the committed count before it, so none passes a limit unseen. Each add also drops a few rows
 * whose window has closed (skipping any another transaction holds), so keys never asked again do
 * not pile up.
 */
import { sql } from 'drizzle-orm'
import type { AttemptCounters, AttemptWindow } from '../../backend/store'
import { isoFromDriver } from './schema/columns'
import { queryRows, type Run } from './table'

interface WindowRow {
  count: number | string
  ends_at: unknown
}

const windowOf = (row: WindowRow): AttemptWindow => ({ count: Number(row.count), endsAt: Date.parse(isoFromDriver(row.ends_at)) })
const at = (ms: number) => new Date(ms).toISOString()

/** Closed windows dropped by each add, at most. */
const SWEPT_PER_ADD = 20

export function databaseAttempts(run: Run): AttemptCounters {
  return {
    add: (key, now, windowMs) =>
      run(async (db) => {
        await db.execute(sql`
          delete from auth_attempts where key in (
            select key from auth_attempts where ends_at <= ${at(now)}::timestamptz and key <> ${key}
            limit ${SWEPT_PER_ADD} for update skip locked)`)
        const [row] = await queryRows<WindowRow>(
          db,
          sql`
            insert into auth_attempts as counted (key, count, ends_at) values (${key}, 1, ${at(now + windowMs)}::timestamptz)
            on conflict (key) do update set
              count = case when counted.ends_at > ${at(now)}::timestamptz then counted.count + 1 else 1 end,
              ends_at = case when counted.ends_at > ${at(now)}::timestamptz then counted.ends_at else excluded.ends_at end
            returning count, ends_at`,
        )
        return windowOf(row!)
      }),
    read: (key, now) =>
      run(async (db) => {
        const [row] = await queryRows<WindowRow>(db, sql`select count, ends_at from auth_attempts where key = ${key} and ends_at > ${at(now)}::timestamptz`)
        return row ? windowOf(row) : null
      }),
    clear: (key) => run(async (db) => void (await db.execute(sql`delete from auth_attempts where key = ${key}`))),
  }
}
