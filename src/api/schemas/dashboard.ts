import './zod-config'
import * as z from 'zod'

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

/** The series the Sales Metrics panel draws (docs/product.md#sales-metrics-panel), over the same 30-day period. */
export const MetricsSeriesSchema = z.object({
  /** The period's days, oldest first, each beside the day 30 days earlier. */
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
    /** The period's first and last local day, both included. */
    period: z.object({ from: LocalDaySchema, to: LocalDaySchema }).optional(),
    series: MetricsSeriesSchema.optional(),
    /** The IANA zone the numbers were read in (the account's): the screen shows its times in it. */
    timezone: z.string().min(1).optional(),
  })
  .loose()
export type Metrics = z.infer<typeof MetricsSchema>

// GET /metrics — `null` when the account has no data yet ('No metrics data available').
export const MetricsResponseSchema = z.object({ metrics: MetricsSchema.nullable() })
export type MetricsResponse = z.infer<typeof MetricsResponseSchema>

// GET /insights — a list of text strings ('No insights available yet' when empty).
export const InsightsResponseSchema = z.object({ insights: z.array(z.string()) })
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>

// GET /report — where the weekly PDF is; `null` before the first report ('No report available').
export const ReportResponseSchema = z.object({ report_url: z.string().min(1).nullable() })
export type ReportResponse = z.infer<typeof ReportResponseSchema>
