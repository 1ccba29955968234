/**
 * One outlet's rows of an account's sales columns (the dashboard's outlet choice): a copy of the
 * matching rows, the account's dictionaries kept as they are, so whatever reads the columns reads
 * that outlet's sales alone without knowing it was asked for one. Each receipt's net is summed
 * again from the outlet's rows: whether a receipt is an order there is judged by its lines there.
 */
import { addReceiptNets, type SalesColumns } from './account-sales'
import { DICT_COLUMNS, FLAG_COLUMNS, NUMBER_COLUMNS } from './columns'

/** The rows of `columns` whose outlet is named `outlet` (every dictionary value of that name). */
export function outletRows(columns: SalesColumns, outlet: string): SalesColumns {
  const named = Uint8Array.from(columns.dict.outlet, (name) => (name === outlet ? 1 : 0))
  const { length, outlet: outletOf } = columns
  let count = 0
  for (let row = 0; row < length; row++) {
    const o = outletOf[row]!
    if (o >= 0 && named[o]) count++
  }
  const rows = new Int32Array(count)
  for (let row = 0, k = 0; row < length; row++) {
    const o = outletOf[row]!
    if (o >= 0 && named[o]) rows[k++] = row
  }
  const pick = <T extends Float64Array | Int32Array | Uint8Array>(column: T, into: T): T => {
    for (let k = 0; k < count; k++) into[k] = column[rows[k]!]!
    return into
  }
  const view = {
    length: count,
    upload: pick(columns.upload, new Int32Array(count)),
    dict: columns.dict,
    uploadIds: columns.uploadIds,
  } as Omit<SalesColumns, 'receiptNet'> as SalesColumns
  for (const name of NUMBER_COLUMNS) view[name] = pick(columns[name], new Float64Array(count))
  for (const name of DICT_COLUMNS) view[name] = pick(columns[name], new Int32Array(count))
  for (const name of FLAG_COLUMNS) view[name] = pick(columns[name], new Uint8Array(count))
  const receipts = columns.dict.receipt.length
  view.receiptNet = addReceiptNets(new Float64Array(0), receipts, view, 0, count).subarray(0, receipts)
  return view
}
