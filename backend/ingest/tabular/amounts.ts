/**
 * A line's amount, decided from the columns' names and checked against their values
 * (docs/product.md#how-uploads-are-read): revenue is net sales after discounts and refunds, before
 * tax, service charge, tips and delivery fees. A column that equals quantity × another on most lines
 * is a line total (the other a unit price); a lone unit price is multiplied by the quantity; amounts
 * an order carries on its first line only (orders.ts) are its net, discount and refund.
 */
import type { AmountFinding } from '../types'
import { type Amount, type Basis, cents, near, readAmount, settleBasis } from './basis'
import type { Columns, FormatSpec } from './formats'
import { type MoneyRole, isAmountRole, moneyRole } from './money-columns'
import type { MoneyConventions } from './money-conventions'
import { parseMoney } from './money'
import type { SheetSample } from './sample'

export interface OrderAmounts {
  /** The order's net from its first line; NaN when the order-level columns do not give one. */
  net: (row: readonly string[]) => number
  /** Taken off the sum of the lines when there is no order-level net. */
  discount: (row: readonly string[]) => number
  /** Refunded, in the net's terms: a refund that includes tax loses the tax's share. */
  refund: (row: readonly string[], net: number) => number
}

export interface AmountPlan {
  /** A line's own amount, less its refund; NaN when it has none. */
  line: (row: readonly string[], quantity: number) => number
  /** Order-level amounts, or null when no money column is filled on orders' first lines only. */
  order: OrderAmounts | null
  /** Whether a line had a refund taken off (null: the sheet has no line-level refund amounts). */
  refunded: ((row: readonly string[]) => boolean) | null
  /** The sheet says how much was refunded (per line or per order): a refunded status needs no guess. */
  refundAmounts: boolean
  /** The columns the amount comes from, as the mapping shows them. */
  mapping: string
  /** The column a line's amount is read from (-1: none), to show an unreadable row's. */
  base: number
  /** Every column whose values the plan reads (amounts, parts taken off, refunds, taxes). */
  columns: number[]
  finding: AmountFinding
}

/** Fields whose columns never hold a sale's amount, even when their values look like numbers. */
const NOT_MONEY = [
  'date', 'time', 'zone', 'receipt', 'item', 'category', 'quantity', 'email', 'phone', 'contacts', 'customerId', 'customerName',
  'outlet', 'payment', 'channel', 'kind', 'status', 'void', 'orders',
] as const

type Role = (index: number) => MoneyRole | null
type Name = (index: number) => string

/**
 * The columns the sheet's other fields claim: their values are never money. `withQuantity` false
 * keeps the quantity's (money-conventions.ts: a `0,5` kg says how the file writes numbers).
 */
export function nonMoneyColumns(columns: Columns, withQuantity = true): Set<number> {
  return new Set<number>(NOT_MONEY.filter((field) => withQuantity || field !== 'quantity').map((field) => columns[field]))
}

export function planAmounts(sample: SheetSample, header: readonly string[], headers: readonly string[], columns: Columns, format: FormatSpec): AmountPlan {
  const name: Name = (index) => (header[index] ?? '').trim()
  const roles = headers.map(moneyRole)
  const role: Role = (index) => roles[index] ?? null
  const taken = nonMoneyColumns(columns)
  const money = headers.map((_, index) => index).filter((index) => !taken.has(index) && sample.isMoney(index))
  const orderCols = money.filter((index) => sample.isOrderLevel(index, /\border\b/.test(headers[index] ?? '')))
  const lineCols = money.filter((index) => !orderCols.includes(index))

  const line = planLine(sample, lineCols, orderCols, role, columns, format)
  const order = orderCols.length > 0 ? planOrder(sample, orderCols, role, columns) : null
  const lineMapping = line.amount ? mappingOf(line.amount, name, columns.quantity) : ''
  const orderMapping = order?.amount ? `${mappingOf(order.amount, name, -1)} (per order)` : ''
  const mapping = [orderMapping, lineMapping].filter(Boolean).join(' over ')
  const basis = order?.amount ? order.basis : line.basis
  const finding: AmountFinding = {
    code: 'amount',
    rule: order?.amount ? 'order-share' : line.rule,
    amount: order?.amount ? mappingOf(order.amount, name, -1) : lineMapping,
    ...(order?.amount && lineMapping ? { lines: lineMapping } : {}),
    basis: basis.basis,
    notCounted: basis.notCounted.map(name),
    ...(line.unitPrice >= 0 ? { unitPrice: name(line.unitPrice) } : {}),
    ...(line.checked ? { checked: line.checked } : {}),
  }
  const base = line.amount?.base ?? order?.amount?.base ?? -1
  const refund = line.refund
  const refundConvention = sample.conventions.of(refund)
  const refunded = refund >= 0 ? (row: readonly string[]) => Math.abs(parseMoney(row[refund] ?? '', refundConvention)) > 0 : null
  const refundAmounts = refund >= 0 || (order?.refunds ?? false)
  const reads = [...line.reads, ...(order?.reads ?? [])]
  return { line: line.read, order: order?.amounts ?? null, refunded, refundAmounts, mapping, base, columns: reads, finding }
}

