/** Net sales and quantity per item, and which items sold (a row with a positive amount): the series' top and bottom items. */
import type { PassMemory } from './memory'

export class ItemSales {
  /** Offsets: item i's revenue at `at` + 2i and quantity at `at` + 2i + 1 in the numbers; "sold" at `soldAt` + i in the bytes. */
  readonly at: number
  readonly soldAt: number

  constructor(
    private readonly memory: PassMemory,
    private readonly items: number,
  ) {
    this.at = memory.reserve(2 * items)
    this.soldAt = memory.flags(items)
  }

  /** Per item dictionary index. */
  get revenue(): Float64Array {
    return Float64Array.from({ length: this.items }, (_, i) => this.memory.numbers[this.at + 2 * i]!)
  }
  get quantity(): Float64Array {
    return Float64Array.from({ length: this.items }, (_, i) => this.memory.numbers[this.at + 2 * i + 1]!)
  }
  get sold(): Uint8Array {
    return this.memory.bytes.subarray(this.soldAt, this.soldAt + this.items)
  }
}

/** One row of item `i` (≥ 0), quantity `q`. */
export function addItemSale(numbers: Float64Array, bytes: Uint8Array, at: number, soldAt: number, i: number, q: number, amount: number): void {
  const cell = at + 2 * i
  numbers[cell]! += amount
  if (q - q === 0) numbers[cell + 1]! += q // q is finite
  if (amount > 0) bytes[soldAt + i] = 1
}
