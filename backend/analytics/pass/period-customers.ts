/**
 * Distinct customers of a period and of the grid days before it: a flag per customer dictionary
 * index and side (CURRENT, PREVIOUS), never a Set. metrics.ts adds the customer keys of day totals
 * that no row named (`keysNotSeen`); the weekly report counts its week the same way.
 */
import type { PassMemory } from './memory'

/** Flags in `seen`: the customer had a row in the period (side NOW), before it (side BEFORE). */
export const CURRENT = 1
export const PREVIOUS = 2

export class PeriodCustomers {
  /** Offsets: the two counts in the numbers, one flag byte per customer in the bytes. */
  readonly at: number
  readonly seenAt: number

  constructor(
    private readonly memory: PassMemory,
    private readonly customerCount: number,
  ) {
    this.at = memory.reserve(2)
    this.seenAt = memory.flags(customerCount)
  }

  /** Distinct customers on a side (./period-sales.ts). */
  count(side: number): number {
    return this.memory.numbers[this.at + side]!
  }

  /** Per customer index: CURRENT and PREVIOUS bits. */
  get seen(): Uint8Array {
    return this.memory.bytes.subarray(this.seenAt, this.seenAt + this.customerCount)
  }

  /** How many of `keys` (customer keys of day totals) no row on `side` named as a buyer (`dictionary`: the rows' customer keys). */
  keysNotSeen(keys: ReadonlySet<string>, dictionary: readonly string[], side: number): number {
    return keysNotSeen(keys, dictionary, this.seen, CURRENT << side)
  }
}

/**
 * How many of `keys` (customer keys of day totals) no sale row of the window (`flag`) already named:
 * what the day totals add to a distinct-customer count. The weekly report counts its week so too.
 */
export function keysNotSeen(keys: ReadonlySet<string>, dictionary: readonly string[], seen: Uint8Array, flag: number): number {
  if (keys.size === 0) return 0
  let added = keys.size
  for (let index = 0; index < seen.length; index++) {
    if ((seen[index]! & flag) !== 0 && keys.has(dictionary[index]!)) added--
  }
  return added
}

/** One row on the grid: `side` as in ./period-sales.ts, `c` its customer (≥ 0). */
export function addPeriodCustomer(numbers: Float64Array, bytes: Uint8Array, at: number, seenAt: number, side: number, c: number): void {
  const flag = CURRENT << side
  numbers[at + side]! += +((bytes[seenAt + c]! & flag) === 0)
  bytes[seenAt + c]! |= flag
}
