/**
 * What the weekly PDF says, as plain data already in the font's characters: the renderer only
 * places it. Kept apart from the renderer so the wording, the fallbacks for text the font cannot
 * draw and the choice of recommendations are tested without a PDF library.
 */
import type { TopGoal } from '../accounts/owner-goals'
import type { Insight } from '../analytics/insights'
import { DEFAULT_LOCALE, money, moneyWhole, percentChange, quantity, share, weekRange, WEEKDAYS, type Currency, type Locale } from '../../kernel/format'
import { goalLine, type GoalLine } from './goal'
import { peakSlots, recommendationsFromWeek, slotLabel } from './recommendations'
import { change } from '../analytics/numbers'
import type { WeekFigures, WeekSummary } from './summary'
import { drawableLabel, isReadable, LOST_TEXT, toDrawable } from './text'
import type { ReportWeek } from './week'

/** What the report reads of an insight (`computeInsights` answers them ranked, at most 8). */
export type ReportInsight = Pick<Insight, 'text' | 'action'> & Partial<Pick<Insight, 'goal'>>

export const INSIGHTS_SHOWN = 5
export const RECOMMENDATIONS = 3
export const PEAKS_SHOWN = 3
/** Marks an item whose name the font cannot draw at all. */
export const UNDRAWABLE_MARK = '*'

export interface KpiRow {
  label: string
  value: string
  previous: string
  change: string
}

export interface ReportContent {
  business: string
  weekId: string
  /** `16 – 22 November 2026` */
  weekLabel: string
  timezone: string
  /** What every amount is in: the account's currency, as recorded (nothing converted). */
  currency: Currency
  /** The business's top goal and what the week did for it; null when the owner has set none. */
  goal: GoalLine | null
  kpis: KpiRow[]
  daily: { label: string; revenue: number; previous: number }[]
  /** Revenue by weekday (Monday first) × hour, rows only. */
  heatmap: number[][]
  peaks: string[]
  items: { rank: number; name: string; quantity: string; revenue: string; change: string }[]
  insights: string[]
  recommendations: string[]
  /** Why some text looks the way it does (names the font cannot show). */
  notes: string[]
}

export interface ContentInput {
  businessName: string
  week: ReportWeek
  summary: WeekSummary
  insights: readonly ReportInsight[]
  /** The account's: amounts in its currency (ringgit without it), in English. */
  locale?: Locale
  /** The business's top goal (../accounts/owner-goals.ts), none without it. */
  goal?: TopGoal | null
}

const KPI_LABELS: Record<keyof WeekFigures, string> = { revenue: 'Revenue', orders: 'Orders', customers: 'Customers', avgOrder: 'Average order' }

export function reportContent({ businessName, week, summary, insights, locale = DEFAULT_LOCALE, goal = null }: ContentInput): ReportContent {
  const notes = new Set<string>()
  const prose = (text: string) => toDrawable(text, 'prose').text

  const business = drawableLabel(businessName, 'Your business').text
  const items = summary.topItems.map((item, index) => {
    const label = drawableLabel(item.name, `Item #${index + 1}${UNDRAWABLE_MARK}`)
    if (label.fallback) notes.add(`${UNDRAWABLE_MARK} The item's name is written in a script this PDF's font cannot show (such as Chinese or Tamil); the dashboard shows it in full.`)
    return { original: item.name, label: label.text, fallback: label.fallback, item, rank: index + 1 }
  })
  // An insight that names an item by a name the font cannot draw names it as the table does
  // (longest names first, so 卤肉饭 is not read as 饭 inside it).
  const renamed = items.filter((entry) => entry.fallback && entry.original.trim() !== '').sort((a, b) => b.original.length - a.original.length)
  const namedAsInTable = (text: string) => renamed.reduce((out, { original, label }) => replaceWhole(out, original, label), text)

  // An insight that serves the owner's goal says so, as the dashboard's tag does.
  const serving = (insight: ReportInsight) => (insight.goal ? `${insight.text} (Serves your goal: ${insight.goal}.)` : insight.text)
  const texts = insights.map((insight) => prose(namedAsInTable(serving(insight)))).filter(isReadable).slice(0, INSIGHTS_SHOWN)
  // Actions are short imperatives; as numbered sentences they end like one.
  const actions = insights.map((insight) => prose(namedAsInTable(insight.action))).filter(isReadable).map((text) => (/[.!?…]$/.test(text) ? text : `${text}.`))
  const recommendations = [...new Set(actions)].slice(0, RECOMMENDATIONS)
  if (recommendations.length < RECOMMENDATIONS) {
    const derived = recommendationsFromWeek(summary, items[0]?.label ?? null, RECOMMENDATIONS, locale)
    for (const text of derived) if (recommendations.length < RECOMMENDATIONS && !recommendations.includes(text)) recommendations.push(text)
  }
  const line = goal ? goalLine(goal, summary, items[0]?.label ?? null, locale) : null
  const goalText = line ? { goal: prose(line.goal), sentence: prose(namedAsInTable(line.sentence)) } : null
  if ([...texts, ...recommendations, goalText?.goal ?? '', goalText?.sentence ?? ''].some((text) => text.includes(LOST_TEXT))) notes.add(`${LOST_TEXT} marks words in a script this PDF's font cannot show.`)

  const heatTotal = summary.heatmap.flat().reduce((sum, value) => sum + value, 0)
  return {
    business,
    weekId: week.id,
    weekLabel: weekRange(week.monday, week.sunday),
    timezone: week.timezone,
    currency: locale.currency,
    goal: goalText && isReadable(goalText.goal) ? goalText : null,
    kpis: (Object.keys(KPI_LABELS) as (keyof WeekFigures)[]).map((key) => {
      const isMoney = key === 'revenue' || key === 'avgOrder'
      const show = (value: number) => (isMoney ? money(value, locale) : quantity(value))
      return { label: KPI_LABELS[key], value: show(summary.current[key]), previous: show(summary.previous[key]), change: percentChange(summary.changes[key]) }
    }),
    daily: summary.daily.map((day, index) => ({ label: WEEKDAYS[index]!.slice(0, 3), revenue: day.revenue, previous: day.previous })),
    heatmap: summary.heatmap,
    peaks: peakSlots(summary.heatmap, PEAKS_SHOWN).map((slot) => `${slotLabel(slot)}: ${moneyWhole(slot.revenue, locale)} (${share(slot.revenue, heatTotal)} of the week's sales)`),
    items: items.map(({ label, item, rank }) => ({
      rank,
      name: label,
      quantity: quantity(item.quantity),
      revenue: money(item.revenue, locale),
      change: percentChange(change(item.revenue, item.previousRevenue)),
    })),
    insights: texts,
    recommendations,
    notes: [...notes],
  }
}

/** `text` with each occurrence of `name` that is not part of a longer word replaced by `label`. */
function replaceWhole(text: string, name: string, label: string): string {
  const wordChar = /[\p{L}\p{N}\p{M}]/u
  let out = ''
  let from = 0
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const before = text.slice(0, at).at(-1) ?? ''
    const after = [...text.slice(at + name.length)][0] ?? ''
    if ((before && wordChar.test(before)) || (after && wordChar.test(after))) continue
    out += text.slice(from, at) + label
    from = at + name.length
  }
  return out + text.slice(from)
}
