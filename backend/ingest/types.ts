/**
 * The ingest pipeline's shared shapes (docs/decisions/006-parsers-for-pos-exports.md): what a file
 * becomes before it is stored. Pure data, no behaviour, so the parser, the worker that runs it in
 * the browser, the sales store and the upload domain agree without importing each other.
 */
import type { DateOrder } from '../../kernel/contract'

/** A file as the upload handler received it. */
export interface IngestInput {
  name: string
  /** The declared MIME type, if any: a hint only, the content decides. */
  mime: string | null
  bytes: Uint8Array
  /** IANA zone of the account (default Asia/Kuala_Lumpur): the file's local times are read in it. */
  timezone: string
  /** The owner's reading of numeric dates (the upload's `date_order`), taken unless a date proves the other. */
  dateOrder?: DateOrder
  /** The upload's instant: no sale comes after it, so a reading that says so is wrong. */
  now?: number
  /** The account's currency (ISO code): a file in another is refused, its rows in another left out. */
  currency?: string
}

/** Numeric dates day first (`12/1/2010` is 12 January) or month first (1 December), as the contract names them. */
export type { DateOrder }

/**
 * What settled the order of numeric dates: a date only one order can read (`proof`), the owner's
 * choice, a date the other order puts after the upload (`future`), a weekday column, the dates'
 * spread (`consecutive`) or sequence (`sorted`), the file's time zone (`origin`), the account's default.
 */
export type DateBasis = 'proof' | 'chosen' | 'future' | 'weekday' | 'consecutive' | 'sorted' | 'origin' | 'default'

/** Sale rows in columns, not one record per row. Strings are dictionary-encoded. */
export interface SalesBatch {
  length: number
  /** Epoch milliseconds of the sale. */
  timestamp: Float64Array
  /** Net sales in RM (after discounts, before tax); negative for refunds. */
  netAmount: Float64Array
  quantity: Float64Array
  /** Indexes into `dict.<column>`; -1 where the file has no value. */
  receipt: Int32Array
  item: Int32Array
  category: Int32Array
  /** Normalised customer keys: `email:…`, `phone:…`, `id:…`, `name:…` (whichever the file has, in that order). */
  customer: Int32Array
  outlet: Int32Array
  payment: Int32Array
  /** Dining option / channel: `Dine in`, `Takeaway`, `Delivery`, `GrabFood`, … as the file says. */
  channel: Int32Array
  dict: Record<SalesDictColumn, string[]>
  /**
   * 1 where the sale's time of day is unknown (a sheet of dates only, a time cell that could not be
   * read): it is dated by its day, its timestamp that day's local midnight, and has no hour. Absent:
   * every row has its time.
   */
  untimed?: Uint8Array
}

export type SalesDictColumn = 'receipt' | 'item' | 'category' | 'customer' | 'outlet' | 'payment' | 'channel'

/** A day's total from a summary export (StoreHub daily summary) or a manual entry. */
export interface DayTotal {
  /** `YYYY-MM-DD` in the account's timezone. */
  date: string
  netAmount: number
  /** Orders that day, when the source says. */
  orders: number | null
  outlet: string | null
  /** Normalised customer keys (manual entries' e-mails). */
  customers: string[]
}

/** What was understood, for the owner ("POS export, Loyverse receipts by item, 1,204 sales rows, 3 outlets, 12 Oct – 18 Oct"). */
export interface IngestSummary {
  /** e.g. 'Loyverse receipts by item', 'Square items detail', 'Generic sales sheet', 'PDF document'. */
  format: string
  /** Rows stored (sales rows, or day totals for summaries). */
  rows: number
  /** Rows passed over, by reason: blank, malformed, cancelled/voided, non-sale lines (payments, summaries). */
  skipped: { blank: number; malformed: number; cancelled: number; other: number }
  outlets: string[]
  /** Epoch ms of the first and last sale or day, or null for documents. */
  from: number | null
  to: number | null
  /** For tabular files: canonical column → the file's header it was read from. */
  mapping: Record<string, string>
  /** Anything the owner should know ("dates read as DD/MM/YYYY"). */
  notes: string[]
  /** What the notes say about amounts and rows left out, as data (tabular files only). */
  findings?: IngestFinding[]
  /** The currency the stored amounts are in, when the file states one (ISO code). */
  currency?: string
}

