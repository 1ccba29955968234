/**
 * Distinct (group, value) pairs — a receipt per group for orders, a customer per group for
 * customers — counted without a Set per group: a bit per pair when groups × values is small enough
 * (a receipt's bits are side by side, and its rows usually are too), a Set of numbers beyond.
 */

/** Pairs above this many use a Set instead of bits (2^27 bits: 16 MB). */
const MAX_BITS = 2 ** 27

export class DistinctPairs {
  private readonly bits: Uint32Array | null
  private readonly seen: Set<number> | null

  constructor(
    private readonly groups: number,
    values: number,
  ) {
    const pairs = groups * values
    this.bits = pairs <= MAX_BITS ? new Uint32Array(Math.ceil(pairs / 32)) : null
    this.seen = this.bits ? null : new Set<number>()
  }

  /** Whether (`group`, `value`) is new; marks it seen. */
  add(group: number, value: number): boolean {
    const pair = value * this.groups + group
    if (this.bits) {
      const word = pair >>> 5
      const bit = 1 << (pair & 31)
      if ((this.bits[word]! & bit) !== 0) return false
      this.bits[word] = this.bits[word]! | bit
      return true
    }
    if (this.seen!.has(pair)) return false
    this.seen!.add(pair)
    return true
  }

  /** Whether (`group`, `value`) was seen. */
  has(group: number, value: number): boolean {
    const pair = value * this.groups + group
    if (this.bits) return (this.bits[pair >>> 5]! & (1 << (pair & 31))) !== 0
    return this.seen!.has(pair)
  }
}
