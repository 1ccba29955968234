// @vitest-environment node
/**
 * The currency a file states (currency.ts): never labelled with the account's when it says another.
 */
import { describe, expect, it } from 'vitest'
import { ingestTable, parseDelimited } from './index'
import { salesOf, totalsOf } from '../../../tests/utils/backend/tables'

function ingest(lines: readonly string[], currency: string | undefined = 'MYR') {
  return ingestTable(parseDelimited(lines.join('\n')).rows, { timezone: 'Asia/Kuala_Lumpur', fileName: 'sales.csv', ...(currency ? { currency } : {}) })
}

const RUPIAH = ['Tanggal,Waktu,Nama Menu,Harga', '23/11/2026,11:02,Nasi Lemak,Rp 45.000', '23/11/2026,12:10,Teh Tarik,Rp 18.000']

describe('a file in another currency than the account\'s', () => {
  it('is refused, naming both currencies, where the file says so, and what to do', () => {
    const result = ingest(RUPIAH)
    expect(result).toEqual({
      kind: 'refused',
      reason: 'other_currency',
      message: '"sales.csv" is in IDR ("Rp" in "Harga"); your account reports in MYR.',
      suggestion: 'Upload a file in MYR: Selera does not convert between currencies.',
    })
  })

  it('offers the account currency when Selera reports in the file\'s (a Singapore outlet\'s file)', () => {
    const result = ingest(['Date,Item,Amount (S$)', '23/11/2026 11:02,Laksa,8.50'])
    expect(result).toMatchObject({ reason: 'other_currency', message: '"sales.csv" is in SGD (the header "Amount (S$)"); your account reports in MYR.' })
    expect(result.kind === 'refused' && result.suggestion).toBe('Change the account currency to SGD in Settings, or upload a file in MYR.')
  })

  it('reads an ISO code in a header (foodpanda\'s "Total (THB)") as the currency', () => {
    const result = ingest(['Order received at,Total (THB)', '2026-12-05 11:48:20,299.00'])
    expect(result.kind === 'refused' && result.message).toBe('"sales.csv" is in THB (the header "Total (THB)"); your account reports in MYR.')
  })

  it('reads a currency named in a Thai header', () => {
    const result = ingest(['วันที่,สินค้า,ยอดขาย (บาท)', '05/12/2026 11:48,ข้าวมันไก่,60'])
    expect(result.kind === 'refused' && result.message).toBe('"sales.csv" is in THB (the header "ยอดขาย (บาท)"); your account reports in MYR.')
  })

  it('a bare "$" is no ringgit, but is the account\'s dollars', () => {
    expect(ingest(['Date,Item,Amount', '23/11/2026 11:02,Laksa,$8.50'])).toMatchObject({ reason: 'other_currency', message: '"sales.csv" is in dollars ("$" in "Amount"); your account reports in MYR.' })
    const { batch, summary } = salesOf(ingest(['Date,Item,Amount', '23/11/2026 11:02,Laksa,$8.50'], 'SGD'))
    expect(totalsOf(batch).net).toBe(8.5)
    expect(summary.currency).toBe('SGD')
    expect(summary.notes).toContain('Amounts in SGD ("$" in "Amount").')
  })
})

describe('a file in the account\'s currency', () => {
  it('is read, and the details say which currency and why', () => {
    const { summary } = salesOf(ingest(['Date,Item,Amount', '23/11/2026 11:02,Nasi Lemak,RM 12.90']))
    expect(summary.currency).toBe('MYR')
    expect(summary.notes).toContain('Amounts in MYR ("RM" in "Amount").')
  })

  it('that says nothing of its currency is read as the account\'s, without a note', () => {
    const { summary } = salesOf(ingest(['Date,Item,Amount', '23/11/2026 11:02,Nasi Lemak,12.90']))
    expect(summary.currency).toBeUndefined()
    expect(summary.notes.some((note) => note.startsWith('Amounts in'))).toBe(false)
  })
})

describe('a currency column with several currencies (a Malaysian chain with a Singapore outlet)', () => {
  const CHAIN = [
    'Date,Outlet,Item,Amount,Currency',
    '23/11/2026 11:02,Bangsar,Nasi Lemak,12.90,MYR',
    '23/11/2026 11:05,Orchard,Nasi Lemak,8.50,SGD',
    '23/11/2026 11:30,Bangsar,Teh Tarik,4.20,MYR',
    '23/11/2026 12:00,Orchard,Teh Tarik,3.20,SGD',
    '23/11/2026 12:01,Orchard,Kopi,2.80,SGD',
  ]

  it('keeps the account currency\'s rows and leaves the others out of the total, saying so', () => {
    const { batch, summary } = salesOf(ingest(CHAIN))
    // 12.90 + 4.20 = 17.10 (MYR); the 3 SGD rows (14.50 Singapore dollars) are not added to ringgit.
    expect(totalsOf(batch)).toMatchObject({ rows: 2, net: 17.1 })
    expect(summary.outlets).toEqual(['Bangsar'])
    expect(summary.currency).toBe('MYR')
    expect(summary.notes).toContain('Left out: 3 rows in SGD ("Currency"): your account reports in MYR, and Selera does not convert between currencies.')
  })

  it('is refused when none of its rows is in the account\'s currency', () => {
    expect(ingest(CHAIN, 'USD')).toMatchObject({ reason: 'other_currency', message: '"sales.csv" is in SGD (its "Currency" column); your account reports in USD.' })
  })
})
