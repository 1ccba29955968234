/**
 * The POS exports Selera recognises by their headers (docs/product.md#how-uploads-are-read), and
 * where each canonical column is read from. A format names only the columns where its headers
 * differ from the generic names (or where a generic name would mislead, e.g. GrabFood's `Category`
 * is Payment/Adjustment, not a menu category); everything else falls back to `GENERIC_ALIASES`.
 */
import { type Field, GENERIC_ALIASES, columnOf } from './headers'

export type FormatId =
  | 'loyverse-items'
  | 'loyverse-receipts'
  | 'square-items'
  | 'square-transactions'
  | 'toast-items'
  | 'toast-orders'
  | 'storehub-transactions'
  | 'storehub-daily'
  | 'grabfood'
  | 'shopify-orders'
  | 'lightspeed-transactions'
  | 'generic'

export interface FormatSpec {
  id: FormatId
  /** As the owner reads it in the upload summary. */
  name: string
  /** Every group must be present (any one name of a group). */
  signature: ReadonlyArray<readonly string[]>
  columns: Partial<Record<Field, readonly string[]>>
  /** When set, a row counts only if its `kind` is one of these (normalised); refunds always count. */
  saleKinds?: readonly string[]
  /** A channel the whole file shares (a GrabFood statement is all GrabFood). */
  channel?: string
  /** StoreHub: one receipt over several rows; only item rows are sales, blanks are carried down. */
  multiRowReceipts?: boolean
  /** Square transactions: the payment method comes from the tender columns. */
  tenders?: boolean
  output: 'sales' | 'day-totals'
}

const LOYVERSE_COLUMNS = {
  date: ['date'],
  time: [],
  receipt: ['receipt number'],
  kind: ['receipt type'],
  net: ['net sales'],
  gross: ['gross sales'],
  discount: ['discounts'],
  outlet: ['store'],
  channel: ['dining option'],
} satisfies Partial<Record<Field, readonly string[]>>

const SQUARE_COLUMNS = {
  date: ['date'],
  time: ['time'],
  zone: ['time zone'],
  receipt: ['transaction id'],
  net: ['net sales'],
  kind: ['event type'],
  outlet: ['location'],
  channel: ['dining option'],
  customerId: ['customer id'],
  customerName: ['customer name'],
} satisfies Partial<Record<Field, readonly string[]>>

