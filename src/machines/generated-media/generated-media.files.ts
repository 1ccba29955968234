import { generatedImageUrl, type GeneratedImage } from '../../../kernel/contract'
import { isoDayAt, localeIn } from '../../../kernel/format'

/** Width and height in pixels. */
export interface ImageSize {
  width: number
  height: number
}

/** A generated image as the gallery shows it (the Generated image of docs/product.md#entities, read once). */
export interface GalleryImage {
  id: string
  /** Where the image loads from: the signed URL (deviation 51), absolute. */
  src: string
  /** The owner's words the image was made from. */
  query: string
  /** When it was made, in ms since the epoch; NaN when the server's timestamp does not parse. */
  createdAt: number
  size: ImageSize | null
  /** How long the composition took, in ms, when the server says. */
  generationMs: number | null
}

/** The saved file: its bytes and the name it is saved under. */
export interface ImageFile {
  blob: Blob
  fileName: string
}

const SIZE = /^(\d+)\s*[x×]\s*(\d+)$/i

/** `1080x1080` → { width: 1080, height: 1080 }; null for anything else. */
export function parseSize(dimensions: string | null | undefined): ImageSize | null {
  const match = SIZE.exec(dimensions?.trim() ?? '')
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[2])
  return width > 0 && height > 0 ? { width, height } : null
}

/**
 * A server time as an instant. A time without a zone is read as UTC: that is what Python backends'
 * `isoformat()` of a UTC time looks like (the contract accepts both, kernel/contract/common.ts).
 */
export function instantOf(timestamp: string): number {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(timestamp)
  return Date.parse(zoned ? timestamp : `${timestamp}Z`)
}

/** The image as the gallery keeps it; its URL resolved against `base` (the API's) when the server sent a relative one. */
export function galleryImageOf(image: GeneratedImage, base: string): GalleryImage {
  const url = generatedImageUrl(image)
  return {
    id: String(image.id),
    src: URL.canParse(url, base) ? new URL(url, base).href : url,
    query: image.original_query,
    createdAt: instantOf(image.created_at),
    size: parseSize(image.image_dimensions),
    generationMs: image.generation_time_ms ?? null,
  }
}

/** Newest first, whatever order the server sent (a timestamp that does not parse goes last). */
export function newestFirst(images: readonly GalleryImage[]): GalleryImage[] {
  const time = (image: GalleryImage) => (Number.isNaN(image.createdAt) ? -Infinity : image.createdAt)
  return [...images].sort((a, b) => time(b) - time(a))
}

/** The image formats a browser can show, by their first bytes, with the extension and type they are saved as. */
export type ImageKind = 'png' | 'jpg' | 'webp'

export const IMAGE_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte)
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** What the file is, by content (a signed link that expired may answer an HTML or XML page with 200 on some storage services). */
export function imageKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

/** A PNG's size from its IHDR chunk (bytes 16–23, big-endian), when the first 24 bytes are a PNG's. */
export function pngSize(head: Uint8Array): ImageSize | null {
  if (head.length < 24 || !startsWith(head, PNG_SIGNATURE) || !startsWith(head, [0x49, 0x48, 0x44, 0x52], 12)) return null
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  return width > 0 && height > 0 ? { width, height } : null
}

/**
 * `selera-2026-11-24-1080x1080.png`: the day the image was made, in the account's zone, and its
 * size, so an owner's downloads sort by date and say which platform they fit. Without a size (none
 * given nor readable): `selera-2026-11-24.png`; without a date: `selera-image-1080x1080.png`.
 */
export function imageFileName(createdAt: number, size: ImageSize | null, timezone: string, kind: ImageKind = 'png'): string {
  const day = Number.isNaN(createdAt) ? 'image' : isoDayAt(createdAt, localeIn(timezone))
  const dimensions = size ? `-${size.width}x${size.height}` : ''
  return `selera-${day}${dimensions}.${kind}`
}
