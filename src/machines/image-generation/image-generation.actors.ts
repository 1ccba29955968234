import { fromPromise } from 'xstate'
import { getPromptAdvice } from '../../api/chat'
import { getCompanyProfile } from '../../api/company-profile'
import { DEFAULT_INDUSTRY, TEMPLATE_TYPE } from '../../../kernel/limits'
import { requestBinary } from '../../api/http'
import { generateImage } from '../../api/images'
import type { GenerateImageResponse, PromptAdviceResponse } from '../../../kernel/contract'
import { isoDayAt } from '../../../kernel/format'
import { CLIENT_ID_KEY, INDUSTRY_KEY } from '../company-profile/company-profile.machine'
import { saveWithLink } from '../report-download/report-download.actors'
import { fromApiPromise } from '../shared/api-actor'

/** `POST /get-prompt-advice` with what the owner wrote: a suggested description, or a failure the machine only logs. */
export const getAdviceActor = fromApiPromise<PromptAdviceResponse, { text: string }>(({ input, signal }) => getPromptAdvice({ user_input: input.text }, signal))

export interface GenerateInput {
  prompt: string
  resolution: string
  /** The chat preview's `request_id` (deviation 52): the same request gives the same image. */
  requestId: string | null
}

/**
 * The `client_id` image generation sends, from browser storage; when it is missing (the owner never
 * opened the Company Profile in this browser), read once from `GET /company-profile` and kept as the
 * profile screen keeps it, with the industry.
 */
async function clientId(signal: AbortSignal): Promise<string> {
  const stored = localStorage.getItem(CLIENT_ID_KEY)
  if (stored) return stored
  const profile = await getCompanyProfile(signal)
  if (!profile.client_id) throw new Error('GET /company-profile answered no client_id')
  localStorage.setItem(CLIENT_ID_KEY, profile.client_id)
  if (!localStorage.getItem(INDUSTRY_KEY)) localStorage.setItem(INDUSTRY_KEY, profile.industry?.trim() || DEFAULT_INDUSTRY)
  return profile.client_id
}

/** `POST /generate-image` (docs/product.md#image-generation): a blocked or failed answer is still an answer, the machine tells them apart. */
export const generateImageActor = fromApiPromise<GenerateImageResponse, GenerateInput>(async ({ input, signal }) => {
  const client_id = await clientId(signal)
  return generateImage(
    {
      client_id,
      prompt: input.prompt,
      resolution: input.resolution,
      industry: localStorage.getItem(INDUSTRY_KEY)?.trim() || DEFAULT_INDUSTRY,
      template_type: TEMPLATE_TYPE,
      ...(input.requestId ? { request_id: input.requestId } : {}),
    },
    signal,
  )
})

/** The name a generated image is saved under: `selera-<day>-<WxH>.png`, the day in the owner's zone. */
export function imageFileName(resolution: string, at: number = Date.now()): string {
  return `selera-${isoDayAt(at)}-${resolution}.png`
}

/**
 * Download: the signed URL read as a Blob (an `<a download>` to another origin only navigates), then
 * saved as a download link does. The URL is its own credential: no bearer token goes with it.
 */
export const downloadImageActor = fromApiPromise<void, { url: string; resolution: string }>(async ({ input, signal }) => {
  const { blob } = await requestBinary({ url: input.url, auth: false, accept: 'image/png', signal })
  const href = URL.createObjectURL(blob)
  try {
    saveWithLink(href, imageFileName(input.resolution))
  } finally {
    // The click has handed the Blob to the browser's download; a revoke on the next task is safe.
    setTimeout(() => URL.revokeObjectURL(href), 0)
  }
})

/** Copy URL: the signed URL on the clipboard (refused without a secure context or permission). */
export const copyUrlActor = fromPromise<void, { url: string }>(async ({ input }) => {
  if (!navigator.clipboard) throw new Error('No clipboard in this browser')
  await navigator.clipboard.writeText(input.url)
})

export const imageGenerationActors = {
  getAdvice: getAdviceActor,
  generateImage: generateImageActor,
}