function columnsOf(amount: Amount | null): number[] {
  return amount ? [amount.base, ...amount.minus.map((part) => part.column)] : []
}

/** A money column named as a unit price (`Product Price`, `Price Each`) when no known price name matched. */
export function claimUnitPrice(headers: readonly string[], columns: Columns, sample: SheetSample): void {
  if (columns.price >= 0) return
  const taken = new Set(Object.values(columns))
  columns.price = headers.findIndex((header, index) => !taken.has(index) && moneyRole(header) === 'unit-price' && sample.isMoney(index))
}

/** A quantity written with other words: `transaction_qty`, `Quantity (- Refund)`, `Qty Sold`, `Cantidad vendida`. */
const QUANTITY_WORD = /(?:^|\s)(?:qty|quantity|quantities|kuantiti|kuantitas|cantidad|menge|anzahl|数量|數量)(?:\s|$)/

/** The column whose name says it is a quantity, when no quantity name matched whole; -1 for none. */
export function claimNamedQuantity(headers: readonly string[], columns: Columns, sample: SheetSample): number {
  if (columns.quantity >= 0) return -1
  const taken = new Set(Object.values(columns))
  const found = headers.findIndex((header, index) => !taken.has(index) && QUANTITY_WORD.test(header) && sample.isMoney(index))
  if (found >= 0) columns.quantity = found
  return found
}

/**
 * A column no name claimed that, times the unit price, gives the line's amount on most sampled lines
 * is the quantity, whatever it is called (Indonesian `Jumlah` is a count, Malay `Jumlah` a total).
 */
export function claimQuantity(header: readonly string[], columns: Columns, sample: SheetSample): number {
  if (columns.quantity >= 0 || columns.price < 0) return -1
  const total = columns.net >= 0 ? columns.net : columns.gross
  if (total < 0) return -1
  const taken = new Set(Object.values(columns))
  const prices = sample.amounts(columns.price)
  const totals = sample.amounts(total)
  const found = header.findIndex((_, index) => {
    if (taken.has(index) || !sample.isMoney(index)) return false
    const counts = sample.amounts(index)
    return (
      sample.mostly((at) => {
        const [q = Number.NaN, p = Number.NaN, t = Number.NaN] = [counts[at], prices[at], totals[at]]
        if (!Number.isFinite(q + p + t) || q === 1 || p === 0) return null
        return Number.isInteger(q) && near(q * p, t)
      }, 2) !== null
    )
  })
  if (found >= 0) columns.quantity = found
  return found
}

interface LinePlan {
  amount: Amount | null
  rule: AmountFinding['rule']
  basis: Basis
  unitPrice: number
  checked: { lines: number; of: number } | null
  read: (row: readonly string[], quantity: number) => number
  /** The line-level refund amount column, -1 for none. */
  refund: number
  /** The columns read. */
  reads: number[]
}

