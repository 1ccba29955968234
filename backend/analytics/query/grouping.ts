/**
 * How a query groups rows: by nothing, local day, weekday, hour, or the value of one dictionary
 * column (values named alike merged, rows without a value in 'Unknown'), and which rows a filter
 * lets through.
 */
import { addDays, isoDate } from '../../time/calendar'
import type { SalesColumns } from '../../sales/account-sales'
import type { DayGrid } from '../pass/grid'

export type DimensionColumn = 'item' | 'category' | 'outlet' | 'channel' | 'payment'
export type QueryGroupBy = 'none' | 'day' | 'weekday' | 'hour' | DimensionColumn

/** The name of the group of rows without a value (as the dashboard's series say it). */
export const UNKNOWN = 'Unknown'
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** The loop's way of finding a row's group (a number, so the loop switches on it once per row without a call). */
export const enum GroupKind {
  NONE = 0,
  DAY = 1,
  WEEKDAY = 2,
  HOUR = 3,
  COLUMN = 4,
}

export interface Grouping {
  kind: GroupKind
  /** Group names, in the order groups are listed for time groupings. */
  labels: string[]
  /** COLUMN: the column, dictionary index + 1 → group (index 0: no value), and name → group. */
  column: Int32Array | null
  slotOf: Int32Array
  byName: ReadonlyMap<string, number>
  /** The column grouped by (null: a time grouping or none). */
  columnName: DimensionColumn | null
  /** Time groupings list every group, even an empty one; a column lists those with data, biggest first. */
  listsAll: boolean
}

export type QueryDict = Pick<SalesColumns['dict'], DimensionColumn>
export type QueryColumns = Pick<SalesColumns, DimensionColumn>

/** `extraNames`: names that may have no row but need a group (the outlets of day totals). */
export function groupingOf(groupBy: QueryGroupBy, grid: DayGrid, columns: QueryColumns, dict: QueryDict, extraNames: readonly string[]): Grouping {
  const none = { column: null, slotOf: new Int32Array(0), byName: new Map<string, number>(), columnName: null, listsAll: true }
  switch (groupBy) {
    case 'none':
      return { ...none, kind: GroupKind.NONE, labels: ['all'] }
    case 'day':
      return { ...none, kind: GroupKind.DAY, labels: Array.from({ length: grid.days }, (_, d) => isoDate(addDays(grid.first, d))) }
    case 'weekday':
      return { ...none, kind: GroupKind.WEEKDAY, labels: [...WEEKDAY_NAMES] }
    case 'hour':
      return { ...none, kind: GroupKind.HOUR, labels: Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`) }
    default:
      return columnGrouping(groupBy, columns[groupBy], dict[groupBy], extraNames)
  }
}

/** One group per name; rows without a value go to the group named 'Unknown' (made when no value is so named). */
function columnGrouping(columnName: DimensionColumn, column: Int32Array, dictionary: readonly string[], extraNames: readonly string[]): Grouping {
  const labels: string[] = []
  const byName = new Map<string, number>()
  const groupOf = (name: string) => {
    let group = byName.get(name)
    if (group === undefined) byName.set(name, (group = labels.push(name) - 1))
    return group
  }
  const slotOf = new Int32Array(dictionary.length + 1)
  dictionary.forEach((name, index) => (slotOf[index + 1] = groupOf(name)))
  slotOf[0] = groupOf(UNKNOWN)
  extraNames.forEach(groupOf)
  return { kind: GroupKind.COLUMN, labels, column, slotOf, byName, columnName, listsAll: false }
}

/** Dictionary index + 1 → 1 when a filter lets the value through (index 0, no value: never). */
export function filterMask(dictionary: readonly string[], allowed: string | readonly string[]): Uint8Array {
  const names = new Set(typeof allowed === 'string' ? [allowed] : allowed)
  const mask = new Uint8Array(dictionary.length + 1)
  dictionary.forEach((name, index) => (mask[index + 1] = names.has(name) ? 1 : 0))
  return mask
}