/** How a sale's amount was read: revenue is net of discounts and refunds, before tax and charges. */
export interface AmountFinding {
  code: 'amount'
  /**
   * `column` as named; `line-total` a column equal to quantity × a unit price on most lines;
   * `price-times-quantity` a unit price times the quantity; `gross-less-discount`; `order-share` an
   * order's amount (on its first line only) shared over its lines.
   */
  rule: 'column' | 'line-total' | 'price-times-quantity' | 'gross-less-discount' | 'order-share'
  /** The columns, as the mapping shows them: `Total − SST`, `Product Price × Quantity`; for `order-share` the order's. */
  amount: string
  /** `before-tax` a pre-tax amount; `less-extras` tax or charges taken off; `includes-tax` only a tax-inclusive total. */
  basis: 'before-tax' | 'less-extras' | 'includes-tax' | null
  /** Amount columns beside it that revenue leaves out (a tax-inclusive total, tax, charges). */
  notCounted: string[]
  unitPrice?: string
  /** For `order-share`: what each line's share is in proportion to (`Lineitem price × Lineitem quantity`). */
  lines?: string
  /** For `line-total`: the sampled lines where it equals quantity × unit price, of those that could show it. */
  checked?: { lines: number; of: number }
}

/**
 * How a column writes its numbers: `dot-decimal` is the usual `1,234.50` ("," for thousands, "." for
 * decimals); `comma-decimal` is Indonesian and European `1.234,50` and `25.000` for 25,000.
 */
export type NumberConvention = 'dot-decimal' | 'comma-decimal'

/**
 * What settled a column's convention: a value only it reads (`proof`: `1.250.000`, `12,50`), another
 * money column's proof (`column`), Rp or IDR in the cells (`currency`), headers in Indonesian
 * (`headers`), semicolons between the cells (`delimiter`), or nothing (`default`: values like
 * `25.000` read with "." for decimals, the other reading offered).
 */
export type NumberBasis = 'proof' | 'column' | 'currency' | 'headers' | 'delimiter' | 'default'

/** A number cell as the file writes it, and where (1-based row, title rows included). */
export interface NumberExample {
  text: string
  row: number
}

/** Why rows were not sales: a status, a void flag, a cancellation date, a cancellation invoice number, a row type. */
export type NotSaleCause = 'status' | 'void' | 'cancelled-at' | 'type'

/**
 * What an order is in this file, when it is not simply a receipt column's distinct values: `column`
 * the file's receipt column that was read (or set aside), `problem` why it could not be read alone
 * (one value on every line, ids Excel rounded, numbers that restart each day), `counted` how orders
 * were counted instead: by the day and the number, by the lines sold at one time at one outlet, one
 * per row (a file of orders), or one per line (no number and no time: Orders are then per line).
 */
export interface OrderKeyFinding {
  code: 'order-key'
  column: string | null
  problem: 'one-value' | 'rounded' | 'restarts-daily' | null
  /** `column`: another receipt column (`instead`) read alone. */
  counted: 'day-and-number' | 'column' | 'time' | 'row' | 'line'
  /** A value of the column set aside (`5E+17`). */
  example: string | null
  /** The receipt column read in place of the one set aside (Toast's `Order #` for a rounded `Order Id`), and what it needed. */
  instead?: string
  insteadProblem?: 'restarts-daily' | null
}

/**
 * The currency the file states (tabular/currency.ts): `currency` its ISO code, null for a sign
 * several currencies write (`$`, `¥`); `sign` as written; `source` where: a currency column, an
 * amount column's header, or its cells (`where` names the column); `rows` per code, for a column.
 */
export interface CurrencyFinding {
  code: 'currency'
  currency: string | null
  sign: string
  source: 'column' | 'header' | 'cells'
  where: string
  rows: Record<string, number> | null
}

