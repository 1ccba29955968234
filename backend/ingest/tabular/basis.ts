/**
 * One definition of revenue for every file: before tax and charges. When a sheet has tax or charge
 * columns beside its amount, the values show whether the amount includes them: another column that
 * is the amount less them is the pre-tax one; a column that is the amount plus them shows the amount
 * is already pre-tax; a total that needs only the charges added to reach the paid total already
 * includes its tax (prices shown with tax included).
 */
import type { AmountFinding } from '../types'
import { type MoneyRole, isAmountRole, isExtra } from './money-columns'
import type { MoneyConventions } from './money-conventions'
import { type MoneyConvention, parseMoney } from './money'
import type { SheetSample } from './sample'

/** `base` (× the quantity) less the `minus` columns (`abs`: a discount written either sign). */
export interface Amount {
  base: number
  timesQuantity: boolean
  minus: ReadonlyArray<{ column: number; abs: boolean }>
}

export interface Basis {
  /** The amount to read instead, when the values show the named one is not before tax. */
  amount?: Amount
  basis: AmountFinding['basis']
  /** Columns beside the amount that revenue leaves out. */
  notCounted: number[]
}

/** Reads an amount from a row; NaN when its base cell is not money. Blank or non-money parts count 0. */
export function readAmount(amount: Amount, conventions: MoneyConventions): (row: readonly string[], quantity: number) => number {
  const { base, timesQuantity } = amount
  const convention = conventions.of(base)
  const minus = amount.minus.map((part): typeof part & { convention: MoneyConvention } => ({ ...part, convention: conventions.of(part.column) }))
  return (row, quantity) => {
    let value = parseMoney(row[base] ?? '', convention)
    if (Number.isNaN(value)) return value
    if (timesQuantity) value = cents(value * quantity)
    if (minus.length === 0) return value
    for (const part of minus) {
      const less = parseMoney(row[part.column] ?? '', part.convention)
      if (Number.isFinite(less)) value -= part.abs ? Math.abs(less) : less
    }
    return cents(value)
  }
}

/** A unit price and the quantity: a total that is their product plus tax is revenue with the tax in it. */
export interface UnitColumns {
  price: number
  quantity: number
}

