/**
 * A date cell (plus, for Square, a separate time cell) to epoch ms. Date parts and time parts are
 * memoised separately: a 120k-row file has a few hundred days and at most 86,400 distinct times.
 */
import { type DateOrder, type TimeOfDay, excelSerial, isExcelSerial, parseDatePart, parseTime, splitDateTime } from './dates'
import type { Zone } from '../../time/zone'

const DAY_MS = 86_400_000

export class TimestampReader {
  private readonly days = new Map<string, number>()
  private readonly times = new Map<string, TimeOfDay | null>()
  /**
   * What the last `read` found of the time of day: ms from the wall-clock midnight, or -1 when the
   * cells give none (a date alone, a spreadsheet date cell without a fraction of a day, a time cell
   * that cannot be read): that sale is dated by its day.
   */
  timeOfDay = -1

  constructor(private readonly order: DateOrder) {}

  /**
   * Epoch ms, or NaN when the cells are not a date (and time) this reader understands. A time in a
   * column of its own that cannot be read leaves the date alone (time-columns.ts counts such rows);
   * a date cell's own time that cannot be read makes the cell unreadable.
   */
  read(dateCell: string, timeCell: string, zone: Zone): number {
    this.timeOfDay = -1
    const [datePart, ownTime] = splitDateTime(dateCell)
    const separate = ownTime === ''
    const timePart = separate ? timeCell.trim() : ownTime
    // A spreadsheet date read as a number carries its time as the fraction of a day (none: a date cell).
    if (timePart === '' && isExcelSerial(datePart)) {
      const serial = Number(datePart)
      if (serial !== Math.floor(serial)) this.timeOfDay = Math.round((serial - Math.floor(serial)) * DAY_MS)
      return zone.toEpoch(excelSerial(serial))
    }
    const day = this.dayOf(datePart)
    if (Number.isNaN(day) || timePart === '') return Number.isNaN(day) ? day : zone.toEpoch(day)
    let time = this.times.get(timePart)
    if (time === undefined) {
      time = parseTime(timePart)
      this.times.set(timePart, time)
    }
    if (!time) return separate ? zone.toEpoch(day) : Number.NaN
    this.timeOfDay = time.ms
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
