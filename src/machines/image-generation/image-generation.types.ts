/** An image preview card's events, context and input (./image-generation.machine.ts). */
import type { GeneratedImage } from './image-result.machine'
import { DEFAULT_PRESET, isPreset, type ResolutionProblem } from './resolution'

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

/** The card as the preview opens it: its description, the preset the request named, nothing generated. */
export function initialContext(input: ImageGenerationInput): ImageGenerationContext {
  const preset = input.preset !== undefined && isPreset(input.preset) ? input.preset : DEFAULT_PRESET
  return { requestId: input.requestId, request: input.request.trim(), description: initialDescription(input), preset, custom: '', customProblem: null, descriptionMissing: false, editorText: '', image: null, error: null }
}
