import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { watchRequests } from '../../../../tests/utils/backend-gate'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { renderRoute } from '../../../../tests/utils/render'
import { CHAT_MESSAGE_MAX_CHARS } from '../../../machines/chat/chat.machine'
import { historyKey } from '../../../machines/chat/history-cache'
import { CHAT_TEXT, TRAY_TEXT } from './chat-text'

const inFlight = watchRequests(server)
const CHAOS = ['GET /chat/history', 'POST /chat', 'DELETE /chat/history', 'POST /upload'] as const
afterEach(async () => {
  await inFlight.settled()
  for (const rule of CHAOS) setChaosRule(rule, null)
  sessionStorage.clear()
})
afterAll(() => inFlight.stop())

async function openChat(user: 'demo' | 'new' = 'demo') {
  const route = await renderRoute('/chat', { user })
  await screen.findByRole('heading', { level: 1, name: CHAT_TEXT.title })
  await waitFor(() => expect(screen.queryByText(CHAT_TEXT.loading)).not.toBeInTheDocument())
  return route
}

const log = () => screen.getByRole('log', { name: CHAT_TEXT.conversation })
const messageBox = () => screen.getByRole('textbox', { name: CHAT_TEXT.messageLabel })
const bubbles = () => within(log()).queryAllByRole('listitem').filter((item) => item.classList.contains('chat-bubble'))
const lastBubble = () => bubbles().at(-1)!

