// @vitest-environment node
/**
 * Dates and times written with words, as exports in the owners' other languages write them
 * (date-words.ts): Spanish `p. m.`, Malay `PTG` and month names, Chinese `下午` and `2026年3月5日`,
 * weekdays (weekdays.ts), Thai Buddhist-era years (date-plan.ts) and headers; and the word named when
 * a date cannot be read (unreadable.ts).
 */
import { describe, expect, it } from 'vitest'
import { type DateOrder, parseDatePart, parseTime, splitDateTime } from './dates'
import { unknownDateWord } from './date-words'
import { TimestampReader } from './timestamps'
import { weekdayIndex } from './weekdays'
import { ingestText, rowOf, salesOf, salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'
import { zoneFor } from '../../time/zone'

const KL = zoneFor('Asia/Kuala_Lumpur')!
const iso = (epoch: number) => (Number.isNaN(epoch) ? 'NaN' : new Date(epoch).toISOString())
const read = (date: string, time = '', order: DateOrder = 'DMY') => iso(new TimestampReader(order).read(date, time, KL))
const minutesOf = (text: string) => {
  const time = parseTime(text)
  return time === null ? null : time.ms / 60_000
}
const timestamps = (text: string, fileName: string, timezone?: string) => {
  const { batch, summary } = salesOf(ingestText(text, fileName, timezone))
  return { batch, summary, at: Array.from({ length: batch.length }, (_, row) => rowOf(batch, row).timestamp) }
}
const eraFinding = (findings: ReadonlyArray<{ code: string }> = []) => findings.find((finding) => finding.code === 'buddhist-era')

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

describe('whole files', () => {
  it('reads a Spanish Loyverse export: "p. m." and "a. m.", no-break spaces, decimal commas', () => {
    const { batch, summary, at } = timestamps(
      [
        'Fecha,Número de recibo,Artículo,Cantidad,Ventas netas,Tienda',
        '21/11/2026 12:35 p. m.,1-1001,Nasi Lemak,1,"12,50",Bangsar',
        '21/11/2026 12:35 p. m.,1-1001,Teh Tarik,2,"7,00",Bangsar',
        '22/11/2026 9:05\u00a0a.\u00a0m.,1-1002,Roti Canai,2,"6,30",Bangsar',
        '23/11/2026 11:56\u202fp. m.,1-1003,Mee Goreng,1,"11,90",Bangsar',
        '23/11/2026 12:10 a. m.,1-1004,Kopi O,1,"3,50",Bangsar',
      ].join('\n'),
      'ventas.csv',
    )
    // 12,50 + 7,00 + 6,30 + 11,90 + 3,50 = 41,20; Cantidad 1 + 2 + 2 + 1 + 1 = 7.
    expect(totalsOf(batch)).toMatchObject({ rows: 5, net: 41.2, quantity: 7, orders: 4 })
    // In Kuala Lumpur (UTC+8): 12:35 p. m. is 04:35Z, 12:10 a. m. ten past midnight (16:10Z the day before).
    expect(at).toEqual([
      '2026-11-21T04:35:00.000Z',
      '2026-11-21T04:35:00.000Z',
      '2026-11-22T01:05:00.000Z',
      '2026-11-23T15:56:00.000Z',
      '2026-11-22T16:10:00.000Z',
    ])
    expect(Array.from(batch.untimed ?? [])).toEqual([0, 0, 0, 0, 0])
    expect(summary.notes[0]).toBe('Dates read as DD/MM/YYYY ("21/11/2026" can only be day first).')
  })

  it('reads a Malay export: month names and PG/PTG', () => {
    const { batch, at } = timestamps(
      [
        'Tarikh,No Resit,Item,Jualan bersih',
        '5 Mac 2026 9:30 PG,R1,Nasi Lemak,12.90',
        '5 Mac 2026 2:15 PTG,R2,Teh Tarik,3.50',
        '12 Ogos 2026 7:45 PTG,R3,Mee Goreng,9.00',
        '20 Okt 2026 12:05 PTG,R4,Kopi O,2.80',
        '1 Disember 2026 8:00 PG,R5,Roti Canai,4.50',
      ].join('\n'),
      'jualan.csv',
    )
    // 12.90 + 3.50 + 9.00 + 2.80 + 4.50 = 32.70.
    expect(totalsOf(batch)).toMatchObject({ rows: 5, net: 32.7, orders: 5 })
    expect(at).toEqual([
      '2026-03-05T01:30:00.000Z',
      '2026-03-05T06:15:00.000Z',
      '2026-08-12T11:45:00.000Z',
      '2026-10-20T04:05:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ])
  })

  it('reads a Chinese export: 年月日 dates, weekdays, 上午/下午/晚上 before the time', () => {
    const { batch, summary, at } = timestamps(
      [
        '日期,收据编号,商品,净销售额',
        '2026年3月5日 下午 2:15,1-1001,咖喱面,12.90',
        '2026年3月5日下午2:30,1-1002,奶茶,4.50',
        '2026年3月6日 星期五 上午 9:05,1-1003,叻沙,11.00',
        '2026年3月6日 14:15,1-1004,椰浆饭,8.80',
        '2026/3/7 晚上 8:00,1-1005,咖啡,3.20',
      ].join('\n'),
      '销售.csv',
    )
    // 12.90 + 4.50 + 11.00 + 8.80 + 3.20 = 40.40.
    expect(totalsOf(batch)).toMatchObject({ rows: 5, net: 40.4, orders: 5 })
    expect(at).toEqual([
      '2026-03-05T06:15:00.000Z',
      '2026-03-05T06:30:00.000Z',
      '2026-03-06T01:05:00.000Z',
      '2026-03-06T06:15:00.000Z',
      '2026-03-07T12:00:00.000Z',
    ])
    expect(summary.notes[0]).toBe('Dates read as written (e.g. "2026年3月5日").')
  })

  describe('a Thai export with Buddhist-era years (2569 is 2026), in Bangkok (UTC+7)', () => {
    const LINES = ['5/3/2569 14:15,R1,Pad Thai,60.00', '13/3/2569 9:30,R2,Cha Yen,35.00', '5 มี.ค. 2569 18:00,R3,Som Tam,45.50', '1 เม.ย. 2569 12:00,R4,Khao Man Gai,50.00']
    const EXPECTED = ['2026-03-05T07:15:00.000Z', '2026-03-13T02:30:00.000Z', '2026-03-05T11:00:00.000Z', '2026-04-01T05:00:00.000Z']

    it('when a title row says พ.ศ., and says so', () => {
      const { batch, summary, at } = timestamps(['รายงานการขาย พ.ศ. 2569', 'Date,Receipt,Item,Net sales', ...LINES].join('\n'), 'ยอดขาย.csv', 'Asia/Bangkok')
      // 60.00 + 35.00 + 45.50 + 50.00 = 190.50.
      expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 190.5 })
      expect(at).toEqual(EXPECTED)
      expect(eraFinding(summary.findings)).toEqual({ code: 'buddhist-era', column: 'Date', basis: 'said', example: { text: '2569', read: '2026' } })
      expect(summary.notes).toContain('Years in "Date" read as Buddhist era (2569 is 2026), as the file says.')
    })

    it('when every year in the column is 2500–2600, centuries after any sale as Common Era, and says so', () => {
      const { batch, summary, at } = timestamps(['Date,Receipt,Item,Net sales', ...LINES].join('\n'), 'sales.csv', 'Asia/Bangkok')
      expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 190.5 })
      expect(at).toEqual(EXPECTED)
      expect(eraFinding(summary.findings)).toMatchObject({ basis: 'years', example: { text: '2569', read: '2026' } })
      expect(summary.notes).toContain('Years in "Date" read as Buddhist era (2569 is 2026), as every year in it is 2500–2600.')
    })

    it.each(['Date (BE)', 'Date (B.E.)', 'วันที่ (พ.ศ.)'])('when the date header says so: %j', (name) => {
      const { batch, summary, at } = timestamps([`${name},Receipt,Item,Net sales`, ...LINES].join('\n'), 'sales.csv', 'Asia/Bangkok')
      expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 190.5 })
      expect(at).toEqual(EXPECTED)
      expect(summary.notes).toContain(`Years in "${name}" read as Buddhist era (2569 is 2026), as the file says.`)
    })

    it('when a column of its values is the date column, its header naming none', () => {
      // guess.ts finds the date column from values whose years are 2500–2600 before the era is decided.
      const { batch, summary, at } = timestamps(['When,Receipt,Item,Net sales', ...LINES].join('\n'), 'sales.csv', 'Asia/Bangkok')
      expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 190.5 })
      expect(at).toEqual(EXPECTED)
      expect(summary.notes).toContain('"When" read as the date column from its values.')
      expect(summary.notes).toContain('Years in "When" read as Buddhist era (2569 is 2026), as every year in it is 2500–2600.')
    })

    it('but says nothing of an era when a header says BE and the years are Common Era', () => {
      const { batch, summary } = timestamps(['Date (BE),Receipt,Item,Net sales', '5/3/2026 14:15,R1,Pad Thai,60.00'].join('\n'), 'sales.csv', 'Asia/Bangkok')
      expect(rowOf(batch, 0).timestamp).toBe('2026-03-05T07:15:00.000Z')
      expect(eraFinding(summary.findings)).toBeUndefined()
    })

    it('when the cells say พ.ศ. themselves, and beside them cells that do not', () => {
      const { at } = timestamps(
        ['Date,Receipt,Item,Net sales', '5 มีนาคม พ.ศ. 2569 14.15 น.,R1,Pad Thai,60.00', '13/3/2569 9:30,R2,Cha Yen,35.00'].join('\n'),
        'sales.csv',
        'Asia/Bangkok',
      )
      expect(at).toEqual(['2026-03-05T07:15:00.000Z', '2026-03-13T02:30:00.000Z'])
    })

    it('but not a stray 2569 among Common-Era years, which stays unread', () => {
      const { batch, summary } = timestamps(
        ['Date,Receipt,Item,Net sales', '5/3/2026 14:15,R1,Pad Thai,60.00', '6/3/2569 9:30,R2,Cha Yen,35.00', '13/3/2026 9:30,R3,Cha Yen,35.00'].join('\n'),
        'sales.csv',
        'Asia/Bangkok',
      )
      expect(totalsOf(batch)).toMatchObject({ rows: 2, net: 95 })
      expect(summary.skipped.malformed).toBe(1)
      expect(eraFinding(summary.findings)).toBeUndefined()
    })
  })

  it('reads a Thai export by its Thai headers, its years Buddhist era', () => {
    const { batch, summary, at } = timestamps(
      [
        'วันที่,เวลา,เลขที่ใบเสร็จ,สินค้า,จำนวน,ยอดขาย,สาขา',
        '5/3/2569,14:15,R1,ผัดไทย,2,120.00,สยาม',
        '5/3/2569,14:15,R1,ชาเย็น,1,35.00,สยาม',
        '13/3/2569,9:30,R2,ส้มตำ,1,45.50,อารีย์',
      ].join('\n'),
      'ยอดขาย.csv',
      'Asia/Bangkok',
    )
    // 120.00 + 35.00 + 45.50 = 200.50; จำนวน 2 + 1 + 1 = 4; two receipts at two branches.
    expect(totalsOf(batch)).toMatchObject({ rows: 3, net: 200.5, quantity: 4, orders: 2 })
    expect(batch.dict.outlet).toEqual(['สยาม', 'อารีย์'])
    expect(batch.dict.item).toEqual(['ผัดไทย', 'ชาเย็น', 'ส้มตำ'])
    // In Bangkok (UTC+7): 14:15 is 07:15Z.
    expect(at).toEqual(['2026-03-05T07:15:00.000Z', '2026-03-05T07:15:00.000Z', '2026-03-13T02:30:00.000Z'])
    expect(summary.notes).toContain('Years in "วันที่" read as Buddhist era (2569 is 2026), as every year in it is 2500–2600.')
  })

  it('reads Thai ยอดรวม (total) and รายการ (item), a date and time in one cell', () => {
    const { batch, at } = timestamps(
      ['วันที่ (พ.ศ.),รายการ,ยอดรวม', '5 มีนาคม 2569 14.15 น.,ผัดไทย,60.00', 'วันพฤหัสบดีที่ 5 มีนาคม พ.ศ. 2569 18:00,ชาเย็น,35.00'].join('\n'),
      'ยอดขาย.csv',
      'Asia/Bangkok',
    )
    expect(totalsOf(batch)).toMatchObject({ rows: 2, net: 95 })
    expect(batch.dict.item).toEqual(['ผัดไทย', 'ชาเย็น'])
    expect(at).toEqual(['2026-03-05T07:15:00.000Z', '2026-03-05T11:00:00.000Z'])
  })

  it('refuses a file of dates it cannot read, naming the cell and the word it does not know', () => {
    const result = ingestText(
      ['Fecha,Número de recibo,Artículo,Ventas netas', '23/11/2026 11:56 p. k.,1-1001,Nasi Lemak,"12,50"', '23/11/2026 11:58 p. k.,1-1002,Teh Tarik,"3,50"'].join('\n'),
      'ventas.csv',
    )
    expect(result).toMatchObject({
      kind: 'refused',
      reason: 'unreadable_values',
      message: '"ventas.csv" has no date we can read in "Fecha" (row 2: "23/11/2026 11:56 p. k."): "p. k." is not a date or time word Selera knows.',
    })
  })

  it('names a Chinese word it does not know too', () => {
    const result = ingestText(['日期,收据编号,净销售额', '2026年3月5日 傍晚 6:15,1-1001,12.90'].join('\n'), '销售.csv')
    expect(result).toMatchObject({ kind: 'refused', message: '"销售.csv" has no date we can read in "日期" (row 2: "2026年3月5日 傍晚 6:15"): "傍晚" is not a date or time word Selera knows.' })
  })
})

describe('a row whose date has a word Selera does not know', () => {
  it('is left out, and the note names the word', () => {
    const { batch, summary } = salesOfLines(['Fecha,Artículo,Ventas', '23/11/2026 11:56 p. m.,Café,4.50', '23/11/2026 12:10 p. k.,Tostada,7.00'])
    expect(totalsOf(batch).net).toBe(4.5)
    expect(summary.notes).toContain('The first row that could not be read is row 3: date "23/11/2026 12:10 p. k." ("p. k." is not a date or time word Selera knows), amount "7.00".')
  })
})
