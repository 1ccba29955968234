import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Heatmap, HEATMAP_TEXT } from './heatmap'

const noHours = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0))

describe('When you sell, for sales without a time of day', () => {
  it('says the period’s sales have no hours instead of dropping the chart without a word', () => {
    render(<Heatmap heatmap={noHours} anySales />)
    expect(screen.getByText('When you sell').closest('figure')).toHaveTextContent(HEATMAP_TEXT.noHours)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows nothing for a period without sales (the other charts say so)', () => {
    const { container } = render(<Heatmap heatmap={noHours} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('draws the table as soon as one hour has sales', () => {
    const one = noHours.map((day, d) => day.map((_, h) => (d === 4 && h === 12 ? 120 : 0)))
    render(<Heatmap heatmap={one} anySales />)
    expect(screen.getByRole('table', { name: /Revenue by weekday and hour/ })).toBeInTheDocument()
    expect(screen.queryByText(HEATMAP_TEXT.noHours)).not.toBeInTheDocument()
  })
})
