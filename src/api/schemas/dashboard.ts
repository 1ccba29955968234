import './zod-config'
import * as z from 'zod'

/**
 * Spec §3 Dashboard metrics: the four fields the cards read. Loose on purpose: the screen also shows
 * the whole object as raw text, and later issues add series (peak hours, best sellers...) to it.
 */
export const MetricsSchema = z
  .object({
    revenue: z.number(),
    orders: z.number().int().nonnegative(),
    customers: z.number().int().nonnegative(),
    avg_order: z.number(),
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
