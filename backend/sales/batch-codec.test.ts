import { describe, expect, it } from 'vitest'
import type { SalesBatchRecord } from '../store'
import { batchOf, rowsOf } from '../../tests/utils/backend/sales-batches'
import { decodeDayTotal, decodeRows, encodeDays, encodeRows } from './batch-codec'
import { floatsFromBase64, intsFromBase64, toBase64 } from './columns'

// Values JSON would bend or lose as text: -0, long fractions, big epochs, a NaN a parser let through.
const tricky = batchOf([
  { at: Date.UTC(2026, 9, 12, 1, 2, 3, 456), amount: 0.1 + 0.2, quantity: -0, item: 'Kopi “O” Kosong, panas', outlet: 'Bangsar' },
  { at: 8.64e15, amount: -45, quantity: 1 / 3, item: 'Teh Tarik', customer: 'email:aisyah@kopikita.my' },
  { at: 0, amount: Number.NaN, item: 'Roti Canai 🥞' },
])

/** Through JSON, as every storage may keep it. */
const stored = (fields: ReturnType<typeof encodeRows>) => JSON.parse(JSON.stringify(fields)) as ReturnType<typeof encodeRows>

const bytes = (view: Float64Array | Int32Array | Uint8Array) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength)

describe('a stored batch of sales', () => {
  it('writes standard base64 (as Node’s Buffer does) and reads it back, for every padding', () => {
    for (let length = 0; length < 7; length++) {
      const ints = Int32Array.from({ length }, (_, i) => (i + 1) * -19_088_743)
      const floats = Float64Array.from({ length }, (_, i) => (i - 3) / 7)
      expect(toBase64(ints)).toBe(Buffer.from(ints.buffer).toString('base64'))
      expect(toBase64(floats)).toBe(Buffer.from(floats.buffer).toString('base64'))
      expect([...intsFromBase64(toBase64(ints), length)]).toEqual([...ints])
      expect([...floatsFromBase64(toBase64(floats), length)]).toEqual([...floats])
    }
    // Three bytes short of whole values, bad characters, padding in the middle.
    for (const bad of ['AAAA', 'AA=A', 'AAA*', 'AAAAA===']) expect(() => intsFromBase64(bad, 1)).toThrow()
  })

  it('survives JSON exactly, typed arrays bit for bit', () => {
    const read = decodeRows(stored(encodeRows(tricky)))
    expect(read.length).toBe(3)
    for (const name of ['timestamp', 'netAmount', 'quantity', 'item', 'customer', 'outlet'] as const) expect(bytes(read[name])).toEqual(bytes(tricky[name].subarray(0, 3)))
    expect(read.dict).toEqual(tricky.dict)
    expect(Object.is(read.quantity[0], -0)).toBe(true)
    expect(rowsOf(read)).toEqual(rowsOf(tricky))
  })

  it('is compact: base64 of the rows, 56 bytes a row before encoding', () => {
    const text = JSON.stringify(encodeRows(batchOf(Array.from({ length: 1000 }, (_, i) => ({ at: i, amount: i, item: `i${i % 5}`, outlet: 'Bangsar' })))))
    // 1000 rows × (3 × 8 + 7 × 4) bytes = 52 kB raw, × 4/3 for base64, plus a little JSON.
    expect(text.length).toBeLessThan(75_000)
  })

  it('keeps which sales have no time of day, and reads a batch without the column as all timed', () => {
    const fields = stored(encodeRows(batchOf([{ at: 0, amount: 1, untimed: true }, { at: 3_600_000, amount: 2, untimed: false }])))
    expect([...decodeRows(fields).untimed!]).toEqual([1, 0])
    delete fields.columns.untimed
    expect(decodeRows(fields).untimed).toBeUndefined()
  })

  it('keeps day totals as they are, and copies them', () => {
    const day = { date: '2026-11-18', netAmount: 1234.5, orders: 12, outlet: null, customers: ['email:a@b.my'] }
    const fields = encodeDays([day])
    expect(fields).toMatchObject({ rows: 0, columns: {}, day_totals: [day] })
    expect(fields.day_totals[0]!.customers).not.toBe(day.customers)
    expect(decodeDayTotal(JSON.parse(JSON.stringify(fields.day_totals[0])))).toEqual(day)
    expect(() => encodeDays([{ ...day, date: '18/11/2026' }])).toThrow(/malformed/)
  })

  it.each([
    ['a column shorter than its row count', (r: Spoilable) => void (r.rows = 4)],
    ['an index outside its dictionary', (r: Spoilable) => void r.dict.item.pop()],
    ['a column that is not base64', (r: Spoilable) => void (r.columns.netAmount = '!!')],
    ['a missing column', (r: Spoilable) => void delete r.columns.receipt],
    ['a flag column of the wrong length', (r: Spoilable) => void (r.columns.untimed = toBase64(new Uint8Array(2)))],
    ['a flag other than 0 or 1', (r: Spoilable) => void (r.columns.untimed = toBase64(Uint8Array.of(0, 2, 0)))],
    ['a dictionary that is not text', (r: Spoilable) => void (r.dict.outlet = [1 as never])],
  ])('refuses a record with %s', (_, spoil) => {
    const record = stored(encodeRows(tricky))
    spoil(record)
    expect(() => decodeRows(record)).toThrow(/Stored sales data is invalid/)
  })

  it('refuses a malformed day total', () => {
    expect(() => decodeDayTotal({ date: 'yesterday' })).toThrow(/Stored sales data is invalid/)
    expect(() => decodeDayTotal({ date: '2026-11-18', netAmount: 5, orders: -1, outlet: null, customers: [] })).toThrow(/invalid/)
  })
})

type Spoilable = Pick<SalesBatchRecord, 'rows' | 'columns' | 'dict'>
