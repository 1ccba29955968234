/**
 * A generated image of the history, its Download and Copy URL (the image result machine,
 * src/machines/image-generation/image-result.machine.ts), walked whole on the real chat screen.
 */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, vi } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/accounts'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import type { ChatMessage } from '../../kernel/contract'
import { writeHistory } from '../../src/machines/chat/history-cache'
import {
  imageResultMachine,
  type ImageResultContext,
  type ImageResultEvent,
  type ImageResultInvokeId,
} from '../../src/machines/image-generation/image-result.machine'
import { IMAGE_TEXT } from '../../src/ui/screens/chat/image-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate } from '../utils/backend-gate'
import { IMAGE_LABELS } from '../utils/gestures/image-generation'
import { defineModel, describeModel, type BackendGate, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'
import { settleImagesAfterEach, INPUT, CONVERSATION, enabledAs, type Ctx } from '../utils/image-generation-model'

settleImagesAfterEach(server)

const FILE_URL = `${apiUrl('/files/images/img-1')}?expires=4102444800&signature=ab12`
const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0))
const MADE: ChatMessage = {
  id: 'local-made',
  text: 'Kopi ais, green and gold',
  sender: 'ai',
  timestamp: '2026-11-24T01:02:00.000Z',
  mode: 'marketing',
  request_id: INPUT.requestId!,
  generated_image_url: FILE_URL,
  image_result: { generation_time: 1234, metadata: { resolution: '1200x630' } },
}

/** The browser's side: the clipboard answers when the gate lets it (so `copying` shows), saving is recorded. */
const browser = { clipboardFails: false, fileRefused: false, pendingCopy: null as null | (() => void), saved: [] as string[] }

/** The clipboard, set at the gesture: user-event puts its own in place when a test sets it up. */
function stubClipboard() {
  const writeText = () =>
    new Promise<void>((resolve, reject) => {
      browser.pendingCopy = () => (browser.clipboardFails ? reject(new Error('Write permission denied')) : resolve())
    })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

function stubBrowser() {
  browser.saved = []
  browser.pendingCopy = null
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    browser.saved.push(this.download)
  })
}

const resultEvents = {
  'image.download': { samples: [{ type: 'image.download' }], perform: ({ user }) => user.click(within(theFigure()).getByRole('button', { name: IMAGE_LABELS.download })) },
  'url.copy': {
    samples: [{ type: 'url.copy' }],
    perform: async ({ user }) => {
      stubClipboard()
      await user.click(within(theFigure()).getByRole('button', { name: IMAGE_LABELS.copy }))
    },
  },
} satisfies EventFixtures<ImageResultEvent, Ctx>

const resultOutcomes = {
  'xstate.done.actor.downloadImage': { event: { type: 'xstate.done.actor.downloadImage', output: undefined }, arrange: () => void (browser.fileRefused = false) },
  'xstate.error.actor.downloadImage': {
    // The signed link expired (deviation 51).
    event: { type: 'xstate.error.actor.downloadImage', error: new ApiError('http', 'GET /files/images/img-1 failed with 403', { status: 403 }) },
    arrange: () => void (browser.fileRefused = true),
  },
  'xstate.done.actor.copyUrl': { event: { type: 'xstate.done.actor.copyUrl', output: undefined }, arrange: () => void (browser.clipboardFails = false) },
  'xstate.error.actor.copyUrl': { event: { type: 'xstate.error.actor.copyUrl', error: new Error('Write permission denied') }, arrange: () => void (browser.clipboardFails = true) },
} satisfies OutcomeFixtures<ImageResultInvokeId>

const theFigure = () => screen.getByRole('figure', { name: IMAGE_LABELS.result })
const NOTICES = { copied: IMAGE_TEXT.copied, copyFailed: IMAGE_TEXT.copyFailed, downloadFailed: IMAGE_TEXT.downloadFailed } as const

/** The image as the history has it, its two actions and what the last one said. */
function resultShown(snapshot: AnyMachineSnapshot, { busy = false, downloading = false } = {}) {
  const { notice, image } = snapshot.context as ImageResultContext
  const figure = within(theFigure())
  expect(figure.getByRole('img', { name: image.prompt })).toHaveAttribute('src', image.url)
  expect(figure.getByText('Generation time: 1,234 ms')).toBeInTheDocument()
  expect(figure.getByText('Resolution: 1200x630')).toBeInTheDocument()
  enabledAs(figure.getByRole('button', { name: downloading ? IMAGE_TEXT.downloading : IMAGE_LABELS.download }), !busy)
  enabledAs(figure.getByRole('button', { name: IMAGE_LABELS.copy }), !busy)
  expect(figure.getByRole('status')).toHaveTextContent(notice ? NOTICES[notice] : '')
}

const resultModel = defineModel<typeof imageResultMachine, ImageResultInvokeId, Ctx>({
  machine: imageResultMachine,
  input: { url: FILE_URL, generationTime: 1234, resolution: '1200x630', prompt: MADE.text },
  events: resultEvents,
  outcomes: resultOutcomes,
  // What the screen says after an action is part of where it stands.
  project: (snapshot) => (snapshot.context as ImageResultContext).notice,
  gate: (): BackendGate => {
    stubBrowser()
    server.use(http.get(apiUrl('/files/images/img-1'), () => (browser.fileRefused ? new HttpResponse('expired', { status: 403 }) : new HttpResponse(PNG_1X1, { headers: { 'Content-Type': 'image/png' } }))))
    const files = createEndpointGate(server, { method: 'GET', url: apiUrl('/files/images/img-1') })
    return {
      // A step's one "request" is the clipboard's answer when a copy waits, else the file's.
      allow(requests) {
        let left = requests
        if (left > 0 && browser.pendingCopy) {
          browser.pendingCopy()
          browser.pendingCopy = null
          left -= 1
        }
        files.allow(left)
      },
      open: () => files.open(),
    }
  },
  mount: async (inspect) => {
    writeHistory(DEMO_ACCOUNT.id, [...CONVERSATION, MADE])
    const route = await renderRoute('/chat', { user: 'demo', inspect })
    await screen.findByRole('figure', { name: IMAGE_LABELS.result })
    return route
  },
  screens: {
    shown: (_, snapshot) => {
      resultShown(snapshot)
      // Every finished download was saved under selera-<day>-<WxH>.png.
      for (const name of browser.saved) expect(name).toMatch(/^selera-\d{4}-\d{2}-\d{2}-1200x630\.png$/)
    },
    downloading: (_, snapshot) => resultShown(snapshot, { busy: true, downloading: true }),
    copying: (_, snapshot) => resultShown(snapshot, { busy: true }),
  },
  journeys: [
    // Saved under selera-<day>-1200x630.png.
    [resultEvents['image.download'].samples[0]!, resultOutcomes['xstate.done.actor.downloadImage'].event],
  ],
})

describeModel('image result machine on the real chat screen', resultModel)
