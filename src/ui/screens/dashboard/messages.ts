/** What the dashboard says beyond its panels' fixed titles (docs/product.md#dashboard-messages). */
/** The Weekly Report panel's failure (Selera's wording: the spec shows no download failing). */
export const REPORT_DOWNLOAD_FAILED = 'Could not download the weekly report. Please try again.'

/** The dashboard's own words, the spec's exactly. */
export const DASHBOARD_TEXT = {
  refresh: 'Refresh',
  lastUpdated: 'Last updated',
  loading: 'Loading your dashboard...',
  failedTitle: 'Something went wrong',
  failed: 'Failed to load dashboard data. Please try again.',
  retry: 'Try Again',
  noMetrics: 'No metrics data available',
} as const

export const DASHBOARD_TITLE = 'Dashboard'

export const INSIGHTS_TITLE = 'AI Insights'
export const NO_INSIGHTS = 'No insights available yet'

export const SALES_METRICS_TITLE = 'Sales Metrics'
export const RAW_METRICS_LABEL = 'Show raw metrics'

export const WEEKLY_REPORT_TITLE = 'Weekly Report'
export const NO_REPORT = 'No report available'
export const REPORT_LABELS = {
  download: 'Download weekly report (PDF)',
  preparing: 'Preparing the PDF...',
  saveAgain: 'Save the PDF again',
  retry: 'Try again',
} as const
