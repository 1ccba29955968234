import { inferSchema, initParser } from 'udsv'
import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../kernel/limits'
import { LOYVERSE_RECEIPTS_BY_ITEM_HEADER, loyverseReceiptsCsv } from './loyverse-csv'

const csv = loyverseReceiptsCsv({ maxBytes: 400_000 })
const parsed = initParser(inferSchema(csv.text)).stringArrs<string[]>(csv.text)
const header = LOYVERSE_RECEIPTS_BY_ITEM_HEADER.split(',')
const column = (name: string) => header.indexOf(name)

describe('the bench’s Loyverse export', () => {
  it('has Loyverse’s receipts-by-item header and 23 fields on every line', () => {
    expect(csv.text.startsWith(`${LOYVERSE_RECEIPTS_BY_ITEM_HEADER}\r\n`)).toBe(true)
    expect(header).toHaveLength(23)
    expect(parsed).toHaveLength(csv.rows + csv.cancelled)
    expect(parsed.every((fields) => fields.length === 23)).toBe(true)
  })

  it('stays under its byte budget and is the same bytes every time', () => {
    expect(csv.bytes.length).toBeLessThanOrEqual(400_000)
    expect(csv.bytes.length).toBeGreaterThan(390_000)
    expect(loyverseReceiptsCsv({ maxBytes: 400_000 }).text).toBe(csv.text)
    expect(10_000_000).toBeLessThan(UPLOAD_MAX_BYTES)
  })

  it('writes DD/MM/YYYY dates, RM money with negative refunds, and cancelled lines', () => {
    expect(parsed.every((fields) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(fields[column('Date')] ?? ''))).toBe(true)
    expect(parsed.every((fields) => /^-?RM\d+\.\d{2}$/.test(fields[column('Net sales')] ?? ''))).toBe(true)
    const kept = parsed.filter((fields) => fields[column('Status')] === 'Closed')
    expect(kept).toHaveLength(csv.rows)
    const net = kept.reduce((sum, fields) => sum + Number((fields[column('Net sales')] ?? '').replace('RM', '')), 0)
    expect(net).toBeCloseTo(csv.netTotal, 2)
    const refunds = kept.filter((fields) => fields[column('Receipt type')] === 'Refund')
    expect(refunds.every((fields) => fields[column('Net sales')]?.startsWith('-RM'))).toBe(true)
  })

  it('quotes fields with commas and doubles inner quotes', () => {
    expect(csv.text).toMatch(/,"[A-Za-z ]+, [A-Za-z ]+",/)
    const modifiers = parsed.map((fields) => fields[column('Modifiers applied')] ?? '').filter((value) => value.includes(', '))
    expect(modifiers.length).toBeGreaterThan(0)
    expect(parsed.some((fields) => fields[column('Store')] === 'Kopi Kita Café SS15 Subang Jaya')).toBe(true)
  })
})
