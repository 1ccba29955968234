import './zod-config'
import * as z from 'zod'
import { EARLIEST_PERIOD_DAY, MAX_PERIOD_DAYS } from '../constants'

/** Percent change against the comparison period, 1 decimal; `null` when there is nothing to compare with. */
const ChangeSchema = z.number().nullable()

/** The change percentages the four cards show (Selera's own field; the spec's were fixed numbers). */
export const MetricsChangesSchema = z.object({ revenue: ChangeSchema, orders: ChangeSchema, customers: ChangeSchema, avg_order: ChangeSchema })
export type MetricsChanges = z.infer<typeof MetricsChangesSchema>

const LocalDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const DailyRevenueSchema = z.object({ date: LocalDaySchema, revenue: z.number(), previous: z.number() })
export type DailyRevenue = z.infer<typeof DailyRevenueSchema>

export const ItemRevenueSchema = z.object({ name: z.string(), revenue: z.number(), quantity: z.number() })
export type ItemRevenue = z.infer<typeof ItemRevenueSchema>

export const NamedRevenueSchema = z.object({ name: z.string(), revenue: z.number() })
export type NamedRevenue = z.infer<typeof NamedRevenueSchema>

/** The series the Sales Metrics panel draws (docs/product.md#sales-metrics-panel), over the same period as the numbers. */
export const MetricsSeriesSchema = z.object({
  /** The period's days, oldest first, each beside the same day of the previous period (the period's length earlier). */
  daily: z.array(DailyRevenueSchema),
  /** 7 rows (Monday … Sunday) × 24 local hours of revenue, RM. */
  heatmap: z.array(z.array(z.number()).length(24)).length(7),
  topItems: z.array(ItemRevenueSchema),
  bottomItems: z.array(ItemRevenueSchema),
  byOutlet: z.array(NamedRevenueSchema),
  byChannel: z.array(NamedRevenueSchema),
  byPayment: z.array(NamedRevenueSchema),
})
export type MetricsSeries = z.infer<typeof MetricsSeriesSchema>

/**
 * The Dashboard data metrics of docs/product.md#entities: the four fields the cards read, and
 * Selera's `changes`, `period`, `series` and `timezone` (optional: a backend that does not send
 * them still satisfies the spec). Loose on purpose: the screen also shows the whole object as raw
 * text.
 */
export const MetricsSchema = z
  .object({
    revenue: z.number(),
    orders: z.number().int().nonnegative(),
    customers: z.number().int().nonnegative(),
    avg_order: z.number(),
    changes: MetricsChangesSchema.optional(),
    /** The period's first and last local day, both included, and its distinct orders (`orders` above is today's). */
    period: z.object({ from: LocalDaySchema, to: LocalDaySchema, orders: z.number().int().nonnegative() }).optional(),
    series: MetricsSeriesSchema.optional(),
    /** The IANA zone the numbers were read in (the account's): the screen shows its times in it. */
    timezone: z.string().min(1).optional(),
  })
  .loose()
export type Metrics = z.infer<typeof MetricsSchema>

const isDay = (text: string | undefined): text is string => text !== undefined && z.iso.date().safeParse(text).success

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` of GET /metrics and GET /insights (Selera's extension,
 * docs/spec-deviations.md): the period to read, local days in the account's time zone, both
 * included; both or neither (neither: the 30 days ending today). The backend also refuses a `to`
 * after today, which only the account's zone and clock can say. The messages are for the owner.
 */
export const PeriodQuerySchema = z
  .object({
    from: z.iso.date({ error: 'from must be a real day written YYYY-MM-DD' }).optional().describe(`The period's first local day, ${EARLIEST_PERIOD_DAY} or later; with to`),
    to: z.iso.date({ error: 'to must be a real day written YYYY-MM-DD' }).optional().describe(`The period's last local day, included: today at the latest, at most ${MAX_PERIOD_DAYS} days from from`),
  })
  .superRefine(({ from, to }, ctx) => {
    const refuse = (message: string, field: 'from' | 'to') => ctx.addIssue({ code: 'custom', message, path: [field] })
    if ((from === undefined) !== (to === undefined)) return refuse('Choose both from and to, or neither', from === undefined ? 'from' : 'to')
    if (!isDay(from) || !isDay(to)) return
    const days = periodDays({ from, to })
    if (from < EARLIEST_PERIOD_DAY) refuse(`from must be ${EARLIEST_PERIOD_DAY} or later`, 'from')
    else if (from > to) refuse(`from (${from}) comes after to (${to})`, 'to')
    else if (days > MAX_PERIOD_DAYS) refuse(`The period has ${days} days; at most ${MAX_PERIOD_DAYS} can be read at once`, 'to')
  })
export type PeriodQuery = z.infer<typeof PeriodQuerySchema>
/** A chosen period: both days. */
export type DashboardPeriod = Required<PeriodQuery>

/** Local days from `from` to `to`, both included. */
export function periodDays({ from, to }: DashboardPeriod): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
}

// GET /metrics — `null` when the account has no data yet ('No metrics data available').
export const MetricsResponseSchema = z.object({ metrics: MetricsSchema.nullable() })
export type MetricsResponse = z.infer<typeof MetricsResponseSchema>

// GET /insights — a list of text strings ('No insights available yet' when empty).
export const InsightsResponseSchema = z.object({ insights: z.array(z.string()) })
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>

// GET /report — where the weekly PDF is; `null` before the first report ('No report available').
export const ReportResponseSchema = z.object({ report_url: z.string().min(1).nullable() })
export type ReportResponse = z.infer<typeof ReportResponseSchema>
