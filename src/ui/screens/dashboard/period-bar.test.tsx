import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { DashboardSelection } from '../../../machines/dashboard/dashboard.period'
import { PERIOD_TEXT } from './messages'
import { insightsLede } from './insights-panel'
import { LatestDataOffer, PeriodBar, type PeriodBarProps } from './period-bar'

const TODAY = '2026-11-24'

function renderBar(props: Partial<PeriodBarProps> = {}) {
  const onPeriod = vi.fn()
  const onOutlet = vi.fn()
  const selection: DashboardSelection = { period: { preset: 'last30' }, outlet: null }
  render(<PeriodBar selection={selection} shown={{ from: '2026-10-26', to: TODAY }} today={TODAY} outlets={['Bangsar', 'Cheras']} onPeriod={onPeriod} onOutlet={onOutlet} {...props} />)
  return { onPeriod, onOutlet, user: userEvent.setup() }
}

describe('the period and outlet choice', () => {
  it('presses the chosen preset, sends the one clicked, and says the days shown', async () => {
    const { onPeriod, user } = renderBar()
    const periods = screen.getByRole('group', { name: PERIOD_TEXT.period })
    expect(within(periods).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(periods).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(within(periods).getByRole('button', { name: 'Last month' }))
    expect(onPeriod).toHaveBeenCalledWith({ preset: 'lastMonth' })
    expect(screen.getByText('Showing 26 Oct – 24 Nov 2026')).toBeInTheDocument()
  })

  it('a custom range starts from the days shown, sends two days, and refuses a first day after the last, on the field', async () => {
    const { onPeriod, user } = renderBar()
    await user.click(screen.getByText(PERIOD_TEXT.custom, { selector: 'summary' }))
    const from = screen.getByLabelText(PERIOD_TEXT.from)
    const to = screen.getByLabelText(PERIOD_TEXT.to)
    expect(from).toHaveValue('2026-10-26')
    expect(to).toHaveAttribute('max', TODAY)
    await user.clear(from)
    await user.type(from, '2026-11-20')
    await user.clear(to)
    await user.type(to, '2026-11-01')
    await user.click(screen.getByRole('button', { name: PERIOD_TEXT.show }))
    expect(onPeriod).not.toHaveBeenCalled()
    expect((to as HTMLInputElement).validationMessage).toBe('The first day comes after the last day.')

    await user.clear(to)
    await user.type(to, '2026-11-22')
    await user.click(screen.getByRole('button', { name: PERIOD_TEXT.show }))
    expect(onPeriod).toHaveBeenCalledWith({ preset: 'custom', from: '2026-11-20', to: '2026-11-22' })
  })

  it('offers outlets only to a chain, and keeps a chosen outlet (and the way back to all) when the answer lists none', async () => {
    const { onOutlet, user } = renderBar()
    await user.selectOptions(screen.getByLabelText(PERIOD_TEXT.outlet), 'Cheras')
    expect(onOutlet).toHaveBeenLastCalledWith('Cheras')
    await user.selectOptions(screen.getByLabelText(PERIOD_TEXT.outlet), '')
    expect(onOutlet).toHaveBeenLastCalledWith(null)
  })

  it('no outlet choice for one outlet', () => {
    renderBar({ outlets: ['Bangsar'] })
    expect(screen.queryByLabelText(PERIOD_TEXT.outlet)).not.toBeInTheDocument()
  })

  it('a chosen outlet the answer does not list stays an option, so All outlets can be chosen again', () => {
    renderBar({ outlets: [], selection: { period: { preset: 'last7' }, outlet: 'Cheras' } })
    const select = screen.getByLabelText(PERIOD_TEXT.outlet)
    expect(select).toHaveValue('Cheras')
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([PERIOD_TEXT.allOutlets, 'Cheras'])
  })
})

describe('the offer of the latest data', () => {
  it('says when the latest sales are and shows their 30 days in one click', async () => {
    const onShow = vi.fn()
    render(<LatestDataOffer last="2025-03-31" offer={{ from: '2025-03-02', to: '2025-03-31' }} onShow={onShow} />)
    const offer = screen.getByRole('region', { name: PERIOD_TEXT.noSalesInPeriod })
    expect(offer).toHaveTextContent('Your latest sales are from 31 Mar 2025.')
    await userEvent.setup().click(within(offer).getByRole('button', { name: 'Show 2 Mar – 31 Mar 2025' }))
    expect(onShow).toHaveBeenCalledOnce()
  })
})

describe('the insights of a period that ended', () => {
  it('say when the data they read ends; today\'s say nothing more', () => {
    expect(insightsLede('2026-05-25')).toBe('From your own sales as they stood at the end of Mon, 25 May 2026, ranked by the money at stake and your goals.')
    expect(insightsLede(null)).toBe('From your own sales, ranked by the money at stake and your goals.')
  })
})
