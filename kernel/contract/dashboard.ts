import './zod-config'
import * as z from 'zod'
import { EARLIEST_PERIOD_DAY, MAX_PERIOD_DAYS } from '../limits'
import { CurrencySchema } from './settings'

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
 * Selera's `changes`, `period`, `series`, `timezone` and `currency` (optional: a backend that does not send
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
    /**
     * The period's first and last local day, both included, and its distinct orders (`orders` above
     * is today's). `until`, for a period that ends today: the instant (ISO 8601) its numbers are
     * read up to; the previous period's last day is then read up to the same local time of day, so
     * the changes compare like with like (Selera's, docs/spec-deviations.md).
     */
    period: z.object({ from: LocalDaySchema, to: LocalDaySchema, orders: z.number().int().nonnegative(), until: z.iso.datetime({ offset: true }).optional() }).optional(),
    /** The first and last local day with sales in the account (in the chosen outlet), all time: null without any. */
    span: z.object({ first: LocalDaySchema, last: LocalDaySchema }).nullable().optional(),
    /** Every outlet in the account's sales, all time, by name (the outlet choice's options). */
    outlets: z.array(z.string().min(1)).optional(),
    /** The outlet the numbers are of, when the query chose one. */
    outlet: z.string().min(1).optional(),
    series: MetricsSeriesSchema.optional(),
    /** The IANA zone the numbers were read in (the account's): the screen shows its times in it. */
    timezone: z.string().min(1).optional(),
    /** The account's currency (its settings'): the amounts are in it, as recorded, and the screen writes them with its symbol. */
    currency: CurrencySchema.optional().describe("Selera's extension: the account's currency (its settings); the amounts are as recorded, never converted"),
    /**
     * Files whose orders could not be counted (no order number, no time): each of their lines counts
     * as one order. `period`: those with sales in the period (Avg Order Value); `today`: today (Orders Today).
     */
    orders_per_line: z
      .object({ period: z.array(z.string()), today: z.array(z.string()) })
      .optional()
      .describe("Selera's extension: uploads whose orders are counted one per line (the file has no order number and no time of day), with sales in the period and today, so Avg Order Value and Orders Today count lines there"),
  })
  .loose()
export type Metrics = z.infer<typeof MetricsSchema>

const isDay = (text: string | undefined): text is string => text !== undefined && z.iso.date().safeParse(text).success

/** Longest outlet name a query may name. */
export const MAX_OUTLET_NAME = 200

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&outlet=…` of GET /metrics and GET /insights (Selera's extension,
 * docs/spec-deviations.md): the period to read, local days in the account's time zone, both
 * included; both or neither (neither: the 30 days ending today); and one outlet (a name from
 * `metrics.outlets`) or, without it, all. The backend also refuses a `to` after today, which only
 * the account's zone and clock can say, and an outlet the account has no sales from. The messages
 * are for the owner.
 */
export const PeriodQuerySchema = z
  .object({
    from: z.iso.date({ error: 'from must be a real day written YYYY-MM-DD' }).optional().describe(`The period's first local day, ${EARLIEST_PERIOD_DAY} or later; with to`),
    to: z.iso.date({ error: 'to must be a real day written YYYY-MM-DD' }).optional().describe(`The period's last local day, included: today at the latest, at most ${MAX_PERIOD_DAYS} days from from`),
    outlet: z.string({ error: 'outlet must be an outlet name' }).trim().min(1, { error: 'outlet must not be empty' }).max(MAX_OUTLET_NAME, { error: `outlet must be at most ${MAX_OUTLET_NAME} characters` }).optional().describe('One outlet, by its name in metrics.outlets; without it, all outlets'),
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
export type DashboardPeriod = Required<Pick<PeriodQuery, 'from' | 'to'>>
/** What the dashboard asks for: a period (none: the default) and an outlet (none: all). */
export interface DashboardQuery {
  period?: DashboardPeriod
  outlet?: string
}

/** Local days from `from` to `to`, both included. */
export function periodDays({ from, to }: DashboardPeriod): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
}

// GET /metrics — `null` when the account has no data yet ('No metrics data available').
export const MetricsResponseSchema = z.object({ metrics: MetricsSchema.nullable() })
export type MetricsResponse = z.infer<typeof MetricsResponseSchema>

// GET /insights — a list of text strings ('No insights available yet' when empty).
export const InsightsResponseSchema = z.object({
  insights: z.array(z.string()),
  /**
   * Selera's: beside each insight, in the same order, the owner's goal it serves (a title of GET
   * /goals), which ranked it higher, or null. Optional: a backend without it still satisfies the spec.
   */
  serves: z
    .array(z.string().min(1).nullable())
    .optional()
    .describe("Selera's extension: beside each insight, in the same order, the owner's goal it serves (a title of GET /goals), or null"),
})
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>

/**
 * The week a report covers (Selera's, docs/spec-deviations.md): Monday and Sunday; `latest` false
 * when it is not the last complete week (which has no sales) but the last complete week with sales.
 */
export const ReportWeekSchema = z.object({ from: LocalDaySchema, to: LocalDaySchema, latest: z.boolean() })
export type ReportWeekInfo = z.infer<typeof ReportWeekSchema>

// GET /report — where the weekly PDF is; `null` before the first report ('No report available').
export const ReportResponseSchema = z.object({ report_url: z.string().min(1).nullable(), week: ReportWeekSchema.optional() })
export type ReportResponse = z.infer<typeof ReportResponseSchema>