export type IngestFinding =
  | AmountFinding
  | OrderKeyFinding
  | CurrencyFinding
  /** Rows in another currency than the account's, left out of revenue: how many, by code. */
  | { code: 'other-currency-rows'; column: string; currency: string; rows: Record<string, number> }
  /**
   * Cancelled or voided lines: not sales. `orders`: orders none of whose lines were kept (no orders
   * either). `column`: the file's column that said so.
   */
  | { code: 'cancelled'; cause: NotSaleCause; column: string; lines: number; orders: number }
  /** Row types that are neither sales nor refunds (cash drops, floats, transfers), by type. */
  | { code: 'other-types'; column: string; types: Array<{ type: string; lines: number }> }
  /** Cancellation invoices (`C536379` beside `536365`): their lines taken off revenue, as returns; no orders. */
  | { code: 'cancellation-invoices'; column: string; lines: number; invoices: number }
  /** Refunds taken off revenue: negative or refund lines, and orders with a refunded amount or status. */
  | { code: 'refunds'; lines: number; orders: number }
  /** Orders marked partially refunded without the amount: counted in full. */
  | { code: 'refund-amount-missing'; orders: number }
  /** Lines that carry no date (or status) of their own and took their order's first line's. */
  | { code: 'continued-lines'; lines: number }
  /**
   * How numeric dates were read; `alternative` the other order when nothing proved this one (the
   * owner may choose it); `example` a date the two orders read differently (ISO days).
   */
  | { code: 'date-order'; order: DateOrder; basis: DateBasis; alternative: DateOrder | null; example: { text: string; read: string; other: string } | null }
  /**
   * A time column (or `columns` of that name) with no time of day in it (`Morning`, Excel's `15:50.5`):
   * set aside, the hour taken from an `hour` column when there is one, else sales dated by day.
   */
  | { code: 'time-column-unread'; column: string; columns: number; examples: string[]; hour: string | null }
  /**
   * A date column mixing spreadsheet date cells with dates typed as text; `swapped` when the date
   * cells had day and month swapped (a month-first spreadsheet) and were read back, `example` one.
   */
  | {
      code: 'mixed-date-cells'
      column: string
      cells: number
      text: number
      swapped: boolean
      example: { cell: string; read: string } | null
      /** The order the text dates prove, which swapped date cells were read back in; null when the cells were read as stored. */
      order: DateOrder | null
    }
  /** Rows whose time cell could not be read: dated by their day. */
  | { code: 'untimed-rows'; column: string; rows: number; example: string }
  /** Names in the file's time zone column that are no zone: those rows were read in `zone`, the account's. */
  | { code: 'unknown-zones'; column: string; names: string[]; rows: number; zone: string }
  /**
   * Years in the date column read as Buddhist era (Thai exports; 2569 is 2026): because the file says
   * so (`said`: `พ.ศ.` or `BE` in the header, a title or the cells) or every year in it is 2500–2600
   * (`years`); `example` a year as written and as read (`2569`, `2026`).
   */
  | { code: 'buddhist-era'; column: string; basis: 'said' | 'years'; example: { text: string; read: string } }
  /**
   * Numbers read with "." for thousands (`comma-decimal`), or values like `25.000` that either
   * convention reads (`basis` `column` or `default`): which `columns` (the file's amount columns read,
   * and `quantity` when its column is one), what decided, and `example` read both ways; `witness` the
   * value that decided (another column's for `column`); `alternative` the other reading when nothing did.
   */
  | {
      code: 'number-format'
      convention: NumberConvention
      basis: NumberBasis
      columns: string[]
      quantity: string | null
      example: { text: string; read: number; other: number | null }
      witness: { column: string; text: string } | null
      alternative: NumberConvention | null
    }

export type IngestRefusal =
  | 'unsupported_type'
  | 'mismatched_type'
  | 'too_large'
  | 'legacy_format'
  | 'unreadable'
  | 'no_sales_columns'
  /** The columns are there, but no row's date (or amount) in them can be read. */
  | 'unreadable_values'
  /** The file's amounts are in another currency than the account's. */
  | 'other_currency'
  | 'empty'

export type IngestResult =
  | { kind: 'sales'; batch: SalesBatch; summary: IngestSummary }
  | { kind: 'day-totals'; days: DayTotal[]; summary: IngestSummary }
  | { kind: 'document'; text: string; chunks: string[]; summary: IngestSummary }
  /** `suggestion`: advice that fits this file, instead of the reason's usual one. */
  | { kind: 'refused'; reason: IngestRefusal; message: string; suggestion?: string }

