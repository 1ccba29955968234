import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatFigure } from '../../../../kernel/contract'
import { DEFAULT_LOCALE, type Locale } from '../../../../kernel/format'
import type { ChartSpec } from '../../screens/dashboard/chart-spec'
import { AnswerFigure, type AnswerFigureLabels } from './answer-figure'

// jsdom has no 2D canvas; these tests stand in a browser that has one, and a chart that only says what it was asked to draw.
const canvas = vi.hoisted(() => ({ available: true, drawn: [] as ChartSpec[] }))
vi.mock('../../screens/dashboard/chart-loader', async (original) => ({
  ...(await original<typeof import('../../screens/dashboard/chart-loader')>()),
  canDrawCharts: () => canvas.available,
  loadCanvasChart: async () => {
    const { createElement } = await import('react')
    return {
      default: ({ spec }: { spec: ChartSpec }) => {
        canvas.drawn.push(spec)
        return createElement('canvas', { role: 'img', 'aria-label': spec.summary })
      },
    }
  },
}))

beforeEach(() => {
  canvas.available = true
  canvas.drawn.length = 0
})

const SGD: Locale = { ...DEFAULT_LOCALE, currency: 'SGD' }
const LABELS: AnswerFigureLabels = { dashboardLink: 'See it on the dashboard' }

const daily: ChatFigure = {
  title: 'Sales by day, 2–4 Nov',
  unit: 'money',
  chart: 'bar',
  points: [
    { label: 'Mon 2 Nov', value: 1234.5 },
    { label: 'Tue 3 Nov', value: 0 },
    { label: 'Wed 4 Nov', value: 98.7 },
  ],
  period: { from: '2026-11-02', to: '2026-11-04' },
}

function Address() {
  const { pathname, search } = useLocation()
  return <p>{`at ${pathname}${search}`}</p>
}

function show(figure: ChatFigure, labels: AnswerFigureLabels = LABELS, locale: Locale = SGD) {
  return render(
    <MemoryRouter initialEntries={['/chat']}>
      <Routes>
        <Route path="/chat" element={<AnswerFigure figure={figure} locale={locale} labels={labels} />} />
        <Route path="/dashboard" element={<Address />} />
      </Routes>
    </MemoryRouter>,
  )
}

/** The table's body rows as [label, value] text. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''))
}

describe('AnswerFigure: the numbers as a table', () => {
  it('writes money in the account’s currency, in a table named by its caption', () => {
    show(daily)
    const table = screen.getByRole('table', { name: daily.title })
    expect(rowsOf(table)).toEqual([
      ['Mon 2 Nov', 'S$1,234.50'],
      ['Tue 3 Nov', 'S$0.00'],
      ['Wed 4 Nov', 'S$98.70'],
    ])
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(daily.points.map((point) => point.label))
  })

  it('writes money in the currency the answer was written in, when the figure names one', () => {
    show({ ...daily, currency: 'MYR' })
    expect(rowsOf(screen.getByRole('table', { name: daily.title }))[0]).toEqual(['Mon 2 Nov', 'RM1,234.50'])
  })

  it('writes counts as numbers, and takes the caption and column headers it is given', () => {
    const orders: ChatFigure = { ...daily, title: 'Orders by hour', unit: 'count', points: [{ label: '08:00', value: 1204 }, { label: '09:00', value: 12.5 }] }
    show(orders, { ...LABELS, tableCaption: 'Orders by hour, as a table', columns: { label: 'Hour', value: 'Orders' } })
    const table = screen.getByRole('table', { name: 'Orders by hour, as a table' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Hour', 'Orders'])
    expect(rowsOf(table)).toEqual([
      ['08:00', '1,204'],
      ['09:00', '12.5'],
    ])
    expect(screen.getByRole('region', { name: 'Orders by hour, as a table' })).toContainElement(table)
  })
})

describe('AnswerFigure: the link to the dashboard', () => {
  it('opens the dashboard on the answer’s period, inside the app', async () => {
    show(daily)
    const link = screen.getByRole('link', { name: 'See it on the dashboard' })
    expect(link).toHaveAttribute('href', '/dashboard?from=2026-11-02&to=2026-11-04')
    await userEvent.click(link)
    expect(screen.getByText('at /dashboard?from=2026-11-02&to=2026-11-04')).toBeInTheDocument()
  })

  it('has no link when the figure has no period', () => {
    show({ ...daily, period: null })
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByRole('table', { name: daily.title })).toBeInTheDocument()
  })
})

describe('AnswerFigure: the chart', () => {
  it('draws money as the dashboard does, in the account’s locale', async () => {
    const { container } = show(daily)
    expect(await screen.findByRole('img', { name: daily.title })).toBe(container.querySelector('canvas'))
    expect(canvas.drawn.at(-1)).toMatchObject({
      kind: 'bar',
      horizontal: false,
      labels: daily.points.map((point) => point.label),
      series: [{ values: daily.points.map((point) => point.value), tone: 'primary' }],
      locale: SGD,
    })
  })

  it('lays bars across for a few long names, and draws a line as a line', async () => {
    const items: ChatFigure = { ...daily, points: [{ label: 'Nasi Lemak Ayam Rendang', value: 50 }, { label: 'Kopi', value: 20 }] }
    const { unmount } = show(items)
    await screen.findByRole('img')
    expect(canvas.drawn.at(-1)).toMatchObject({ kind: 'bar', horizontal: true })
    unmount()
    show({ ...daily, chart: 'line' })
    await screen.findByRole('img')
    expect(canvas.drawn.at(-1)).toMatchObject({ kind: 'line', horizontal: false })
  })

  it('draws counts as counts: the canvas is told the unit', async () => {
    show({ ...daily, unit: 'count', title: 'Orders by day' })
    await screen.findByRole('img')
    expect(canvas.drawn.at(-1)).toMatchObject({ kind: 'bar', unit: 'count' })
  })

  it('draws no canvas for a table figure or without a 2D context', () => {
    const cases: Array<[ChatFigure, boolean]> = [
      [{ ...daily, chart: 'table' }, true],
      [daily, false],
    ]
    for (const [figure, available] of cases) {
      canvas.available = available
      const { container, unmount } = show(figure)
      expect(container.querySelector('canvas')).toBeNull()
      expect(screen.getByRole('table', { name: daily.title })).toBeInTheDocument()
      unmount()
    }
    expect(canvas.drawn).toEqual([])
  })
})
