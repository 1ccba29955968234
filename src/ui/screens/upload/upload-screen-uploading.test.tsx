import { readFileSync } from 'node:fs'
import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { HISTORY_MESSAGES, READING_DETAILS, UPLOAD_MESSAGES } from './messages'
import { POS, sample, LOYVERSE, filePanel, historyPanel, fileInput, uploadButton, status, alert, open, choose, uploadAndSettle, chosenFile } from '../../../../tests/utils/upload-screen'

// A cancelled upload is still stored by the server: let it land before the next test's reset.
settleRequestsAfterEach(server)

describe('upload screen: uploading and its outcomes (docs/product.md#upload-states, docs/product.md#upload-messages)', () => {
  it('a sample export: success, what was understood, the file cleared, and the recent uploads show it', async () => {
    const s = await open('new')
    expect(await within(historyPanel()).findByText(HISTORY_MESSAGES.empty)).toBeInTheDocument()
    await uploadAndSettle(s, sample(LOYVERSE, 'text/csv'))
    const message = status(filePanel())
    expect(message).toHaveTextContent(UPLOAD_MESSAGES.completed)
    expect(message).toHaveTextContent(/Loyverse receipts by item: 16 sales rows, 2 outlets/)
    expect(chosenFile()).not.toBeInTheDocument()
    const list = await within(historyPanel()).findByRole('list')
    expect(within(list).getByText(LOYVERSE)).toBeInTheDocument()
    expect(within(list).getByText('16 rows')).toBeInTheDocument()
  })

  it('says the essentials in the message and keeps how the file was read behind a closed disclosure', async () => {
    const s = await open('new')
    await uploadAndSettle(s, sample(LOYVERSE, 'text/csv'))
    const message = status(filePanel())
    const disclosure = within(message).getByText(READING_DETAILS.summary).closest('details')!
    expect(disclosure).not.toHaveAttribute('open')
    // The essentials: what, how many rows, which period, what was skipped and why; nothing on how.
    const essentials = within(message).getByText(/^POS export, Loyverse receipts by item: /)
    expect(essentials).toHaveTextContent(/^POS export, Loyverse receipts by item: 16 sales rows, 2 outlets, 11 May – 16 May 2026\. 2 cancelled or voided rows skipped\.$/)
    await s.route.user.click(within(message).getByText(READING_DETAILS.summary))
    expect(disclosure).toHaveAttribute('open')
    const columns = within(disclosure).getByText(READING_DETAILS.columns).nextElementSibling as HTMLElement
    expect(within(columns).getByText('amount').nextElementSibling).toHaveTextContent('Net sales')
    expect(within(disclosure).getByRole('list')).toHaveTextContent('Dates read as DD/MM/YYYY')
  })

  it('while uploading: a named progress bar with the percent as text, Cancel, and nothing else to press', async () => {
    setChaosRule('POST /upload', { delayMs: 400 })
    const s = await open()
    await choose(s, sample(LOYVERSE))
    await s.route.user.click(uploadButton())
    const progress = within(filePanel()).getByRole('progressbar', { name: 'Upload progress' })
    expect(progress).toHaveAttribute('max', '100')
    expect(within(filePanel()).getByText(/^\d{1,3}%$/)).toBeInTheDocument()
    expect(uploadButton()).toHaveTextContent('Uploading...')
    expect(uploadButton()).toBeDisabled()
    expect(fileInput()).toBeDisabled()
    expect(within(filePanel()).getByRole('button', { name: `Remove ${LOYVERSE}` })).toBeDisabled()
    expect(within(filePanel()).getByRole('button', { name: 'Cancel upload' })).toBeEnabled()
    await waitFor(() => expect(status(filePanel())).toHaveTextContent(UPLOAD_MESSAGES.completed), { timeout: 5_000 })
    expect(within(filePanel()).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('Cancel stops the upload, keeps the file and the focus in the panel', async () => {
    setChaosRule('POST /upload', { delayMs: 1_000 })
    const s = await open()
    await choose(s, sample(LOYVERSE))
    await s.route.user.click(uploadButton())
    await s.route.user.click(within(filePanel()).getByRole('button', { name: 'Cancel upload' }))
    expect(status(filePanel())).toHaveTextContent(UPLOAD_MESSAGES.cancelled)
    expect(within(chosenFile()!).getByText(LOYVERSE)).toBeInTheDocument()
    await waitFor(() => expect(uploadButton()).toHaveFocus())
    expect(uploadButton()).toHaveTextContent('Upload file')
  })

  it("the same content again: 'Duplicate content detected: {server message}' (warning), the file kept", async () => {
    const s = await open()
    await uploadAndSettle(s, sample(LOYVERSE))
    await uploadAndSettle(s, new File([readFileSync(`${POS}/${LOYVERSE}`)], 'copy-of-may.csv', { type: 'text/csv' }))
    expect(status(filePanel())).toHaveTextContent(
      /^Duplicate content detected: copy-of-may\.csv has the same content as loyverse-receipts-by-item\.csv, uploaded \d{1,2} \w{3} \d{4} \d{2}:\d{2}$/,
    )
    expect(within(chosenFile()!).getByText('copy-of-may.csv')).toBeInTheDocument()
  })

  it("the same name with other content: '{server message}. {suggestion}' (warning), the file kept", async () => {
    const s = await open()
    await uploadAndSettle(s, sample(LOYVERSE))
    await uploadAndSettle(s, new File([readFileSync(`${POS}/square-items-detail.csv`)], LOYVERSE, { type: 'text/csv' }))
    expect(status(filePanel())).toHaveTextContent(
      /^A file named loyverse-receipts-by-item\.csv was already uploaded on \d{1,2} \w{3} \d{4}\. Rename it to .+ and upload again\.$/,
    )
    expect(within(chosenFile()!).getByText(LOYVERSE)).toBeInTheDocument()
  })

  it('any other status: the server message as an error, with its advice; the file kept', async () => {
    const s = await open()
    await uploadAndSettle(s, sample('legacy-sales-2019.xls'))
    expect(alert(filePanel())).toHaveTextContent(/legacy-sales-2019\.xls.+Excel 97.2003/)
    expect(status(filePanel())).toBeEmptyDOMElement()
    expect(within(chosenFile()!).getByText('legacy-sales-2019.xls')).toBeInTheDocument()
  })

  it("another status with no message: 'Upload could not be completed.'", async () => {
    setChaosRule('POST /upload', { status: 200, body: { upload_completed: false, status: 'queued', message: '', suggestion: null, chunks_created: 0 } })
    const s = await open()
    await uploadAndSettle(s, sample(LOYVERSE))
    expect(alert(filePanel())).toHaveTextContent(/^Upload could not be completed\.$/)
  })

  it.each([
    ['the network fails', { network: true }],
    ['the server fails', { status: 500 }],
  ])("when %s: 'Upload failed. Please try again.', the file stays, and a retry can succeed", async (_, rule) => {
    setChaosRule('POST /upload', rule)
    const s = await open()
    await uploadAndSettle(s, sample(LOYVERSE))
    expect(alert(filePanel())).toHaveTextContent(/^Upload failed\. Please try again\.$/)
    expect(UPLOAD_MESSAGES.failed).toBe('Upload failed. Please try again.')
    expect(within(chosenFile()!).getByText(LOYVERSE)).toBeInTheDocument()
    setChaosRule('POST /upload', null)
    await s.route.user.click(uploadButton())
    await waitFor(() => expect(status(filePanel())).toHaveTextContent(UPLOAD_MESSAGES.completed))
  })
})

describe('upload screen: recent uploads', () => {
  it("the demo owner's history: name, when, rows or chunks, and what was understood", async () => {
    await open('demo')
    const list = await within(historyPanel()).findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(item.querySelector('time')).toHaveAttribute('datetime')
      expect(item).toHaveTextContent(/\d[\d,]* (rows?|text chunks?)/)
    }
  })

  it("a new owner has 'No uploads yet'", async () => {
    await open('new')
    expect(await within(historyPanel()).findByText(HISTORY_MESSAGES.empty)).toBeInTheDocument()
    expect(within(historyPanel()).queryByRole('list')).not.toBeInTheDocument()
  })

  it('shows it is loading, and a failed load offers Try again', async () => {
    setChaosRule('GET /uploads', { status: 500 })
    const { route } = await open('demo')
    await waitFor(() => expect(alert(historyPanel())).toHaveTextContent(HISTORY_MESSAGES.failed))
    setChaosRule('GET /uploads', { delayMs: 300 })
    await route.user.click(within(historyPanel()).getByRole('button', { name: 'Try again' }))
    expect(status(historyPanel())).toHaveTextContent(HISTORY_MESSAGES.loading)
    expect(historyPanel()).toHaveAttribute('aria-busy', 'true')
    expect(await within(historyPanel()).findByRole('list')).toBeInTheDocument()
    expect(alert(historyPanel())).toBeEmptyDOMElement()
  })
})
