/** The insights' shapes, shared by `computeInsights` and the modules that each find one kind. */
import type { DayTotal } from '../../ingest/types'
import type { SalesColumns } from '../../sales/store'

export type InsightKind =
  | 'peak-hours'
  | 'revenue-gap'
  | 'item-trend'
  | 'slow-item'
  | 'repeat-customers'
  | 'lapsed-regulars'
  | 'outlet'
  | 'delivery'
  | 'festive'

export interface Insight {
  kind: InsightKind
  /** The sentence the owner reads; GET /insights answers these, ranked. */
  text: string
  /** RM at stake over a month: the rank key (highest first). */
  stake: number
  /** One short imperative recommendation ("Run a teh-time set Tue–Thu 3–5 pm"), for the weekly report. */
  action: string
}

/** The columns the insights read: `store.sales.salesOf(accountId)` fits, and so does a `SalesBatch`. */
export type InsightsSales = Pick<
  SalesColumns,
  'length' | 'timestamp' | 'netAmount' | 'receipt' | 'item' | 'customer' | 'outlet' | 'channel'
> & {
  dict: Pick<SalesColumns['dict'], 'receipt' | 'item' | 'customer' | 'outlet' | 'channel'>
}

export interface InsightsInput {
  sales: InsightsSales
  dayTotals: readonly DayTotal[]
  /** Epoch ms: the insights are what the data says at this instant (rows after it are not read). */
  now: number
  /** IANA zone of the account; an unknown name is read as Asia/Kuala_Lumpur, as ingest does. */
  timezone: string
}
