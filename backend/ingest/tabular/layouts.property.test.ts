// @vitest-environment node
/**
 * Generated orders written in the layouts real exports use (columns in any order, names in several
 * languages, order numbers intact, rounded by Excel to `5E+17`, restarting each day or absent, a tax
 * column of zeros or a total with tax, dates and times in English, Spanish, Malay and Chinese
 * words, amounts with the signs of several currencies), and workbooks with a pivot before or after
 * the lines. Whatever the layout, the ingest never throws, never reads revenue 0 from amounts that
 * are not, never makes one order of many, and never labels another currency's amounts as the
 * account's.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildXlsx } from '../../../mocks/fixtures/pos/make-binary-samples'
import { ingestFile } from '../ingest-file'
import type { IngestResult } from '../types'
import { ingestTable, parseDelimited } from './index'
import { totalsOf } from '../../../tests/utils/backend/tables'

const orderArb = fc.record({
  day: fc.integer({ min: 1, max: 6 }),
  lines: fc.array(fc.record({ cents: fc.integer({ min: 100, max: 9_000 }), quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3 }),
})
const layoutArb = fc.record({
  receipt: fc.constantFrom('intact', 'excel', 'daily', 'none'),
  amount: fc.constantFrom('net', 'net-and-zero-tax', 'total-with-tax'),
  dates: fc.constantFrom('iso', 'dmy', 'spanish', 'malay', 'chinese'),
  money: fc.constantFrom('plain', 'MYR', 'SGD', 'USD', 'IDR', 'EUR'),
  names: fc.constantFrom('english', 'malay', 'spanish'),
  seed: fc.integer({ min: 0, max: 1_000 }),
})
type Order = typeof orderArb extends fc.Arbitrary<infer T> ? T : never
type Layout = typeof layoutArb extends fc.Arbitrary<infer T> ? T : never

const NAMES = {
  english: { date: 'Date', receipt: 'Order ID', item: 'Item', quantity: 'Qty', net: 'Net Sales', price: 'Unit Price', tax: 'Tax', total: 'Total' },
  malay: { date: 'Tarikh', receipt: 'No Resit', item: 'Nama Item', quantity: 'Kuantiti', net: 'Jualan Bersih', price: 'Harga Unit', tax: 'Cukai', total: 'Jumlah' },
  spanish: { date: 'Fecha', receipt: 'Número de recibo', item: 'Artículo', quantity: 'Cantidad', net: 'Ventas netas', price: 'Precio unitario', tax: 'Impuestos', total: 'Total' },
} as const

/** The account each file is uploaded to: the file's own currency when Selera reports in it, else ringgit. */
const ACCOUNT: Record<Layout['money'], string> = { plain: 'MYR', MYR: 'MYR', SGD: 'SGD', USD: 'USD', IDR: 'MYR', EUR: 'MYR' }

const pad = (value: number) => String(value).padStart(2, '0')

function money(cents: number, layout: Layout): string {
  const plain = (cents / 100).toFixed(2)
  switch (layout.money) {
    case 'plain':
      return plain
    case 'MYR':
      return `RM ${plain}`
    case 'SGD':
      return `S$${plain}`
    case 'USD':
      return `$${plain}`
    case 'IDR':
      return `Rp ${(cents * 10).toLocaleString('id-ID')}`
    case 'EUR':
      return `${plain.replace('.', ',')} €`
  }
}

/** 1 November 2026 onwards; each order its own second of the day. */
function dateText(day: number, seconds: number, layout: Layout): string {
  const h = Math.floor(seconds / 3600)
  const [m, s] = [Math.floor(seconds / 60) % 60, seconds % 60]
  const h12 = h % 12 === 0 ? 12 : h % 12
  const clock = `${pad(m)}:${pad(s)}`
  switch (layout.dates) {
    case 'iso':
      return `2026-11-${pad(day)} ${pad(h)}:${clock}`
    case 'dmy':
      return `${pad(day)}/11/2026 ${pad(h)}:${clock}`
    case 'spanish':
      return `${pad(day)}/11/2026 ${h12}:${clock} ${h < 12 ? 'a. m.' : 'p. m.'}`
    case 'malay':
      return `${day} Nov 2026 ${h12}:${clock} ${h < 12 ? 'PG' : 'PTG'}`
    case 'chinese':
      return `2026年11月${day}日 ${h < 12 ? '上午' : '下午'}${h12}:${clock}`
  }
}

interface Written {
  text: string
  /** Revenue in cents, and orders, as the file means them. */
  cents: number
  orders: number
  lines: number
}

