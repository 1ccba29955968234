import { and, assertEvent, assign, not, sendParent, setup, stateIn } from 'xstate'
import type { GenerateImageResponse, PromptAdviceResponse } from '../../../kernel/contract'
import { imageGenerationActors } from './image-generation.actors'
import { imageResultMachine } from './image-result.machine'
import { chosenResolution, CUSTOM_PRESET, resolutionProblem } from './resolution'
import { initialContext, type ImageGenerationContext, type ImageGenerationEvent, type ImageGenerationInput, type ImageGenerationParentEvent } from './image-generation.types'

export type { ResolutionProblem } from './resolution'
export type { GeneratedImage, ImageNotice } from './image-result.machine'
export type { ImageGenerationContext, ImageGenerationEvent, ImageGenerationInput, ImageGenerationInvokeId, ImageGenerationParentEvent } from './image-generation.types'
export { initialDescription } from './image-generation.types'

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
  context: ({ input }) => initialContext(input),
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
