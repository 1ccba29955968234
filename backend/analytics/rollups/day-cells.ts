/**
 * A day's cells (day × hour × outlet × channel × payment) and items, summed a day at a time from
 * its rows' values written out in day order (./day-sums.ts), over a lookup of the day's cells or
 * items cleared after each day.
 */
import { growFloat, growInt } from '../../sales/columns'

/** Entries of each day, day k's at start[k] … start[k + 1] - 1. */
export interface DayEntries {
  start: Int32Array
}

export interface DayCells extends DayEntries {
  /** hour + DAY_SLOTS × (outlet + 1 + outlets × (channel + 1 + channels × (payment + 1))), `outlets` etc. counting the "none" value; a day's in the order first met. */
  key: Float64Array
  revenue: Float64Array
  rows: Int32Array
}

export interface DayItems extends DayEntries {
  /** Item dictionary index + 1 (0: rows without an item). */
  item: Int32Array
  revenue: Float64Array
  quantity: Float64Array
  lines: Int32Array
}

/** Past this many possible cells a day, a day's cells are found through a Map instead of an array. */
const DENSE_CELLS = 1 << 20

/** Each day's cells from its rows' amounts and cell keys (of `cellCount` possible), in the order first met. */
export function dayCells(start: Int32Array, days: number, amounts: Float64Array, cellKeys: Float64Array, cellCount: number): DayCells {
  const dense = cellCount <= DENSE_CELLS ? new Int32Array(cellCount).fill(-1) : null
  const sparse = new Map<number, number>()
  const cells: DayCells = { start: new Int32Array(days + 1), key: new Float64Array(0), revenue: new Float64Array(0), rows: new Int32Array(0) }
  let used = 0
  for (let k = 0; k < days; k++) {
    const first = used
    for (let n = start[k]!; n < start[k + 1]!; n++) {
      const key = cellKeys[n]!
      let cell = dense ? dense[key]! : (sparse.get(key) ?? -1)
      if (cell < 0) {
        cell = used++
        if (dense) dense[key] = cell
        else sparse.set(key, cell)
        if (cell >= cells.key.length) {
          cells.key = growFloat(cells.key, cell + 1)
          cells.revenue = growFloat(cells.revenue, cell + 1)
          cells.rows = growInt(cells.rows, cell + 1)
        }
        cells.key[cell] = key
      }
      cells.revenue[cell]! += amounts[n]!
      cells.rows[cell]!++
    }
    if (dense) for (let cell = first; cell < used; cell++) dense[cells.key[cell]!] = -1
    sparse.clear()
    cells.start[k + 1] = used
  }
  return { start: cells.start, key: cells.key.slice(0, used), revenue: cells.revenue.slice(0, used), rows: cells.rows.slice(0, used) }
}

/** Each day's items from its rows' amounts, quantities and items (index + 1, of `itemCount`), in the order first met. */
export function dayItems(start: Int32Array, days: number, amounts: Float64Array, quantities: Float64Array, items: Int32Array, itemCount: number): DayItems {
  const slotOf = new Int32Array(itemCount).fill(-1)
  const out: DayItems = { start: new Int32Array(days + 1), item: new Int32Array(0), revenue: new Float64Array(0), quantity: new Float64Array(0), lines: new Int32Array(0) }
  let used = 0
  for (let k = 0; k < days; k++) {
    const first = used
    for (let n = start[k]!; n < start[k + 1]!; n++) {
      const i = items[n]!
      let slot = slotOf[i]!
      if (slot < 0) {
        slot = slotOf[i] = used++
        if (slot >= out.item.length) {
          out.item = growInt(out.item, slot + 1)
          out.revenue = growFloat(out.revenue, slot + 1)
          out.quantity = growFloat(out.quantity, slot + 1)
          out.lines = growInt(out.lines, slot + 1)
        }
        out.item[slot] = i
      }
      const amount = amounts[n]!
      const q = quantities[n]!
      out.revenue[slot]! += amount
      if (q - q === 0) out.quantity[slot]! += q // q is finite
      if (amount > 0) out.lines[slot]!++
    }
    for (let slot = first; slot < used; slot++) slotOf[out.item[slot]!] = -1
    out.start[k + 1] = used
  }
  return { start: out.start, item: out.item.slice(0, used), revenue: out.revenue.slice(0, used), quantity: out.quantity.slice(0, used), lines: out.lines.slice(0, used) }
}
