/**
 * `GET /report` and the weekly PDF in the domain. The report covers the last complete Monday–Sunday
 * week in the account's zone, or, when that week has no sales (an old export, a business that
 * paused), the latest complete week that has: a week has a report when the account's data covers
 * the whole week and the week has sales (`coversWeek`). There is none ('No report available') when
 * no complete week has. The PDF is named by the week's Monday; any week with a report downloads,
 * and an account asking for a week it has no report for (a week of another account's, a week not
 * over) gets 404. Written in the account's currency and zone (its settings), with its insights
 * ranked for the owner's goals and the business's top goal on the first page.
 */
import { isoDate, parseIsoDay } from '../time/calendar'
import { findAccountById } from '../accounts/accounts'
import { computeInsights, type InsightsAudience } from '../analytics/insights'
import type { Locale } from '../../kernel/format'
import type { BackendContext } from '../context'
import { apiError } from '../errors'
import type { DayTotal } from '../ingest/types'
import type { SalesColumns } from '../sales/account-sales'
import { ownerGoals, type OwnerGoals } from '../accounts/owner-goals'
import { writingLocale } from '../accounts/preferences'
import { builtPdf, cachedWeek, type CachedWeek } from './cache'
import { reportContent, type ReportInsight } from './content'
import { renderReportPdf } from './pdf'
import { coversWeek, summariseWeek } from './summary'
import { lastCompleteMonday, mondayOf, parseWeekId, weekStarting, type ReportWeek } from './week'

/** Where the week's insights come from: `computeInsights`, or a stand-in in tests. */
export type InsightsOf = (input: { sales: SalesColumns; dayTotals: readonly DayTotal[]; now: number; timezone: string } & InsightsAudience) => readonly ReportInsight[]

export interface WeeklyReportPdf {
  bytes: Uint8Array
  fileName: string
}

/** `/reports/weekly-2026-11-16.pdf`, relative to the API base. */
export function reportPath(weekId: string): string {
  return `/reports/weekly-${weekId}.pdf`
}

/** What the owner's download is saved as. */
export function reportFileName(weekId: string): string {
  return `selera-weekly-report-${weekId}.pdf`
}

interface Setting {
  ctx: BackendContext
  accountId: string
  businessName: string
  zone: string
  locale: Locale
  goals: OwnerGoals
}

async function settingOf(ctx: BackendContext, accountId: string): Promise<Setting> {
  const account = await findAccountById(ctx, accountId)
  if (!account) throw apiError(404, 'No such account')
  const locale = await writingLocale(ctx, accountId)
  return { ctx, accountId, businessName: account.business_name, zone: locale.timezone, locale, goals: await ownerGoals(ctx, accountId) }
}

/** The week's numbers depend on the sales and the zone alone: a new name, currency or goal words the same numbers anew. */
async function weekEntry({ ctx, accountId, zone }: Setting, week: ReportWeek): Promise<CachedWeek> {
  const store = ctx.store.sales
  const stamp = `${await store.revisionOf(accountId)}\u0000${zone}`
  return cachedWeek(store, accountId, week.id, stamp, async () => summariseWeek(await store.salesOf(accountId), await store.dayTotalsOf(accountId), week), coversWeek)
}

/** What the PDF says besides the week's numbers: while this and the numbers' stamp hold, it is not even made again. */
function wordingStamp({ businessName, locale, goals }: Setting, entry: CachedWeek): string {
  return JSON.stringify([entry.stamp, businessName, locale.currency, goals])
}

/** The week a report covers: `id` its Monday, `from`–`to` Monday–Sunday; `latest` when it is the last complete week. */
export interface ReportedWeek {
  id: string
  from: string
  to: string
  latest: boolean
}

/**
 * The week of the caller's current report, or null when there is none. Costs the last complete
 * week's summary (kept while the data stays the same) and, when that week has no report, one more:
 * that summary's `lastDay` names the only week that can have the latest earlier report (nothing
 * after it up to the Sunday has sales, and when its data starts after its Monday, nothing is older).
 */
export async function reportedWeek(ctx: BackendContext, accountId: string): Promise<ReportedWeek | null> {
  const setting = await settingOf(ctx, accountId)
  const last = weekStarting(lastCompleteMonday(ctx.now(), setting.zone), setting.zone)
  const entry = await weekEntry(setting, last)
  if (entry.available) return { id: last.id, from: entry.summary.from, to: entry.summary.to, latest: true }
  const lastDay = entry.summary.lastDay === null ? null : parseIsoDay(entry.summary.lastDay)
  if (!lastDay) return null
  const earlier = weekStarting(mondayOf(lastDay), setting.zone)
  if (earlier.id === last.id) return null
  const found = await weekEntry(setting, earlier)
  return found.available ? { id: earlier.id, from: found.summary.from, to: found.summary.to, latest: false } : null
}

/** The Monday (`YYYY-MM-DD`) of the week the caller's current report covers, or null when there is none. */
export async function currentReportWeek(ctx: BackendContext, accountId: string): Promise<string | null> {
  return (await reportedWeek(ctx, accountId))?.id ?? null
}

/**
 * The PDF of the week starting `weekId` (a Monday), built on first request and kept while the
 * week's data stays the same. Any complete week with a report has one, not only the last: an
 * earlier week `reportedWeek` answers downloads too.
 */
export async function weeklyReportPdf(ctx: BackendContext, accountId: string, weekId: string, insightsOf: InsightsOf = computeInsights): Promise<WeeklyReportPdf> {
  const setting = await settingOf(ctx, accountId)
  const monday = parseWeekId(weekId)
  if (!monday || isoDate(monday) > isoDate(lastCompleteMonday(ctx.now(), setting.zone))) throw apiError(404, 'No report for that week')
  const week = weekStarting(monday, setting.zone)
  const entry = await weekEntry(setting, week)
  if (!entry.available) throw apiError(404, 'No report for that week')
  const makeContent = async () => {
    const store = ctx.store.sales
    const { locale, goals } = setting
    // "The week's insights": read as if it were the last moment of the week.
    const insights = insightsOf({ sales: await store.salesOf(accountId), dayTotals: await store.dayTotalsOf(accountId), now: week.end - 1, timezone: setting.zone, currency: locale.currency, goals: goals.titles })
    return reportContent({ businessName: setting.businessName, week, summary: entry.summary, insights, locale, goal: goals.top })
  }
  const bytes = await builtPdf(entry, wordingStamp(setting, entry), makeContent, (content) => renderReportPdf(content, ctx.now()))
  return { bytes, fileName: reportFileName(week.id) }
}
