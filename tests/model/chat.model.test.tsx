/**
 * The chat's conversation (the chat machine) walked on the real chat screen. The attachment tray's
 * own model: chat-attachments.model.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/accounts'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import type { ChatMessage, GenerateImageResponse } from '../../kernel/contract'
import { chatMachine, type ChatContext, type ChatEvent, type ChatInvokeId } from '../../src/machines/chat/chat.machine'
import { historyKey } from '../../src/machines/chat/history-cache'
import { assetsStatusOf, isGenerationFailureApology } from '../../src/machines/chat/chat-messages'
import { CHAT_TEXT } from '../../src/ui/screens/chat/chat-text'
import { IMAGE_TEXT } from '../../src/ui/screens/chat/image-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import { CHAT_LABELS, chatGestures } from '../utils/gestures/chat'
import { imageGestures } from '../utils/gestures/image-generation'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { settleChatAfterEach, mount, type Ctx } from '../utils/chat-model'

settleChatAfterEach(server)

const SAVED: ChatMessage[] = [{ id: 'local-saved', text: 'What did we sell on Saturday?', sender: 'user', timestamp: '2026-11-20T09:00:00.000Z' }]
const QUESTION = 'How many customers came yesterday?'

/** A conversation whose answer is an image preview, as this tab saved it a moment ago. */
const PREVIEW_REQUEST = 'img_00c0ffee00c0ffee'
const WITH_PREVIEW: ChatMessage[] = [
  { id: 'local-asked', text: 'Make an Instagram post for our kopi ais', sender: 'user', timestamp: '2026-11-24T01:00:00.000Z', mode: 'marketing' },
  {
    id: 'local-preview',
    text: 'I would create this image: A square post of Kopi Ais.',
    sender: 'ai',
    timestamp: '2026-11-24T01:00:01.000Z',
    mode: 'marketing',
    type: 'image_preview_enhanced',
    preview: { action: 'generate_image', message: 'I would create this image: A square post of Kopi Ais.', estimated_cost: null, generation_ready: true },
    request_id: PREVIEW_REQUEST,
  },
]
const IMAGE_BLOCKED: Extract<ChatEvent, { type: 'image.blocked' }> = { type: 'image.blocked', requestId: PREVIEW_REQUEST, message: 'Upload a product photo first', missingAssets: ['product_image'] }
/** A real 1x1 PNG: the fake backend reads an image's size before it keeps it. */
const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0))
/** What the next POST /generate-image answers (the card's outcome the step wants), and GET /chat/history (null: the fake backend). */
let nextGeneration: GenerateImageResponse | null = null
let nextHistory: ChatMessage[] | null = null
const assetsDialog = () => screen.getByRole('dialog', { name: 'Upload Company Assets' })

const serverFault = (call: string) => new ApiError('http', `${call} failed with 500`, { status: 500 })
const TYPE_QUESTION = { type: 'draft.change', text: QUESTION } as const
const SEND = { type: 'message.send' } as const

