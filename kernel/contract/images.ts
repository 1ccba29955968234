import './zod-config'
import * as z from 'zod'
import { isResolutionInBounds, RESOLUTION_MAX_SIDE, RESOLUTION_MIN_SIDE, RESOLUTION_PATTERN, TEMPLATE_TYPE } from '../limits'
import { IdSchema, TimestampSchema } from './common'

export const ResolutionSchema = z.string().regex(RESOLUTION_PATTERN, 'Use WIDTHxHEIGHT in digits, e.g. 1080x1080')

/** A resolution an image can be made at: WIDTHxHEIGHT, each side RESOLUTION_MIN_SIDE to RESOLUTION_MAX_SIDE px (deviation 53). */
export const GenerableResolutionSchema = ResolutionSchema.refine(isResolutionInBounds, {
  message: `Each side must be from ${RESOLUTION_MIN_SIDE} to ${RESOLUTION_MAX_SIDE} pixels`,
})

// POST /generate-image (bearer).
export const GenerateImageRequestSchema = z.object({
  /** From GET /company-profile, kept in the browser. */
  client_id: z.string().min(1),
  /** A non-empty description is needed (docs/product.md#image-generation-messages). */
  prompt: z.string().trim().min(1),
  resolution: GenerableResolutionSchema,
  /** `company_industry` from the browser; the client sends DEFAULT_INDUSTRY when it has none. */
  industry: z.string().min(1),
  template_type: z.literal(TEMPLATE_TYPE),
  /**
   * The chat preview's `request_id` (Selera's extension, deviation 52): the same request id, with the
   * same description, size and assets, gives the same image. Absent, the server makes one up.
   */
  request_id: z.string().min(1).max(64).optional(),
})
export type GenerateImageRequest = z.infer<typeof GenerateImageRequestSchema>

export const GeneratedImageDataSchema = z.object({
  image_url: z.string().min(1),
  /** Milliseconds. */
  generation_time: z.number().nonnegative(),
  metadata: z.object({ resolution: z.string() }).loose(),
  /** The stored image's id (Selera's extension): the gallery lists it under this id. */
  image_id: IdSchema.optional(),
})
export type GeneratedImageData = z.infer<typeof GeneratedImageDataSchema>

/**
 * Three outcomes in one shape (docs/product.md#image-generation): `success` with `data`; `blocked`
 * with a message and the missing assets (the client opens the asset modal); or a failure with
 * `error`.
 */
export const GenerateImageResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  blocked: z.boolean().optional(),
  message: z.string().optional(),
  validation_details: z.object({ missing_assets: z.array(z.string()) }).optional(),
  data: GeneratedImageDataSchema.optional(),
})
export type GenerateImageResponse = z.infer<typeof GenerateImageResponseSchema>

/** The Generated image of docs/product.md#entities. The URL comes as `image_url` or as `image_data.url`; at least one is present. */
export const GeneratedImageSchema = z
  .object({
    id: IdSchema,
    image_url: z.string().min(1).optional(),
    image_data: z.object({ url: z.string().min(1) }).optional(),
    original_query: z.string(),
    created_at: TimestampSchema,
    status: z.string(),
    image_dimensions: z.string().nullable().optional(),
    generation_time_ms: z.number().nonnegative().nullable().optional(),
  })
  .refine((image) => image.image_url !== undefined || image.image_data !== undefined, {
    message: 'A generated image needs image_url or image_data.url',
  })
export type GeneratedImage = z.infer<typeof GeneratedImageSchema>

/** Where to load a generated image from, whichever of the two fields the server used. */
export function generatedImageUrl(image: GeneratedImage): string {
  return image.image_url ?? image.image_data?.url ?? ''
}

// GET /generated-images (bearer).
export const GeneratedImagesResponseSchema = z.object({ success: z.boolean(), images: z.array(GeneratedImageSchema) })
export type GeneratedImagesResponse = z.infer<typeof GeneratedImagesResponseSchema>
