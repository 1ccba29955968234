import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { MANUAL_LABELS, MANUAL_SUBMIT } from '../../../../tests/utils/gestures/manual-entry'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { countRequests } from '../../../../tests/utils/request-count'
import { UPLOAD_MESSAGES } from './messages'
import { sample, LOYVERSE, filePanel, manualPanel, historyPanel, fileInput, uploadButton, status, alert, open, choose, chosenFile } from '../../../../tests/utils/upload-screen'

// A cancelled upload is still stored by the server: let it land before the next test's reset.
settleRequestsAfterEach(server)

describe('upload screen: layout and labels (docs/product.md#upload)', () => {
  it('has the title, the file area and the manual form side by side in the markup order, then the recent uploads', async () => {
    await open()
    // The screen header sets the tab's title in an effect, which may run just after the heading shows.
    await waitFor(() => expect(document.title).toBe('Upload Your Business Data · Selera'))
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && region.textContent?.split('\n')[0])
    expect(regions.length).toBeGreaterThanOrEqual(3)
    expect(filePanel().compareDocumentPosition(manualPanel()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(manualPanel().compareDocumentPosition(historyPanel()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('the file area: a real file input with a visible label, the dialog filter, and the stated 10MB maximum', async () => {
    await open()
    const input = fileInput()
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', '.txt,.pdf,.doc,.docx,.csv,.xlsx')
    expect(input).toBeEnabled()
    expect(within(filePanel()).getByText('Choose a file')).toBeVisible()
    expect(within(filePanel()).getByText('Maximum file size: 10MB')).toBeInTheDocument()
    expect(input).toHaveAccessibleDescription('CSV, Excel, TXT, PDF or Word document. Maximum file size: 10MB')
    expect(screen.getByRole('group', { name: 'Drop a file to upload' })).toContainElement(input)
    expect(chosenFile()).not.toBeInTheDocument()
    expect(within(filePanel()).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(status(filePanel())).toBeEmptyDOMElement()
    expect(alert(filePanel())).toBeEmptyDOMElement()
  })

  it('the manual form: date and sales amount required (RM, step 0.01, not negative), e-mails optional with their hint', async () => {
    await open()
    const date = within(manualPanel()).getByLabelText(MANUAL_LABELS.date)
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toBeRequired()
    const sales = within(manualPanel()).getByLabelText(MANUAL_LABELS.sales)
    expect(sales).toHaveAttribute('type', 'number')
    expect(sales).toHaveAttribute('step', '0.01')
    expect(sales).toHaveAttribute('min', '0')
    expect(sales).toBeRequired()
    const emails = within(manualPanel()).getByLabelText(MANUAL_LABELS.emails)
    expect(emails).not.toBeRequired()
    expect(emails).toHaveAccessibleDescription('separate multiple with commas')
    expect(within(manualPanel()).getByRole('button', { name: MANUAL_SUBMIT })).toBeEnabled()
  })

  it('offers the sample exports in demo mode, as downloads from /samples/', async () => {
    await open()
    const samples = within(filePanel()).getByRole('heading', { name: 'Try a sample file' }).parentElement!
    const links = within(samples).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(5)
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/samples\/[\w-]+\.(csv|xlsx|pdf|docx)$/)
      expect(link).toHaveAttribute('download')
    }
    const names = links.map((link) => link.textContent).join(' ')
    for (const system of ['Loyverse', 'StoreHub', 'Square', 'GrabFood']) expect(names).toContain(system)
  })
})

describe('upload screen: choosing a file (docs/product.md#upload-file-rules)', () => {
  it('shows the chosen file name and its size in KB; Remove takes it away and puts focus back on the file input', async () => {
    const s = await open()
    await choose(s, new File(['x'.repeat(3_482)], 'may-sales.csv', { type: 'text/csv' }))
    const chosen = chosenFile()!
    expect(within(chosen).getByText('may-sales.csv')).toBeInTheDocument()
    expect(within(chosen).getByText('3.4 KB')).toBeInTheDocument()
    await s.route.user.click(within(chosen).getByRole('button', { name: 'Remove may-sales.csv' }))
    expect(chosenFile()).not.toBeInTheDocument()
    expect(fileInput()).toHaveFocus()
  })

  it('the same file can be chosen again after Remove', async () => {
    const s = await open()
    const file = sample(LOYVERSE, 'text/csv')
    await choose(s, file)
    await s.route.user.click(within(filePanel()).getByRole('button', { name: `Remove ${LOYVERSE}` }))
    await choose(s, file)
    expect(within(chosenFile()!).getByText(LOYVERSE)).toBeInTheDocument()
  })

  it('an unsupported file says so and is not kept, even over a file chosen before', async () => {
    const s = await open()
    await choose(s, sample(LOYVERSE))
    await choose(s, new File(['\x89PNG'], 'logo.png', { type: 'image/png' }))
    expect(alert(filePanel())).toHaveTextContent(UPLOAD_MESSAGES.unsupported)
    expect(UPLOAD_MESSAGES.unsupported).toBe('Please upload a supported file: CSV, Excel, TXT, PDF, or Word document.')
    expect(chosenFile()).not.toBeInTheDocument()
  })

  it('a dropped file is chosen like a browsed one; an unsupported drop is refused the same way', async () => {
    await open()
    const zone = screen.getByRole('group', { name: 'Drop a file to upload' })
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })], types: ['Files'] } })
    expect(within(chosenFile()!).getByText('notes.txt')).toBeInTheDocument()
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })], types: ['Files'] } })
    expect(alert(filePanel())).toHaveTextContent(UPLOAD_MESSAGES.unsupported)
    expect(chosenFile()).not.toBeInTheDocument()
  })

  it('a file over 10MB is refused before any upload, with its size (a deviation: the spec never checked)', async () => {
    const uploads = countRequests(server, 'POST', '/upload')
    const s = await open()
    await choose(s, new File([new Uint8Array(Math.round(12.4 * 1024 * 1024))], 'sales.csv', { type: 'text/csv' }))
    expect(alert(filePanel())).toHaveTextContent('sales.csv is 12.4 MB. The maximum is 10MB.')
    expect(chosenFile()).not.toBeInTheDocument()
    await s.route.user.click(uploadButton())
    expect(alert(filePanel())).toHaveTextContent(UPLOAD_MESSAGES.noFile)
    expect(uploads()).toBe(0)
  })

  it("Upload with no file: 'Please select a file.', and nothing is sent", async () => {
    const uploads = countRequests(server, 'POST', '/upload')
    const s = await open()
    await s.route.user.click(uploadButton())
    expect(alert(filePanel())).toHaveTextContent('Please select a file.')
    expect(uploads()).toBe(0)
  })
})

describe('upload screen: keyboard', () => {
  it('reaches the file input, Upload, the manual fields (orders included) and Submit with Tab', async () => {
    const { route } = await open()
    fileInput().focus()
    expect(fileInput()).toHaveFocus()
    await route.user.tab()
    expect(uploadButton()).toHaveFocus()
    await route.user.keyboard('{Enter}')
    expect(alert(filePanel())).toHaveTextContent(UPLOAD_MESSAGES.noFile)
    within(manualPanel()).getByLabelText(MANUAL_LABELS.date).focus()
    await route.user.tab()
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.sales)).toHaveFocus()
    await route.user.tab()
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.orders)).toHaveFocus()
    await route.user.tab()
    expect(within(manualPanel()).getByLabelText(MANUAL_LABELS.emails)).toHaveFocus()
    await route.user.tab()
    expect(within(manualPanel()).getByRole('button', { name: MANUAL_SUBMIT })).toHaveFocus()
  })
})
