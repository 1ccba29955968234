// @vitest-environment node
/**
 * Whole files whose dates and times are written with words (date-words.ts): Spanish, Malay and
 * Chinese exports, Thai Buddhist-era years (date-plan.ts) and headers, and a row whose date has a
 * word Selera does not know (unreadable.ts). Cell by cell: date-words.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { ingestText, rowOf, salesOf, salesOfLines, totalsOf } from '../../../tests/utils/backend/tables'

const timestamps = (text: string, fileName: string, timezone?: string) => {
  const { batch, summary } = salesOf(ingestText(text, fileName, timezone))
  return { batch, summary, at: Array.from({ length: batch.length }, (_, row) => rowOf(batch, row).timestamp) }
}
const eraFinding = (findings: ReadonlyArray<{ code: string }> = []) => findings.find((finding) => finding.code === 'buddhist-era')

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
