/**
 * What a money column's name says it holds. Names only suggest: `amounts.ts` checks them against the
 * values (a column named `Amount` that times the quantity gives `Total` is a unit price).
 */

export type MoneyRole =
  /** A price per unit: a line's amount is it times the quantity. */
  | 'unit-price'
  /** Before tax: net sales, subtotal, excluding tax. */
  | 'pre-tax'
  /** Says it includes tax or was paid: grand total, total incl. tax, amount paid, total collected. */
  | 'paid'
  /** A plain total (`Total`, `Total Amount`): before or after tax, the values decide. */
  | 'total'
  /** Any other amount (`Amount`, `Sales`, `Revenue`, `Jumlah`). */
  | 'amount'
  /** Tax: SST, GST, VAT, sales or service tax. */
  | 'tax'
  /** Charges that are not sales: service charge, tips, delivery or shipping fees, rounding. */
  | 'charge'
  | 'discount'
  | 'refund'
  /** What the shop pays or keeps, not what it sold: cost, profit, commission. Never an amount. */
  | 'cost'

/** `SST Amount`, `Tax (RM)`, `SST 6%`; not `Tax 1 Value` (Shopify's per-tax columns repeat `Taxes`). */
const EXTRA_WORDS = String.raw`(?:\s(?:amount|amt|total|value|rm|myr|sgd|usd))*(?:\s\d+)?`
const TAX = new RegExp(String.raw`^(?:total\s)?(?:sales\s|service\s)?(?:tax|taxes|tax amount|sst|gst|vat|cukai|pajak|impuestos?|iva|ppn|pb1)${EXTRA_WORDS}$`)
const CHARGE = new RegExp(
  String.raw`^(?:total\s)?(?:service charges?|svc charge|svc|caj perkhidmatan|tips?|tip amount|gratuity|gratuities|` +
    String.raw`(?:delivery|shipping|packaging|container|bag|platform|booking|convenience)(?:\s(?:fee|fees|charge|charges|cost))?|` +
    String.raw`rounding|rounding adj|rounding adjustment|pelarasan)${EXTRA_WORDS}$`,
)
const REFUND = /\brefund(?:s|ed)?\b|\breturns?\b/
const COST = /\b(?:cost|costs|cogs|profit|margin|commission|commissions|payout|payouts|balance|deposit|float|income|earnings|settlement|settled|receivable|receivables)\b|^(?:(?:card|transaction|processing|payment|merchant|acquirer|gateway|mdr)\s)?fees?$/
const DISCOUNT = /\bdiscounts?\b|\bdiskaun\b|\bpromo(?:tion)?s?\b|\bvouchers?\b/
const NOT_A_SALE_PRICE = /\b(?:compare|original|regular|list|retail|msrp|rrp|before|wholesale|supplier)\b/
const LINE_WORDS = /\b(?:total|net|nett|gross|line|extended|ext|sub|subtotal|amount|paid)\b/
const UNIT_PRICE = /\b(?:price|prices|harga|each|per unit)\b/
const PRE_TAX = /\b(?:net|nett|subtotal|sub total|excl|excluding|exclusive|before tax|pre tax|ex tax|ex gst|ex sst|ex vat|w o tax)\b/
const PAID = /\b(?:grand total|incl|including|inclusive|paid|collected|payable|due|gross total|after tax)\b/
const TOTAL = /\btotals?\b/
const AMOUNT = /\b(?:amount|amt|sales|sale|revenue|value|jumlah|jualan|price|takings)\b/

/** The role a normalised header's name suggests, or null for a name that is not about money. */
export function moneyRole(header: string): MoneyRole | null {
  // Shopify's `Tax 1 Name`, `Tax 1 Value`…: one tax each, already summed in `Taxes`. `Tax 5%` is a tax.
  if (header === '' || /^tax \d+ (?:name|value|rate)\b/.test(header)) return null
  if (REFUND.test(header)) return 'refund'
  if (DISCOUNT.test(header)) return 'discount'
  if (COST.test(header)) return 'cost'
  if (TAX.test(header)) return 'tax'
  if (CHARGE.test(header)) return 'charge'
  if (UNIT_PRICE.test(header) && !LINE_WORDS.test(header)) return NOT_A_SALE_PRICE.test(header) ? 'cost' : 'unit-price'
  if (PRE_TAX.test(header)) return 'pre-tax'
  if (PAID.test(header)) return 'paid'
  if (TOTAL.test(header)) return 'total'
  if (AMOUNT.test(header)) return 'amount'
  return null
}

/** A role that can be a line's (or an order's) amount, best first when names alone must decide. */
export const AMOUNT_ROLES: readonly MoneyRole[] = ['pre-tax', 'amount', 'total', 'paid']

export function isAmountRole(role: MoneyRole | null): boolean {
  return role !== null && AMOUNT_ROLES.includes(role)
}

/** Tax and charges: what revenue leaves out when a total includes them. */
export function isExtra(role: MoneyRole | null): boolean {
  return role === 'tax' || role === 'charge'
}
