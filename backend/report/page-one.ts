/**
 * Page 1 of the weekly PDF: the cover band (business and week), the business's top goal with what
 * the week did for it (when the owner has one), the KPI table with week-on-week change, the daily
 * revenue chart (rects: this week beside the week before) and the peak-hours heatmap with the
 * busiest hours written out, so the picture has a text alternative. Amounts in the account's currency.
 */
import type { ReportContent } from './content'
import { currencySymbol, localeOf, money, moneyWhole } from '../../kernel/format'
import { COLOURS, CONTENT_WIDTH, mix, PAGE, type Pen } from './pen'

const { margin: M, width: W } = PAGE

export function sectionTitle(pen: Pen, title: string, y: number): void {
  pen.text(title, M, y, { size: 13, style: 'bold' })
  pen.line(M, y + 6, M + CONTENT_WIDTH, y + 6)
}

export function drawPageOne(pen: Pen, content: ReportContent): void {
  pen.rect(0, 0, W, 118, COLOURS.band)
  pen.rect(0, 118, W, 4, COLOURS.primary)
  pen.text('SELERA  ·  WEEKLY REPORT', M, 34, { size: 9, style: 'bold', colour: COLOURS.onBandMuted })
  pen.text(content.business, M, 66, { size: 24, style: 'bold', colour: COLOURS.onBand, maxWidth: CONTENT_WIDTH })
  pen.text(`Monday to Sunday, ${content.weekLabel}`, M, 90, { size: 13, colour: COLOURS.onBandMuted, maxWidth: CONTENT_WIDTH })
  pen.text(`Amounts in ${currencySymbol(content.currency)}, times in ${content.timezone}`, M, 108, { size: 8.5, colour: COLOURS.onBandMuted })

  // The goal takes GOAL_SPACE below the band; the daily chart gives back part of it, so page 1 still ends above the footer.
  const shift = content.goal ? GOAL_SPACE : 0
  const squeeze = content.goal ? GOAL_CHART_SQUEEZE : 0
  if (content.goal) drawGoal(pen, content.goal, 142)
  drawKpis(pen, content, 150 + shift)
  drawDailyChart(pen, content, 302 + shift, DAILY_CHART_HEIGHT - squeeze)
  drawHeatmap(pen, content, 552 + shift - squeeze)
}

const GOAL_SPACE = 36
const GOAL_CHART_SQUEEZE = 16
const DAILY_CHART_HEIGHT = 160

/** `Your top goal: …` and the week's sentence about it (two lines at most). */
function drawGoal(pen: Pen, goal: NonNullable<ReportContent['goal']>, y: number): void {
  pen.text(`Your top goal: ${goal.goal}`, M, y, { size: 10.5, style: 'bold', colour: COLOURS.band, maxWidth: CONTENT_WIDTH })
  pen.paragraph(goal.sentence, M, y + 14, CONTENT_WIDTH, { size: 10, maxLines: 2, leading: 13 })
}

function drawKpis(pen: Pen, content: ReportContent, top: number): void {
  sectionTitle(pen, 'The week at a glance', top)
  const columns = [M + 250, M + 370, M + CONTENT_WIDTH]
  const header = top + 26
  pen.text('This week', columns[0]!, header, { size: 9, style: 'bold', colour: COLOURS.muted, align: 'right' })
  pen.text('Week before', columns[1]!, header, { size: 9, style: 'bold', colour: COLOURS.muted, align: 'right' })
  pen.text('Change', columns[2]!, header, { size: 9, style: 'bold', colour: COLOURS.muted, align: 'right' })
  content.kpis.forEach((row, index) => {
    const y = header + 22 + index * 22
    pen.text(row.label, M, y, { size: 11 })
    pen.text(row.value, columns[0]!, y, { size: 11, style: 'bold', align: 'right' })
    pen.text(row.previous, columns[1]!, y, { size: 11, colour: COLOURS.muted, align: 'right' })
    const colour = row.change.startsWith('+') ? COLOURS.up : row.change.startsWith('-') ? COLOURS.down : COLOURS.muted
    pen.text(row.change, columns[2]!, y, { size: 11, style: 'bold', colour, align: 'right' })
    pen.line(M, y + 7, M + CONTENT_WIDTH, y + 7, COLOURS.rule, 0.4)
  })
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) and how many of them (1–5) reach `value`. */
export function axisSteps(value: number): { step: number; count: number } {
  if (!(value > 0)) return { step: 1, count: 1 }
  const power = 10 ** Math.floor(Math.log10(value / 5))
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate * 5 >= value) ?? 10 * power
  return { step, count: Math.max(1, Math.ceil(value / step - 1e-9)) }
}

