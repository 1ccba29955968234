import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiUrl } from '../../../api/http'
import { server } from '../../../../tests/setup/vitest.setup'
import { createEndpointGate, settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { rtlDriver } from '../../../../tests/utils/driver-rtl'
import { manualEntryGestures } from '../../../../tests/utils/gestures/manual-entry'
import { renderRoute, type RenderedRoute } from '../../../../tests/utils/render'
import { HISTORY_MESSAGES, MANUAL_TEXT, REMOVAL_MESSAGES } from './messages'

settleRequestsAfterEach(server)

const historyPanel = () => screen.getByRole('region', { name: 'Recent uploads' })
const status = () => within(historyPanel()).getByRole('status')
const alert = () => within(historyPanel()).getByRole('alert')
const ENTRY = 'Manual entry, RM250.00 for 1 May 2026'
const removeButton = () => within(historyPanel()).getByRole('button', { name: `Remove ${ENTRY}` })
const dialog = () => screen.getByRole('alertdialog', { name: 'Remove this manual entry?' })

/** A new owner with one manual entry in Recent uploads. */
async function withOneEntry(): Promise<RenderedRoute> {
  const route = await renderRoute('/upload', { user: 'new' })
  await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
  await within(historyPanel()).findByText(HISTORY_MESSAGES.empty)
  await manualEntryGestures.enter(rtlDriver(route.user), { date: '2026-05-01', sales: '250.00' })
  const manual = screen.getByRole('region', { name: 'Enter sales manually' })
  await waitFor(() => expect(within(manual).getByRole('status')).toHaveTextContent(MANUAL_TEXT.success))
  await within(historyPanel()).findByText(ENTRY)
  await waitFor(() => expect(removeButton()).toBeEnabled())
  return route
}

describe('upload screen: removing an upload (docs/product.md#recent-uploads)', () => {
  it('asks first in a modal alert dialog, focused on Cancel; Cancel removes nothing and gives the focus back', async () => {
    const { user } = await withOneEntry()
    await user.click(removeButton())
    expect(dialog()).toHaveAttribute('aria-modal', 'true')
    expect(dialog()).toHaveAccessibleDescription(`${ENTRY} ${REMOVAL_MESSAGES.consequence}`)
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(removeButton()).toHaveFocus()
    expect(within(historyPanel()).getByText(ENTRY)).toBeInTheDocument()
  })

  it('keeps Tab inside the dialog, and Escape cancels', async () => {
    const { user } = await withOneEntry()
    await user.click(removeButton())
    const cancel = within(dialog()).getByRole('button', { name: 'Cancel' })
    const confirm = within(dialog()).getByRole('button', { name: REMOVAL_MESSAGES.confirm })
    await user.tab()
    expect(confirm).toHaveFocus()
    await user.tab()
    expect(cancel).toHaveFocus()
    await user.tab({ shift: true })
    expect(confirm).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(removeButton()).toHaveFocus()
  })

  it('removes on confirmation: Removing... in the dialog, then what went, the empty list, the focus on the list', async () => {
    const gate = createEndpointGate(server, { method: 'DELETE', url: apiUrl('/uploads/:id') })
    try {
      const { user } = await withOneEntry()
      await user.click(removeButton())
      await user.click(within(dialog()).getByRole('button', { name: REMOVAL_MESSAGES.confirm }))
      expect(within(dialog()).getByRole('button', { name: REMOVAL_MESSAGES.busy })).toBeDisabled()
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled()
      expect(dialog()).toHaveFocus()
      expect(removeButton()).toBeDisabled()
      gate.allow(1)
      await waitFor(() => expect(status()).toHaveTextContent('Removed the manual entry: 1 daily total, 1 May 2026.'))
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Recent uploads' })).toHaveFocus()
      expect(await within(historyPanel()).findByText(HISTORY_MESSAGES.empty)).toBeInTheDocument()
      expect(within(historyPanel()).queryByText(ENTRY)).not.toBeInTheDocument()
    } finally {
      gate.open()
    }
  })

  it('a failed removal says so, keeps the upload listed, and gives the focus back to its Remove', async () => {
    const { user } = await withOneEntry()
    setChaosRule('DELETE /uploads/{id}', { status: 500 })
    await user.click(removeButton())
    await user.click(within(dialog()).getByRole('button', { name: REMOVAL_MESSAGES.confirm }))
    await waitFor(() => expect(alert()).toHaveTextContent(REMOVAL_MESSAGES.failed))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(removeButton()).toHaveFocus()
    expect(within(historyPanel()).getByText(ENTRY)).toBeInTheDocument()
  })

  it('an upload already removed elsewhere: the server’s reason, and the list refreshed without it', async () => {
    const { user } = await withOneEntry()
    setChaosRule('DELETE /uploads/{id}', { status: 404, body: { detail: 'There is no such upload among yours. It may have been removed already.' } })
    setChaosRule('GET /uploads', { status: 200, body: { uploads: [] } })
    await user.click(removeButton())
    await user.click(within(dialog()).getByRole('button', { name: REMOVAL_MESSAGES.confirm }))
    await waitFor(() => expect(alert()).toHaveTextContent(`${REMOVAL_MESSAGES.failed}There is no such upload among yours. It may have been removed already.`))
    expect(await within(historyPanel()).findByText(HISTORY_MESSAGES.empty)).toBeInTheDocument()
  })
})
