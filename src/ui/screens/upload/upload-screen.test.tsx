import { readFileSync } from 'node:fs'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { rtlDriver } from '../../../../tests/utils/driver-rtl'
import { MANUAL_LABELS, MANUAL_SUBMIT, manualEntryGestures } from '../../../../tests/utils/gestures/manual-entry'
import { watchRequests } from '../../../../tests/utils/backend-gate'
import { renderRoute, type RenderedRoute } from '../../../../tests/utils/render'
import { countRequests } from '../../../../tests/utils/request-count'
import { HISTORY_MESSAGES, MANUAL_TEXT, READING_DETAILS, UPLOAD_MESSAGES } from './messages'

const POS = 'mocks/fixtures/pos'
const sample = (name: string, type = '') => new File([readFileSync(`${POS}/${name}`)], name, { type })
const LOYVERSE = 'loyverse-receipts-by-item.csv'

// A cancelled upload is still stored by the server: let it land before the next test's reset.
const inFlight = watchRequests(server)
afterEach(() => inFlight.settled())
afterAll(() => inFlight.stop())

const filePanel = () => screen.getByRole('region', { name: 'Upload a file' })
const manualPanel = () => screen.getByRole('region', { name: 'Enter sales manually' })
const historyPanel = () => screen.getByRole('region', { name: 'Recent uploads' })
const fileInput = () => screen.getByLabelText('Choose a file')
const uploadButton = () => within(filePanel()).getByRole('button', { name: /^(Upload file|Uploading\.\.\.)$/ })
const status = (panel: HTMLElement) => within(panel).getByRole('status')
const alert = (panel: HTMLElement) => within(panel).getByRole('alert')

interface Screen {
  route: RenderedRoute
  /** user-event without the dialog's filter, as a person choosing "All files". */
  files: UserEvent
}

async function open(user: 'demo' | 'new' = 'demo'): Promise<Screen> {
  const route = await renderRoute('/upload', { user })
  await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
  return { route, files: userEvent.setup({ applyAccept: false }) }
}

async function choose({ files }: Screen, file: File) {
  await files.upload(fileInput(), file)
}

async function uploadAndSettle(s: Screen, file: File) {
  await choose(s, file)
  await s.route.user.click(uploadButton())
  await waitFor(() => expect(uploadButton()).toHaveTextContent('Upload file'), { timeout: 10_000 })
}

function chosenFile() {
  return within(filePanel()).queryByRole('group', { name: 'Selected file' })
}

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