function planLine(sample: SheetSample, lineCols: readonly number[], orderCols: readonly number[], role: Role, columns: Columns, format: FormatSpec): LinePlan {
  // A named column is trusted even when the sampled rows leave it blank; values only add evidence.
  const isLine = (index: number): boolean => index >= 0 && !orderCols.includes(index)
  const find = (wanted: MoneyRole): number => lineCols.find((index) => role(index) === wanted) ?? -1
  const { quantity, gross } = columns
  // A column of zeros is never the amount while another amount column has values.
  const net = sample.allZero(columns.net) ? (lineCols.find((index) => isAmountRole(role(index)) && !sample.allZero(index)) ?? columns.net) : columns.net
  // A POS format names its amount column; only a sheet the owner laid out is second-guessed.
  const pinned = format.id !== 'generic' && (format.columns.net?.length ?? 0) > 0 && isLine(net)
  const pair = pinned || quantity < 0 ? null : findLineTotal(sample, quantity, lineCols, role, net)
  const discount = find('discount')
  const price = isLine(columns.price) ? columns.price : isLine(net) && role(net) === 'unit-price' ? net : find('unit-price')
  let amount: Amount | null = null
  let rule: AmountFinding['rule'] = 'column'
  if (pinned || pair || (isLine(net) && (role(net) !== 'unit-price' || quantity < 0))) {
    amount = { base: pair ? pair.total : net, timesQuantity: false, minus: [] }
    if (pair) rule = 'line-total'
  } else if (isLine(gross)) {
    amount = { base: gross, timesQuantity: false, minus: columns.discount >= 0 ? [{ column: columns.discount, abs: true }] : [] }
    rule = 'gross-less-discount'
  } else if (price >= 0) {
    amount = { base: price, timesQuantity: quantity >= 0, minus: discount >= 0 ? [{ column: discount, abs: true }] : [] }
    if (quantity >= 0) rule = 'price-times-quantity'
  }
  let basis: Basis = { basis: null, notCounted: [] }
  if (amount && rule !== 'gross-less-discount' && rule !== 'price-times-quantity' && !pinned) {
    basis = settleBasis(sample, amount, lineCols, role, price >= 0 && quantity >= 0 ? { price, quantity } : null)
    amount = basis.amount ?? amount
    if (amount.timesQuantity) rule = 'price-times-quantity'
  }
  const value = amount ? readAmount(amount, sample.conventions) : () => Number.NaN
  const named = pinned ? -1 : find('refund')
  const refund = named >= 0 && amount && netOfRefunds(sample, amount.base, isLine(gross) ? gross : -1, discount, named) ? -1 : named
  const taxes = lineCols.filter((index) => role(index) === 'tax')
  const share = refundShare(sample.conventions, refund, taxes)
  const read = refund < 0 ? value : (row: readonly string[], qty: number) => {
    const own = value(row, qty)
    return Number.isFinite(own) ? cents(own - share(row, own)) : own
  }
  const unitPrice = pair ? pair.price : rule === 'price-times-quantity' ? price : -1
  const reads = [...columnsOf(amount), ...(refund >= 0 ? [refund, ...taxes] : [])]
  return { amount, rule, basis, unitPrice, checked: pair?.checked ?? null, read, refund, reads }
}

interface LineTotal {
  price: number
  total: number
  checked: { lines: number; of: number }
}

/** A column that is quantity × another column on most lines whose quantity is neither 0 nor 1. */
function findLineTotal(sample: SheetSample, quantity: number, lineCols: readonly number[], role: Role, namedNet: number): LineTotal | null {
  const quantities = sample.amounts(quantity)
  const found: LineTotal[] = []
  for (const total of lineCols) {
    if (!(isAmountRole(role(total)) || role(total) === null)) continue
    const totals = sample.amounts(total)
    for (const price of lineCols) {
      if (price === total || !(isAmountRole(role(price)) || role(price) === null || role(price) === 'unit-price')) continue
      const prices = sample.amounts(price)
      const checked = sample.mostly((at) => {
        const [q = Number.NaN, p = Number.NaN, t = Number.NaN] = [quantities[at], prices[at], totals[at]]
        if (!Number.isFinite(q + p + t) || q === 0 || q === 1) return null
        return near(q * p, t)
      }, 2)
      if (checked) found.push({ price, total, checked })
    }
  }
  return found.find((pair) => pair.total === namedNet) ?? found[0] ?? null
}

