import { GENERATE_IMAGE_TIMEOUT_MS } from '../../kernel/limits'
import { request } from './http'
import {
  GenerateImageResponseSchema,
  GeneratedImagesResponseSchema,
  type GenerateImageRequest,
  type GenerateImageResponse,
  type GeneratedImagesResponse,
} from '../../kernel/contract'

/**
 * `POST /generate-image`. A blocked or failed generation is still a 2xx answer here (`blocked`,
 * `error`), so the image flow can tell "missing assets" from a broken request.
 */
export function generateImage(order: GenerateImageRequest, signal?: AbortSignal): Promise<GenerateImageResponse> {
  return request({
    method: 'POST',
    path: '/generate-image',
    auth: true,
    body: order,
    parse: GenerateImageResponseSchema,
    timeoutMs: GENERATE_IMAGE_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  })
}

/** `GET /generated-images`: the gallery of docs/product.md#generated-media. */
export function getGeneratedImages(signal?: AbortSignal): Promise<GeneratedImagesResponse> {
  return request({ method: 'GET', path: '/generated-images', auth: true, parse: GeneratedImagesResponseSchema, ...(signal ? { signal } : {}) })
}
