/**
 * Weekday names as exports write them beside or inside their dates (`Fri`, `Friday`, `Jumaat`,
 * `Jumat`, `viernes`, `วันศุกร์`, `星期五`): evidence for the order of the date's numbers
 * (date-order.ts), and words a date may carry (date-words.ts).
 */
import { WEEKDAYS } from '../../../kernel/format'

/**
 * Malay and Indonesian names (both say Selasa, Rabu and Sabtu) and their short forms as Windows writes
 * them (Malay `Isn`, `Kha`, `Ahd`; Indonesian `Sen`, `Kam`, `Min`); Spanish, with and without accents,
 * whose short `mar` (martes) is left out: it is March (date-words.ts); Thai, with the short forms ICU
 * writes (`พฤ.`). Monday first.
 */
const LOCAL_NAMES: ReadonlyArray<readonly string[]> = [
  ['isnin', 'senin', 'isn', 'sen', 'lunes', 'lun', 'จันทร์', 'จ'],
  ['selasa', 'sel', 'martes', 'อังคาร', 'อ'],
  ['rabu', 'rab', 'miércoles', 'miercoles', 'mié', 'mie', 'พุธ', 'พ'],
  ['khamis', 'kamis', 'kha', 'kam', 'jueves', 'jue', 'พฤหัสบดี', 'พฤหัส', 'พฤหัสฯ', 'พฤ'],
  ['jumaat', 'jumat', "jum'at", 'jum', 'viernes', 'vie', 'ศุกร์', 'ศ'],
  ['sabtu', 'sab', 'sábado', 'sabado', 'sáb', 'เสาร์', 'ส'],
  ['ahad', 'minggu', 'ahd', 'min', 'domingo', 'dom', 'อาทิตย์', 'อา'],
]
/** Thai writes `วัน` (day) before the name, and `ที่` (the) after it when the date follows: `วันพฤหัสบดีที่ 5 มีนาคม`. */
const THAI_DAY = /^(?:วัน)?(.+?)(?:ที่)?$/u
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
  const found = INDEX.get(trimmed)
  if (found !== undefined || !isThai(trimmed)) return found ?? null
  return INDEX.get(THAI_DAY.exec(trimmed)?.[1] ?? '') ?? null
}

function isThai(text: string): boolean {
  const code = text.charCodeAt(0)
  return code >= 0x0e00 && code <= 0x0e7f
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
