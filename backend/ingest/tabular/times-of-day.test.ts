// @vitest-environment node
/**
 * Whether each sale's time of day is known, carried with it (`SalesBatch.untimed`): a sheet of dates
 * only puts its sales at local midnight, and the hour views must leave them out rather than show a
 * midnight rush that never happened (docs/product.md#dashboard-numbers).
 */
import { describe, expect, it } from 'vitest'
import { rowOf, salesOfLines } from '../../../tests/utils/backend/tables'

const untimedOf = (lines: readonly string[]) => {
  const { batch } = salesOfLines(lines)
  return { batch, untimed: Array.from(batch.untimed ?? new Uint8Array(batch.length)) }
}

describe('the time of day of each sale', () => {
  it('is unknown for every sale of a sheet with a date column and no time', () => {
    const { batch, untimed } = untimedOf(['Date,Receipt,Item,Amount', '16/11/2026,R1,Nasi Lemak,12.90', '16/11/2026,R2,Teh Tarik,3.50', '17/11/2026,R3,Kopi O,2.80'])
    expect(untimed).toEqual([1, 1, 1])
    // Still dated by their day: local midnight in Kuala Lumpur (UTC+8).
    expect(rowOf(batch, 2).timestamp).toBe('2026-11-16T16:00:00.000Z')
  })

  it('is known when the date cell carries a time, or a time column does', () => {
    expect(untimedOf(['Date,Receipt,Amount', '16/11/2026 08:15,R1,12.90', '17/11/2026 00:00,R2,3.50']).untimed).toEqual([0, 0])
    expect(untimedOf(['Date,Time,Receipt,Amount', '16/11/2026,08:15,R1,12.90', '17/11/2026,13:40,R2,3.50']).untimed).toEqual([0, 0])
  })

  it('is unknown for the rows whose time cell cannot be read, known for the others', () => {
    const { batch, untimed } = untimedOf(['Date,Time,Receipt,Amount', '16/11/2026,08:15,R1,12.90', '16/11/2026,??,R2,3.50', '17/11/2026,13:40,R3,2.80'])
    expect(untimed).toEqual([0, 1, 0])
    expect(rowOf(batch, 1).timestamp).toBe('2026-11-15T16:00:00.000Z')
  })

  it('is unknown for every sale of a sheet whose every time is 00:00 (dates saved as date-times)', () => {
    expect(untimedOf(['Date,Receipt,Amount', '2026-11-16 00:00:00,R1,12.90', '2026-11-16 00:00:00,R2,3.50', '2026-11-17 00:00:00,R3,2.80']).untimed).toEqual([1, 1, 1])
    // One real time among them: 00:00 is then a time like any other.
    expect(untimedOf(['Date,Receipt,Amount', '2026-11-16 00:00:00,R1,12.90', '2026-11-16 09:30:00,R2,3.50']).untimed).toEqual([0, 0])
  })

  it('is unknown for a spreadsheet date cell without a fraction of a day, known with one', () => {
    // 46342 is 16 Nov 2026; .5 is noon.
    expect(untimedOf(['Date,Receipt,Amount', '46342,R1,12.90', '46342.5,R2,3.50']).untimed).toEqual([1, 0])
  })

  it('comes from an hour column when the time column holds none', () => {
    expect(untimedOf(['Date,Time,Hour,Amount', '2024-03-01,Morning,10,38.70', '2024-03-01,Afternoon,13,28.90']).untimed).toEqual([0, 0])
  })
})
