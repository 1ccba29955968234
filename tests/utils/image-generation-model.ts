/**
 * The conversation the image models (tests/model/image-*.model.test.tsx) open the chat on, whose
 * last answer is an image preview, and what they clear around each path.
 */
import { afterAll, afterEach, expect } from 'vitest'
import type { ChatMessage } from '../../kernel/contract'
import type { ImageGenerationInput } from '../../src/machines/image-generation/image-generation.machine'
import { watchRequests } from './backend-gate'
import { setChaosRule } from './chaos'
import { renderRoute } from './render'

export type Ctx = Awaited<ReturnType<typeof renderRoute>>

const REQUEST = 'Make an Instagram post for our kopi ais'
const PREVIEW_MESSAGE = 'I would create this image: A square post of Kopi Ais with the Kopi Kita logo.'
export const INPUT: ImageGenerationInput = { requestId: 'img_00c0ffee00c0ffee', request: REQUEST, previewMessage: PREVIEW_MESSAGE }
export const CONVERSATION: ChatMessage[] = [
  { id: 'local-asked', text: REQUEST, sender: 'user', timestamp: '2026-11-24T01:00:00.000Z', mode: 'marketing' },
  {
    id: 'local-preview',
    text: PREVIEW_MESSAGE,
    sender: 'ai',
    timestamp: '2026-11-24T01:00:01.000Z',
    mode: 'marketing',
    type: 'image_preview_enhanced',
    preview: { action: 'generate_image', message: PREVIEW_MESSAGE, estimated_cost: null, generation_ready: true },
    request_id: INPUT.requestId!,
  },
]

const CHAOS = ['POST /get-prompt-advice', 'POST /generate-image', 'GET /chat/history'] as const

/**
 * After each path of the calling file: its requests have settled, the chaos rules are gone and the
 * browser keeps nothing. `server` is the calling file's (the setup makes one per file).
 */
export function settleImagesAfterEach(server: Parameters<typeof watchRequests>[0]): void {
  const inFlight = watchRequests(server)
  afterEach(async () => {
    await inFlight.settled()
    for (const rule of CHAOS) setChaosRule(rule, null)
    sessionStorage.clear()
    localStorage.clear()
  })
  afterAll(() => inFlight.stop())
}

/** Enabled exactly when the machine takes the event (a disabled fieldset disables its radios too). */
export function enabledAs(element: HTMLElement, enabled: boolean) {
  if (enabled) expect(element).toBeEnabled()
  else expect(element).toBeDisabled()
}
