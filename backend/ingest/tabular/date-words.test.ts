// @vitest-environment node
/**
 * Dates and times written with words, as exports in the owners' other languages write them
 * (date-words.ts): Spanish `p. m.`, Malay `PTG` and month names, Chinese `下午` and `2026年3月5日`,
 * weekdays (weekdays.ts); and the word named when a date cannot be read (unreadable.ts). Cell by
 * cell here; whole files, Thai Buddhist-era years (date-plan.ts) and headers in date-words-files.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { type DateOrder, parseDatePart, parseTime, splitDateTime } from './dates'
import { unknownDateWord } from './date-words'
import { TimestampReader } from './timestamps'
import { weekdayIndex } from './weekdays'
import { zoneFor } from '../../time/zone'

const KL = zoneFor('Asia/Kuala_Lumpur')!
const iso = (epoch: number) => (Number.isNaN(epoch) ? 'NaN' : new Date(epoch).toISOString())
const read = (date: string, time = '', order: DateOrder = 'DMY') => iso(new TimestampReader(order).read(date, time, KL))
const minutesOf = (text: string) => {
  const time = parseTime(text)
  return time === null ? null : time.ms / 60_000
}

describe('a time of day with a word for its part of the day', () => {
  it.each<[string, number]>([
    // Spanish, as Loyverse and Excel write it, with plain and no-break spaces (U+00A0, U+202F).
    ['11:56 p. m.', 23 * 60 + 56],
    ['11:56\u00a0p.\u00a0m.', 23 * 60 + 56],
    ['11:56\u202fp. m.', 23 * 60 + 56],
    ['11:56\u202fPM', 23 * 60 + 56],
    ['11:56 p.m.', 23 * 60 + 56],
    ['11:56 pm', 23 * 60 + 56],
    ['9:05 a. m.', 9 * 60 + 5],
    ['12:10 a. m.', 10],
    // Malay: PG (pagi) and PTG (petang).
    ['9:30 PG', 9 * 60 + 30],
    ['2:15 PTG', 14 * 60 + 15],
    ['12:05 PTG', 12 * 60 + 5],
    ['12:30 PG', 30],
    ['7:45 ptg', 19 * 60 + 45],
    // Chinese, before or after the time, with or without a space; beside a 24-hour time too.
    ['下午2:15', 14 * 60 + 15],
    ['下午 2:15', 14 * 60 + 15],
    ['2:15 下午', 14 * 60 + 15],
    ['下午 14:15', 14 * 60 + 15],
    ['上午 9:05', 9 * 60 + 5],
    ['中午12:30', 12 * 60 + 30],
    ['晚上 8:00', 20 * 60],
    ['凌晨 1:30', 90],
    // Thai: น. (o'clock) after a time written with a dot.
    ['14.15 น.', 14 * 60 + 15],
  ])('%j is %i minutes into the day', (text, minutes) => {
    expect(minutesOf(text)).toBe(minutes)
  })

  it.each(['上午 14:15', '13:33 PTG', '2:15 PM 下午', '2:15 p. k.', '下午', '2:15 PTG PG'])('refuses %j', (text) => {
    expect(parseTime(text)).toBeNull()
  })

  it('gives a Chinese period written before the time to the time, not the date', () => {
    expect(splitDateTime('2026/3/5 下午 2:15')).toEqual(['2026/3/5', '下午 2:15'])
    expect(splitDateTime('2026年3月5日下午2:15')).toEqual(['2026年3月5日', '下午 2:15'])
    expect(splitDateTime('2026年3月5日 星期四 上午 9:05')).toEqual(['2026年3月5日 星期四', '上午 9:05'])
  })
})

describe('a date written with words', () => {
  // Every case is local time in Kuala Lumpur (UTC+8): 14:15 there is 06:15Z.
  it.each<[string, string]>([
    ['23/11/2026 11:56 p. m.', '2026-11-23T15:56:00.000Z'],
    ['23/11/2026 11:56\u202fp.\u00a0m.', '2026-11-23T15:56:00.000Z'],
    ['3/5/2026 2:15 PTG', '2026-05-03T06:15:00.000Z'],
    ['5 Mac 2026', '2026-03-04T16:00:00.000Z'],
    ['12 Ogos 2026 7:45 PTG', '2026-08-12T11:45:00.000Z'],
    ['1 Disember 2026 9:30 PG', '2026-12-01T01:30:00.000Z'],
    ['17 Agt 2026 14.15', '2026-08-17T06:15:00.000Z'],
    ['5 de marzo de 2026', '2026-03-04T16:00:00.000Z'],
    ['5 de marzo del 2026 2:15 p. m.', '2026-03-05T06:15:00.000Z'],
    ['15 dic. 2026', '2026-12-14T16:00:00.000Z'],
    ['marzo 5, 2026', '2026-03-04T16:00:00.000Z'],
    ['2026/3/5 下午 2:15', '2026-03-05T06:15:00.000Z'],
    ['2026年3月5日', '2026-03-04T16:00:00.000Z'],
    ['2026 年 3 月 5 日 14:15', '2026-03-05T06:15:00.000Z'],
    ['2026年3月5日下午2:15', '2026-03-05T06:15:00.000Z'],
    ['2026年3月5日 星期四', '2026-03-04T16:00:00.000Z'],
    ['2026年3月5日（星期四）下午 2:15', '2026-03-05T06:15:00.000Z'],
    ['5 มี.ค. 2026', '2026-03-04T16:00:00.000Z'],
    // A Buddhist-era year the cell itself announces: 2569 is 2026.
    ['5 มีนาคม พ.ศ. 2569 14.15 น.', '2026-03-05T06:15:00.000Z'],
    ['5/3/2569 พ.ศ.', '2026-03-04T16:00:00.000Z'],
    // English keeps working.
    ['18 Nov 2026 01:33 PM', '2026-11-18T05:33:00.000Z'],
    ['Sept 5, 2026', '2026-09-04T16:00:00.000Z'],
    ['5-May-2026 07:35', '2026-05-04T23:35:00.000Z'],
  ])('%j', (cell, expected) => {
    expect(read(cell)).toBe(expected)
  })

  it.each([
    // No year: a date of which the year is not written cannot be placed.
    '3月5日',
    '5 de marzo',
    // A Buddhist-era year nothing announces is no year (date-plan.ts decides for the whole column).
    '5/3/2569',
    '5 มี.ค. 2569',
    // Prefixes are no month names: the table holds whole words and the abbreviations exports write.
    '5 Marching 2026',
    '5 xyz 2026',
    '2026年3月5日 傍晚 6:15',
    '23/11/2026 11:56 p. k.',
    '5 de marzo de 2026 PTG',
  ])('refuses %j', (cell) => {
    expect(read(cell)).toBe('NaN')
  })

  // The months of each language, full and short, as files write them (dots and capitals as written).
  it.each<[string, string[]]>([
    ['English', ['January', 'Feb', 'Mar', 'April', 'May', 'June', 'Jul', 'Aug', 'Sept', 'October', 'Nov', 'Dec']],
    ['Malay', ['Januari', 'Februari', 'Mac', 'Apr', 'Mei', 'Jun', 'Julai', 'Ogos', 'Sep', 'Okt', 'November', 'Dis']],
    ['Malay, short', ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sept', 'Okt', 'Nov', 'Disember']],
    ['Indonesian', ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember']],
    ['Indonesian, short', ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']],
    ['Spanish', ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']],
    ['Spanish, short', ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.']],
    ['Thai', ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม']],
    ['Thai, short', ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.']],
  ])('reads the months in %s', (_, names) => {
    const months = names.map((name) => new Date(parseDatePart(`5 ${name} 2026`, 'DMY')).getUTCMonth() + 1)
    expect(months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('reads 12 Agt as 12 August in either order', () => {
    expect(iso(parseDatePart('12 Agt 2026', 'MDY'))).toBe('2026-08-12T00:00:00.000Z')
    // Numbers alone around a word keep the order the file was found to write.
    expect(iso(parseDatePart('5/3/2569 พ.ศ.', 'MDY'))).toBe('2026-05-03T00:00:00.000Z')
  })
})

describe('a weekday written in the date, in Spanish, Malay, Indonesian and Thai', () => {
  it.each<[string, string]>([
    ['jueves, 5 de marzo de 2026', '2026-03-05'],
    ['Jueves 5 de marzo de 2026', '2026-03-05'],
    ['miércoles, 4 de marzo de 2026', '2026-03-04'],
    ['martes, 3 de marzo de 2026', '2026-03-03'],
    ['sábado 7/3/2026', '2026-03-07'],
    ['jue. 5 mar. 2026', '2026-03-05'],
    ['mié., 4 mar. 2026', '2026-03-04'],
    ['Khamis, 5 Mac 2026', '2026-03-05'],
    ['Khamis 5/3/2026', '2026-03-05'],
    ['5 Mac 2026 (Khamis)', '2026-03-05'],
    ['5 Mac 2026 Khamis', '2026-03-05'],
    ['Kha, 5 Mac 2026', '2026-03-05'],
    ['Kamis, 05 Maret 2026', '2026-03-05'],
    ['Sabtu 7 Maret 2026', '2026-03-07'],
    ['วันพฤหัสบดี 5/3/2026', '2026-03-05'],
    ['วันพฤหัสบดีที่ 5 มีนาคม พ.ศ. 2569', '2026-03-05'],
    ['พฤ. 5 มี.ค. 2026', '2026-03-05'],
    ['วันที่ 5 มีนาคม 2026', '2026-03-05'],
    // `mar` is March, before and after the day, not martes.
    ['mar 5, 2026', '2026-03-05'],
    ['5 mar 2026', '2026-03-05'],
    ['5 de mar. de 2026', '2026-03-05'],
  ])('%j is %s', (text, day) => {
    expect(iso(parseDatePart(text, 'DMY')).slice(0, 10)).toBe(day)
  })

  it('reads a Spanish date with its weekday and time', () => {
    expect(read('jueves, 5 de marzo de 2026 2:15 p. m.')).toBe('2026-03-05T06:15:00.000Z')
    expect(unknownDateWord('jueves, 5 de marzo de 2026 2:15 p. m.')).toBeNull()
  })

  it.each<[string, number | null]>([
    ['lunes', 0], ['martes', 1], ['miercoles', 2], ['Jueves', 3], ['vie.', 4], ['sáb', 5], ['domingo', 6],
    ['Isnin', 0], ['Khamis', 3], ['Ahd', 6], ['Senin', 0], ['Kamis', 3], ['Min', 6],
    ['วันจันทร์', 0], ['วันพฤหัสบดี', 3], ['วันพฤหัสบดีที่', 3], ['ศุกร์', 4], ['อา.', 6],
    ['mar', null], ['marzo', null], ['วัน', null], ['วันที่', null],
  ])('%j is weekday %j (Monday 0)', (text, index) => {
    expect(weekdayIndex(text)).toBe(index)
  })
})

describe('the word Selera does not know in a date or time cell', () => {
  it.each<[string, string | null]>([
    ['23/11/2026 11:56 p. k.', 'p. k.'],
    ['23/11/2026 11:56 p. m.', null],
    ['5 Mac 2026 2:15 PTG', null],
    ['5 Marching 2026', 'Marching'],
    ['2026年3月5日 傍晚 6:15', '傍晚'],
    ['2026年3月5日星期四下午2:15', null],
    ['5 มีนาคม พ.ศ. 2569 14.15 น.', null],
    ['2026-05-11T08:05:00Z', null],
    ['10:15 UTC', null],
    ['Fri, 1 May 2026 12:00 PM', null],
    ['18/05/2026 14h30', 'h'],
  ])('in %j: %j', (cell, word) => {
    expect(unknownDateWord(cell)).toBe(word)
  })
})
