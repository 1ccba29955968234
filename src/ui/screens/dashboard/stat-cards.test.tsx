import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Metrics } from '../../../../kernel/contract'
import { CARD_TEXT, EMPTY_CARDS, EmptyStatCards, STAT_CARDS, StatCards } from './stat-cards'

const card = (title: string) => screen.getByRole('listitem', { name: title })

describe('the four cards of an account without sales', () => {
  it('keep their titles with a dash and say so, with the way to fill them', () => {
    render(
      <MemoryRouter>
        <EmptyStatCards />
      </MemoryRouter>,
    )
    for (const { title } of STAT_CARDS) {
      expect(card(title)).toHaveTextContent(`${title}${EMPTY_CARDS.value}${EMPTY_CARDS.hidden}${EMPTY_CARDS.note}`)
      expect(within(card(title)).queryByText(/\d/)).not.toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: EMPTY_CARDS.action })).toHaveAttribute('href', '/upload')
  })
})

describe('Avg Order Value when the period has revenue but no order counts', () => {
  // A manual-only account: day totals typed in without their number of orders.
  const manualOnly: Metrics = {
    revenue: 1234.56,
    orders: 0,
    customers: 0,
    avg_order: 0,
    changes: { revenue: null, orders: null, customers: null, avg_order: null },
    period: { from: '2026-10-26', to: '2026-11-24', orders: 0 },
  }

  it('shows a dash and why, not RM0.00 beside the revenue', () => {
    render(<StatCards metrics={manualOnly} />)
    expect(card('Total Revenue (RM)')).toHaveTextContent('RM1,234.56')
    expect(card('Avg Order Value (RM)')).toHaveTextContent(`Avg Order Value (RM)${EMPTY_CARDS.value}${CARD_TEXT.ordersUnknown}`)
    expect(card('Avg Order Value (RM)')).not.toHaveTextContent('RM0.00')
  })

  it('shows the average as soon as the period has orders, and RM0.00 for a period without revenue either', () => {
    const { rerender } = render(<StatCards metrics={{ ...manualOnly, avg_order: 24.69, period: { ...manualOnly.period!, orders: 50 } }} />)
    expect(card('Avg Order Value (RM)')).toHaveTextContent('RM24.69')
    rerender(<StatCards metrics={{ ...manualOnly, revenue: 0 }} />)
    expect(card('Avg Order Value (RM)')).toHaveTextContent('RM0.00')
    expect(card('Avg Order Value (RM)')).not.toHaveTextContent(CARD_TEXT.ordersUnknown)
  })
})

describe('Orders and Avg Order Value when a file in the period could only be counted one order per line', () => {
  const metrics: Metrics = {
    revenue: 25.3,
    orders: 0,
    customers: 0,
    avg_order: 8.43,
    changes: { revenue: null, orders: null, customers: null, avg_order: null },
    period: { from: '2026-10-26', to: '2026-11-24', orders: 3 },
    orders_per_line: { period: ['till.csv'], today: ['till.csv'] },
  }

  it('say so under both, naming the file, and nowhere else', () => {
    const { rerender } = render(<StatCards metrics={metrics} />)
    const said = CARD_TEXT.ordersPerLine(['till.csv'])
    expect(said).toContain('till.csv')
    expect(card('Orders Today')).toHaveTextContent(said)
    rerender(<StatCards metrics={{ ...metrics, orders_per_line: { period: ['till.csv'], today: [] } }} />)
    expect(card('Orders Today')).not.toHaveTextContent(said)
    expect(card('Avg Order Value (RM)')).toHaveTextContent('RM8.43')
    expect(card('Avg Order Value (RM)').textContent?.endsWith(said)).toBe(true)
    expect(card('Total Revenue (RM)')).not.toHaveTextContent(said)
    expect(card('Active Customers')).not.toHaveTextContent(said)
  })
})

