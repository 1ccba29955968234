import { readFileSync } from 'node:fs'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { apiUrl } from '../../../api/http'
import { server } from '../../../../tests/setup/vitest.setup'
import { createEndpointGate, settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { renderRoute, type RenderedRoute } from '../../../../tests/utils/render'
import type { BackendGate } from '../../../../tests/utils/graph'
import { LEAVE_MESSAGES, leaveWarning, LINK_TEXT, UPLOAD_MESSAGES } from './messages'

settleRequestsAfterEach(server)

const NAME = 'loyverse-receipts-by-item.csv'
const sample = () => new File([readFileSync(`mocks/fixtures/pos/${NAME}`)], NAME, { type: 'text/csv' })
const filePanel = () => screen.getByRole('region', { name: 'Upload a file' })
const dialog = () => screen.queryByRole('alertdialog', { name: LEAVE_MESSAGES.title })
const navLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name })

let gate: BackendGate | null = null
afterEach(() => {
  gate?.open()
  gate = null
})

/** The demo owner on /upload with a file uploading, held at the backend until `gate.allow(1)`. */
async function uploading(): Promise<RenderedRoute> {
  gate = createEndpointGate(server, { method: 'POST', url: apiUrl('/upload') })
  const route = await renderRoute('/upload', { user: 'demo' })
  await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
  await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose a file'), sample())
  await route.user.click(within(filePanel()).getByRole('button', { name: 'Upload file' }))
  await within(filePanel()).findByRole('button', { name: 'Cancel upload' })
  return route
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('upload screen: leaving mid-upload asks first (docs/product.md#upload-states)', () => {
  it('a move inside the app waits for the answer: Stay keeps the page and the upload', async () => {
    const route = await uploading()
    await route.user.click(navLink('Dashboard'))
    expect(dialog()).toHaveAccessibleDescription(leaveWarning(NAME))
    expect(within(dialog()!).getByRole('button', { name: LEAVE_MESSAGES.stay })).toHaveFocus()
    expect(route.location().pathname).toBe('/upload')
    await route.user.click(within(dialog()!).getByRole('button', { name: LEAVE_MESSAGES.stay }))
    expect(dialog()).not.toBeInTheDocument()
    expect(route.location().pathname).toBe('/upload')
    expect(within(filePanel()).getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument()
    gate!.allow(1)
    await waitFor(() => expect(within(filePanel()).getByRole('status')).toHaveTextContent(UPLOAD_MESSAGES.completed), { timeout: 10_000 })
  })

  it('Leave goes where the owner asked', async () => {
    const route = await uploading()
    await route.user.click(navLink('Dashboard'))
    await route.user.click(within(dialog()!).getByRole('button', { name: LEAVE_MESSAGES.leave }))
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(route.location().pathname).toBe('/dashboard')
  })

  it('an upload that ends while the question is open lets the owner go, nothing being lost', async () => {
    const route = await uploading()
    await route.user.click(navLink('AI Chat'))
    expect(dialog()).toBeInTheDocument()
    gate!.allow(1)
    await waitFor(() => expect(route.location().pathname).toBe('/chat'), { timeout: 10_000 })
    expect(dialog()).not.toBeInTheDocument()
  })

  it('the browser asks before a reload or a closed tab while uploading, and only then', async () => {
    await uploading()
    expect(beforeUnloadPrevented()).toBe(true)
    gate!.allow(1)
    await waitFor(() => expect(within(filePanel()).getByRole('status')).toHaveTextContent(UPLOAD_MESSAGES.completed), { timeout: 10_000 })
    expect(beforeUnloadPrevented()).toBe(false)
  })
})

describe('upload screen: after a stored upload', () => {
  it("offers 'View dashboard', which goes there without a question", async () => {
    const route = await uploading()
    gate!.allow(1)
    const link = await within(filePanel()).findByRole('link', { name: LINK_TEXT.viewDashboard }, { timeout: 10_000 })
    expect(link).toHaveAttribute('href', '/dashboard')
    await route.user.click(link)
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(dialog()).not.toBeInTheDocument()
  })
})
