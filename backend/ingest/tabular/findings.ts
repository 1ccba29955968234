/**
 * The findings (types.ts `IngestFinding`: codes and counts) in the owner's words, one short sentence
 * each; the data stays in the summary for a screen that wants to show it otherwise.
 */
import { calendarDay, counted, formatDay, list } from '../../../kernel/format'
import { quantity as formatNumber } from '../../../kernel/format'
import { currencyPhrase } from './currency'
import type { AmountFinding, IngestFinding, NotSaleCause, OrderKeyFinding } from '../types'

const quoted = (name: string): string => `"${name}"`

export function findingNotes(findings: readonly IngestFinding[]): string[] {
  const notes: string[] = []
  const cancelled = findings.filter((finding) => finding.code === 'cancelled')
  if (cancelled.length > 0) notes.push(`Not sales or orders: ${list(cancelled.map(cancelledPart))}.`)
  for (const finding of findings) {
    const note = noteOf(finding)
    if (note) notes.push(note)
  }
  return notes
}

function noteOf(finding: IngestFinding): string {
  switch (finding.code) {
    case 'amount':
      return amountNote(finding)
    case 'order-key':
      return orderKeyNote(finding)
    case 'currency':
      return finding.currency === null ? '' : `Amounts in ${currencyPhrase(finding)}.`
    case 'other-currency-rows': {
      const rows = Object.entries(finding.rows).map(([code, count]) => `${counted(count, 'row')} in ${code}`)
      return `Left out: ${list(rows)} (${quoted(finding.column)}): your account reports in ${finding.currency}, and Selera does not convert between currencies.`
    }
    case 'other-types': {
      const types = finding.types.map(({ type, lines }) => `${lines} ${quoted(type)}`)
      return `Left out as neither sale nor refund (${finding.column}): ${list(types)}.`
    }
    // Refund lines have their own note (explain.ts `formatNotes`); this one is for refunded orders.
    case 'refunds':
      return finding.orders > 0 ? `Taken off revenue: ${counted(finding.orders, 'refunded order')}.` : ''
    case 'cancellation-invoices': {
      const lines = finding.lines === finding.invoices ? '' : ` (${counted(finding.lines, 'line')})`
      return `Taken off revenue as returns, not counted as orders: ${counted(finding.invoices, 'cancellation invoice')}${lines} in ${quoted(finding.column)}.`
    }
    case 'refund-amount-missing':
      return `${counted(finding.orders, 'order')} marked partially refunded without the amount: counted in full.`
    case 'time-column-unread': {
      const which = finding.columns === 1 ? quoted(finding.column) : `${finding.columns === 2 ? 'either' : 'any'} ${quoted(finding.column)} column`
      const then = finding.hour ? `hours taken from ${quoted(finding.hour)}` : 'sales dated by day only'
      return `No time of day in ${which} (e.g. ${finding.examples.map(quoted).join(', ')}): ${then}.`
    }
    case 'mixed-date-cells': {
      const mix = `${quoted(finding.column)} mixes ${counted(finding.cells, 'date cell')} with ${counted(finding.text, 'date')} typed as text`
      if (!finding.swapped) return `${mix}; check both read as you expect.`
      const example = finding.example ? ` (e.g. ${finding.example.cell} as ${formatDay(calendarDay(finding.example.read))})` : ''
      return `${mix}; the date cells had day and month swapped and were read back${example}.`
    }
    case 'untimed-rows':
      return `${counted(finding.rows, 'row')} with a ${quoted(finding.column)} we could not read (e.g. ${quoted(finding.example)}): dated by day only.`
    case 'number-format':
      return numberFormatNote(finding)
    case 'unknown-zones':
      return `Unknown time zone ${list(finding.names.map(quoted))} in ${quoted(finding.column)} (${counted(finding.rows, 'row')}): read as ${finding.zone}.`
    case 'buddhist-era': {
      const why = finding.basis === 'said' ? 'as the file says' : 'as every year in it is 2500–2600'
      return `Years in ${quoted(finding.column)} read as Buddhist era (${finding.example.text} is ${finding.example.read}), ${why}.`
    }
    // Lines of a multi-line order are how the export is written, not news: data for a later disclosure.
    // The date order's note is the table's first (dates.ts `dateOrderNote`).
    case 'continued-lines':
    case 'cancelled':
    case 'date-order':
      return ''
  }
}

const CAUSES: Record<NotSaleCause, string> = {
  status: ' cancelled or voided',
  void: ' voided',
  'cancelled-at': ' cancelled',
  type: ' voided',
}

/** `2 orders (4 lines) cancelled or voided in "Financial Status"`, `2 lines voided in "Void?"`. */
function cancelledPart(finding: Extract<IngestFinding, { code: 'cancelled' }>): string {
  const { orders, lines } = finding
  const what = orders === 0 ? counted(lines, 'line') : `${counted(orders, 'order')}${lines === orders ? '' : ` (${counted(lines, 'line')})`}`
  return `${what}${CAUSES[finding.cause]} in ${quoted(finding.column)}`
}

