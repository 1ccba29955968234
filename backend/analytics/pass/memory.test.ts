import { describe, expect, it } from 'vitest'
import { SHARES as customers } from './customers'
import { CUSTOMER_FIELDS, CUSTOMER_STRIDE, PassMemory, RECEIPT_BITS, type Shares } from './memory'
import { SHARES as ordersToday } from './orders-today'
import { SHARES as periodSales } from './period-sales'
import { SHARES as receiptOrders } from './receipt-orders'
import { SHARES as windowOutlets } from './window-outlets'

const ACCUMULATORS: Record<string, Shares> = {
  'period-sales': periodSales,
  'orders-today': ordersToday,
  customers,
  'window-outlets': windowOutlets,
  'receipt-orders': receiptOrders,
}

describe('the pass memory shared by the accumulators', () => {
  it('gives each accumulator the receipt bits and customer fields the table says, none twice', () => {
    const bits = Object.entries(ACCUMULATORS).flatMap(([name, shares]) => (shares.receiptBits ?? []).map((bit) => [name, bit] as const))
    expect(Object.fromEntries(Object.keys(RECEIPT_BITS).map((name) => [name, bits.filter(([owner]) => owner === name).map(([, bit]) => bit)]))).toEqual(RECEIPT_BITS)
    const all = bits.map(([, bit]) => bit)
    expect(all.every((bit) => bit > 0 && bit < 256 && (bit & (bit - 1)) === 0)).toBe(true)
    expect(new Set(all).size).toBe(all.length)

    const fields = Object.entries(ACCUMULATORS).flatMap(([name, shares]) => (shares.customerFields ?? []).map((field) => [name, field] as const))
    expect(Object.fromEntries(Object.keys(CUSTOMER_FIELDS).map((name) => [name, fields.filter(([owner]) => owner === name).map(([, field]) => field)]))).toEqual(CUSTOMER_FIELDS)
    const used = fields.map(([, field]) => field)
    expect(used.every((field) => field >= 0 && field < CUSTOMER_STRIDE)).toBe(true)
    expect(new Set(used).size).toBe(used.length)
  })

  it('reserves regions one after another, with their starting values, and reads them back after the pass', () => {
    const memory = new PassMemory(3, 2)
    const sums = memory.reserve(2)
    memory.reserve(2, Infinity)
    const plan = memory.reserveValues([0, 7])
    const flags = memory.flags(4)
    const lookup = memory.lookup([5, 6])
    memory.startCustomers(1, -1)
    // Three receipts' flags and the "no order" one after them.
    expect([memory.receipts, memory.noOrder, flags]).toEqual([0, 3, 4])
    const numbers = new Float64Array(memory.numberCount)
    const bytes = new Uint8Array(memory.byteCount)
    const lookups = new Int32Array(memory.lookupCount)
    memory.attach(numbers, bytes, lookups)
    expect(Array.from(numbers.subarray(sums, plan + 2))).toEqual([0, 0, Infinity, Infinity, 0, 7])
    expect(Array.from(lookups.subarray(lookup, lookup + 2))).toEqual([5, 6])
    // Two customers, field 1 of each starts at -1.
    expect(Array.from(numbers.subarray(memory.customers, memory.customers + 2 * CUSTOMER_STRIDE)).filter((value) => value === -1)).toHaveLength(2)
    expect(memory.numbers).toBe(numbers)
    expect(memory.bytes).toBe(bytes)
  })
})