const chatEvents = {
  'draft.change': {
    samples: [TYPE_QUESTION, { type: 'draft.change', text: '   ' }],
    perform: ({ driver }, event) => chatGestures.type(driver, event.text),
  },
  // Enter, as the spec says (the Send button is the same event: src/ui/screens/chat/chat-screen.test.tsx clicks it).
  'message.send': { samples: [SEND], perform: ({ driver }) => chatGestures.pressEnter(driver) },
  'example.send': {
    samples: [{ type: 'example.send', question: 'How were sales last week?' }],
    perform: ({ driver }, event) => chatGestures.example(driver, event.question),
  },
  'mode.set': {
    samples: [{ type: 'mode.set', mode: 'marketing' }, { type: 'mode.set', mode: 'general' }],
    perform: ({ driver }, event) => chatGestures.mode(driver, event.mode),
  },
  'conversation.clear': { samples: [{ type: 'conversation.clear' }], perform: ({ driver }) => chatGestures.clear(driver) },
  'clear.confirm': {
    samples: [{ type: 'clear.confirm' }],
    perform: async () => userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CHAT_LABELS.clear })),
  },
  'clear.cancel': { samples: [{ type: 'clear.cancel' }], perform: ({ driver }) => chatGestures.cancelClear(driver) },
  'assets.open': { samples: [{ type: 'assets.open' }], perform: ({ driver }) => chatGestures.openAssets(driver) },
  'assets.close': { samples: [{ type: 'assets.close' }], perform: ({ user }) => user.click(within(assetsDialog()).getByRole('button', { name: 'Close' })) },
  'assets.uploaded': {
    // The demo owner has every required asset: one more logo, and the chat says all is met.
    samples: [{ type: 'assets.uploaded', status: { all_requirements_met: true, missing_assets: [], validation_details: {} } }],
    perform: async ({ user }) => {
      const logo = await within(assetsDialog()).findByRole('form', { name: 'Logo' })
      await user.upload(within(logo).getByLabelText('Choose a file'), new File([PNG_1X1], 'kopi-kita.logo.png', { type: 'image/png' }))
      await user.type(within(logo).getByLabelText('Brand name (required)'), 'Kopi Kita')
      await user.click(within(logo).getByRole('button', { name: 'Upload' }))
    },
  },
  // The card of the preview in the conversation generates, and the fake backend answers as arranged.
  'image.blocked': {
    samples: [IMAGE_BLOCKED],
    perform: async ({ user }) => {
      nextGeneration = { success: false, blocked: true, message: IMAGE_BLOCKED.message, validation_details: { missing_assets: IMAGE_BLOCKED.missingAssets } }
      await imageGestures.generate(user)
    },
  },
  'image.failed': {
    samples: [{ type: 'image.failed', requestId: PREVIEW_REQUEST }],
    perform: async ({ user }) => {
      nextGeneration = { success: false, error: 'The composer is busy' }
      await imageGestures.generate(user)
    },
  },
} satisfies EventFixtures<ChatEvent, Ctx>

/** The attachment tray runs as long as the chat: it never ends, so it has no outcome here (its own model: chat-attachments.model.test.tsx). */
const NO_HISTORY = { type: 'xstate.done.actor.loadHistory', output: { messages: [], source: 'server' } } as const
const ANSWERED = { type: 'xstate.done.actor.sendMessage', output: { response: 'RM 8,402.10 last week.', sources: ['Sales data'] } } as const
const SEND_FAILED = { type: 'xstate.error.actor.sendMessage', error: serverFault('POST /chat') } as const

const chatOutcomes = {
  'xstate.done.actor.loadHistory': [
    {
      // The demo owner has not chatted yet.
      event: NO_HISTORY,
      arrange: () => setChaosRule('GET /chat/history', null),
    },
    {
      // The owner asked for a post earlier: the history ends with an image preview.
      event: { type: 'xstate.done.actor.loadHistory', output: { messages: WITH_PREVIEW, source: 'server' } },
      arrange: () => {
        setChaosRule('GET /chat/history', null)
        nextHistory = WITH_PREVIEW
      },
    },
    {
      // The server fails; the copy saved in this browser long ago is what there is.
      event: { type: 'xstate.done.actor.loadHistory', output: { messages: SAVED, source: 'fallback' } },
      arrange: () => {
        sessionStorage.setItem(historyKey(DEMO_ACCOUNT.id), JSON.stringify({ savedAt: 0, messages: SAVED }))
        setChaosRule('GET /chat/history', { status: 500 })
      },
    },
  ],
  'xstate.error.actor.loadHistory': {
    event: { type: 'xstate.error.actor.loadHistory', error: serverFault('GET /chat/history') },
    arrange: () => setChaosRule('GET /chat/history', { status: 500 }),
  },
  'xstate.done.actor.sendMessage': {
    event: ANSWERED,
    arrange: () => setChaosRule('POST /chat', null),
  },
  'xstate.error.actor.sendMessage': {
    event: SEND_FAILED,
    arrange: () => setChaosRule('POST /chat', { status: 500 }),
  },
  'xstate.done.actor.clearHistory': {
    event: { type: 'xstate.done.actor.clearHistory', output: undefined },
    arrange: () => setChaosRule('DELETE /chat/history', null),
  },
  'xstate.error.actor.clearHistory': {
    event: { type: 'xstate.error.actor.clearHistory', error: serverFault('DELETE /chat/history') },
    arrange: () => setChaosRule('DELETE /chat/history', { status: 500 }),
  },
} satisfies OutcomeFixtures<Exclude<ChatInvokeId, 'attachments'>>

const chatOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatContext
const messageBox = () => screen.getByRole('textbox', { name: CHAT_LABELS.message })
const bubbles = () => Array.from(screen.getByRole('log', { hidden: true }).querySelectorAll('li.chat-bubble'))

/** What every state shows the same way: the draft, the mode, what Send, Clear and the notices say. */
function composerAndNotices(snapshot: AnyMachineSnapshot) {
  const { draft, mode, historySource, historyFailed, clearFailed, assetsOpen, sendQueued } = chatOf(snapshot)
  expect(messageBox()).toHaveValue(draft)
  if (sendQueued) expect(screen.getByText(CHAT_TEXT.sendQueued)).toBeInTheDocument()
  else expect(screen.queryByText(CHAT_TEXT.sendQueued)).not.toBeInTheDocument()
  if (assetsOpen) expect(assetsDialog()).toBeInTheDocument()
  else expect(screen.queryByRole('dialog', { name: 'Upload Company Assets' })).not.toBeInTheDocument()
  const modes = within(screen.getByRole('group', { name: CHAT_TEXT.modeLabel }))
  expect(modes.getByRole('button', { name: CHAT_LABELS.modes.general })).toHaveAttribute('aria-pressed', String(mode === 'general'))
  expect(modes.getByRole('button', { name: CHAT_LABELS.modes.marketing })).toHaveAttribute('aria-pressed', String(mode === 'marketing'))
  const send = screen.getByRole('button', { name: CHAT_LABELS.send })
  if (snapshot.can({ type: 'message.send' })) expect(send).toBeEnabled()
  else expect(send).toBeDisabled()
  if (historySource === 'fallback') expect(screen.getByText(CHAT_TEXT.historyFallback)).toBeInTheDocument()
  else expect(screen.queryByText(CHAT_TEXT.historyFallback)).not.toBeInTheDocument()
  if (historyFailed) expect(screen.getByText(CHAT_TEXT.historyFailed)).toBeInTheDocument()
  else expect(screen.queryByText(CHAT_TEXT.historyFailed)).not.toBeInTheDocument()
  if (clearFailed) expect(screen.getByText(CHAT_TEXT.clearFailed)).toBeInTheDocument()
  else expect(screen.queryByText(CHAT_TEXT.clearFailed)).not.toBeInTheDocument()
}

/** The conversation as the model has it: as many bubbles, the owner's words as typed, a failed send's two messages. */
function conversationShown(snapshot: AnyMachineSnapshot) {
  const { messages } = chatOf(snapshot)
  expect(screen.getByRole('log', { name: CHAT_TEXT.conversation })).toBeVisible()
  expect(bubbles()).toHaveLength(messages.length)
  messages.forEach((message, i) => {
    const body = bubbles()[i]!.querySelector('.chat-bubble__body')!
    const assets = assetsStatusOf(message)
    if (message.sender === 'user') expect(body.textContent).toBe(message.text)
    else if (isGenerationFailureApology(message)) expect(body.textContent).toBe(IMAGE_TEXT.failedBubble)
    else if (message.isError) expect(body.textContent).toBe(message.sender === 'system' ? CHAT_TEXT.sendFailed : CHAT_TEXT.errorBubble)
    else if (assets) expect(body.textContent).toBe(assets.met ? IMAGE_TEXT.assetsMet : IMAGE_TEXT.assetsMissing(assets.missing))
    else if (message.preview) expect(within(body as HTMLElement).getByRole('region', { name: /^Image preview/ })).toBeInTheDocument()
    // A blocked generation: the server's message.
    else if (message.request_id) expect(body.textContent).toBe(message.text)
    else expect(within(bubbles()[i] as HTMLElement).getByText(CHAT_TEXT.sources)).toBeInTheDocument()
  })
  expect(screen.queryByRole('heading', { level: 2, name: CHAT_TEXT.welcomeTitle })).not.toBeInTheDocument()
}

