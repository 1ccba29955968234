/**
 * The image preview card's machine (src/machines/image-generation/) walked whole on the real chat
 * screen: a conversation whose last answer is an image preview, replayed path by path against the
 * card the chat runs for it, with the fake backend behind a gate for the advice and the generation.
 * The image it makes, downloaded and copied: image-result.model.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect } from 'vitest'
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/accounts'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import type { GenerateImageResponse, PromptAdviceResponse } from '../../kernel/contract'
import { writeHistory } from '../../src/machines/chat/history-cache'
import {
  imageGenerationMachine,
  type ImageGenerationContext,
  type ImageGenerationEvent,
  type ImageGenerationInvokeId,
} from '../../src/machines/image-generation/image-generation.machine'
import { CUSTOM_PRESET, resolutionProblem } from '../../src/machines/image-generation/resolution'
import { IMAGE_TEXT } from '../../src/ui/screens/chat/image-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import { IMAGE_LABELS, imageGestures, theCard } from '../utils/gestures/image-generation'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'
import { ANSWERS } from '../utils/samples'
import { settleImagesAfterEach, INPUT, CONVERSATION, enabledAs, type Ctx } from '../utils/image-generation-model'

settleImagesAfterEach(server)

/** What the next POST /generate-image and POST /get-prompt-advice answer behind the gate (null: the fake backend). */
const next: { generation: GenerateImageResponse | null; advice: PromptAdviceResponse | null } = { generation: null, advice: null }

async function mount(inspect: (event: InspectionEvent) => void): Promise<Ctx> {
  // A fresh copy of the conversation in this tab: the chat opens on it without asking the server.
  writeHistory(DEMO_ACCOUNT.id, CONVERSATION)
  const route = await renderRoute('/chat', { user: 'demo', inspect })
  await screen.findByRole('region', { name: /^Image preview/ })
  return route
}

const serverFault = (call: string) => new ApiError('http', `${call} failed with 500`, { status: 500 })
const ADVICE_GIVEN: PromptAdviceResponse = { success: true, suggested_prompt: 'A festive flat lay of kopi ais and kuih, green and gold', message: 'Suggestion ready' }
const ADVICE_REFUSED: PromptAdviceResponse = { success: false, suggested_prompt: null, message: 'No advice for that' }
const GENERATED: GenerateImageResponse = ANSWERS.generated
const BLOCKED: GenerateImageResponse = { success: false, blocked: true, message: 'Upload a product photo first', validation_details: { missing_assets: [] } }
const FAILED: GenerateImageResponse = { success: false, error: 'The composer is busy, try again in a minute' }

const cardEvents = {
  'resolution.choose': {
    samples: [{ type: 'resolution.choose', preset: CUSTOM_PRESET }, { type: 'resolution.choose', preset: 'tiktok' }],
    perform: ({ user }, event) => imageGestures.choose(user, event.preset as keyof typeof IMAGE_LABELS.presets),
  },
  'custom.change': {
    samples: [{ type: 'custom.change', text: '50x50' }, { type: 'custom.change', text: '1350x1080' }],
    perform: ({ user }, event) => imageGestures.typeCustom(user, event.text),
  },
  'custom.blur': { samples: [{ type: 'custom.blur' }], perform: ({ user }) => imageGestures.leaveCustom(user) },
  'description.change': {
    samples: [{ type: 'description.change', text: '' }, { type: 'description.change', text: 'Teh tarik promo for Raya' }],
    perform: ({ user }, event) => imageGestures.describe(user, event.text),
  },
  'advice.request': { samples: [{ type: 'advice.request' }], perform: ({ user }) => imageGestures.advice(user) },
  'editor.open': { samples: [{ type: 'editor.open' }], perform: ({ user }) => imageGestures.expand(user) },
  'editor.change': { samples: [{ type: 'editor.change', text: 'A poster of kopi ais\non a marble table' }], perform: ({ user }, event) => imageGestures.edit(user, event.text) },
  'editor.save': { samples: [{ type: 'editor.save' }], perform: ({ user }) => imageGestures.save(user) },
  'editor.cancel': { samples: [{ type: 'editor.cancel' }], perform: ({ user }) => imageGestures.cancel(user) },
  'image.generate': { samples: [{ type: 'image.generate' }], perform: ({ user }) => imageGestures.generate(user) },
} satisfies EventFixtures<ImageGenerationEvent, Ctx>

