/**
 * A date cell (plus, for Square, a separate time cell) to epoch ms. Date parts and time parts are
 * memoised separately: a 120k-row file has a few hundred days and at most 86,400 distinct times.
 */
import { type DateOrder, type TimeOfDay, excelSerial, isExcelSerial, parseDatePart, parseTime, splitDateTime } from './dates'
import type { Zone } from '../../time/zone'

export class TimestampReader {
  private readonly days = new Map<string, number>()
  private readonly times = new Map<string, TimeOfDay | null>()

  constructor(private readonly order: DateOrder) {}

  /**
   * Epoch ms, or NaN when the cells are not a date (and time) this reader understands. A time in a
   * column of its own that cannot be read leaves the date alone (time-columns.ts counts such rows);
   * a date cell's own time that cannot be read makes the cell unreadable.
   */
  read(dateCell: string, timeCell: string, zone: Zone): number {
    const [datePart, ownTime] = splitDateTime(dateCell)
    const separate = ownTime === ''
    const timePart = separate ? timeCell.trim() : ownTime
    // A spreadsheet date read as a number carries its time as the fraction of a day.
    if (timePart === '' && isExcelSerial(datePart)) return zone.toEpoch(excelSerial(Number(datePart)))
    const day = this.dayOf(datePart)
    if (Number.isNaN(day) || timePart === '') return Number.isNaN(day) ? day : zone.toEpoch(day)
    let time = this.times.get(timePart)
    if (time === undefined) {
      time = parseTime(timePart)
      this.times.set(timePart, time)
    }
    if (!time) return separate ? zone.toEpoch(day) : Number.NaN
    const wall = day + time.ms
    return time.offsetMinutes === null ? zone.toEpoch(wall) : wall - time.offsetMinutes * 60_000
  }

  /** Wall-clock midnight of the cell's date, or NaN. */
  dayOf(datePart: string): number {
    let day = this.days.get(datePart)
    if (day === undefined) {
      day = parseDatePart(datePart, this.order)
      this.days.set(datePart, day)
    }
    return day
  }
}
