/** What the dashboard says (docs/product.md#dashboard-messages, docs/product.md#dashboard). */

/** The page's own words, the spec's exactly: its header, and what it shows while loading, on a failure, or with no data. */
export const DASHBOARD_TEXT = {
  refresh: 'Refresh',
  lastUpdated: 'Last updated',
  loading: 'Loading your dashboard...',
  failedTitle: 'Something went wrong',
  failed: 'Failed to load dashboard data. Please try again.',
  retry: 'Try Again',
  noMetrics: 'No metrics data available',
} as const

/** The Weekly Report panel's download control, in each of its states. */
export const REPORT_LABELS = {
  download: 'Download weekly report (PDF)',
  preparing: 'Preparing the PDF...',
  saveAgain: 'Save the PDF again',
  retry: 'Try again',
} as const

/** The page's and the panels' titles, and the panels' other words. */
export const DASHBOARD_TITLE = 'Dashboard'
export const INSIGHTS_TITLE = 'AI Insights'
export const NO_INSIGHTS = 'No insights available yet'
/** The tag of an insight that serves one of the owner's goals (Settings → Goals, the profile's top goals), which ranked it higher. */
export const servesGoal = (goal: string) => `Serves your goal: ${goal}`
export const SALES_METRICS_TITLE = 'Sales Metrics'
export const RAW_METRICS_LABEL = 'Show raw metrics'
export const WEEKLY_REPORT_TITLE = 'Weekly Report'
export const NO_REPORT = 'No report available'
/** The Weekly Report panel's failure (Selera's wording: the spec shows no download failing). */
export const REPORT_DOWNLOAD_FAILED = 'Could not download the weekly report. Please try again.'

/** The period and outlet choice, and the offer of an empty period (Selera's: docs/product.md#dashboard-period). */
export const PERIOD_TEXT = {
  period: 'Period',
  custom: 'Custom range',
  from: 'From',
  to: 'To',
  show: 'Show',
  outlet: 'Outlet',
  allOutlets: 'All outlets',
  showing: (range: string) => `Showing ${range}`,
  stale: 'Loading the period you chose...',
  noSalesInPeriod: 'No sales in this period',
  latestSales: (day: string) => `Your latest sales are from ${day}.`,
  showLatest: (range: string) => `Show ${range}`,
} as const
