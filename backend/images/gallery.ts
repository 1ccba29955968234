/**
 * `GET /generated-images`: the account's generated images for the Generated Media gallery, newest
 * first, each PNG behind a freshly signed URL (deviation 51: an `<img>` cannot send the bearer).
 * The records are in the snapshot and the PNGs in the file storage, so the gallery survives reloads.
 */
import type { GeneratedImage, GeneratedImagesResponse } from '../../kernel/contract'
import type { BackendContext } from '../context'
import { signedFileUrl } from '../files/signed-url'
import type { GeneratedImageRecord } from '../store'

async function toGeneratedImage(ctx: BackendContext, apiBase: string, record: GeneratedImageRecord): Promise<GeneratedImage> {
  return {
    id: record.id,
    image_url: await signedFileUrl(ctx, apiBase, 'images', record.id, record.account_id),
    original_query: record.original_query,
    created_at: record.created_at,
    status: record.status,
    image_dimensions: record.resolution,
    generation_time_ms: record.generation_time_ms,
  }
}

export async function generatedImages(ctx: BackendContext, accountId: string, apiBase: string): Promise<GeneratedImagesResponse> {
  // Newest first; two made in the same millisecond by their ids, which sort in the order they were made.
  const records = await ctx.store.generatedImages.findAll({ account_id: accountId }, [['created_at', 'desc'], ['id', 'desc']])
  return { success: true, images: await Promise.all(records.map((record) => toGeneratedImage(ctx, apiBase, record))) }
}
