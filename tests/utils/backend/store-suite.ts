/**
 * The storage contract (backend/store.ts) as one test suite, run against every implementation: the
 * demo's memory store (mocks/db/store.test.ts) and each database adapter (server/db/store.test.ts).
 * `create` gives an empty store (no records, no sales) that no other test uses. Records of an
 * account are read and written through its view (`forAccount`), as a signed-in request does.
 */
import { describe, expect, it } from 'vitest'
import { newId } from '../../../backend/ids'
import type { OwnerRequestRecord, Store } from '../../../backend/store'
import { batchOf } from './sales-batches'
import { describeAccountViews } from './store-suite-accounts'

const ONE = 'acct-one'
const TWO = 'acct-two'

function request(fields: Partial<OwnerRequestRecord> = {}): OwnerRequestRecord {
  return { id: newId(), account_id: ONE, kind: 'goal', goal: 'Increase sales', user_query: '', priority: null, created_at: '2026-11-18T07:00:00.000Z', ...fields }
}

const sale = (amount: number) => batchOf([{ at: '2026-11-18T10:00:00+08:00', amount, item: 'Teh Tarik', outlet: 'Bangsar' }])

export function describeStore(name: string, create: () => Promise<Store>): void {
  describe(`${name}: the storage contract`, () => {
    describe('a table', () => {
      it('inserts, finds by equality on fields, updates and removes', async () => {
        const store = (await create()).forAccount(ONE)
        const goal = await store.ownerRequests.insert(request())
        await store.ownerRequests.insert(request({ kind: 'support', goal: null, priority: 'high' }))
        await store.forAccount(TWO).ownerRequests.insert(request({ account_id: TWO }))
        expect(await store.ownerRequests.find({ id: goal.id })).toEqual(goal)
        expect(await store.ownerRequests.count({ account_id: ONE })).toBe(2)
        expect(await store.ownerRequests.count({ account_id: ONE, kind: 'support', priority: 'high' })).toBe(1)
        // null is a value like any other.
        expect(await store.ownerRequests.count({ account_id: ONE, goal: null })).toBe(1)
        expect(await store.ownerRequests.count()).toBe(2)

        expect(await store.ownerRequests.update(goal.id, { user_query: 'more regulars' })).toEqual({ ...goal, user_query: 'more regulars' })
        expect(await store.ownerRequests.find({ id: goal.id })).toMatchObject({ user_query: 'more regulars' })
        expect(await store.ownerRequests.remove(goal.id)).toBe(true)
        expect(await store.ownerRequests.find({ id: goal.id })).toBeNull()
      })

      it('answers null and false for what is not there', async () => {
        const store = (await create()).forAccount(ONE)
        expect(await store.ownerRequests.find({ id: 'none' })).toBeNull()
        expect(await store.ownerRequests.update('none', { user_query: 'x' })).toBeNull()
        expect(await store.ownerRequests.remove('none')).toBe(false)
        expect(await store.ownerRequests.findAll({ account_id: ONE }, [['created_at', 'asc']])).toEqual([])
      })

      it('lists in the order asked: terms in turn, nulls after values when ascending, then the id', async () => {
        const store = (await create()).forAccount(ONE)
        const at = (minute: number) => `2026-11-18T07:${String(minute).padStart(2, '0')}:00.000Z`
        const late = await store.ownerRequests.insert(request({ created_at: at(30), priority: 'low' }))
        const early = await store.ownerRequests.insert(request({ created_at: at(10), priority: null }))
        const tieFirst = await store.ownerRequests.insert(request({ created_at: at(20), priority: 'high' }))
        const tieSecond = await store.ownerRequests.insert(request({ created_at: at(20), priority: 'high' }))
        const ids = (records: OwnerRequestRecord[]) => records.map((record) => record.id)
        expect(ids(await store.ownerRequests.findAll({ account_id: ONE }, [['created_at', 'asc']]))).toEqual([early.id, tieFirst.id, tieSecond.id, late.id])
        expect(ids(await store.ownerRequests.findAll({ account_id: ONE }, [['created_at', 'desc']]))).toEqual([late.id, tieFirst.id, tieSecond.id, early.id])
        expect(ids(await store.ownerRequests.findAll({ account_id: ONE }, [['priority', 'asc'], ['created_at', 'desc']]))).toEqual([tieFirst.id, tieSecond.id, late.id, early.id])
        expect(ids(await store.ownerRequests.findAll({ account_id: ONE }, [['priority', 'desc']]))).toEqual([early.id, late.id, tieFirst.id, tieSecond.id])
      })
    })

    describe('the sales', () => {
      it('keeps each account’s rows and day totals apart, and renews its revision on every change', async () => {
        const store = await create()
        const one = store.forAccount(ONE)
        const two = store.forAccount(TWO)
        const before = await one.sales.revisionOf(ONE)
        await one.sales.appendSales(ONE, 'u1', sale(12.5))
        await two.sales.addDayTotals(TWO, 'm1', [{ date: '2026-11-17', netAmount: 300, orders: 20, outlet: null, customers: [] }])
        const afterAppend = await one.sales.revisionOf(ONE)
        expect(afterAppend).not.toBe(before)
        expect((await one.sales.salesOf(ONE)).length).toBe(1)
        expect((await two.sales.salesOf(TWO)).length).toBe(0)
        expect(await one.sales.dayTotalsOf(ONE)).toEqual([])
        expect((await two.sales.dayTotalsOf(TWO)).map((day) => day.netAmount)).toEqual([300])

        expect(await one.sales.removeUpload(ONE, 'u1')).toEqual({ rows: 1, days: 0 })
        expect([before, afterAppend]).not.toContain(await one.sales.revisionOf(ONE))
        expect((await one.sales.salesOf(ONE)).length).toBe(0)
        // Another account's upload is not this account's to remove.
        expect(await one.sales.removeUpload(ONE, 'm1')).toEqual({ rows: 0, days: 0 })
        expect(await two.sales.dayTotalsOf(TWO)).toHaveLength(1)
      })
    })

    describe('a transaction', () => {
      it('keeps its writes when it resolves, and answers what the work answered', async () => {
        const store = (await create()).forAccount(ONE)
        const kept = await store.transaction(async (tx) => {
          await tx.ownerRequests.insert(request({ id: 'r-1' }))
          await tx.sales.appendSales(ONE, 'u1', sale(9))
          return 'done'
        })
        expect(kept).toBe('done')
        expect(await store.ownerRequests.find({ id: 'r-1' })).not.toBeNull()
        expect((await store.sales.salesOf(ONE)).length).toBe(1)
      })

      it('undoes every write, records and sales, when it rejects, and rejects with the same error', async () => {
        const root = await create()
        const store = root.forAccount(ONE)
        const existing = await store.ownerRequests.insert(request({ user_query: 'as it was' }))
        const gone = await store.ownerRequests.insert(request({ user_query: 'to be removed' }))
        await store.sales.appendSales(ONE, 'u0', sale(5))
        const revision = await store.sales.revisionOf(ONE)
        const failure = new Error('the work failed half-way')
        await expect(
          root.transaction(async (outer) => {
            const tx = outer.forAccount(ONE)
            await tx.ownerRequests.insert(request({ id: 'r-new' }))
            await tx.ownerRequests.update(existing.id, { user_query: 'changed' })
            await tx.ownerRequests.remove(gone.id)
            await tx.sales.appendSales(ONE, 'u1', sale(7))
            await tx.sales.removeUpload(ONE, 'u0')
            // Another account's view of the same transaction is undone with it.
            await outer.forAccount(TWO).sales.addDayTotals(TWO, 'm1', [{ date: '2026-11-17', netAmount: 1, orders: null, outlet: null, customers: [] }])
            throw failure
          }),
        ).rejects.toBe(failure)
        expect(await store.ownerRequests.find({ id: 'r-new' })).toBeNull()
        expect(await store.ownerRequests.find({ id: existing.id })).toEqual(existing)
        expect(await store.ownerRequests.find({ id: gone.id })).toEqual(gone)
        const sales = await store.sales.salesOf(ONE)
        expect(Array.from(sales.netAmount.subarray(0, sales.length))).toEqual([5])
        expect(await root.forAccount(TWO).sales.dayTotalsOf(TWO)).toEqual([])
        expect(await store.sales.revisionOf(ONE)).toBe(revision)
      })

      it('leaves nothing of what it read of its own writes once rolled back', async () => {
        const store = (await create()).forAccount(ONE)
        await store.sales.appendSales(ONE, 'u0', sale(5))
        await expect(
          store.transaction(async (tx) => {
            await tx.sales.appendSales(ONE, 'u1', sale(7))
            expect((await tx.sales.salesOf(ONE)).length).toBe(2)
            throw new Error('rolled back')
          }),
        ).rejects.toThrow('rolled back')
        const amounts = async () => {
          const sales = await store.sales.salesOf(ONE)
          return Array.from(sales.netAmount.subarray(0, sales.length))
        }
        expect(await amounts()).toEqual([5])
        // The next write is read with what was kept, not with what was undone.
        await store.sales.appendSales(ONE, 'u2', sale(9))
        expect(await amounts()).toEqual([5, 9])
      })

      it('joins a transaction begun inside it: one rollback undoes both', async () => {
        const store = (await create()).forAccount(ONE)
        await expect(
          store.transaction(async (tx) => {
            await tx.transaction(async (inner) => inner.ownerRequests.insert(request({ id: 'inner' })))
            throw new Error('outer fails')
          }),
        ).rejects.toThrow('outer fails')
        expect(await store.ownerRequests.find({ id: 'inner' })).toBeNull()
      })

      it('lets a transaction after a failed one run and commit', async () => {
        const store = (await create()).forAccount(ONE)
        await expect(store.transaction(() => Promise.reject(new Error('first fails')))).rejects.toThrow('first fails')
        await store.transaction(async (tx) => tx.ownerRequests.insert(request({ id: 'second' })))
        expect(await store.ownerRequests.find({ id: 'second' })).not.toBeNull()
      })
    })

    describe('the attempt counters', () => {
      const MINUTE = 60_000
      const T0 = Date.parse('2026-11-18T07:00:00.000Z')

      it('counts attempts under a key in a window that opens at the first, then starts again', async () => {
        const { attempts } = await create()
        expect(await attempts.read('sign-in:a', T0)).toBeNull()
        expect(await attempts.add('sign-in:a', T0, 15 * MINUTE)).toEqual({ count: 1, endsAt: T0 + 15 * MINUTE })
        // A later attempt counts in the same window: it does not push the window's end.
        expect(await attempts.add('sign-in:a', T0 + 5 * MINUTE, 15 * MINUTE)).toEqual({ count: 2, endsAt: T0 + 15 * MINUTE })
        expect(await attempts.add('sign-in:b', T0 + 5 * MINUTE, 15 * MINUTE)).toEqual({ count: 1, endsAt: T0 + 20 * MINUTE })
        expect(await attempts.read('sign-in:a', T0 + 15 * MINUTE - 1)).toEqual({ count: 2, endsAt: T0 + 15 * MINUTE })
        // Closed: nothing to read, and the next attempt opens a new window.
        expect(await attempts.read('sign-in:a', T0 + 15 * MINUTE)).toBeNull()
        expect(await attempts.add('sign-in:a', T0 + 16 * MINUTE, 15 * MINUTE)).toEqual({ count: 1, endsAt: T0 + 31 * MINUTE })
        expect(await attempts.read('sign-in:b', T0 + 16 * MINUTE)).toEqual({ count: 1, endsAt: T0 + 20 * MINUTE })
      })

      it('forgets a key when cleared, and no other', async () => {
        const { attempts } = await create()
        await attempts.add('recover:a', T0, MINUTE)
        await attempts.add('recover:b', T0, MINUTE)
        await attempts.clear('recover:a')
        expect(await attempts.read('recover:a', T0)).toBeNull()
        expect(await attempts.read('recover:b', T0)).toEqual({ count: 1, endsAt: T0 + MINUTE })
        await attempts.clear('recover:none')
      })

      it('gives attempts sent at once a count each: none is lost', async () => {
        const { attempts } = await create()
        const counts = await Promise.all(Array.from({ length: 12 }, () => attempts.add('verify:a', T0, MINUTE).then((window) => window.count)))
        expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1))
        expect(await attempts.read('verify:a', T0)).toMatchObject({ count: 12 })
      })

      it('counts inside a transaction, seen by it at once', async () => {
        const store = await create()
        const seen = await store.transaction(async (tx) => {
          await tx.attempts.add('sign-in:tx', T0, MINUTE)
          return tx.attempts.read('sign-in:tx', T0)
        })
        expect(seen).toEqual({ count: 1, endsAt: T0 + MINUTE })
        expect(await store.forAccount(ONE).attempts.read('sign-in:tx', T0)).toEqual({ count: 1, endsAt: T0 + MINUTE })
      })
    })

    describeAccountViews(create)
  })
}
