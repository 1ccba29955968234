/**
 * Slots for keys, numbered in the order the keys are first met: an open-addressing hash table over
 * typed arrays, for sums keyed by (day, something) filled in one pass over the rows in row order.
 * Reading the rows day by day instead (through ./day-rows.ts) reads each column at random, a cache
 * miss a column a row; in row order the columns stream and only the table is read at random.
 * Keys are whole numbers from 0 up to 2^53.
 */

const EMPTY = -1

export class SlotTable {
  /** The key of each slot, in the order first met. */
  keys: Float64Array
  size = 0
  private table: Int32Array
  private mask: number

  constructor(expected = 1024) {
    let capacity = 1024
    while (capacity < 2 * expected) capacity *= 2
    this.table = new Int32Array(capacity).fill(EMPTY)
    this.mask = capacity - 1
    this.keys = new Float64Array(Math.max(16, expected))
  }

  /** The slot of `key`, a new one (numbered `size` before the call) when first met. */
  slotOf(key: number): number {
    const { table, keys, mask } = this
    let at = hash(key) & mask
    for (;;) {
      const slot = table[at]!
      if (slot === EMPTY) break
      if (keys[slot] === key) return slot
      at = (at + 1) & mask
    }
    const slot = this.size++
    if (slot >= keys.length) {
      const grown = new Float64Array(keys.length * 2)
      grown.set(keys)
      this.keys = grown
    }
    this.keys[slot] = key
    table[at] = slot
    if (2 * this.size > table.length) this.rehash()
    return slot
  }

  private rehash(): void {
    const table = new Int32Array(this.table.length * 2).fill(EMPTY)
    const mask = table.length - 1
    for (let slot = 0; slot < this.size; slot++) {
      let at = hash(this.keys[slot]!) & mask
      while (table[at] !== EMPTY) at = (at + 1) & mask
      table[at] = slot
    }
    this.table = table
    this.mask = mask
  }
}

function hash(key: number): number {
  const low = key % 4_294_967_296 | 0
  const high = (key / 4_294_967_296) | 0
  const h = Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1)
  return h ^ (h >>> 15)
}

/**
 * The order of slots by the day of their key (`dayOf(key)`, 0 … days - 1), slots of one day in the
 * order first met: `order[start[k]]` … is day k's first slot. A counting sort.
 */
export function slotsByDay(keys: Float64Array, size: number, days: number, dayOf: (key: number) => number): { start: Int32Array; order: Int32Array } {
  const start = new Int32Array(days + 1)
  const day = new Int32Array(size)
  for (let slot = 0; slot < size; slot++) start[(day[slot] = dayOf(keys[slot]!)) + 1]!++
  for (let k = 0; k < days; k++) start[k + 1]! += start[k]!
  const next = start.slice(0, days)
  const order = new Int32Array(size)
  for (let slot = 0; slot < size; slot++) order[next[day[slot]!]!++] = slot
  return { start, order }
}

/** `values` taken in `order`. */
export function gather<T extends Float64Array | Int32Array | Uint8Array>(values: T, order: Int32Array): T {
  const out = new (values.constructor as new (length: number) => T)(order.length)
  for (let n = 0; n < order.length; n++) out[n] = values[order[n]!]!
  return out
}
