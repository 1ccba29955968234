/**
 * What marketing ideas, image prompts and previews are grounded in, read once per request: the
 * business's name and company profile (halal claims taken out, ./halal.ts), and its sales over
 * the dashboard's period (the 30 days ending today, or the latest 30 days with sales when those
 * have none), read through the dashboard's own analytics (../../analytics/get-dashboard.ts): the
 * best seller to feature, a slow item to push, the quietest time to fill.
 */
import type { CompanyProfileFields } from '../../store'
import type { BackendContext } from '../../context'
import type { Language, Locale } from '../../../kernel/format'
import { findAccountById } from '../../accounts/accounts'
import { companyProfileOf } from '../../accounts/company-profile'
import { accountLocale } from '../../accounts/preferences'
import { localDate } from '../../analytics/festive-calendar'
import { dashboardOf } from '../../analytics/get-dashboard'
import { defaultPeriod, type LocalPeriod } from '../../analytics/period'
import { localDay, type LocalDate } from '../../time/calendar'
import { withoutHalal } from '../../halal'
import { quietSlot, type QuietSlot } from './quiet-slot'

/** An item as the period's sales show it; `price` is its average selling price (revenue / quantity). */
export interface ItemFact {
  name: string
  revenue: number
  quantity: number
  price: number
}

export interface SalesFacts {
  period: LocalPeriod
  /** The period's sales, day totals included: shares are of this. */
  revenue: number
  best: ItemFact | null
  /** The lowest-selling item that still sold, other than the best seller: the one to push. */
  slow: ItemFact | null
  quiet: QuietSlot | null
  /** Every item name the account has sold, as stored, for finding one named in a request. */
  itemNames: readonly string[]
}

/** The profile's text answers, halal claims taken out; null when blank. */
export type ProfileText = Record<Exclude<keyof CompanyProfileFields, 'year_founded' | 'num_employees' | 'num_branches' | 'avg_transaction_value'>, string | null>

export interface MarketingFacts {
  /** The account's currency and zone, in the language asked. */
  locale: Locale
  today: LocalDate
  businessName: string | null
  profile: ProfileText
  /** Whether the owner has answered any of the profile. */
  profileAnswered: boolean
  sales: SalesFacts | null
}

export async function marketingFacts(ctx: BackendContext, accountId: string, language: Language): Promise<MarketingFacts> {
  const locale = { ...await accountLocale(ctx, accountId), language }
  const today = localDay(ctx.now(), locale.timezone)
  const stored = await companyProfileOf(ctx, accountId)
  const profile = Object.fromEntries(
    Object.entries(stored)
      .filter(([, value]) => typeof value === 'string' || value === null)
      .map(([field, value]) => [field, typeof value === 'string' ? withoutHalal(value) || null : null]),
  ) as ProfileText
  const name = (await findAccountById(ctx, accountId))?.business_name
  return {
    locale,
    today,
    businessName: name ? withoutHalal(name) || null : null,
    profile,
    profileAnswered: Object.values(stored).some((value) => value !== null),
    sales: await salesFacts(ctx, accountId, today),
  }
}

async function salesFacts(ctx: BackendContext, accountId: string, today: LocalDate): Promise<SalesFacts | null> {
  let dashboard = await dashboardOf(ctx, accountId)
  let period = defaultPeriod(today)
  if (!dashboard.metrics) return null
  // Nothing in the last 30 days, as the dashboard does: read the latest 30 days that have sales.
  if (!(dashboard.metrics.revenue > 0) && dashboard.span) {
    period = defaultPeriod(localDate(dashboard.span.last))
    dashboard = await dashboardOf(ctx, accountId, period)
  }
  const { metrics, series } = dashboard
  if (!metrics || !(metrics.revenue > 0)) return null
  const item = (entry: { name: string; revenue: number; quantity: number } | undefined): ItemFact | null =>
    entry && entry.quantity > 0 && entry.revenue > 0 ? { ...entry, name: withoutHalal(entry.name) || entry.name, price: entry.revenue / entry.quantity } : null
  const best = item(series.topItems[0])
  const slow = item(series.bottomItems[0] ?? (series.topItems.length > 1 ? series.topItems[series.topItems.length - 1] : undefined))
  return {
    period,
    revenue: metrics.revenue,
    best,
    slow: slow && best && slow.name !== best.name ? slow : null,
    quiet: quietSlot(series.heatmap, series.daily),
    itemNames: (await ctx.store.sales.salesOf(accountId)).dict.item,
  }
}
