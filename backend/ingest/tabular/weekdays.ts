/**
 * Weekday names as exports write them beside or inside their dates (`Fri`, `Friday`, `Jumaat`,
 * `Jumat`, `星期五`): evidence for the order of the date's numbers (date-order.ts).
 */
import { WEEKDAYS } from '../../../src/format'

/** Malay and Indonesian names, Monday first (both say Selasa, Rabu and Sabtu). */
const LOCAL_NAMES: ReadonlyArray<readonly string[]> = [
  ['isnin', 'senin'], ['selasa'], ['rabu'], ['khamis', 'kamis'], ['jumaat', 'jumat', "jum'at"], ['sabtu'], ['ahad', 'minggu'],
]
const CHINESE = '一二三四五六日'
const CHINESE_DAY = /^(?:星期|周|週|禮拜|礼拜)([一二三四五六日天])$/

const INDEX = new Map<string, number>()
WEEKDAYS.forEach((name, index) => {
  const lower = name.toLowerCase()
  for (const form of [lower, lower.slice(0, 3), lower.slice(0, 2)]) INDEX.set(form, index)
})
// Tue, Tues, Wed, Thu, Thur, Thurs.
for (const [form, index] of [['tues', 1], ['thur', 3], ['thurs', 3]] as const) INDEX.set(form, index)
LOCAL_NAMES.forEach((names, index) => names.forEach((name) => INDEX.set(name, index)))

/** Monday 0 … Sunday 6, or null when the text is no weekday. */
export function weekdayIndex(text: string): number | null {
  const trimmed = text.trim().toLowerCase().replace(/\.$/, '')
  if (trimmed === '') return null
  const chinese = CHINESE_DAY.exec(trimmed)
  if (chinese) return chinese[1] === '天' ? 6 : CHINESE.indexOf(chinese[1] ?? '')
  return INDEX.get(trimmed) ?? null
}

const WEEKDAY_HEADERS = new Set(['weekday', 'week day', 'day', 'day of week', 'day of the week', 'day name', 'weekday name', 'dow', 'hari'])

/** The first column named like a weekday whose filled cells (of the first 200 rows) are mostly weekday names; -1 when none. */
export function weekdayColumn(headers: readonly string[], rows: readonly string[][], start: number): number {
  return headers.findIndex((header, index) => {
    if (!WEEKDAY_HEADERS.has(header)) return false
    const cells = rows.slice(start, start + 200).map((row) => (row[index] ?? '').trim()).filter(Boolean)
    return cells.length > 0 && cells.filter((cell) => weekdayIndex(cell) !== null).length >= cells.length * 0.8
  })
}
