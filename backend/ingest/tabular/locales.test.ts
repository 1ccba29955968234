// @vitest-environment node
/**
 * Loyverse writes its exports in the account's language and locale. The Indonesian headers are the
 * ones Loyverse writes (Tanggal, Nomor struk, Jenis struk, Penjualan bersih…); the Malay and Chinese
 * ones are assumed from its translations (the names are in header-translations.ts).
 */
import { describe, expect, it } from 'vitest'
import { ingestTable, parseDelimited } from './index'
import { salesOf, totalsOf } from '../../../tests/utils/backend/tables'

const at = (iso: string) => Date.parse(iso)
const read = (lines: readonly string[], timezone = 'Asia/Kuala_Lumpur') =>
  salesOf(ingestTable(parseDelimited(lines.join('\n')).rows, { timezone, fileName: 'struk.csv' }))

describe('an Indonesian Loyverse receipts export: semicolons, dots in the times, translated headers and types', () => {
  const { batch, summary } = read(
    [
      'Tanggal;Nomor struk;Jenis struk;Penjualan kotor;Diskon;Penjualan bersih;Pajak;Total yang dikumpulkan;Jenis pembayaran;Nama pelanggan;Nomor kontak pelanggan;Status',
      '13/05/25 23.43;1-1001;Penjualan;25000.00;0.00;25000.00;2750.00;27750.00;Tunai;;;Ditutup',
      '13/05/25 21.10;1-1000;Penjualan;48000.00;3000.00;45000.00;4950.00;49950.00;QRIS;Budi Santoso;+62 812 3456 7890;Ditutup',
      '12/05/25 19.05;1-0999;Pengembalian dana;18000.00;0.00;18000.00;1980.00;19980.00;Tunai;;;Ditutup',
      '12/05/25 12.30;1-0998;Penjualan;32000.00;0.00;32000.00;3520.00;35520.00;Kartu;Siti Aminah;siti@example.co.id;Dibatalkan',
      '11/05/25 08.15;1-0997;Penjualan;15000.00;0.00;15000.00;1650.00;16650.00;Tunai;;;Ditutup',
    ],
    'Asia/Jakarta',
  )

  it('is recognised as Loyverse and read like the English export', () => {
    expect(summary.format).toBe('Loyverse receipts')
    // Net sales of the 4 receipts kept: 25,000 + 45,000 − 18,000 (Pengembalian dana: a refund)
    // + 15,000 = 67,000; 1-0998 is Dibatalkan (cancelled).
    expect(totalsOf(batch)).toMatchObject({ rows: 4, net: 67000, orders: 4 })
    expect(summary.skipped).toMatchObject({ cancelled: 1, malformed: 0 })
    expect(summary.mapping).toMatchObject({ timestamp: 'Tanggal', receipt: 'Nomor struk', netAmount: 'Penjualan bersih', payment: 'Jenis pembayaran' })
    expect(batch.dict.payment).toEqual(['Tunai', 'QRIS'])
  })

  it('reads 23.43 as 23:43, day first (13/05/25 proves it), in Jakarta (UTC+7)', () => {
    // 11 May 2025 08:15 WIB is 01:15Z; 13 May 23:43 WIB is 16:43Z.
    expect([summary.from, summary.to]).toEqual([at('2025-05-11T01:15:00Z'), at('2025-05-13T16:43:00Z')])
    expect(summary.notes[0]).toBe('Dates read as DD/MM/YYYY ("13/05/25" can only be day first).')
  })
})

describe('Loyverse in English, other locales', () => {
  const HEADER = 'Date,Receipt number,Receipt type,Gross sales,Discounts,Net sales,Store'
  it('20/05/2026 16:50 is day first', () => {
    const { summary } = read([HEADER, '20/05/2026 16:50,1-1,Sale,9.00,0.00,9.00,Bangsar'])
    expect(summary.from).toBe(at('2026-05-20T08:50:00Z'))
  })

  it('7/28/26 1:33 PM is month first', () => {
    const { summary } = read([HEADER, '7/3/26 9:05 AM,1-1,Sale,9.00,0.00,9.00,Bangsar', '7/28/26 1:33 PM,1-2,Sale,9.00,0.00,9.00,Bangsar'])
    // 3 July 09:05 and 28 July 13:33 in Kuala Lumpur.
    expect([summary.from, summary.to]).toEqual([at('2026-07-03T01:05:00Z'), at('2026-07-28T05:33:00Z')])
  })
})

describe('Malay and Chinese Loyverse headers (assumed translations)', () => {
  it.each([
    {
      // 12.00 − 5.00 (Bayaran balik, a refund); 2-1003 is Dibatalkan (cancelled).
      language: 'Malay',
      net: 7,
      lines: [
        'Tarikh,No. resit,Jenis resit,Jualan kasar,Diskaun,Jualan bersih,Cukai,Jumlah dikutip,Jenis pembayaran,Kedai,Status',
        '20/05/2026 16:50,2-1001,Jualan,12.00,0.00,12.00,0.72,12.72,Tunai,Bangsar,Ditutup',
        '20/05/2026 17:05,2-1002,Bayaran balik,5.00,0.00,5.00,0.30,5.30,Tunai,Bangsar,Ditutup',
        '20/05/2026 17:30,2-1003,Jualan,7.00,0.00,7.00,0.42,7.42,Tunai,Bangsar,Dibatalkan',
      ],
      mapping: { timestamp: 'Tarikh', netAmount: 'Jualan bersih' },
    },
    {
      // 30.00 − 8.00 (退款, a refund); 3-1003 is 已取消 (cancelled).
      language: 'Chinese',
      net: 22,
      lines: [
        '日期,收据编号,收据类型,销售总额,折扣,净销售额,税,收款总额,付款类型,商店,状态',
        '2026-05-20 16:50,3-1001,销售,30.00,0.00,30.00,1.80,31.80,现金,Bangsar,已关闭',
        '2026-05-20 17:10,3-1002,退款,8.00,0.00,8.00,0.48,8.48,现金,Bangsar,已关闭',
        '2026-05-20 18:00,3-1003,销售,20.00,0.00,20.00,1.20,21.20,现金,Bangsar,已取消',
      ],
      mapping: { timestamp: '日期', netAmount: '净销售额' },
    },
  ])('$language: a sale, a refund and a cancelled receipt', ({ lines, net, mapping }) => {
    const { batch, summary } = read(lines)
    expect(summary.format).toBe('Loyverse receipts')
    expect(totalsOf(batch)).toMatchObject({ rows: 2, net })
    expect(summary.skipped.cancelled).toBe(1)
    expect(summary.outlets).toEqual(['Bangsar'])
    expect(summary.mapping).toMatchObject(mapping)
  })
})
