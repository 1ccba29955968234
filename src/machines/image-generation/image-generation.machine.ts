import { and, assertEvent, assign, not, sendParent, setup, stateIn } from 'xstate'
import type { GenerateImageResponse, PromptAdviceResponse } from '../../../kernel/contract'
import type { GeneratedImage } from './image-result.machine'
import { imageGenerationActors } from './image-generation.actors'
import { imageResultMachine } from './image-result.machine'
import { chosenResolution, CUSTOM_PRESET, DEFAULT_PRESET, isPreset, resolutionProblem, type ResolutionProblem } from './resolution'

export type { ResolutionProblem } from './resolution'
export type { GeneratedImage, ImageNotice } from './image-result.machine'

export type ImageGenerationEvent =
  /** One of RESOLUTION_PRESETS, by id (`custom`: the owner types the size). */
  | { type: 'resolution.choose'; preset: string }
  | { type: 'custom.change'; text: string }
  /** The custom size box lost the focus: its size is checked now (docs/product.md#image-generation-rules). */
  | { type: 'custom.blur' }
  | { type: 'description.change'; text: string }
  /** 'Get AI Suggestion'. */
  | { type: 'advice.request' }
  /** 'Expand': the description in 'Edit Image Description'; Cancel drops the edit, 'Save & Close' keeps it. */
  | { type: 'editor.open' }
  | { type: 'editor.change'; text: string }
  | { type: 'editor.save' }
  | { type: 'editor.cancel' }
  /** 'Generate Images'. */
  | { type: 'image.generate' }

/** What a card tells the chat (its parent): the outcomes that put a bubble in the conversation. */
export type ImageGenerationParentEvent =
  /** Blocked: the server's message in a bubble; missing assets open the asset modal. */
  | { type: 'image.blocked'; requestId: string | null; message: string; missingAssets: string[] }
  /** Failed: the apology bubble 'Sorry, there was an error generating the image. Please try again.'. */
  | { type: 'image.failed'; requestId: string | null }

export interface ImageGenerationContext {
  /** The chat preview's `request_id`, sent with every generation of this card. */
  requestId: string | null
  /** The owner's own request, which the advice improves when the description is empty. */
  request: string
  description: string
  /** The chosen RESOLUTION_PRESETS id. */
  preset: string
  /** The typed custom size (kept when another preset is chosen, as typed). */
  custom: string
  /** What is wrong with the custom size, shown from its blur (or a Generate) until it changes. */
  customProblem: ResolutionProblem | null
  /** Generate was pressed with a blank description: the spec's message shows until it is typed. */
  descriptionMissing: boolean
  /** The text in 'Edit Image Description' while it is open. */
  editorText: string
  image: GeneratedImage | null
  /** A failed generation's server `error` (null: the client's own words). */
  error: string | null
}

export interface ImageGenerationInput {
  requestId: string | null
  /** The user message the preview answered (empty when there is none). */
  request: string
  /** The preview's `message` ('I would create this image: …'), the description's fallback. */
  previewMessage: string
  /** The RESOLUTION_PRESETS id the request named (`preview.resolution_preset`): the card starts on it. */
  preset?: string
}

/** `result` is the generated image's own machine (image-result.machine.ts): it runs while the image shows. */
export type ImageGenerationInvokeId = 'getAdvice' | 'generateImage'

const PREVIEW_OPENING = /^(?:(?:I would create this image|Saya akan menghasilkan imej ini):\s*|我会为您制作这张图片：\s*)/i

/**
 * Where the description starts: the owner's own words when there are some, else the image the
 * preview describes (its first paragraph without the opening; what follows lists what is missing).
 */
export function initialDescription({ request, previewMessage }: Pick<ImageGenerationInput, 'request' | 'previewMessage'>): string {
  if (request.trim()) return request.trim()
  return (previewMessage.split(/\n\s*\n/)[0] ?? '').replace(PREVIEW_OPENING, '').trim()
}

const succeeded = (answer: GenerateImageResponse) => answer.success && answer.data !== undefined
const wasBlocked = (answer: GenerateImageResponse) => !succeeded(answer) && answer.blocked === true

