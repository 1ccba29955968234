import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { rtlDriver } from '../../../../tests/utils/driver-rtl'
import { MANUAL_LABELS, manualEntryGestures } from '../../../../tests/utils/gestures/manual-entry'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { countRequests } from '../../../../tests/utils/request-count'
import { HISTORY_MESSAGES, MANUAL_TEXT } from './messages'
import { manualPanel, historyPanel, status, alert, open } from '../../../../tests/utils/upload-screen'

// A cancelled upload is still stored by the server: let it land before the next test's reset.
settleRequestsAfterEach(server)

describe('upload screen: manual entry (docs/product.md#manual-entry)', () => {
  it('success: the spec message, what was recorded, the form cleared, the recent uploads show it', async () => {
    const { route } = await open('new')
    await within(historyPanel()).findByText(HISTORY_MESSAGES.empty)
    await manualEntryGestures.enter(rtlDriver(route.user), { date: '2026-11-01', sales: '1234.50', emails: 'aminah@kopi.my, wei@kopi' })
    const message = status(manualPanel())
    await waitFor(() => expect(message).toHaveTextContent(MANUAL_TEXT.success))
    expect(MANUAL_TEXT.success).toBe('Manual data submitted successfully! Our AI is processing your data.')
    expect(message).toHaveTextContent(/Recorded RM1,234\.50 for 1 Nov 2026 with 1 customer\. Not recorded: “wei@kopi”/)
    const numbers: string[] = [MANUAL_LABELS.sales, MANUAL_LABELS.orders]
    for (const label of Object.values(MANUAL_LABELS)) expect(within(manualPanel()).getByLabelText(label)).toHaveValue(numbers.includes(label) ? null : '')
    const list = await within(historyPanel()).findByRole('list')
    expect(within(list).getByText('Manual entry')).toBeInTheDocument()
  })

  it('an incomplete form is not sent: the browser asks for the required fields', async () => {
    const uploads = countRequests(server, 'POST', '/upload')
    const { route } = await open()
    await manualEntryGestures.enter(rtlDriver(route.user), { sales: '12.50' })
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.date)).toBeInvalid()
    expect(status(manualPanel())).toBeEmptyDOMElement()
    expect(uploads()).toBe(0)
  })

  it('a failed submit: the spec message, the form kept', async () => {
    setChaosRule('POST /upload', { status: 503 })
    const { route } = await open()
    await manualEntryGestures.enter(rtlDriver(route.user), { date: '2026-11-01', sales: '88.20', emails: 'a@b.my' })
    await waitFor(() => expect(alert(manualPanel())).toHaveTextContent(/^Manual submission failed\. Please try again\.$/))
    expect(MANUAL_TEXT.failure).toBe('Manual submission failed. Please try again.')
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.date)).toHaveValue('2026-11-01')
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.sales)).toHaveValue(88.2)
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.emails)).toHaveValue('a@b.my')
  })

  it('a refusal says why under the spec message: a date in the future', async () => {
    const { route } = await open()
    await manualEntryGestures.enter(rtlDriver(route.user), { date: '2031-01-01', sales: '10' })
    await waitFor(() => expect(alert(manualPanel())).toHaveTextContent(MANUAL_TEXT.failure))
    expect(alert(manualPanel())).toHaveTextContent(/2031-01-01 is in the future/)
  })

  it('while submitting, the form is disabled and reads Submitting...', async () => {
    setChaosRule('POST /upload', { delayMs: 300 })
    const { route } = await open()
    await manualEntryGestures.enter(rtlDriver(route.user), { date: '2026-11-01', sales: '10' })
    expect(within(manualPanel()).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.sales)).toBeDisabled()
    await waitFor(() => expect(status(manualPanel())).toHaveTextContent(MANUAL_TEXT.success))
  })
})
