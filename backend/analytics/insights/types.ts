/** The insights' shapes, shared by `computeInsights` and the modules that each find one kind. */
import type { DayTotal } from '../../ingest/types'
import type { SalesColumns } from '../../sales/account-sales'
import type { Currency } from '../../../kernel/format'

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
  /** Money at stake over a month, in the business's currency: the rank key (highest first, ./goals.ts). */
  stake: number
  /** One short imperative recommendation ("Run a teh-time set Tue–Thu 3–5 pm"), for the weekly report. */
  action: string
  /** The owner's goal it serves (a catalogue title, ./goals.ts), which lifted its rank; absent when it serves none. */
  goal?: string
}

/** The columns the insights read: `store.sales.salesOf(accountId)` fits, and so does a `SalesBatch`. */
export type InsightsSales = Pick<
  SalesColumns,
  'length' | 'timestamp' | 'netAmount' | 'receipt' | 'item' | 'customer' | 'outlet' | 'channel'
> & {
  dict: Pick<SalesColumns['dict'], 'receipt' | 'item' | 'customer' | 'outlet' | 'channel'>
}

export interface InsightsInput extends InsightsAudience {
  sales: InsightsSales
  dayTotals: readonly DayTotal[]
  /** Epoch ms: the insights are what the data says at this instant (rows after it are not read). */
  now: number
  /** IANA zone of the account; an unknown name is read as Asia/Kuala_Lumpur, as ingest does. */
  timezone: string
}

/** Whom the insights are for: what they are written in and ranked by, beside the data. */
export interface InsightsAudience {
  /** The account's currency, which the sentences write amounts in (MYR without it); nothing is converted. */
  currency?: Currency
  /** The owner's goals, catalogue titles, top first (./goals.ts): an insight that serves one ranks higher. */
  goals?: readonly string[]
}