/** Most specific first: the first whose signature matches wins. */
export const FORMATS: readonly FormatSpec[] = [
  {
    id: 'storehub-daily',
    name: 'StoreHub daily summary',
    signature: [['date time', 'date'], ['total sales'], ['net sales'], ['total transactions']],
    columns: { date: ['date time', 'date'], time: [], net: ['net sales'], orders: ['total transactions'] },
    output: 'day-totals',
  },
  {
    id: 'grabfood',
    name: 'GrabFood transactions',
    signature: [['long order id'], ['created on'], ['net sales']],
    columns: {
      date: ['created on'],
      time: [],
      receipt: ['long order id'],
      net: ['net sales'],
      kind: ['category'],
      category: [],
      outlet: ['store name'],
      channel: [],
    },
    saleKinds: ['payment', 'adjustment'],
    channel: 'GrabFood',
    output: 'sales',
  },
  {
    // One line per item; the order's status, dates and totals only on its first line (orders.ts).
    id: 'shopify-orders',
    name: 'Shopify orders',
    signature: [['name'], ['financial status'], ['lineitem name'], ['lineitem quantity']],
    columns: {
      date: ['created at', 'paid at'],
      time: [],
      receipt: ['name'],
      item: ['lineitem name'],
      quantity: ['lineitem quantity'],
      price: ['lineitem price'],
      net: ['subtotal'],
      gross: [],
      discount: ['discount amount'],
      category: [],
      status: ['financial status'],
      customerName: ['billing name'],
      phone: ['phone', 'billing phone'],
      outlet: ['location'],
      payment: ['payment method', 'gateway'],
      channel: ['source'],
      kind: [],
    },
    output: 'sales',
  },
  {
    id: 'toast-items',
    name: 'Toast item selection details',
    signature: [['order id'], ['menu item'], ['net price']],
    columns: {
      date: ['order date', 'sent date'],
      time: [],
      receipt: ['order id', 'order #'],
      item: ['menu item'],
      category: ['sales category', 'menu group', 'menu'],
      net: ['net price'],
      gross: ['gross price'],
      discount: ['discount', 'discnt'],
      void: ['void'],
      outlet: ['location'],
    },
    output: 'sales',
  },
  {
    id: 'toast-orders',
    name: 'Toast order details',
    signature: [['order id'], ['opened'], ['amount']],
    columns: {
      date: ['opened'],
      time: [],
      receipt: ['order id', 'order #'],
      net: ['amount'],
      void: ['voided'],
      outlet: ['location'],
      channel: ['dining options', 'dining option'],
    },
    output: 'sales',
  },
  {
    id: 'square-items',
    name: 'Square items detail',
    signature: [['time zone'], ['transaction id'], ['item'], ['net sales']],
    columns: { ...SQUARE_COLUMNS, item: ['item'], quantity: ['qty'] },
    output: 'sales',
  },
  {
    id: 'square-transactions',
    name: 'Square transactions',
    signature: [['time zone'], ['transaction id'], ['net sales']],
    columns: { ...SQUARE_COLUMNS, item: [] },
    tenders: true,
    output: 'sales',
  },
  {
    id: 'loyverse-items',
    name: 'Loyverse receipts by item',
    signature: [['receipt number'], ['receipt type'], ['item', 'item name'], ['net sales']],
    columns: { ...LOYVERSE_COLUMNS, item: ['item', 'item name'] },
    output: 'sales',
  },
  {
    id: 'loyverse-receipts',
    name: 'Loyverse receipts',
    signature: [['receipt number'], ['receipt type'], ['net sales']],
    columns: { ...LOYVERSE_COLUMNS, item: [], payment: ['payment type'] },
    output: 'sales',
  },
  {
    // Lightspeed Restaurant (K-Series) Reports > Transactions > Export Transactions CSV: every POS
    // operation of the period, one item per row, typed Sale, Refund, Void, Float, Foreign, Split,
    // Recall...: only Sale and Refund rows are sales (row-kinds.ts reads the rest by their meaning).
    id: 'lightspeed-transactions',
    name: 'Lightspeed Restaurant transactions',
    signature: [['type'], ['transaction id', 'id'], ['account'], ['device'], ['amount']],
    columns: {
      date: ['date'],
      time: [],
      receipt: ['transaction id', 'id'],
      kind: ['type'],
      item: ['item', 'item name', 'name'],
      quantity: ['quantity', 'qty'],
      net: ['amount'],
      gross: [],
      category: [],
      outlet: [],
      channel: [],
    },
    output: 'sales',
  },
  {
    id: 'storehub-transactions',
    name: 'StoreHub transactions',
    signature: [['receipt number'], ['sub total', 'subtotal'], ['item'], ['time', 'date', 'date time']],
    columns: {
      date: ['time', 'date', 'date time'],
      time: [],
      receipt: ['receipt number'],
      item: ['item'],
      net: [],
      gross: ['sub total', 'subtotal'],
      discount: ['discount'],
      outlet: ['store name', 'store'],
    },
    multiRowReceipts: true,
    output: 'sales',
  },
]

export const GENERIC_FORMAT: FormatSpec = { id: 'generic', name: 'Generic sales sheet', signature: [], columns: {}, output: 'sales' }

export function detectFormat(headers: readonly string[]): FormatSpec {
  const present = new Set(headers)
  return (
    FORMATS.find((format) => format.signature.every((group) => group.some((name) => present.has(name)))) ??
    GENERIC_FORMAT
  )
}

/** Resolution order: a column serves one field, so the date claims `Time` before the time does. */
const FIELD_ORDER: readonly Field[] = [
  'date', 'time', 'zone', 'receipt', 'item', 'net', 'gross', 'discount', 'price', 'quantity', 'category', 'email', 'phone',
  'contacts', 'customerId', 'customerName', 'outlet', 'payment', 'channel', 'kind', 'status', 'void', 'orders',
]

export type Columns = Record<Field, number>

/**
 * The receipt column: the first named one that is filled on most rows. Shopify's `Receipt Number` is
 * blank but for its POS orders; the order number is in `Name`.
 */
export function preferFilledReceipt(format: FormatSpec, headers: readonly string[], columns: Columns, rows: readonly string[][], start: number): void {
  const taken = new Set(Object.values(columns).filter((index) => index !== columns.receipt))
  const aliases = format.columns.receipt ?? GENERIC_ALIASES.receipt
  const candidates = aliases.flatMap((alias) => headers.flatMap((header, index) => (header === alias && !taken.has(index) ? [index] : [])))
  const sample = rows.slice(start, start + 200).filter((row) => row.some((value) => value.trim() !== ''))
  const filled = (index: number) => sample.filter((row) => (row[index] ?? '').trim() !== '').length
  const best = candidates.find((index) => filled(index) * 2 >= sample.length)
  if (best !== undefined) columns.receipt = best
}

/** Each field's column index in the normalised header row, or -1. */
export function resolveColumns(format: FormatSpec, headers: readonly string[]): Columns {
  const taken = new Set<number>()
  const columns = {} as Columns
  for (const field of FIELD_ORDER) {
    const index = columnOf(headers, format.columns[field] ?? GENERIC_ALIASES[field], taken)
    columns[field] = index
    if (index >= 0) taken.add(index)
  }
  return columns
}
