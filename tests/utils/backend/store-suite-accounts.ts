/**
 * The storage contract's account views (`Store.forAccount`, backend/account-scope.ts), part of the
 * suite in ./store-suite.ts: what one account's view reads, writes and refuses of another's.
 */
import { describe, expect, it } from 'vitest'
import { newId } from '../../../backend/ids'
import type { OwnerRequestRecord, Store } from '../../../backend/store'
import { batchOf } from './sales-batches'

const ONE = 'acct-one'
const TWO = 'acct-two'

function request(accountId: string, fields: Partial<OwnerRequestRecord> = {}): OwnerRequestRecord {
  return { id: newId(), account_id: accountId, kind: 'goal', goal: 'Increase sales', user_query: 'theirs', priority: null, created_at: '2026-11-18T07:00:00.000Z', ...fields }
}

export function describeAccountViews(create: () => Promise<Store>): void {
  describe('an account’s view', () => {
    it('reads nothing of another account’s records, even when asked for them by id or account', async () => {
      const store = await create()
      const theirs = await store.forAccount(TWO).ownerRequests.insert(request(TWO))
      const mine = store.forAccount(ONE)
      expect(await mine.ownerRequests.find({ id: theirs.id })).toBeNull()
      expect(await mine.ownerRequests.find({ account_id: TWO })).toBeNull()
      expect(await mine.ownerRequests.findAll({ account_id: TWO }, [['created_at', 'asc']])).toEqual([])
      expect(await mine.ownerRequests.findAll({}, [['created_at', 'asc']])).toEqual([])
      expect(await mine.ownerRequests.count()).toBe(0)
    })

    it('changes and removes nothing of another account’s, and keeps it whole', async () => {
      const store = await create()
      const theirs = await store.forAccount(TWO).ownerRequests.insert(request(TWO))
      const mine = store.forAccount(ONE)
      expect(await mine.ownerRequests.update(theirs.id, { user_query: 'mine now' })).toBeNull()
      expect(await mine.ownerRequests.remove(theirs.id)).toBe(false)
      expect(await store.forAccount(TWO).ownerRequests.find({ id: theirs.id })).toEqual(theirs)
    })

    it('refuses a record of another account, and a change that would give its own away', async () => {
      const store = await create()
      const mine = store.forAccount(ONE)
      await expect(mine.ownerRequests.insert(request(TWO))).rejects.toThrow(/row-level security/)
      const own = await mine.ownerRequests.insert(request(ONE))
      await expect(mine.transaction((tx) => tx.ownerRequests.update(own.id, { account_id: TWO }))).rejects.toThrow(/row-level security/)
      expect(await mine.ownerRequests.find({ id: own.id })).toEqual(own)
      expect(await store.forAccount(TWO).ownerRequests.count()).toBe(0)
    })

    it('reads no other account’s sales, and writes none', async () => {
      const store = await create()
      await store.forAccount(TWO).sales.appendSales(TWO, 'u2', batchOf([{ at: '2026-11-18T10:00:00+08:00', amount: 40, item: 'Kopi', outlet: 'SS15' }]))
      const mine = store.forAccount(ONE)
      expect((await mine.sales.salesOf(TWO)).length).toBe(0)
      expect(await mine.sales.removeUpload(TWO, 'u2')).toEqual({ rows: 0, days: 0 })
      await expect(mine.sales.appendSales(TWO, 'u3', batchOf([{ at: '2026-11-18T11:00:00+08:00', amount: 1, item: 'Teh', outlet: 'SS15' }]))).rejects.toThrow(/row-level security/)
      expect((await store.forAccount(TWO).sales.salesOf(TWO)).length).toBe(1)
    })

    it('is its account’s in a transaction too, and the transaction is one whatever the view', async () => {
      const store = await create()
      await store.forAccount(TWO).ownerRequests.insert(request(TWO))
      const counted = await store.forAccount(ONE).transaction(async (tx) => {
        await tx.ownerRequests.insert(request(ONE))
        return [await tx.ownerRequests.count(), await tx.forAccount(TWO).ownerRequests.count()]
      })
      expect(counted).toEqual([1, 1])
    })
  })
}
