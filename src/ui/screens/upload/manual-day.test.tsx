import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { rtlDriver } from '../../../../tests/utils/driver-rtl'
import { MANUAL_LABELS, manualEntryGestures } from '../../../../tests/utils/gestures/manual-entry'
import { renderRoute, type RenderedRoute } from '../../../../tests/utils/render'
import { DEFAULT_PREFERENCES } from '../../../../kernel/contract'
import { putSettings } from '../../../api/settings'
import { HISTORY_MESSAGES, MANUAL_DAY_TAKEN, MANUAL_FIELD_ERRORS, MANUAL_TEXT, manualFieldErrors } from './messages'

settleRequestsAfterEach(server)

const manualPanel = () => screen.getByRole('region', { name: 'Enter sales manually' })
const historyPanel = () => screen.getByRole('region', { name: 'Recent uploads' })
const question = () => within(manualPanel()).queryByRole('group', { name: MANUAL_DAY_TAKEN.question })
const submitButton = () => within(manualPanel()).getByRole('button', { name: 'Submit manual data' })
const entriesListed = () => within(historyPanel()).queryAllByText(/^Manual entry, /).map((element) => element.textContent)

async function open(): Promise<RenderedRoute> {
  const route = await renderRoute('/upload', { user: 'new' })
  await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
  await within(historyPanel()).findByText(HISTORY_MESSAGES.empty)
  return route
}

/** Enters 20 Nov RM1,234.56 and waits for the outcome: stored, or the question. */
async function enterTwentiethNov(route: RenderedRoute, orders = '') {
  await manualEntryGestures.enter(rtlDriver(route.user), { date: '2026-11-20', sales: '1234.56', orders })
  await waitFor(() => expect(submitButton()).not.toHaveTextContent('Submitting...'))
}

async function enteredTwice(): Promise<RenderedRoute> {
  const route = await open()
  await enterTwentiethNov(route)
  await waitFor(() => expect(within(manualPanel()).getByRole('status')).toHaveTextContent(MANUAL_TEXT.success))
  await enterTwentiethNov(route)
  await waitFor(() => expect(question()).toBeInTheDocument())
  return route
}

describe('upload screen: the account’s currency', () => {
  it('names it on the sales field, in the refusals, the answers and the list (Singapore dollars)', async () => {
    const route = await open()
    await putSettings({ preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    // Away and back: the screen reads the list, and with it the currency, again.
    await route.user.click(screen.getByRole('link', { name: 'Dashboard' }))
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await route.user.click(screen.getByRole('link', { name: 'Upload Data' }))
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    const sales = await within(manualPanel()).findByLabelText('Sales amount (S$)')
    expect(within(manualPanel()).queryByLabelText(MANUAL_LABELS.sales)).not.toBeInTheDocument()
    expect(manualFieldErrors('SGD').sales.format).toBe('Enter the sales in S$ as digits, with at most two decimals, such as 1234.50.')
    await route.user.type(within(manualPanel()).getByLabelText('Date'), '2026-11-20')
    await route.user.type(sales, '1234.56')
    await route.user.click(submitButton())
    await waitFor(() => expect(within(manualPanel()).getByRole('status')).toHaveTextContent(`${MANUAL_TEXT.success}Recorded S$1,234.56 for 20 Nov 2026.`))
    await waitFor(() => expect(entriesListed()).toEqual(['Manual entry, S$1,234.56 for 20 Nov 2026']))
  })
})

describe('upload screen: a manual entry for a day that has one (docs/product.md#manual-entry)', () => {
  it('asks instead of counting it twice: the question has the focus, names the day’s entry, and the submit waits', async () => {
    await enteredTwice()
    expect(question()).toHaveFocus()
    expect(question()).toHaveTextContent('20 Nov 2026 already has a manual entry: RM1,234.56.')
    expect(submitButton()).toBeDisabled()
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.sales)).toHaveValue(1234.56)
    expect(entriesListed()).toEqual(['Manual entry, RM1,234.56 for 20 Nov 2026'])
  })

  it('Replace it: one entry for the day, the new one', async () => {
    const { user } = await enteredTwice()
    await user.click(within(question()!).getByRole('button', { name: MANUAL_DAY_TAKEN.replace }))
    await waitFor(() => expect(within(manualPanel()).getByRole('status')).toHaveTextContent(`${MANUAL_TEXT.success}Recorded RM1,234.56 for 20 Nov 2026. It replaces a manual entry of RM1,234.56.`))
    await waitFor(() => expect(entriesListed()).toEqual(['Manual entry, RM1,234.56 for 20 Nov 2026']))
    expect(question()).not.toBeInTheDocument()
  })

  it('Add to it: both entries, and the day’s new total', async () => {
    const { user } = await enteredTwice()
    await user.click(within(question()!).getByRole('button', { name: MANUAL_DAY_TAKEN.add }))
    await waitFor(() => expect(within(manualPanel()).getByRole('status')).toHaveTextContent('20 Nov 2026 now has RM2,469.12 entered by hand.'))
    await waitFor(() => expect(entriesListed()).toHaveLength(2))
  })

  it('Cancel: nothing stored, the form kept and ready to send', async () => {
    const { user } = await enteredTwice()
    await user.click(within(question()!).getByRole('button', { name: MANUAL_DAY_TAKEN.cancel }))
    expect(question()).not.toBeInTheDocument()
    expect(submitButton()).toBeEnabled()
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.date)).toHaveValue('2026-11-20')
    expect(entriesListed()).toHaveLength(1)
  })
})

