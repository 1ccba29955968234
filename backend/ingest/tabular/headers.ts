/**
 * Header names: how a file's header cell is compared (case, spacing, punctuation and camelCase do not
 * matter) and the names a generic sales sheet uses for each canonical column, in English and Malay.
 */
import { HEADER_TRANSLATIONS } from './header-translations'

/** Canonical columns a sheet can feed; `kind`, `status` and `void` decide whether a row counts. */
export type Field =
  | 'date'
  | 'time'
  | 'zone'
  | 'receipt'
  | 'item'
  | 'category'
  | 'quantity'
  | 'net'
  | 'gross'
  | 'discount'
  | 'price'
  | 'email'
  | 'phone'
  | 'contacts'
  | 'customerId'
  | 'customerName'
  | 'outlet'
  | 'payment'
  | 'channel'
  | 'kind'
  | 'status'
  | 'void'
  | 'orders'

/**
 * `Receipt No.` → `receipt no`, `SubTotal` → `sub total` (but `Subtotal` → `subtotal`), `Void?` → `void`,
 * `# of Guests` → `# of guests`; a translated POS header in English (`Penjualan bersih` → `net sales`,
 * `净销售额` → `net sales`). Letters of any script are kept.
 */
export function normaliseHeader(cell: string): string {
  const name = cell
    .normalize('NFKC')
    .replace(CURRENCY_SIGN, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}#]+/gu, ' ')
    .trim()
  const bare = name.replace(CURRENCY_WORD, '').replace(ERA_WORD, '').trim()
  const named = bare !== '' && bare !== name ? bare : name
  return TRANSLATIONS.get(named) ?? named
}

/** The translations keyed as names are compared: NFKC, so `จำนวน` matches however it was typed. */
const TRANSLATIONS = new Map(Object.entries(HEADER_TRANSLATIONS).map(([name, english]) => [name.normalize('NFKC'), english]))
/** `Date (BE)`, `วันที่ (พ.ศ.)`: the era of the years (date-plan.ts reads them), not part of the column's name. */
const ERA_WORD = /\s(?:be|b e|พ ศ|ค ศ)$/

/** `S$`, `US$`, `£`, `€`…: what a header says of the currency (currency.ts reads it), not of the column. */
const CURRENCY_SIGN = /[A-Z]{0,2}\$|[£€¥₩₱₫₹฿]/g
/** `Subtotal (THB)`, `Amount RM`, `Harga (Rp)`: the code is the currency, the rest the column's name. */
const CURRENCY_WORD = /^(?:rm|myr|sgd|usd|idr|rp|thb|php|vnd|eur|gbp|aud|hkd|cny|rmb|jpy|krw|inr|twd|nzd|cad|bnd)\s|\s(?:rm|myr|sgd|usd|idr|rp|thb|php|vnd|eur|gbp|aud|hkd|cny|rmb|jpy|krw|inr|twd|nzd|cad|bnd|บาท|ringgit|rupiah)$/

