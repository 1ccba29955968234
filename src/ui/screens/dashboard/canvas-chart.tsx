import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration, type Scale } from 'chart.js'
import { useEffect, useRef } from 'react'
import type { ChartSpec } from './chart-spec'
import { count, money, moneyCompact } from '../../../../kernel/format'
import { useDocumentTheme } from '../../app/use-document-theme'

// Only what the dashboard draws, so the rest of chart.js is shaken out of this chunk.
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

/** A colour token as the canvas sees it now, in the theme the page is painted in. */
function token(style: CSSStyleDeclaration, name: string): string {
  return style.getPropertyValue(name).trim()
}

/** Below this width (px) a chart draws fewer ticks and shorter names. */
const NARROW = 480

/** A category label that fits beside a bar on a phone; the data table has it in full. */
function shorten(label: string, room: number): string {
  return label.length > room ? `${label.slice(0, room - 1).trimEnd()}…` : label
}

function configOf(spec: ChartSpec, narrow: boolean, style: CSSStyleDeclaration): ChartConfiguration<'line' | 'bar'> {
  // Bars and lines keep 3:1 or better against the card in both themes (WCAG 1.4.11, src/ui/styles/contrast.test.ts).
  const tones = {
    primary: token(style, '--color-primary'),
    muted: token(style, '--color-border-strong'),
  }
  const text = token(style, '--color-text-muted')
  const grid = token(style, '--color-border')
  const horizontal = spec.horizontal === true
  const counts = spec.unit === 'count'
  const valueAxis = {
    beginAtZero: true,
    ticks: {
      color: text,
      maxRotation: 0,
      autoSkipPadding: 12,
      maxTicksLimit: narrow ? 4 : 6,
      ...(counts ? { precision: 0 } : {}),
      callback: (value: string | number) => (counts ? count(Number(value), spec.locale) : moneyCompact(Number(value), spec.locale)),
    },
    grid: { color: grid },
  }
  const labels = [...spec.labels]
  const labelAxis = {
    ticks: {
      color: text,
      autoSkip: !horizontal,
      maxRotation: 0,
      autoSkipPadding: 12,
      // The chart's width as drawn now: a phone turned, or a window narrowed, shortens the names again.
      ...(horizontal ? { callback: function (this: Scale, _: string | number, index: number) { return shorten(labels[index] ?? '', this.chart.width < NARROW ? 14 : 28) } } : {}),
    },
    grid: { display: false },
  }
  return {
    type: spec.kind,
    data: {
      labels,
      datasets: spec.series.map((series) => ({
        label: series.label,
        data: [...series.values],
        borderColor: tones[series.tone],
        backgroundColor: tones[series.tone],
        borderWidth: 2,
        ...(spec.kind === 'line' ? { pointRadius: 0, pointHoverRadius: 4, tension: 0.25, ...(series.tone === 'muted' ? { borderDash: [5, 4] } : {}) } : { borderRadius: 4, maxBarThickness: 28 }),
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Numbers, not a show: drawn at once, and never caught half-drawn after a resize.
      animation: false,
      indexAxis: horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
      plugins: {
        legend: { display: spec.series.length > 1, labels: { color: text, boxWidth: 14 } },
        tooltip: {
          callbacks: {
            title: (items) => labels[items[0]?.dataIndex ?? 0] ?? '',
            label: (item) => `${item.dataset.label ?? ''}: ${counts ? count(Number(item.raw), spec.locale) : money(Number(item.raw), spec.locale)}`,
          },
        },
      },
    },
  }
}

/**
 * Draws one chart spec with chart.js; the caller already knows a 2D context exists (`canDrawCharts`).
 * A canvas keeps the colours it was drawn with, so a change of theme draws it again.
 */
export default function CanvasChart({ spec }: { spec: ChartSpec }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const theme = useDocumentTheme()
  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return undefined
    const chart = new Chart(context, configOf(spec, element.parentElement!.clientWidth < NARROW, getComputedStyle(element)))
    return () => chart.destroy()
  }, [spec, theme])
  return (
    <canvas ref={canvas} role="img" aria-label={spec.summary}>
      {spec.summary}
    </canvas>
  )
}
