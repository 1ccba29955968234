import { EARLIEST_PERIOD_DAY, MAX_PERIOD_DAYS } from '../../../kernel/limits'
import { periodDays, type DashboardPeriod, type DashboardQuery, type Metrics } from '../../../kernel/contract'

/** The contract's bounds and day count, for the screen (which reaches the API only through the machine). */
export { EARLIEST_PERIOD_DAY, periodDays }

/**
 * What the owner chose to read on the dashboard (docs/product.md#dashboard-period): a period, as a
 * preset owners know from their POS back office or two days of their own, and an outlet (null: all).
 * Presets are resolved into days against "today" in the account's zone when the dashboard loads,
 * so "Last 7 days" read after midnight is the new day's.
 */
export const PERIOD_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'lastMonth'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

export type PeriodChoice = { preset: PeriodPreset } | ({ preset: 'custom' } & DashboardPeriod)

export interface DashboardSelection {
  period: PeriodChoice
  outlet: string | null
}

/** The 30 days ending today, all outlets: what GET /metrics reads without a query. */
export const DEFAULT_SELECTION: DashboardSelection = { period: { preset: 'last30' }, outlet: null }

/** `YYYY-MM-DD` `days` days after `day` (before, when negative). */
export function addDaysIso(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The days a choice reads when `today` is the account's today; undefined for the default period (the backend's own 30 days). */
export function resolvePeriod(choice: PeriodChoice, today: string): DashboardPeriod | undefined {
  const month = today.slice(0, 8)
  switch (choice.preset) {
    case 'last7':
      return { from: addDaysIso(today, -6), to: today }
    case 'last30':
      return undefined
    case 'last90':
      return { from: addDaysIso(today, -89), to: today }
    case 'thisMonth':
      return { from: `${month}01`, to: today }
    case 'lastMonth': {
      const lastDay = addDaysIso(`${month}01`, -1)
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay }
    }
    case 'custom':
      return { from: choice.from, to: choice.to }
  }
}

/** The query of a selection on `today`. */
export function queryOf(selection: DashboardSelection, today: string): DashboardQuery {
  const period = resolvePeriod(selection.period, today)
  return { ...(period ? { period } : {}), ...(selection.outlet !== null ? { outlet: selection.outlet } : {}) }
}

/** The key a selection's answer is cached under on `today`: the days it reads and the outlet. */
export function selectionKey(selection: DashboardSelection, today: string): string {
  const period = resolvePeriod(selection.period, today)
  return JSON.stringify([period?.from ?? null, period?.to ?? null, selection.outlet])
}

/**
 * The offer an owner gets when the period read has no sales but the account has some elsewhere
 * (an export of last year, a business that paused): the latest 30 days that have data, ending on
 * the last day with sales. Null when there is nothing to offer.
 */
export function latestDataPeriod(metrics: Metrics | null): DashboardPeriod | null {
  const { period, span, series } = metrics ?? {}
  if (!metrics || !period || !span) return null
  const empty = metrics.revenue === 0 && period.orders === 0 && (series?.daily.every((day) => day.revenue === 0) ?? true)
  const outside = span.last < period.from || span.first > period.to
  return empty && outside ? { from: addDaysIso(span.last, -29), to: span.last } : null
}

/** Why two days cannot be read as a custom period, in the owner's words; null when they can. */
export { MAX_PERIOD_DAYS }

/** Why a custom range cannot be shown: the days are the wrong way round, it ends after today, or it is too long. */
export type CustomPeriodProblem = 'reversed' | 'future' | 'tooLong'

export function customPeriodProblem({ from, to }: DashboardPeriod, today: string): CustomPeriodProblem | null {
  if (from > to) return 'reversed'
  if (to > today) return 'future'
  if (periodDays({ from, to }) > MAX_PERIOD_DAYS) return 'tooLong'
  return null
}
