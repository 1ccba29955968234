import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration } from 'chart.js'
import { useEffect, useRef } from 'react'
import type { ChartSpec } from './chart-spec'
import { money, moneyCompact } from '../../../format'

// Only what the dashboard draws, so the rest of chart.js is shaken out of this chunk.
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
}

/** A category label that fits beside a bar on a phone; the data table has it in full. */
function shorten(label: string, room: number): string {
  return label.length > room ? `${label.slice(0, room - 1).trimEnd()}…` : label
}

function configOf(spec: ChartSpec, narrow: boolean): ChartConfiguration<'line' | 'bar'> {
  // Bars and lines keep 3:1 or better against the card (WCAG 1.4.11): primary and the strong border grey.
  const tones = {
    primary: token('--color-primary', '#0f6b63'),
    muted: token('--color-border-strong', '#5f6b68'),
  }
  const text = token('--color-text-muted', '#4a5552')
  const grid = token('--color-border', '#cdd5d2')
  const horizontal = spec.horizontal === true
  const valueAxis = {
    beginAtZero: true,
    ticks: { color: text, maxRotation: 0, autoSkipPadding: 12, maxTicksLimit: narrow ? 4 : 6, callback: (value: string | number) => moneyCompact(Number(value)) },
    grid: { color: grid },
  }
  const labels = [...spec.labels]
  const labelAxis = {
    ticks: {
      color: text,
      autoSkip: !horizontal,
      maxRotation: 0,
      autoSkipPadding: 12,
      ...(horizontal ? { callback: (_: string | number, index: number) => shorten(labels[index] ?? '', narrow ? 14 : 28) } : {}),
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
            label: (item) => `${item.dataset.label ?? ''}: ${money(Number(item.raw))}`,
          },
        },
      },
    },
  }
}

/** Draws one chart spec with chart.js; the caller already knows a 2D context exists (`canDrawCharts`). */
export default function CanvasChart({ spec }: { spec: ChartSpec }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return undefined
    const chart = new Chart(context, configOf(spec, element.parentElement!.clientWidth < 480))
    return () => chart.destroy()
  }, [spec])
  return (
    <canvas ref={canvas} role="img" aria-label={spec.summary}>
      {spec.summary}
    </canvas>
  )
}