const cardOutcomes = {
  'xstate.done.actor.getAdvice': [
    { event: { type: 'xstate.done.actor.getAdvice', output: ADVICE_GIVEN }, arrange: () => void (next.advice = ADVICE_GIVEN) },
    { event: { type: 'xstate.done.actor.getAdvice', output: ADVICE_REFUSED }, arrange: () => void (next.advice = ADVICE_REFUSED) },
  ],
  'xstate.error.actor.getAdvice': {
    event: { type: 'xstate.error.actor.getAdvice', error: serverFault('POST /get-prompt-advice') },
    arrange: () => setChaosRule('POST /get-prompt-advice', { status: 500 }),
  },
  'xstate.done.actor.generateImage': [
    { event: { type: 'xstate.done.actor.generateImage', output: GENERATED }, arrange: () => void (next.generation = GENERATED) },
    { event: { type: 'xstate.done.actor.generateImage', output: BLOCKED }, arrange: () => void (next.generation = BLOCKED) },
    { event: { type: 'xstate.done.actor.generateImage', output: FAILED }, arrange: () => void (next.generation = FAILED) },
  ],
  'xstate.error.actor.generateImage': {
    event: { type: 'xstate.error.actor.generateImage', error: serverFault('POST /generate-image') },
    arrange: () => setChaosRule('POST /generate-image', { status: 500 }),
  },
} satisfies OutcomeFixtures<ImageGenerationInvokeId>

const cardOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ImageGenerationContext
const card = () => within(theCard())

/** The form as the machine has it: the chosen size, the typed size and its problem, the description and its message, what is enabled. */
function formShown(snapshot: AnyMachineSnapshot) {
  const { preset, custom, customProblem, description, descriptionMissing } = cardOf(snapshot)
  for (const [id, label] of Object.entries(IMAGE_LABELS.presets)) {
    const radio = card().getByRole('radio', { name: new RegExp(`^${label}\\b`) })
    expect(radio).toHaveProperty('checked', id === preset)
    enabledAs(radio, snapshot.can({ type: 'resolution.choose', preset: id }))
  }
  const box = card().queryByRole('textbox', { name: IMAGE_LABELS.custom })
  if (preset === CUSTOM_PRESET) expect(box).toHaveValue(custom)
  else expect(box).toBeNull()
  if (customProblem) expect(card().getByText(IMAGE_TEXT.customProblem(customProblem))).toBeInTheDocument()
  else expect(card().queryByText(/WIDTHxHEIGHT in digits|Each side must be/)).toBeNull()
  expect(card().getByRole('textbox', { name: IMAGE_LABELS.description })).toHaveValue(description)
  if (descriptionMissing) expect(card().getByText(IMAGE_TEXT.descriptionMissing)).toBeInTheDocument()
  else expect(card().queryByText(IMAGE_TEXT.descriptionMissing)).toBeNull()
  enabledAs(card().getByRole('button', { name: IMAGE_LABELS.expand }), snapshot.can({ type: 'editor.open' }))
  expect(card().getByRole('button', { name: IMAGE_LABELS.uploadAssets })).toBeEnabled()
  const generate = card().getByRole('button', { name: snapshot.matches({ generation: 'generating' }) ? IMAGE_LABELS.generating : IMAGE_LABELS.generate })
  enabledAs(generate, snapshot.can({ type: 'image.generate' }))
}

const noResult = () => {
  expect(card().queryByRole('figure', { name: IMAGE_LABELS.result })).toBeNull()
  expect(card().queryByText(IMAGE_TEXT.blocked)).toBeNull()
}
const bubbleTexts = () => Array.from(screen.getByRole('log', { hidden: true }).querySelectorAll('li.chat-bubble .chat-bubble__body')).map((body) => body.textContent)

/**
 * The graph is walked without a chat around the card: what the card tells its parent goes nowhere
 * there (the live card on screen is the real one, and its bubbles are asserted below).
 */
const walkedMachine = imageGenerationMachine.provide({ actions: { tellBlocked: () => undefined, tellFailed: () => undefined } })

