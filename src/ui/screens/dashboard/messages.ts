import { m } from '../../../i18n/messages'
import { MAX_PERIOD_DAYS, type PeriodPreset } from '../../../machines/dashboard/dashboard.period'

/**
 * What the dashboard says (docs/product.md#dashboard-messages, docs/product.md#dashboard). Getters, not
 * strings: each reads the message catalogue (docs/decisions/013-message-catalogue.md) when the screen
 * renders, in the language of the moment.
 */

/** The page's own words, the spec's exactly: its header, and what it shows while loading, on a failure, or with no data. */
export const DASHBOARD_TEXT = {
  get title() { return m.dashboard_title() },
  get refresh() { return m.dashboard_refresh() },
  get lastUpdated() { return m.dashboard_lastUpdated() },
  get loading() { return m.dashboard_loading() },
  get failedTitle() { return m.dashboard_failedTitle() },
  get failed() { return m.dashboard_failed() },
  get retry() { return m.dashboard_retry() },
  get noMetrics() { return m.dashboard_noMetrics() },
  get noMetricsHint() { return m.dashboard_noMetricsHint() },
  /** The panels' titles. */
  get salesMetricsTitle() { return m.dashboard_metrics_title() },
  get rawMetricsLabel() { return m.dashboard_metrics_showRaw() },
  get insightsTitle() { return m.dashboard_insights_title() },
  get weeklyReportTitle() { return m.dashboard_report_title() },
}

/** The AI Insights panel's words. */
export const INSIGHTS_TEXT = {
  get title() { return m.dashboard_insights_title() },
  get none() { return m.dashboard_insights_none() },
  get noneHint() { return m.dashboard_insights_noneHint() },
  /** The tag of an insight that serves one of the owner's goals (Settings → Goals, the profile's top goals), which ranked it higher. */
  servesGoal: (goal: string) => m.dashboard_insights_servesGoal({ goal }),
}

/** The Weekly Report panel's words. */
export const REPORT_TEXT = {
  get title() { return m.dashboard_report_title() },
  get lede() { return m.dashboard_report_lede() },
  get none() { return m.dashboard_report_none() },
  get noneHint() { return m.dashboard_report_noneHint() },
  /** The panel's failure (Selera's wording: the spec shows no download failing). */
  get failed() { return m.dashboard_report_failed() },
  downloaded: (fileName: string) => m.dashboard_report_downloaded({ fileName }),
}

/** The Weekly Report panel's download control, in each of its states. */
export const REPORT_LABELS = {
  get download() { return m.dashboard_report_download() },
  get preparing() { return m.dashboard_report_preparing() },
  get saveAgain() { return m.dashboard_report_saveAgain() },
  get retry() { return m.dashboard_report_retry() },
}

/** The period presets' names, in the order shown. */
const PRESETS = {
  get last7() { return m.dashboard_period_last7() },
  get last30() { return m.dashboard_period_last30() },
  get last90() { return m.dashboard_period_last90() },
  get thisMonth() { return m.dashboard_period_thisMonth() },
  get lastMonth() { return m.dashboard_period_lastMonth() },
} satisfies Record<PeriodPreset, string>

/** The period and outlet choice, and the offer of an empty period (Selera's: docs/product.md#dashboard-period). */
export const PERIOD_TEXT = {
  get period() { return m.dashboard_period_label() },
  presets: PRESETS as Readonly<Record<PeriodPreset, string>>,
  get custom() { return m.dashboard_period_custom() },
  get from() { return m.dashboard_period_from() },
  get to() { return m.dashboard_period_to() },
  get show() { return m.dashboard_period_show() },
  get outlet() { return m.dashboard_period_outlet() },
  get allOutlets() { return m.dashboard_period_allOutlets() },
  showing: (range: string) => m.dashboard_period_showing({ range }),
  get stale() { return m.dashboard_period_stale() },
  get noSalesInPeriod() { return m.dashboard_period_noSales() },
  latestSales: (day: string) => m.dashboard_period_latestSales({ day }),
  showLatest: (range: string) => m.dashboard_period_showLatest({ range }),
  /** What is wrong with a custom range, on its last day's field. */
  problems: {
    get reversed() { return m.dashboard_period_reversed() },
    get future() { return m.dashboard_period_future() },
    get tooLong() { return m.dashboard_period_tooLong({ days: MAX_PERIOD_DAYS }) },
  },
}