const chatModel = defineModel<typeof chatMachine, Exclude<ChatInvokeId, 'attachments'>, Ctx>({
  machine: chatMachine,
  input: { userId: DEMO_ACCOUNT.id },
  events: chatEvents,
  outcomes: chatOutcomes,
  // What the guards read: whether there is a draft to send, whether a send waits, whether the asset modal is open, whether a preview's card is there.
  project: (snapshot) => {
    const { draft, sendQueued, assetsOpen, messages } = chatOf(snapshot)
    return { draft: draft.trim() !== '', sendQueued, assetsOpen, preview: messages.some((message) => message.request_id === PREVIEW_REQUEST && message.preview) }
  },
  gate: () => {
    nextGeneration = null
    nextHistory = null
    // Behind the gate's own handlers: the history and the card's generation answer as the step arranged.
    server.use(
      http.post(apiUrl('/generate-image'), () => (nextGeneration ? HttpResponse.json(nextGeneration) : undefined)),
      http.get(apiUrl('/chat/history'), () => (nextHistory ? HttpResponse.json({ messages: nextHistory }) : undefined)),
    )
    return createEndpointGate(
      server,
      { method: 'GET', url: apiUrl('/chat/history') },
      { method: 'POST', url: apiUrl('/chat') },
      { method: 'DELETE', url: apiUrl('/chat/history') },
    )
  },
  mount,
  screens: {
    loading: (_, snapshot) => {
      expect(screen.getByText(CHAT_TEXT.loading)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: CHAT_LABELS.clear })).toBeDisabled()
      composerAndNotices(snapshot)
    },
    empty: (_, snapshot) => {
      expect(screen.getByRole('heading', { level: 2, name: CHAT_TEXT.welcomeTitle })).toBeInTheDocument()
      const examples = within(screen.getByRole('list', { name: CHAT_LABELS.examples })).getAllByRole('button')
      expect(examples.map((button) => button.textContent)).toEqual(CHAT_TEXT.examples)
      examples.forEach((button) => expect(button).toBeEnabled())
      expect(screen.getByRole('button', { name: CHAT_LABELS.clear })).toBeDisabled()
      expect(screen.queryByText(CHAT_TEXT.thinking)).not.toBeInTheDocument()
      composerAndNotices(snapshot)
    },
    conversation: (_, snapshot) => {
      conversationShown(snapshot)
      expect(screen.queryByText(CHAT_TEXT.thinking)).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: CHAT_LABELS.clear })).toBeEnabled()
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      composerAndNotices(snapshot)
    },
    sending: (_, snapshot) => {
      conversationShown(snapshot)
      expect(screen.getByText(CHAT_TEXT.thinking)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: CHAT_LABELS.clear })).toBeDisabled()
      composerAndNotices(snapshot)
    },
    confirmingClear: () => {
      const dialog = screen.getByRole('alertdialog', { name: CHAT_TEXT.clearTitle })
      expect(within(dialog).getByRole('button', { name: CHAT_LABELS.clear })).toBeEnabled()
      expect(within(dialog).getByRole('button', { name: CHAT_LABELS.cancel })).toHaveFocus()
    },
    clearing: () => {
      const dialog = screen.getByRole('alertdialog', { name: CHAT_TEXT.clearTitle })
      expect(within(dialog).getByRole('button', { name: CHAT_TEXT.clearBusy })).toBeDisabled()
    },
  },
  journeys: [
    // A send fails; the draft is back in the box, so Send tries again, and the answer follows the apology.
    [NO_HISTORY, TYPE_QUESTION, SEND, SEND_FAILED, SEND, ANSWERED],
    // Enter right after the chat opens, while the history loads: the question goes once it is in.
    [TYPE_QUESTION, SEND, NO_HISTORY, ANSWERED],
    // Enter right after switching to Marketing while an answer is coming: the question goes after it.
    [NO_HISTORY, TYPE_QUESTION, SEND, { type: 'mode.set', mode: 'marketing' }, TYPE_QUESTION, SEND, ANSWERED, ANSWERED],
  ],
})

describeModel('chat machine on the real screen', chatModel)
