/**
 * A chart as data, independent of the library that draws it: the Sales Metrics panel builds these
 * (and their text alternatives) in the dashboard chunk; only `canvas-chart.tsx`, loaded lazily,
 * knows chart.js.
 */
import type { Locale } from '../../../../kernel/format'

export interface ChartSeries {
  label: string
  values: readonly number[]
  /** Token colour: the period in primary, the comparison muted. */
  tone: 'primary' | 'muted'
}

export interface ChartSpec {
  kind: 'line' | 'bar'
  /** Bars across, for long labels (item and outlet names). */
  horizontal?: boolean
  labels: readonly string[]
  series: readonly ChartSeries[]
  /** The canvas' accessible name: what the picture shows, in one or two sentences. */
  summary: string
  /** The values are money in this locale's currency (the account's): the axis and the tooltips write them so. */
  locale?: Locale
  /** 'count' writes the values as plain numbers (orders, customers); money by default. */
  unit?: 'money' | 'count'
}
