import type { ChatMessage } from '../../../kernel/contract'
import type { ImageGenerationInput } from '../image-generation/image-generation.machine'
import type { GeneratedImage } from '../image-generation/image-result.machine'

/** The child that runs an image preview's card: named after its message. */
export const cardIdOf = (message: Pick<ChatMessage, 'id'>) => `image-${String(message.id)}`
/** The child that runs a generated image of the history. */
export const resultIdOf = (message: Pick<ChatMessage, 'id'>) => `result-${String(message.id)}`

/** A card's start: the preview's request id and message, and the owner's words it answered (the last user message before it). */
export function cardInputOf(messages: readonly ChatMessage[], index: number): ImageGenerationInput {
  const preview = messages[index]!
  const asked = messages.slice(0, index).findLast((message) => message.sender === 'user')
  const preset = preview.preview?.resolution_preset
  return { requestId: preview.request_id ?? null, request: asked?.text ?? '', previewMessage: preview.preview?.message ?? preview.text, ...(preset ? { preset } : {}) }
}

/** A generated image the history carries (`generated_image_url` with its `image_result`), or null. */
export function generatedImageOf(message: ChatMessage): GeneratedImage | null {
  if (!message.generated_image_url || !message.image_result) return null
  return {
    url: message.generated_image_url,
    generationTime: message.image_result.generation_time,
    resolution: message.image_result.metadata.resolution,
    prompt: message.text,
  }
}