interface OrderPlan {
  amount: Amount | null
  amounts: OrderAmounts
  basis: Basis
  refunds: boolean
  /** The columns read. */
  reads: number[]
}

function planOrder(sample: SheetSample, orderCols: readonly number[], role: Role, columns: Columns): OrderPlan | null {
  const find = (wanted: MoneyRole): number => orderCols.find((index) => role(index) === wanted) ?? -1
  const named = orderCols.includes(columns.net) && role(columns.net) !== 'unit-price' ? columns.net : -1
  const base = named >= 0 ? named : ((['pre-tax', 'amount', 'total', 'paid'] as const).map(find).find((index) => index >= 0) ?? -1)
  const refund = find('refund')
  const discount = find('discount')
  if (base < 0 && refund < 0 && discount < 0) return null
  let amount: Amount | null = base >= 0 ? { base, timesQuantity: false, minus: [] } : null
  let basis: Basis = { basis: null, notCounted: [] }
  if (amount) {
    basis = settleBasis(sample, amount, orderCols, role)
    amount = basis.amount ?? amount
  }
  const read = amount ? readAmount(amount, sample.conventions) : () => Number.NaN
  const taxes = orderCols.filter((index) => role(index) === 'tax')
  const share = refundShare(sample.conventions, refund, taxes)
  const discountConvention = sample.conventions.of(discount)
  const amounts: OrderAmounts = {
    net: (row) => read(row, 1),
    discount: (row) => (discount >= 0 ? Math.abs(parseMoney(row[discount] ?? '', discountConvention)) || 0 : 0),
    refund: (row, net) => (refund >= 0 ? share(row, net) : 0),
  }
  const reads = [...columnsOf(amount), ...[discount, refund].filter((index) => index >= 0), ...(refund >= 0 ? taxes : [])]
  return { amount, amounts, basis, refunds: refund >= 0, reads }
}

/**
 * A net that already is gross less discounts and refunds on most lines with a refund (a POS's Net
 * sales beside its Refunds): those refunds are not taken off again.
 */
function netOfRefunds(sample: SheetSample, net: number, gross: number, discount: number, refund: number): boolean {
  if (gross < 0) return false
  const [nets, grosses, refunds] = [sample.amounts(net), sample.amounts(gross), sample.amounts(refund)]
  const discounts = discount >= 0 ? sample.amounts(discount) : null
  const checked = sample.mostly((at) => {
    const [n = Number.NaN, g = Number.NaN, r = Number.NaN] = [nets[at], grosses[at], refunds[at]]
    if (!Number.isFinite(n + g + r) || r === 0) return null
    return near(g - Math.abs(discounts?.[at] || 0) - Math.abs(r), n)
  })
  return checked !== null
}

/** The refunded part of a before-tax `net`: a refund paid back with its tax loses the tax's share. */
function refundShare(conventions: MoneyConventions, refund: number, taxes: readonly number[]): (row: readonly string[], net: number) => number {
  const convention = conventions.of(refund)
  const taxConventions = taxes.map((index) => conventions.of(index))
  return (row, net) => {
    const refunded = Math.abs(parseMoney(row[refund] ?? '', convention)) || 0
    let tax = 0
    for (let at = 0; at < taxes.length; at += 1) tax += parseMoney(row[taxes[at] ?? -1] ?? '', taxConventions[at]) || 0
    return refunded > 0 && tax > 0 && net > 0 ? cents((refunded * net) / (net + tax)) : refunded
  }
}

function mappingOf(amount: Amount, name: Name, quantity: number): string {
  const base = amount.timesQuantity ? `${name(amount.base)} × ${name(quantity)}` : name(amount.base)
  return [base, ...amount.minus.map((part) => name(part.column))].join(' − ')
}