describe('AI chat (docs/product.md#chat)', () => {
  it('opens on the welcome with four example questions; one sends as it reads and is answered from the data, with sources', async () => {
    const { user } = await openChat()
    expect(screen.getByRole('heading', { level: 2, name: CHAT_TEXT.welcomeTitle })).toBeInTheDocument()
    const examples = within(screen.getByRole('list', { name: CHAT_TEXT.examplesLabel })).getAllByRole('button')
    expect(examples.map((button) => button.textContent)).toEqual(CHAT_TEXT.examples)
    expect(screen.getByRole('button', { name: CHAT_TEXT.clear })).toBeDisabled()
    // Time enough to read the thinking line.
    setChaosRule('POST /chat', { delayMs: 400 })
    await user.click(examples[0]!)
    expect(await screen.findByText(CHAT_TEXT.thinking)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(CHAT_TEXT.thinking)).not.toBeInTheDocument())
    expect(within(bubbles()[0]!).getByText(CHAT_TEXT.examples[0]!)).toBeInTheDocument()
    const answer = lastBubble()
    expect(within(answer).getByText(CHAT_TEXT.senders.ai)).toBeInTheDocument()
    expect(answer.textContent).toMatch(/RM\s?[\d,]+\.\d{2}/)
    expect(within(answer).getByText(CHAT_TEXT.sources)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: CHAT_TEXT.clear })).toBeEnabled()
  })

  it('Enter sends, Shift+Enter adds a line, a blank message is not sent; the mode goes with the message', async () => {
    const { user } = await openChat()
    const sent: Array<{ user_query: string; mode: string }> = []
    const listener = async ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/chat')) sent.push((await request.clone().json()) as { user_query: string; mode: string })
    }
    server.events.on('request:start', listener)
    try {
      await user.click(messageBox())
      await user.keyboard('   {Enter}')
      expect(sent).toEqual([])
      expect(screen.getByRole('button', { name: CHAT_TEXT.send })).toBeDisabled()
      await user.click(screen.getByRole('button', { name: CHAT_TEXT.modes.marketing }))
      await user.click(messageBox())
      await user.clear(messageBox())
      await user.keyboard('Ideas for Tuesday{Shift>}{Enter}{/Shift}afternoons?')
      expect(messageBox()).toHaveValue('Ideas for Tuesday\nafternoons?')
      await user.keyboard('{Enter}')
      await waitFor(() => expect(sent).toEqual([{ user_query: 'Ideas for Tuesday\nafternoons?', mode: 'marketing' }]))
      expect(messageBox()).toHaveValue('')
      await waitFor(() => expect(bubbles()).toHaveLength(2))
    } finally {
      server.events.removeListener('request:start', listener)
    }
  })

  it('the message box stops at the longest message the backend takes', async () => {
    await openChat()
    expect(messageBox()).toHaveAttribute('maxlength', String(CHAT_MESSAGE_MAX_CHARS))
  })

  it('a failed send keeps the message, says so twice in the conversation, and gives the draft back', async () => {
    const { user } = await openChat()
    setChaosRule('POST /chat', { status: 500 })
    await user.type(messageBox(), 'Best sellers this month?{Enter}')
    await waitFor(() => expect(within(log()).getByText(CHAT_TEXT.errorBubble)).toBeInTheDocument())
    expect(within(log()).getByText(CHAT_TEXT.sendFailed)).toBeInTheDocument()
    expect(bubbles().map((bubble) => bubble.querySelector('.chat-bubble__body')!.textContent)).toEqual(['Best sellers this month?', CHAT_TEXT.sendFailed, CHAT_TEXT.errorBubble])
    expect(messageBox()).toHaveValue('Best sellers this month?')
  })

  it('falls back to the copy saved in this browser when the history does not load', async () => {
    const { session, unmount } = await openChat()
    const userId = session.getSnapshot().context.session!.user.id
    const saved = [{ id: 'local-a', text: 'Saved question', sender: 'user', timestamp: '2026-11-20T09:00:00.000Z' }]
    // Saved long ago: stale, yet the only copy there is.
    sessionStorage.setItem(historyKey(userId), JSON.stringify({ savedAt: 0, messages: saved }))
    unmount()
    setChaosRule('GET /chat/history', { status: 500 })
    await openChat()
    expect(screen.getByText(CHAT_TEXT.historyFallback)).toBeInTheDocument()
    expect(within(log()).getByText('Saved question')).toBeInTheDocument()
  })

  it('shows hostile text as text and runs nothing', async () => {
    const { user } = await openChat()
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'
    await user.type(messageBox(), hostile.replaceAll('{', '{{').replaceAll('[', '[['))
    await user.click(screen.getByRole('button', { name: CHAT_TEXT.send }))
    await waitFor(() => expect(bubbles().length).toBeGreaterThanOrEqual(2))
    expect(within(bubbles()[0]!).getByText(hostile)).toBeInTheDocument()
    expect(log().querySelector('img, script')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('clears the conversation after asking, and the welcome comes back', async () => {
    const { user } = await openChat()
    await user.click(within(screen.getByRole('list', { name: CHAT_TEXT.examplesLabel })).getAllByRole('button')[1]!)
    await waitFor(() => expect(bubbles()).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: CHAT_TEXT.clear }))
    const dialog = screen.getByRole('alertdialog', { name: CHAT_TEXT.clearTitle })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(bubbles()).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: CHAT_TEXT.clear }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CHAT_TEXT.clear }))
    expect(await screen.findByRole('heading', { level: 2, name: CHAT_TEXT.welcomeTitle })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('refuses the wrong type, an oversized file and a duplicate by name; uploads the rest with a result each and the summary', async () => {
    await openChat()
    const files = userEvent.setup({ applyAccept: false })
    const input = screen.getByLabelText(TRAY_TEXT.attach)
    const big = new File(['x'], 'year.xlsx')
    Object.defineProperty(big, 'size', { value: 10_485_761 })
    await files.upload(input, [new File(['Opening hours: 7am to 10pm daily.'], 'sop.txt', { type: 'text/plain' }), new File(['PNG'], 'logo.png', { type: 'image/png' }), big])
    await files.upload(input, new File(['Opening hours: 7am to 10pm daily.'], 'sop.txt', { type: 'text/plain' }))
    const tray = screen.getByRole('region', { name: TRAY_TEXT.label })
    expect(within(tray).getByRole('alert')).toHaveTextContent('sop.txt: File already attached')
    await files.upload(input, [new File(['PNG'], 'logo.png', { type: 'image/png' }), big])
    expect(within(tray).getByRole('alert').textContent).toBe(
      'logo.png: Invalid file type. Please upload .txt, .pdf, .doc, .docx, .csv, or .xlsx files' + 'year.xlsx: File size must be less than 10MB',
    )
    expect(within(tray).getAllByRole('listitem')).toHaveLength(1)
    await files.click(within(tray).getByRole('button', { name: TRAY_TEXT.uploadAll }))
    await waitFor(() => expect(within(tray).getByRole('status')).toHaveTextContent('Upload Complete: 1 successful, 0 duplicates detected, 0 errors'))
    expect(within(tray).getByText(/^Uploaded successfully: \d+ chunks? created$/)).toBeInTheDocument()
    expect(within(tray).getByRole('button', { name: TRAY_TEXT.uploadAll })).toBeDisabled()
    await files.click(within(tray).getByRole('button', { name: TRAY_TEXT.clearAll }))
    expect(screen.queryByRole('region', { name: TRAY_TEXT.label })).not.toBeInTheDocument()
  })

  it('a batch whose every request fails says so as a whole and keeps the files for another try', async () => {
    await openChat()
    const files = userEvent.setup({ applyAccept: false })
    setChaosRule('POST /upload', { status: 503 })
    await files.upload(screen.getByLabelText(TRAY_TEXT.attach), [new File(['a'], 'a.txt', { type: 'text/plain' }), new File(['b'], 'b.csv', { type: 'text/csv' })])
    const tray = screen.getByRole('region', { name: TRAY_TEXT.label })
    await files.click(within(tray).getByRole('button', { name: TRAY_TEXT.uploadAll }))
    await waitFor(() => expect(within(tray).getByRole('alert')).toHaveTextContent(TRAY_TEXT.batchFailed))
    expect(within(tray).getAllByText('Upload failed')).toHaveLength(2)
    expect(within(tray).getByRole('button', { name: TRAY_TEXT.uploadAll })).toBeEnabled()
  })

  it('Logout forgets the cached conversation', async () => {
    const { user, session } = await openChat()
    const userId = session.getSnapshot().context.session!.user.id
    await user.click(within(screen.getByRole('list', { name: CHAT_TEXT.examplesLabel })).getAllByRole('button')[2]!)
    await waitFor(() => expect(sessionStorage.getItem(historyKey(userId))).toContain(CHAT_TEXT.examples[2]!))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(sessionStorage.getItem(historyKey(userId))).toBeNull())
  })
})

describe('AI chat: what is uploaded in chat is what the assistant answers from', () => {
  it('a document attached and uploaded here is quoted, by name, in the next answer', async () => {
    const { user } = await openChat()
    const files = userEvent.setup({ applyAccept: false })
    const sop = 'Opening hours: the Bangsar outlet opens at 7am and closes at 10pm every day. Staff meals are free during a shift.'
    await files.upload(screen.getByLabelText(TRAY_TEXT.attach), new File([sop], 'staff-handbook.txt', { type: 'text/plain' }))
    const tray = screen.getByRole('region', { name: TRAY_TEXT.label })
    await files.click(within(tray).getByRole('button', { name: TRAY_TEXT.uploadAll }))
    await waitFor(() => expect(within(tray).getByRole('status')).toHaveTextContent('Upload Complete: 1 successful, 0 duplicates detected, 0 errors'))
    await user.type(messageBox(), 'Are staff meals free?{Enter}')
    await waitFor(() => expect(bubbles()).toHaveLength(2))
    const answer = lastBubble()
    expect(answer.textContent).toMatch(/staff meals are free/i)
    expect(within(within(answer).getByText(CHAT_TEXT.sources).parentElement!).getByText(/staff-handbook\.txt/)).toBeInTheDocument()
  })
})