const ORDER_PROBLEM: Record<NonNullable<OrderKeyFinding['problem']>, (column: string, example: string) => string> = {
  'one-value': (column, example) => `${column} holds one value${example ? ` (${quoted(example)})` : ''} on every line, so it cannot tell orders apart`,
  rounded: (column, example) => `${column} holds order numbers Excel rounded${example ? ` (${quoted(example)})` : ''}, so different orders share one`,
  'restarts-daily': (column) => `${column} starts again each day`,
}

const ORDERS_COUNTED: Record<OrderKeyFinding['counted'], string> = {
  'day-and-number': 'an order is its day and its number',
  column: 'each of its numbers is one order',
  time: 'orders are counted as the lines sold at the same time at one outlet',
  row: 'each row counts as one order',
  line: 'orders cannot be counted from this file (no order number and no time of day): each line counts as one, so Orders and Avg Order Value are per line, not per order',
}

function orderKeyNote(finding: OrderKeyFinding): string {
  const counted = ORDERS_COUNTED[finding.counted]
  if (finding.problem === null || finding.column === null) return `No order number in the file: ${counted}.`
  const problem = ORDER_PROBLEM[finding.problem](quoted(finding.column), finding.example ?? '')
  if (!finding.instead) return `${problem}: ${counted}.`
  const instead = finding.insteadProblem ? `${ORDER_PROBLEM[finding.insteadProblem](quoted(finding.instead), '')}, so` : `${quoted(finding.instead)} is read instead:`
  return `${problem}; ${instead} ${counted}.`
}

function amountNote(finding: AmountFinding): string {
  const parts: string[] = []
  if (finding.rule === 'line-total' && finding.unitPrice && finding.checked) {
    const { lines, of } = finding.checked
    parts.push(`${quoted(finding.amount)} is the line total: quantity × ${quoted(finding.unitPrice)} on ${lines} of ${of} lines checked.`)
  }
  if (finding.rule === 'price-times-quantity' && finding.unitPrice) parts.push(`Amount = ${finding.amount}: ${quoted(finding.unitPrice)} is a unit price.`)
  if (finding.rule === 'order-share') {
    parts.push(`Each order's ${quoted(finding.amount)} is shared over its lines${finding.lines ? ` by ${finding.lines}` : ''}.`)
  }
  const notCounted = list(finding.notCounted.map(quoted))
  // An amount less a discount says what was taken off; a named column or a product is said above.
  const less = finding.amount.includes(' − ') ? `${finding.amount}; ` : ''
  if (finding.basis === 'before-tax') parts.push(`Revenue is before tax and charges: ${less}${notCounted} not counted.`)
  if (finding.basis === 'less-extras') parts.push(`Revenue is before tax and charges: ${finding.amount}${notCounted ? `; ${notCounted} not counted` : ''}.`)
  if (finding.basis === 'includes-tax') parts.push(`Revenue includes tax: ${quoted(finding.amount)} is the only amount in the file.`)
  if (finding.basis === null && finding.notCounted.length > 0) parts.push(`${notCounted} not added to the amount.`)
  return parts.join(' ')
}

/** `Amounts read with "." for thousands and "," for decimals ("25.000" is 25,000: the headers are Indonesian).` */
function numberFormatNote(finding: Extract<IngestFinding, { code: 'number-format' }>): string {
  const { example, witness } = finding
  const subject = finding.columns.length === 0 ? 'Quantities' : finding.quantity ? 'Amounts and quantities' : 'Amounts'
  const text = quoted(example.text)
  const other = example.other === null ? '' : formatNumber(example.other)
  if (finding.convention === 'dot-decimal') {
    const read = `${subject} like ${text} read with "." for decimals (${formatNumber(example.read)})`
    if (finding.basis === 'column' && witness) {
      return `${read}, as ${quoted(witness.column)} writes ${quoted(witness.text)}; with "." for thousands they would be ${other}.`
    }
    return (
      `${read}: nothing in the file says whether "." separates thousands (${other}). ` +
      'If it does, export the file with numbers written without separators and upload it again.'
    )
  }
  const read = `${subject} read with "." for thousands and "," for decimals (${text} is ${formatNumber(example.read)}`
  switch (finding.basis) {
    case 'proof':
      return witness && witness.text !== example.text ? `${read}; ${quoted(witness.text)} can only be read so).` : `${read}).`
    case 'column':
      return `${read}, as ${quoted(witness?.column ?? '')} writes ${quoted(witness?.text ?? '')}).`
    case 'currency':
      return `${read}: the amounts are in rupiah).`
    case 'headers':
      return `${read}: the headers are Indonesian).`
    case 'delimiter':
      return `${read}: semicolons separate the cells, as in files where "," is the decimal point).`
    case 'default':
      return `${read}).`
  }
}
