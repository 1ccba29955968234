import { fromCallback } from 'xstate'
import { ApiError } from '../../api/errors'
import { apiUrl, requestBinary } from '../../api/http'
import { getGeneratedImages } from '../../api/images'
import { fromApiPromise } from '../shared/api-actor'
import { galleryImageOf, IMAGE_TYPES, imageFileName, imageKind, newestFirst, pngSize, type GalleryImage, type ImageFile } from './generated-media.files'

/** `GET /generated-images`: the account's images, newest first, as the gallery shows them. */
export const loadImagesActor = fromApiPromise<GalleryImage[]>(async ({ signal }) => {
  const answer = await getGeneratedImages(signal)
  if (!answer.success) throw new ApiError('invalid-response', 'GET /generated-images answered success: false')
  const base = apiUrl('/')
  return newestFirst(answer.images.map((image) => galleryImageOf(image, base)))
})

export interface FetchImageInput {
  image: GalleryImage
  /** The account's zone: the file name's day is the owner's. */
  timezone: string
}

/**
 * The image's bytes, from its signed URL, and the name to save them under. No bearer token: the URL
 * carries its own signature (deviation 51), and a live backend's may point at a storage service
 * that must not see the token. What comes back must be an image (by its first bytes); its size,
 * when the gallery was not told, is read from the PNG itself.
 */
export const fetchImageActor = fromApiPromise<ImageFile, FetchImageInput>(async ({ input, signal }) => {
  const { image, timezone } = input
  const answer = await requestBinary({ url: image.src, auth: false, accept: 'image/png,image/*;q=0.8', signal })
  const head = new Uint8Array(await answer.blob.slice(0, 24).arrayBuffer())
  const kind = imageKind(head)
  if (!kind) throw new ApiError('invalid-response', `The image ${image.id} did not answer with an image`, { status: answer.status })
  const size = image.size ?? (kind === 'png' ? pngSize(head) : null)
  const type = IMAGE_TYPES[kind]
  const blob = answer.blob.type === type ? answer.blob : new Blob([answer.blob], { type })
  return { blob, fileName: imageFileName(image.createdAt, size, timezone, kind) }
})

/** What `offerImage` tells the machine: the object URL the file is offered under. */
export interface ImageOfferedEvent {
  type: 'image.offered'
  href: string
}

/**
 * Holds the downloaded image as an object URL while the machine offers it (as the weekly report
 * does): created when the file is ready, revoked when the next download starts or the gallery
 * closes, so at most one image's Blob is kept.
 */
export const offerImageActor = fromCallback<ImageOfferedEvent, { blob: Blob }>(({ input, sendBack }) => {
  const href = URL.createObjectURL(input.blob)
  sendBack({ type: 'image.offered', href } satisfies ImageOfferedEvent)
  return () => URL.revokeObjectURL(href)
})
