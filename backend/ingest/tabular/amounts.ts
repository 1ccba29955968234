/**
 * A line's amount, decided from the columns' names and checked against their values
 * (docs/product.md#how-uploads-are-read): revenue is net sales after discounts and refunds, before
 * tax, service charge, tips and delivery fees. A column that equals quantity × another on most lines
 * is a line total (the other a unit price); a lone unit price is multiplied by the quantity.
 */
import type { AmountFinding } from '../types'
import { type Amount, type Basis, near, readAmount, settleBasis } from './basis'
import type { Columns, FormatSpec } from './formats'
import { type MoneyRole, isAmountRole, moneyRole } from './money-columns'
import type { SheetSample } from './sample'

export interface AmountPlan {
  /** A line's own amount; NaN when it has none. */
  line: (row: readonly string[], quantity: number) => number
  /** The columns the amount comes from, as the mapping shows them. */
  mapping: string
  /** The column a line's amount is read from (-1: none), to show an unreadable row's. */
  base: number
  finding: AmountFinding
}

/** Fields whose columns never hold a sale's amount, even when their values look like numbers. */
const NOT_MONEY = [
  'date', 'time', 'zone', 'receipt', 'item', 'category', 'quantity', 'email', 'phone', 'contacts', 'customerId', 'customerName',
  'outlet', 'payment', 'channel', 'kind', 'status', 'void', 'orders',
] as const

type Role = (index: number) => MoneyRole | null
type Name = (index: number) => string

export function planAmounts(sample: SheetSample, header: readonly string[], headers: readonly string[], columns: Columns, format: FormatSpec): AmountPlan {
  const name: Name = (index) => (header[index] ?? '').trim()
  const roles = headers.map(moneyRole)
  const role: Role = (index) => roles[index] ?? null
  const taken = new Set<number>(NOT_MONEY.map((field) => columns[field]))
  const money = headers.map((_, index) => index).filter((index) => !taken.has(index) && sample.isMoney(index))

  const line = planLine(sample, money, role, columns, format)
  const mapping = line.amount ? mappingOf(line.amount, name, columns.quantity) : ''
  const finding: AmountFinding = {
    code: 'amount',
    rule: line.rule,
    amount: mapping,
    basis: line.basis.basis,
    notCounted: line.basis.notCounted.map(name),
    ...(line.unitPrice >= 0 ? { unitPrice: name(line.unitPrice) } : {}),
    ...(line.checked ? { checked: line.checked } : {}),
  }
  return { line: line.read, mapping, base: line.amount?.base ?? -1, finding }
}

/** A column named as a unit price (`Product Price`, `Price Each`) when no known price name matched. */
export function claimUnitPrice(headers: readonly string[], columns: Columns): void {
  if (columns.price >= 0) return
  const taken = new Set(Object.values(columns))
  columns.price = headers.findIndex((header, index) => !taken.has(index) && moneyRole(header) === 'unit-price')
}

interface LinePlan {
  amount: Amount | null
  rule: AmountFinding['rule']
  basis: Basis
  unitPrice: number
  checked: { lines: number; of: number } | null
  read: (row: readonly string[], quantity: number) => number
}

function planLine(sample: SheetSample, lineCols: readonly number[], role: Role, columns: Columns, format: FormatSpec): LinePlan {
  // A named column is trusted even when the sampled rows leave it blank; values only add evidence.
  const isLine = (index: number): boolean => index >= 0
  const find = (wanted: MoneyRole): number => lineCols.find((index) => role(index) === wanted) ?? -1
  const { quantity, net, gross } = columns
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
    basis = settleBasis(sample, amount, lineCols, role)
    amount = basis.amount ?? amount
  }
  const read = amount ? readAmount(amount) : () => Number.NaN
  const unitPrice = pair ? pair.price : rule === 'price-times-quantity' ? price : -1
  return { amount, rule, basis, unitPrice, checked: pair?.checked ?? null, read }
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

function mappingOf(amount: Amount, name: Name, quantity: number): string {
  const base = amount.timesQuantity ? `${name(amount.base)} × ${name(quantity)}` : name(amount.base)
  return [base, ...amount.minus.map((part) => name(part.column))].join(' − ')
}
