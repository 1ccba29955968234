import type { Driver } from '../driver'

/** The Weekly Report panel's button names (src/ui/screens/dashboard/weekly-report-panel.tsx). */
export const REPORT_GESTURE_LABELS = {
  download: 'Download weekly report (PDF)',
  retry: 'Try again',
} as const

/** One gesture per report-download event, for Testing Library and Playwright alike. */
export const reportGestures = {
  /** `report.download`: the panel's download button. */
  download: (driver: Driver) => driver.click('button', REPORT_GESTURE_LABELS.download),
  /** `report.retry`: Try again, under the failure. */
  retry: (driver: Driver) => driver.click('button', REPORT_GESTURE_LABELS.retry),
}