export function settleBasis(sample: SheetSample, amount: Amount, columns: readonly number[], role: (index: number) => MoneyRole | null, unit: UnitColumns | null = null): Basis {
  const base = amount.base
  const extras = columns.filter((index) => index !== base && isExtra(role(index)))
  const others = columns.filter((index) => index !== base && isAmountRole(role(index)))
  const totals = others.filter((index) => role(index) === 'total' || role(index) === 'paid')
  const totalOf = (list: readonly number[]) => (at: number) => list.reduce((sum, index) => sum + (finite(sample.amounts(index)[at]) ?? 0), 0)
  /** A column (of `among`) that, on most rows where `applies`, equals `left(at) + offset(at)`. */
  const equalling = (left: number, offset: (at: number) => number, applies: (at: number) => boolean, among = others) =>
    among.find((right) =>
      sample.mostly((at) => {
        const a = finite(sample.amounts(left)[at])
        const b = finite(sample.amounts(right)[at])
        return !applies(at) || a === null || b === null ? null : near(a + offset(at), b)
      }),
    )
  const less = (list: readonly number[]): Amount => ({ ...amount, minus: [...amount.minus, ...list.map((column) => ({ column, abs: false }))] })
  const all = totalOf(extras)
  const magnitude = (list: readonly number[]) => (at: number) => list.reduce((sum, index) => sum + Math.abs(finite(sample.amounts(index)[at]) ?? 0), 0)

  // A discount beside a subtotal: when the paid total is the subtotal less the discount plus the
  // extras on the lines with a discount, the subtotal is before the discount, and revenue after it.
  const discounts = columns.filter((index) => index !== base && role(index) === 'discount' && !amount.minus.some((part) => part.column === index))
  const costs = columns.filter((index) => index !== base && role(index) === 'cost')
  if (discounts.length > 0 && !amount.timesQuantity) {
    const off = magnitude(discounts)
    const discounted = (at: number) => off(at) !== 0
    const paid = totals.length > 0 ? equalling(base, (at) => all(at) - off(at), discounted, totals) : undefined
    // Or a delivery platform's payout: the amount less the discount and the platform's other costs.
    const payout =
      paid === undefined
        ? costs.find((column) => equalling(base, (at) => -off(at) - magnitude(costs.filter((other) => other !== column))(at), discounted, [column]) !== undefined)
        : undefined
    if (paid !== undefined || payout !== undefined) {
      const afterDiscount: Amount = { ...amount, minus: [...amount.minus, ...discounts.map((column) => ({ column, abs: true }))] }
      return { amount: afterDiscount, basis: 'before-tax', notCounted: [...(paid === undefined ? costs : [paid]), ...extras] }
    }
  }
  // A net after the card or platform fees a shop pays: the sale is the amount before them.
  const fees = columns.filter((index) => index !== base && role(index) === 'cost')
  if (fees.length > 0) {
    const fee = magnitude(fees)
    const beforeFees = equalling(base, fee, (at) => fee(at) !== 0)
    if (beforeFees !== undefined) return { ...settleBasis(sample, { ...amount, base: beforeFees }, columns.filter((index) => index !== base), role), amount: { ...amount, base: beforeFees } }
  }

  if (extras.length > 0) {
    const someExtra = (at: number) => all(at) !== 0
    const preTax = equalling(base, (at) => -all(at), someExtra)
    if (preTax !== undefined) return { amount: { ...amount, base: preTax }, basis: 'before-tax', notCounted: [base, ...extras] }
    const paid = equalling(base, all, someExtra)
    if (paid !== undefined) return { basis: 'before-tax', notCounted: [paid, ...extras] }
    // Unit price × quantity + the extras = the amount: the amount has them in, the product is revenue.
    if (unit && !amount.timesQuantity) {
      const [prices, quantities, bases] = [sample.amounts(unit.price), sample.amounts(unit.quantity), sample.amounts(base)]
      const product = sample.mostly((at) => {
        const [p = Number.NaN, q = Number.NaN, b = Number.NaN] = [prices[at], quantities[at], bases[at]]
        return !Number.isFinite(p + q + b) || all(at) === 0 ? null : near(p * q + all(at), b)
      })
      if (product) return { amount: { base: unit.price, timesQuantity: true, minus: [] }, basis: 'before-tax', notCounted: [base, ...extras] }
    }
    const taxes = extras.filter((index) => role(index) === 'tax')
    const charges = extras.filter((index) => role(index) !== 'tax')
    const tax = totalOf(taxes)
    // Only a total shows it: gross sales equal to the net on days without discounts say nothing of tax.
    const taxIncluded = taxes.length > 0 ? equalling(base, totalOf(charges), (at) => tax(at) !== 0, totals) : undefined
    if (taxIncluded !== undefined) return { amount: less(taxes), basis: 'less-extras', notCounted: [taxIncluded, ...charges] }
  const named = role(base)
    if (named === 'total' || named === 'paid') return { amount: less(extras), basis: 'less-extras', notCounted: [] }
    return { basis: null, notCounted: extras }
  }
  const total = totals[0]
  if (role(base) === 'pre-tax' && total !== undefined) return { basis: 'before-tax', notCounted: [total] }
  if (role(base) === 'paid') return { basis: 'includes-tax', notCounted: [] }
  return { basis: null, notCounted: [] }
}

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null
}

/** Equal to the sen, give or take one (rounding). */
export function near(a: number, b: number): boolean {
  return Math.abs(Math.round(a * 100) - Math.round(b * 100)) <= 1
}

export function cents(value: number): number {
  return Math.round(value * 100) / 100
}
