/** What the dashboard says beyond its panels' fixed titles (docs/product.md#dashboard-messages). */
/** The Weekly Report panel's failure (Selera's wording: the spec shows no download failing). */
export const REPORT_DOWNLOAD_FAILED = 'Could not download the weekly report. Please try again.'