/** Generic names, best first (a net column beats a gross one). */
export const GENERIC_ALIASES: Record<Field, readonly string[]> = {
  date: [
    'date', 'date time', 'datetime', 'transaction date', 'order date', 'sale date', 'sales date', 'receipt date',
    'invoice date', 'business date', 'created at', 'created on', 'created date', 'timestamp', 'tarikh', 'tarikh masa',
    'paid at', 'closed at', 'time', 'order time', 'transaction time', 'sale time', 'order date time', 'transaction date time',
  ],
  time: ['time', 'transaction time', 'order time', 'sale time', 'masa', 'waktu'],
  zone: ['time zone', 'timezone'],
  receipt: [
    'receipt number', 'receipt no', 'receipt #', 'receipt id', 'receipt', 'order id', 'order number', 'order no',
    'order #', 'transaction id', 'transaction no', 'invoice id', 'invoice number', 'invoice no', 'invoice', 'bill no', 'bill number',
    'bill', 'check #', 'check number', 'check no', 'ticket no', 'ticket number', 'order', 'order name', 'order ref',
    'order reference', 'sales order', 'sales order no', 'no resit', 'no resit jualan', 'no pesanan', 'no invois',
  ],
  item: [
    'item', 'item name', 'product', 'product name', 'product title', 'menu item', 'dish', 'lineitem name', 'item description',
    'product detail', 'product description', 'article', 'menu name', 'description', 'barang', 'nama item', 'nama produk',
  ],
  category: ['category', 'item category', 'product category', 'sales category', 'menu group', 'kategori'],
  quantity: [
    'quantity', 'qty', 'units', 'unit sold', 'units sold', 'quantity sold', 'qty sold', 'quantity ordered', 'qty ordered',
    'item quantity', 'item qty', 'kuantiti',
  ],
  net: [
    'net sales', 'net amount', 'net sale', 'net total', 'net', 'amount', 'sales amount', 'sale amount', 'amount rm',
    // Before tax: a subtotal is nearer the net than a total.
    'sub total', 'subtotal', 'total amount', 'total', 'total rm', 'sales', 'sales rm', 'revenue', 'line total', 'total sales',
    'grand total', 'total collected', 'paid amount', 'jumlah', 'jumlah rm', 'jualan', 'order subtotal', 'order subtotal amount',
    'order total', 'order total amount', 'order amount',
  ],
  gross: ['gross sales', 'gross amount', 'gross'],
  discount: ['discounts', 'discount', 'discount amount', 'diskaun'],
  /** A unit price: the amount is price × quantity when the sheet has no total. */
  price: ['price', 'unit price', 'item price', 'selling price', 'harga', 'harga seunit', 'harga unit'],
  email: ['email', 'e mail', 'customer email', 'email address', 'customer e mail', 'emel'],
  phone: ['phone', 'phone number', 'mobile', 'mobile number', 'customer phone', 'contact number', 'tel', 'no tel', 'telefon'],
  contacts: ['customer contacts', 'customer contact', 'contact'],
  customerId: ['customer id', 'member id', 'membership id', 'member no', 'customer code', 'loyalty id'],
  customerName: ['customer name', 'customer', 'member name', 'nama pelanggan', 'pelanggan'],
  outlet: ['store', 'store name', 'outlet', 'outlet name', 'branch', 'branch name', 'location', 'shop', 'restaurant', 'cawangan'],
  payment: ['payment type', 'payment method', 'payment mode', 'payment', 'tender', 'tender type', 'paid by', 'bayaran', 'cara bayaran', 'kaedah bayaran'],
  channel: ['dining option', 'dining options', 'order type', 'channel', 'sales channel', 'order channel', 'service type'],
  kind: ['receipt type', 'transaction type', 'event type', 'type'],
  status: ['status', 'order status', 'transaction status'],
  void: ['void', 'voided', 'is void'],
  orders: ['total transactions', 'transactions', 'orders', 'order count', 'receipts'],
}

/** Every name any format knows: a row with several of them is a header row. */
export const KNOWN_HEADERS: ReadonlySet<string> = new Set([
  ...Object.values(HEADER_TRANSLATIONS),
  ...Object.values(GENERIC_ALIASES).flat(),
  'receipt type', 'sku', 'variant', 'modifiers applied', 'cost of goods', 'gross profit', 'taxes', 'tax', 'pos',
  'cashier name', 'comment', 'description', 'price point name', 'payment id', 'device name', 'service charges',
  'sent date', 'gross price', 'discnt', 'net price', 'opened', '# of guests', 'tip', 'paid', 'closed', 'service charge',
  'updated on', 'long order id', 'short order id', 'date time', 'total transactions',
])

/** Where a sheet's header row is: the first of the top rows with the most known names (at least two). */
export function findHeaderRow(rows: readonly string[][], lookAhead = 50): number {
  let best = -1
  let bestScore = 1
  const end = Math.min(rows.length, lookAhead)
  for (let index = 0; index < end; index += 1) {
    const row = rows[index] ?? []
    let score = 0
    for (const cell of row) if (KNOWN_HEADERS.has(normaliseHeader(cell))) score += 1
    if (score > bestScore) {
      best = index
      bestScore = score
    }
  }
  return best
}

/** Index of the first alias (in the alias order) present among the normalised headers, else -1. */
export function columnOf(headers: readonly string[], aliases: readonly string[], taken: ReadonlySet<number>): number {
  for (const alias of aliases) {
    const index = headers.findIndex((header, at) => header === alias && !taken.has(at))
    if (index >= 0) return index
  }
  return -1
}