/** Generate, from every state that shows the form: a complete form goes, else its problems show. */
const generate = {
  'image.generate': [
    { guard: and(['describing', 'formComplete']), target: '#imageGeneration.generation.generating', actions: 'clearProblems' },
    { guard: 'describing', actions: 'markProblems' },
  ],
} as const

/**
 * One image preview card in the chat (docs/product.md#chat-states, image flow). Two regions side by
 * side: the description (typed; 'Get AI Suggestion' asking; 'Edit Image Description' open) and the
 * generation (ready → generating → generated, blocked or failed, and again from any of them). The
 * resolution belongs to no state. While an image is being made the form is locked; Generate waits
 * for the description to be typed (not while the advice is out or the editor is open). Blocked and
 * failed outcomes tell the chat (`sendParent`), which adds their bubble and opens the asset modal.
 */
export const imageGenerationMachine = setup({
  types: {
    context: {} as ImageGenerationContext,
    events: {} as ImageGenerationEvent,
    input: {} as ImageGenerationInput,
    tags: {} as 'busy',
  },
  actors: { getAdvice: imageGenerationActors.getAdvice, generateImage: imageGenerationActors.generateImage, result: imageResultMachine },
  guards: {
    idle: not(stateIn({ generation: 'generating' })),
    describing: stateIn({ description: 'typing' }),
    customChosen: ({ context }) => context.preset === CUSTOM_PRESET,
    formComplete: ({ context }) =>
      context.description.trim() !== '' && (context.preset !== CUSTOM_PRESET || resolutionProblem(context.custom) === null),
    adviceGiven: (_, params: { answer: PromptAdviceResponse }) => params.answer.success && Boolean(params.answer.suggested_prompt?.trim()),
    succeeded: (_, params: { answer: GenerateImageResponse }) => succeeded(params.answer),
    blocked: (_, params: { answer: GenerateImageResponse }) => wasBlocked(params.answer),
  },
  actions: {
    choosePreset: assign(({ context, event }) => {
      assertEvent(event, 'resolution.choose')
      return { preset: event.preset, customProblem: event.preset === CUSTOM_PRESET ? context.customProblem : null }
    }),
    typeCustom: assign(({ event }) => {
      assertEvent(event, 'custom.change')
      return { custom: event.text, customProblem: null }
    }),
    checkCustom: assign({ customProblem: ({ context }) => resolutionProblem(context.custom) }),
    typeDescription: assign(({ event }) => {
      assertEvent(event, 'description.change')
      return { description: event.text, descriptionMissing: false }
    }),
    takeAdvice: assign((_, params: { answer: PromptAdviceResponse }) => ({ description: params.answer.suggested_prompt?.trim() ?? '', descriptionMissing: false })),
    // docs/product.md#image-generation-messages: advice failures are only logged.
    logAdviceRefused: (_, params: { answer: PromptAdviceResponse }) => console.info('[selera] prompt advice refused:', params.answer.message),
    logAdviceFailed: (_, params: { error: unknown }) => console.info('[selera] prompt advice failed:', params.error),
    openEditor: assign({ editorText: ({ context }) => context.description }),
    editEditor: assign(({ event }) => {
      assertEvent(event, 'editor.change')
      return { editorText: event.text }
    }),
    saveEditor: assign(({ context }) => ({ description: context.editorText, editorText: '', descriptionMissing: context.descriptionMissing && context.editorText.trim() === '' })),
    dropEditor: assign({ editorText: '' }),
    clearProblems: assign({ customProblem: null, descriptionMissing: false, error: null }),
    markProblems: assign(({ context }) => ({
      descriptionMissing: context.description.trim() === '',
      customProblem: context.preset === CUSTOM_PRESET ? resolutionProblem(context.custom) : null,
    })),
    keepImage: assign(({ context }, params: { answer: GenerateImageResponse }) => {
      const data = params.answer.data!
      return {
        image: { url: data.image_url, generationTime: data.generation_time, resolution: data.metadata.resolution, prompt: context.description.trim() },
        error: null,
      }
    }),
    keepError: assign((_, params: { error: string | null }) => ({ error: params.error?.trim() || null, image: null })),
    tellBlocked: sendParent(({ context }, params: { answer: GenerateImageResponse }) => ({
      type: 'image.blocked',
      requestId: context.requestId,
      message: params.answer.message ?? '',
      missingAssets: params.answer.validation_details?.missing_assets ?? [],
    }) satisfies ImageGenerationParentEvent),
    tellFailed: sendParent(({ context }) => ({ type: 'image.failed', requestId: context.requestId }) satisfies ImageGenerationParentEvent),
    forgetImage: assign({ image: null }),
  },
}).createMachine({
  id: 'imageGeneration',
  context: ({ input }) => ({
    requestId: input.requestId,
    request: input.request.trim(),
    description: initialDescription(input),
    preset: input.preset !== undefined && isPreset(input.preset) ? input.preset : DEFAULT_PRESET,
    custom: '',
    customProblem: null,
    descriptionMissing: false,
    editorText: '',
    image: null,
    error: null,
  }),
  type: 'parallel',
  on: {
    'resolution.choose': { guard: 'idle', actions: 'choosePreset' },
    // The size box is there only while Custom is chosen.
    'custom.change': { guard: and(['idle', 'customChosen']), actions: 'typeCustom' },
    'custom.blur': { guard: and(['idle', 'customChosen']), actions: 'checkCustom' },
  },
  states: {
    description: {
      initial: 'typing',
      states: {
        typing: {
          on: {
            'description.change': { guard: 'idle', actions: 'typeDescription' },
            'advice.request': { guard: 'idle', target: 'advising' },
            'editor.open': { guard: 'idle', target: 'expanded', actions: 'openEditor' },
          },
        },
        advising: {
          tags: ['busy'],
          invoke: {
            id: 'getAdvice',
            src: 'getAdvice',
            // What the owner wrote, else their request: the advice improves a description, or starts one.
            input: ({ context }) => ({ text: context.description.trim() || context.request }),
            onDone: [
              { guard: { type: 'adviceGiven', params: ({ event }) => ({ answer: event.output }) }, target: 'typing', actions: { type: 'takeAdvice', params: ({ event }) => ({ answer: event.output }) } },
              { target: 'typing', actions: { type: 'logAdviceRefused', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: { target: 'typing', actions: { type: 'logAdviceFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        expanded: {
          on: {
            'editor.change': { actions: 'editEditor' },
            'editor.save': { target: 'typing', actions: 'saveEditor' },
            'editor.cancel': { target: 'typing', actions: 'dropEditor' },
          },
        },
      },
    },
    generation: {
      initial: 'ready',
      states: {
        ready: { on: generate },
        generating: {
          tags: ['busy'],
          invoke: {
            id: 'generateImage',
            src: 'generateImage',
            input: ({ context }) => ({ prompt: context.description.trim(), resolution: chosenResolution(context.preset, context.custom), requestId: context.requestId }),
            onDone: [
              { guard: { type: 'succeeded', params: ({ event }) => ({ answer: event.output }) }, target: 'generated', actions: { type: 'keepImage', params: ({ event }) => ({ answer: event.output }) } },
              { guard: { type: 'blocked', params: ({ event }) => ({ answer: event.output }) }, target: 'blocked', actions: ['forgetImage', { type: 'tellBlocked', params: ({ event }) => ({ answer: event.output }) }] },
              { target: 'failed', actions: [{ type: 'keepError', params: ({ event }) => ({ error: event.output.error ?? null }) }, 'tellFailed'] },
            ],
            onError: { target: 'failed', actions: [{ type: 'keepError', params: { error: null } }, 'tellFailed'] },
          },
        },
        generated: {
          on: generate,
          // Download and Copy URL: the image's own machine, the same one the chat runs for a generated image in its history.
          invoke: { id: 'result', src: 'result', input: ({ context }) => context.image! },
        },
        blocked: { on: generate },
        failed: { on: generate },
      },
    },
  },
})