function drawDailyChart(pen: Pen, content: ReportContent, top: number, height: number): void {
  sectionTitle(pen, 'Daily revenue', top)
  const locale = localeOf({ currency: content.currency })
  const axis = 52
  const chartTop = top + 26
  const baseline = chartTop + height
  const { step, count } = axisSteps(Math.max(0, ...content.daily.flatMap((day) => [day.revenue, day.previous])))
  const max = step * count
  for (let tick = 0; tick <= count; tick++) {
    const y = baseline - (height * tick) / count
    pen.line(M + axis, y, M + CONTENT_WIDTH, y, COLOURS.rule, tick === 0 ? 0.8 : 0.3)
    pen.text(step < 1 ? money(step * tick, locale) : moneyWhole(step * tick, locale), M + axis - 6, y + 3, { size: 7, colour: COLOURS.muted, align: 'right' })
  }
  const group = (CONTENT_WIDTH - axis) / 7
  content.daily.forEach((day, index) => {
    const x = M + axis + index * group + 10
    const now = (Math.max(0, day.revenue) / max) * height
    const before = (Math.max(0, day.previous) / max) * height
    pen.rect(x + 28, baseline - before, 14, before, COLOURS.previous)
    pen.rect(x, baseline - now, 28, now, COLOURS.primary)
    // Above both bars: a label over the shorter one ran into the taller one beside it.
    pen.text(moneyWhole(day.revenue, locale), x + 21, baseline - Math.max(now, before) - 4, { size: 7, style: 'bold', align: 'center' })
    pen.text(day.label, x + 21, baseline + 13, { size: 9, colour: COLOURS.muted, align: 'center' })
  })
  const legend = baseline + 32
  pen.rect(M + axis, legend - 7, 9, 9, COLOURS.primary)
  pen.text('This week', M + axis + 14, legend, { size: 8.5 })
  pen.rect(M + axis + 80, legend - 7, 9, 9, COLOURS.previous)
  pen.text('Same day, week before', M + axis + 94, legend, { size: 8.5 })
}

const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

function drawHeatmap(pen: Pen, content: ReportContent, top: number): void {
  sectionTitle(pen, 'Peak hours', top)
  const hours = content.heatmap.flatMap((row) => row.flatMap((value, hour) => (value > 0 ? [hour] : [])))
  if (hours.length === 0) {
    pen.text('No sales with a time of day this week, so no hours to show.', M, top + 28, { size: 10, colour: COLOURS.muted })
    return
  }
  const first = Math.min(...hours)
  const last = Math.max(...hours)
  const label = 32
  const cell = Math.min(30, (CONTENT_WIDTH - label) / (last - first + 1))
  const rowHeight = 14
  const gridTop = top + 32
  const max = Math.max(...content.heatmap.flat())
  for (let hour = first; hour <= last; hour++) {
    pen.text(String(hour), M + label + (hour - first) * cell + cell / 2, gridTop - 5, { size: 7, colour: COLOURS.muted, align: 'center' })
  }
  content.heatmap.forEach((row, weekday) => {
    const y = gridTop + weekday * rowHeight
    pen.text(DAY_LABELS[weekday]!, M, y + 10, { size: 8, colour: COLOURS.muted })
    for (let hour = first; hour <= last; hour++) {
      const value = row[hour]!
      const fill = value > 0 ? mix('#e3f4f1', COLOURS.band, value / max) : COLOURS.empty
      pen.rect(M + label + (hour - first) * cell + 0.5, y + 0.5, cell - 1, rowHeight - 1, fill)
    }
  })
  const below = gridTop + 7 * rowHeight + 12
  pen.text(`Darker is more revenue (the darkest cell: ${moneyWhole(max, localeOf({ currency: content.currency }))}). Hours are when each sale was rung up.`, M + label, below, { size: 7.5, colour: COLOURS.muted })
  pen.text('Busiest hours', M, below + 22, { size: 10, style: 'bold' })
  content.peaks.forEach((peak, index) => pen.text(`${index + 1}.  ${peak}`, M + 10, below + 38 + index * 14, { size: 10, maxWidth: CONTENT_WIDTH - 10 }))
}