describe('upload screen: a manual entry’s number of orders', () => {
  it('is an optional whole number with its hint, and is recorded with the entry', async () => {
    const route = await open()
    const orders = within(manualPanel()).getByLabelText(MANUAL_LABELS.orders)
    expect(orders).toHaveAttribute('type', 'number')
    expect(orders).toHaveAttribute('step', '1')
    expect(orders).toHaveAttribute('min', '0')
    expect(orders).not.toBeRequired()
    expect(orders).toHaveAccessibleDescription(MANUAL_TEXT.ordersHint)
    await enterTwentiethNov(route, '52')
    await waitFor(() => expect(within(manualPanel()).getByRole('status')).toHaveTextContent('Recorded RM1,234.56 and 52 orders for 20 Nov 2026.'))
    expect(orders).toHaveValue(null)
  })
})

describe('upload screen: an amount the browser takes but Selera refuses (1e3) says so', () => {
  it('shows the error under the amount, moves the focus to it, sends nothing; a correction clears it', async () => {
    const route = await open()
    const sales = within(manualPanel()).getByLabelText(MANUAL_LABELS.sales)
    await manualEntryGestures.enter(rtlDriver(route.user), { date: '2026-11-20', sales: '1e3' })
    expect(sales).toHaveAttribute('aria-invalid', 'true')
    expect(sales).toHaveAccessibleDescription(MANUAL_FIELD_ERRORS.sales.format)
    expect(sales).toHaveFocus()
    expect(within(manualPanel()).getByRole('status')).toBeEmptyDOMElement()
    expect(entriesListed()).toEqual([])

    await manualEntryGestures.change(rtlDriver(route.user), 'sales', '1000')
    expect(sales).not.toHaveAttribute('aria-invalid')
    await manualEntryGestures.submit(rtlDriver(route.user))
    await waitFor(() => expect(within(manualPanel()).getByRole('status')).toHaveTextContent('Recorded RM1,000.00 for 20 Nov 2026.'))
  })

  it('an order count of 1e3 too', async () => {
    const route = await open()
    await manualEntryGestures.enter(rtlDriver(route.user), { date: '2026-11-20', sales: '10', orders: '1e3' })
    const orders = within(manualPanel()).getByLabelText(MANUAL_LABELS.orders)
    expect(orders).toHaveAccessibleDescription(`${MANUAL_FIELD_ERRORS.orders.format} ${MANUAL_TEXT.ordersHint}`)
    expect(orders).toHaveFocus()
  })
})