function write(orders: readonly Order[], layout: Layout): Written {
  const names = NAMES[layout.names]
  const sorted = [...orders].sort((a, b) => a.day - b.day)
  const amounts = layout.amount === 'total-with-tax' ? [names.price, names.tax, names.total] : layout.amount === 'net-and-zero-tax' ? [names.net, names.tax] : [names.net]
  const columns = [names.date, ...(layout.receipt === 'none' ? [] : [names.receipt]), names.item, names.quantity, ...amounts]
  // Columns in an order of the layout's own.
  const order = columns.map((_, index) => index).sort((a, b) => ((a * 7 + layout.seed) % 11) - ((b * 7 + layout.seed) % 11))
  const rows: string[][] = []
  let cents = 0
  const perDay = new Map<number, number>()
  sorted.forEach((sale, index) => {
    const nth = (perDay.get(sale.day) ?? 0) + 1
    perDay.set(sale.day, nth)
    const receipt = layout.receipt === 'intact' ? `R-${1000 + index}` : layout.receipt === 'excel' ? '5E+17' : String(nth)
    const when = dateText(sale.day, 8 * 3600 + index * 97, layout)
    sale.lines.forEach((line, at) => {
      const price = line.cents
      const subtotal = price * line.quantity
      cents += subtotal
      const tax = Math.round(subtotal * 0.06)
      const values =
        layout.amount === 'total-with-tax'
          ? [money(price, layout), money(tax, layout), money(subtotal + tax, layout)]
          : layout.amount === 'net-and-zero-tax'
            ? [money(subtotal, layout), money(0, layout)]
            : [money(subtotal, layout)]
      rows.push([when, ...(layout.receipt === 'none' ? [] : [receipt]), `Item ${index}-${at}`, String(line.quantity), ...values])
    })
  })
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
  const text = [columns, ...rows].map((row) => order.map((index) => quote(row[index] ?? '')).join(',')).join('\n')
  return { text, cents, orders: sorted.length, lines: rows.length }
}

function read(text: string, layout: Layout): IngestResult {
  const options = { timezone: 'Asia/Kuala_Lumpur', fileName: 'export.csv', currency: ACCOUNT[layout.money], ...(layout.dates === 'dmy' ? { dateOrder: 'DMY' as const } : {}) }
  return ingestTable(parseDelimited(text).rows, options)
}

describe('any layout of the same orders', () => {
  it('reads the revenue and the orders the file means, or refuses another currency', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { minLength: 2, maxLength: 12 }), layoutArb, (orders, layout) => {
        const written = write(orders, layout)
        const result = read(written.text, layout)
        if (layout.money === 'IDR' || layout.money === 'EUR') {
          expect(result).toMatchObject({ kind: 'refused', reason: 'other_currency' })
          return
        }
        if (result.kind !== 'sales') throw new Error(`not read: ${JSON.stringify(result).slice(0, 300)}\n${written.text}`)
        const totals = totalsOf(result.batch)
        expect(totals.rows).toBe(written.lines)
        expect(Math.round(totals.net * 100)).toBe(written.cents)
        expect(totals.orders).toBe(written.orders)
        if (layout.money !== 'plain') expect(result.summary.currency).toBe(ACCOUNT[layout.money])
      }),
      { numRuns: 300 },
    )
  })
})

describe('a workbook with a pivot before or after its lines', () => {
  it('reads the lines, whichever sheet they are on', async () => {
    const pivot = [['Row Labels', 'Sum of Net Sales'], ['Item 0-0', 12.5], ['Grand Total', 12.5]]
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 2, maxLength: 8 }), fc.boolean(), async (orders, pivotFirst) => {
        const layout: Layout = { receipt: 'intact', amount: 'net', dates: 'iso', money: 'plain', names: 'english', seed: 0 }
        const written = write(orders, layout)
        const data = { name: 'Lines', rows: parseDelimited(written.text).rows }
        const summary = { name: 'Pivot', rows: pivot }
        const bytes = buildXlsx(pivotFirst ? [summary, data] : [data, summary])
        const result = await ingestFile({ name: 'book.xlsx', mime: null, bytes, timezone: 'Asia/Kuala_Lumpur' })
        if (result.kind !== 'sales') throw new Error(`not read: ${JSON.stringify(result).slice(0, 300)}`)
        expect(Math.round(totalsOf(result.batch).net * 100)).toBe(written.cents)
        expect(totalsOf(result.batch).orders).toBe(written.orders)
        expect(result.summary.notes[0]).toBe('Read sheet "Lines" (its sales lines).')
      }),
      { numRuns: 30 },
    )
  })
})
