/**
 * Customer keys (types.ts `SalesBatch.customer`): `email:…`, `phone:…`, `id:…` or `name:…`, so the
 * same person is one customer across rows and files. Malaysian numbers are written many ways
 * (`012-345 6789`, `+60 12-345 6789`, `60123456789`): all become `+60123456789`.
 */

const EMAIL = /[^\s,;:<>"'()[\]]+@[^\s,;:<>"'()[\]]+\.[a-z]{2,}/i
/** What tills put where no customer was recorded. */
const PLACEHOLDERS = new Set(['', '-', 'n a', 'na', 'nil', 'none', 'null', 'guest', 'walk in', 'walk in customer', 'unknown', '0'])

export function emailKey(text: string): string | null {
  const match = EMAIL.exec(text)
  return match ? `email:${match[0].toLowerCase()}` : null
}

export function phoneKey(text: string): string | null {
  const trimmed = text.trim()
  // A phone cell holds digits and separators only; anything else is not a number we can trust.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < 7 || digits.length > 15) return null
  if (trimmed.startsWith('+')) return `phone:+${digits}`
  if (digits.startsWith('00')) return `phone:+${digits.slice(2)}`
  if (digits.startsWith('60') && digits.length >= 11) return `phone:+${digits}`
  if (digits.startsWith('0')) return `phone:+60${digits.slice(1)}`
  // `12-345 6789`: a Malaysian mobile written without its leading 0.
  if (digits.startsWith('1') && (digits.length === 9 || digits.length === 10)) return `phone:+60${digits}`
  return `phone:${digits}`
}

/** Loyverse's `Customer contacts` holds an e-mail, a phone number, or both. */
export function contactKey(text: string): string | null {
  const email = emailKey(text)
  if (email) return email
  for (const part of text.split(/[,;/]|\s{2,}/)) {
    const phone = phoneKey(part)
    if (phone) return phone
  }
  return null
}

export function idKey(text: string): string | null {
  const id = text.trim()
  return isPlaceholder(id) ? null : `id:${id}`
}

export function nameKey(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ')
  return isPlaceholder(name) ? null : `name:${name}`
}

function isPlaceholder(text: string): boolean {
  return PLACEHOLDERS.has(text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim())
}

export type CustomerColumn = 'email' | 'phone' | 'contacts' | 'customerId' | 'customerName'

/** In the order types.ts gives: e-mail, phone, id, name. Loyverse's contacts column holds e-mail or phone. */
export const CUSTOMER_COLUMNS: readonly CustomerColumn[] = ['email', 'contacts', 'phone', 'customerId', 'customerName']

const KEYERS: Record<CustomerColumn, (text: string) => string | null> = {
  email: emailKey,
  phone: phoneKey,
  contacts: contactKey,
  customerId: idKey,
  customerName: nameKey,
}

/**
 * Reads a row's customer from the columns the file has. Keys are memoised per column: a file has
 * far fewer customers than rows.
 */
export class CustomerReader {
  private readonly columns: Array<{ index: number; keyer: (text: string) => string | null; memo: Map<string, string> }>

  constructor(indexes: Record<CustomerColumn, number>) {
    this.columns = CUSTOMER_COLUMNS.filter((column) => indexes[column] >= 0).map((column) => ({
      index: indexes[column],
      keyer: KEYERS[column],
      memo: new Map<string, string>(),
    }))
  }

  private lastTexts: string[] = []
  private lastKey = ''

  /** The row's customer key, or '' when it names none. */
  read(row: readonly string[]): string {
    // Rows of one receipt name the same customer.
    const { columns, lastTexts } = this
    let same = lastTexts.length === columns.length
    for (let at = 0; same && at < columns.length; at += 1) same = row[columns[at]?.index ?? -1] === lastTexts[at]
    if (same) return this.lastKey
    this.lastTexts = columns.map((column) => row[column.index] ?? '')
    this.lastKey = this.lookup(row)
    return this.lastKey
  }

  private lookup(row: readonly string[]): string {
    for (const column of this.columns) {
      const text = row[column.index]
      if (!text) continue
      let key = column.memo.get(text)
      if (key === undefined) {
        key = column.keyer(text) ?? ''
        column.memo.set(text, key)
      }
      if (key !== '') return key
    }
    return ''
  }
}
