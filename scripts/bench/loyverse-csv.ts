/**
 * A Loyverse "Receipts by item" export of the demo café, written in memory for the ingest bench:
 * the real 23-column header, DD/MM/YYYY dates, RM money (negative refunds), quoted fields with
 * commas and doubled quotes, the odd cancelled line, CRLF line ends. Seeded, so every run measures
 * the same bytes.
 */
import { MENU } from '../../mocks/fixtures/demo-sales'
import { generateSalesRows } from '../../mocks/fixtures/demo-sales/generate'
import { zoneOffset } from '../../backend/time/calendar'
import { mulberry32 } from '../../mocks/fixtures/demo-sales/random'

export const LOYVERSE_RECEIPTS_BY_ITEM_HEADER =
  'Date,Receipt number,Receipt type,Category,SKU,Item,Variant,Modifiers applied,Quantity,Gross sales,Discounts,Net sales,Cost of goods,Gross profit,Taxes,Dining option,POS,Store,Cashier name,Customer name,Customer contacts,Comment,Status'

export interface LoyverseCsvOptions {
  /** Stop before the file would pass this many bytes (default 10,000,000: "10 MB", under the 10 MiB upload limit). */
  maxBytes?: number
  seed?: number
  /** The export's last instant (default Wednesday 18 November 2026, 3:30 pm in Kuala Lumpur). */
  today?: number
  timezone?: string
}

export interface LoyverseCsv {
  text: string
  bytes: Uint8Array
  /** Sale and refund lines an ingest should keep (cancelled lines excluded). */
  rows: number
  cancelled: number
  receipts: number
  /** Net sales of the kept lines, RM. */
  netTotal: number
}

const CASHIERS = [
  ['Aina', 'Kelvin', 'Priya'],
  ['Hafiz', 'Mei Yee', 'Suresh'],
  ['Sofea', 'Jason', 'Deepa'],
]
const MODIFIERS = ['Less sugar', 'Kurang manis', 'Extra ice', 'No ice', 'Oat milk', 'Extra shot']
const DRINK_CATEGORIES = new Set(['Kopi & Teh', 'Cold Drinks', 'Espresso Bar'])
const encoder = new TextEncoder()

const money = (amount: number) => `${amount < 0 ? '-' : ''}RM${Math.abs(amount).toFixed(2)}`
const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field)
const pad = (value: number) => String(value).padStart(2, '0')

export function loyverseReceiptsCsv(options: LoyverseCsvOptions = {}): LoyverseCsv {
  const { maxBytes = 10_000_000, seed = 7_2026, today = Date.UTC(2026, 10, 18, 7, 30), timezone = 'Asia/Kuala_Lumpur' } = options
  const { batch, regulars } = generateSalesRows({ today, timezone, seed, days: 150 })
  const random = mulberry32(seed ^ 0xc5f)
  const offsets = new Map<number, number>()
  const lines = [LOYVERSE_RECEIPTS_BY_ITEM_HEADER]
  let size = LOYVERSE_RECEIPTS_BY_ITEM_HEADER.length
  let rows = 0
  let cancelled = 0
  let netTotal = 0
  const receipts = new Set<number>()

  for (let row = 0; row < batch.length; row += 1) {
    const epoch = batch.timestamp[row] ?? 0
    const hourStart = Math.floor(epoch / 3_600_000) * 3_600_000
    let offset = offsets.get(hourStart)
    if (offset === undefined) offsets.set(hourStart, (offset = zoneOffset(hourStart, timezone)))
    const local = new Date(epoch + offset)
    const date = `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
    const item = MENU[batch.item[row] ?? 0]
    const outlet = batch.outlet[row] ?? 0
    const net = batch.netAmount[row] ?? 0
    const cost = Math.round(net * (DRINK_CATEGORIES.has(item?.category ?? '') ? 28 : 38)) / 100
    const regular = regulars[batch.customer[row] ?? -1]
    const modifiers = DRINK_CATEGORIES.has(item?.category ?? '') && random() < 0.12 ? MODIFIERS.filter(() => random() < 0.3).join(', ') : ''
    const comment = random() < 0.003 ? 'Table 7 - "no ice" please' : ''
    const cashiers = CASHIERS[outlet] ?? ['Staff']
    const fields = [
      date,
      batch.dict.receipt[batch.receipt[row] ?? 0] ?? '',
      net < 0 ? 'Refund' : 'Sale',
      quote(item?.category ?? ''),
      item?.sku ?? '',
      quote(item?.name ?? ''),
      '',
      quote(modifiers),
      String(batch.quantity[row] ?? 1),
      money(net),
      money(0),
      money(net),
      money(cost),
      money(Math.round((net - cost) * 100) / 100),
      money(0),
      batch.dict.channel[batch.channel[row] ?? 0] ?? '',
      `POS ${outlet + 1}`,
      quote(`Kopi Kita Café ${batch.dict.outlet[outlet] ?? ''}`),
      cashiers[local.getUTCHours() < 14 ? local.getUTCDate() % 2 : 2] ?? '',
      regular ? quote(regular.name) : '',
      regular?.email ?? '',
      quote(comment),
    ]
    const line = `${fields.join(',')},Closed`
    // A line voided at the till: Loyverse keeps it, marked Cancelled; an ingest must skip it.
    const voided = random() < 0.002 ? `${fields.join(',')},Cancelled` : null
    const lineBytes = encoder.encode(line).length + 2 + (voided ? encoder.encode(voided).length + 2 : 0)
    if (size + lineBytes > maxBytes) break
    size += lineBytes
    lines.push(line)
    if (voided) {
      lines.push(voided)
      cancelled += 1
    }
    rows += 1
    netTotal += net
    receipts.add(batch.receipt[row] ?? -1)
  }
  const text = `${lines.join('\r\n')}\r\n`
  return { text, bytes: encoder.encode(text), rows, cancelled, receipts: receipts.size, netTotal: Math.round(netTotal * 100) / 100 }
}
