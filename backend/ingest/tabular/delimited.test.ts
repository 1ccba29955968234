// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { detectDelimiter, looksTabular, parseDelimited } from './delimited'
import { readSample } from '../../../tests/utils/backend/tables'
import { tokenize } from './tokenize'

describe('tokenize', () => {
  it('reads quoted fields: delimiters, doubled quotes and line breaks inside', () => {
    const text = 'a,"b, c","say ""hi""","two\r\nlines"\r\nd,e,f,g'
    expect(tokenize(text, ',')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['d', 'e', 'f', 'g'],
    ])
  })

  it('keeps each row as wide as it really is, so short and long rows can be told apart', () => {
    expect(tokenize('h1,h2,h3\na,b\nc,d,e,f\n', ',')).toEqual([
      ['h1', 'h2', 'h3'],
      ['a', 'b'],
      ['c', 'd', 'e', 'f'],
    ])
  })

  it('turns empty lines into [""] (counted as blank later) but not the final line break', () => {
    expect(tokenize('a,b\n\nc,d\n', ',')).toEqual([['a', 'b'], [''], ['c', 'd']])
    expect(tokenize('a,b\r\n\r\nc,d\r\n', ',')).toEqual([['a', 'b'], [''], ['c', 'd']])
  })

  it('opens an empty field after a trailing delimiter, and survives an unclosed quote', () => {
    expect(tokenize('a,b,\nc,d,', ',')).toEqual([
      ['a', 'b', ''],
      ['c', 'd', ''],
    ])
    expect(tokenize('a,"open\nquote', ',')).toEqual([['a', 'open\nquote']])
    expect(tokenize('"a"x,b', ',')).toEqual([['ax', 'b']])
  })

  it('hands back equal values as one string (the recent-values cache) without mixing columns up', () => {
    const rows = tokenize('Bangsar,Bangsar\nBangsar,SS15\nSS15,Bangsar\n', ',')
    expect(rows).toEqual([
      ['Bangsar', 'Bangsar'],
      ['Bangsar', 'SS15'],
      ['SS15', 'Bangsar'],
    ])
  })
})

describe('parseDelimited', () => {
  it.each([
    [',', 'Date,Item,Amount\n01/05/2026,Kopi O,2.80\n02/05/2026,Teh Tarik,4.20\n'],
    [';', 'Date;Item;Amount\n01/05/2026;Nasi Goreng, Telur;13.50\n02/05/2026;Teh Tarik;4.20\n'],
    ['\t', 'Date\tItem\tAmount\n01/05/2026\tKopi O, Ais\t2.80\n02/05/2026\tTeh; Tarik\t4.20\n'],
    ['|', 'Date|Item|Amount\n01/05/2026|Kopi O, Ais|2.80\n02/05/2026|Teh Tarik|4.20\n'],
  ])('detects %j', (delimiter, text) => {
    const table = parseDelimited(text)
    expect(table.delimiter).toBe(delimiter)
    expect(table.rows[1]).toHaveLength(3)
  })

  it('is not fooled by commas inside quoted fields of a semicolon file', () => {
    const text = 'Date;Item;Amount\n01/05/2026;"Roti, Kaya, Butter";4.50\n02/05/2026;"Nasi, Lemak";12.90\n'
    expect(detectDelimiter(text)).toBe(';')
  })

  it('is not fooled by title rows above the header', () => {
    const text = 'Sales report, May 2026\nStore: Bangsar\n\nDate;Item;Qty;Amount\n01/05/2026;Kopi O;1;2.80\n'
    const table = parseDelimited(text)
    expect(table.delimiter).toBe(';')
    expect(table.rows[3]).toEqual(['Date', 'Item', 'Qty', 'Amount'])
  })

  it('drops a byte-order mark and reads CRLF and old Mac line ends', () => {
    expect(parseDelimited('\uFEFFDate,Amount\r\n01/05/2026,2.80\r\n').rows).toEqual([
      ['Date', 'Amount'],
      ['01/05/2026', '2.80'],
    ])
    expect(parseDelimited('Date,Amount\r01/05/2026,2.80\r').rows).toEqual([
      ['Date', 'Amount'],
      ['01/05/2026', '2.80'],
    ])
  })

  it('falls back to a comma for text with no delimiter at all', () => {
    expect(parseDelimited('just one line').delimiter).toBe(',')
    expect(parseDelimited('').rows).toEqual([])
  })

  it('detects the delimiter of every sample export', () => {
    expect(parseDelimited(readSample('generic-sales-semicolon.txt')).delimiter).toBe(';')
    expect(parseDelimited(readSample('generic-sales-tab.txt')).delimiter).toBe('\t')
    expect(parseDelimited(readSample('storehub-daily-summary.csv')).delimiter).toBe(',')
    expect(parseDelimited(readSample('generic-sales-bom-crlf.csv')).rows[0]?.[0]).toBe('Date')
  })
})

describe('looksTabular', () => {
  it('says yes to delimited tables, the samples included', () => {
    expect(looksTabular('Date\tAmount\n01/05/2026\t2.80\n02/05/2026\t4.20\n')).toBe(true)
    expect(looksTabular(readSample('generic-sales-semicolon.txt'))).toBe(true)
    expect(looksTabular(readSample('generic-sales.csv'))).toBe(true)
  })

  it('says no to prose, even prose with commas', () => {
    const prose = [
      'Our kopi is roasted in Ipoh, delivered on Tuesdays and Fridays, and kept in the dry store.',
      'Nasi lemak sambal is cooked at Bangsar each morning, then sent to the other outlets by 7 am.',
      'Opening hours are 7 am to 6 pm on weekdays, and 7 am to 8 pm on weekends and public holidays.',
    ].join('\n')
    expect(looksTabular(prose)).toBe(false)
    expect(looksTabular('A single line of notes')).toBe(false)
    expect(looksTabular('Hello, world')).toBe(false)
    expect(looksTabular('')).toBe(false)
  })
})
