/**
 * A Square transactions export read as the tests' own reference (tests/e2e/dashboard-new-owner.spec.ts,
 * tests/e2e/server/journey.spec.ts): what the dashboard must show for it, and the same export moved
 * in time, so that it falls in the dashboard's default period whatever day the tests run.
 */

export const SQUARE_EXPORT = 'mocks/fixtures/pos/square-transactions.csv'

/** RFC 4180 rows: quoted fields may hold commas ("$1,250.00"). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') field += text[++i]
      else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field || row.length > 0) rows.push([...row, field])
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''))
}

/** Square writes `$1,125.00` and a refund as `($13.90)`. */
function squareMoney(text: string): number {
  const negative = /^\(.*\)$/.test(text.trim())
  const value = Number(text.replace(/[^\d.]/g, ''))
  return negative ? -value : value
}

/**
 * What the dashboard must show for the export, by the definitions of
 * docs/product.md#dashboard-numbers, with "today" the export's last day: revenue is the net sales
 * of every row; an order is a transaction id (a refund shares its sale's); customers are distinct
 * Customer IDs; the average order is revenue over orders.
 */
export function squareExpectations(text: string) {
  const [header, ...rows] = csvRows(text)
  const column = (name: string) => header!.indexOf(name)
  const [date, net, transaction, customer] = ['Date', 'Net Sales', 'Transaction ID', 'Customer ID'].map(column) as [number, number, number, number]
  const today = rows.map((row) => row[date]!).sort().at(-1)!
  const revenue = rows.reduce((sum, row) => sum + squareMoney(row[net]!), 0)
  const orders = new Set(rows.map((row) => row[transaction]))
  const ordersToday = new Set(rows.filter((row) => row[date] === today).map((row) => row[transaction]))
  const customers = new Set(rows.map((row) => row[customer]).filter(Boolean))
  const rm = (value: number) => `RM${value.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  return {
    today,
    cards: {
      'Total Revenue (RM)': rm(revenue),
      'Orders Today': String(ordersToday.size),
      'Active Customers': String(customers.size),
      'Avg Order Value (RM)': rm(Math.round((revenue / orders.size) * 100) / 100),
    },
  }
}


/** The export with every date moved by the same number of days, so that its last day is `lastDay` (`YYYY-MM-DD`). */
export function squareExportEndingOn(text: string, lastDay: string): string {
  const days = [...text.matchAll(/^(\d{4}-\d{2}-\d{2}),/gm)].map((match) => match[1]!)
  const shift = Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${days.sort().at(-1)!}T00:00:00Z`)
  return text.replace(/^(\d{4}-\d{2}-\d{2}),/gm, (_, day: string) => `${new Date(Date.parse(`${day}T00:00:00Z`) + shift).toISOString().slice(0, 10)},`)
}