const cardModel = defineModel<typeof imageGenerationMachine, ImageGenerationInvokeId, Ctx>({
  machine: walkedMachine,
  input: INPUT,
  events: cardEvents,
  outcomes: cardOutcomes,
  // What the guards read: which size is chosen, and whether the form can go (a description, a good size).
  project: (snapshot) => {
    const { preset, custom, description } = cardOf(snapshot)
    const custom_ = preset === CUSTOM_PRESET
    return { custom: custom_, complete: description.trim() !== '' && (!custom_ || resolutionProblem(custom) === null) }
  },
  gate: () => {
    next.generation = null
    next.advice = null
    // Behind the gate: what the arranged outcome answers, else the fake backend.
    server.use(
      http.post(apiUrl('/generate-image'), () => (next.generation ? HttpResponse.json(next.generation) : undefined)),
      http.post(apiUrl('/get-prompt-advice'), () => (next.advice ? HttpResponse.json(next.advice) : undefined)),
    )
    return createEndpointGate(server, { method: 'POST', url: apiUrl('/generate-image') }, { method: 'POST', url: apiUrl('/get-prompt-advice') })
  },
  mount,
  screens: {
    'description.typing': (_, snapshot) => {
      formShown(snapshot)
      expect(screen.queryByRole('dialog', { name: IMAGE_LABELS.editor })).toBeNull()
      enabledAs(card().getByRole('button', { name: IMAGE_LABELS.advice }), snapshot.can({ type: 'advice.request' }))
    },
    'description.advising': (_, snapshot) => {
      formShown(snapshot)
      expect(card().getByRole('button', { name: IMAGE_LABELS.adviceBusy })).toBeDisabled()
    },
    'description.expanded': (_, snapshot) => {
      const dialog = within(screen.getByRole('dialog', { name: IMAGE_LABELS.editor }))
      const text = cardOf(snapshot).editorText
      expect(dialog.getByRole('textbox', { name: IMAGE_LABELS.description })).toHaveValue(text)
      expect(dialog.getByText(IMAGE_TEXT.characters(text.length))).toBeInTheDocument()
    },
    'generation.ready': () => noResult(),
    'generation.generating': (_, snapshot) => {
      formShown(snapshot)
      expect(theCard()).toHaveAttribute('aria-busy', 'true')
    },
    'generation.generated': (_, snapshot) => {
      const image = cardOf(snapshot).image!
      const figure = within(card().getByRole('figure', { name: IMAGE_LABELS.result }))
      expect(figure.getByRole('img', { name: image.prompt })).toHaveAttribute('src', image.url)
      expect(figure.getByText(IMAGE_TEXT.time(image.generationTime))).toBeInTheDocument()
      expect(figure.getByText(IMAGE_TEXT.size(image.resolution))).toBeInTheDocument()
      expect(figure.getByRole('button', { name: IMAGE_LABELS.download })).toBeEnabled()
      expect(figure.getByRole('button', { name: IMAGE_LABELS.copy })).toBeEnabled()
    },
    'generation.blocked': () => {
      expect(card().getByText(IMAGE_TEXT.blocked)).toBeInTheDocument()
      // The server's message in a bubble of the conversation.
      expect(bubbleTexts()).toContain(BLOCKED.message)
    },
    'generation.failed': (_, snapshot) => {
      expect(card().getAllByRole('alert').map((alert) => alert.textContent)).toContain(cardOf(snapshot).error ?? IMAGE_TEXT.failed)
      expect(bubbleTexts()).toContain(IMAGE_TEXT.failedBubble)
      expect(card().queryByRole('figure', { name: IMAGE_LABELS.result })).toBeNull()
    },
  },
  journeys: [
    // A blank description: the spec's message, nothing sent; then AI advice fills it in and the image is made at TikTok size.
    [
      { type: 'description.change', text: '' },
      { type: 'image.generate' },
      { type: 'advice.request' },
      { type: 'xstate.done.actor.getAdvice', output: ADVICE_GIVEN },
      { type: 'resolution.choose', preset: 'tiktok' },
      { type: 'image.generate' },
      { type: 'xstate.done.actor.generateImage', output: GENERATED },
    ].map((event) => sampleOf(event)),
  ],
})

/** The model's own sample object for an event written out here (the traversal finds fixtures by identity). */
function sampleOf(event: { type: string }) {
  const all = [...Object.values(cardEvents).flatMap((fixture) => fixture.samples as readonly { type: string }[]), ...Object.values(cardOutcomes).flat().map((outcome) => outcome.event)]
  const found = all.find((sample) => JSON.stringify(sample) === JSON.stringify(event))
  if (!found) throw new Error(`No sample for ${JSON.stringify(event)}`)
  return found
}

describeModel('image generation machine on the real chat screen', cardModel)
