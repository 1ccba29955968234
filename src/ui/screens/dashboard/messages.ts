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
