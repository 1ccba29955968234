/**
 * Messages between the page and the composer worker. A request carries the input as a structured
 * clone (the page keeps its brand images); the PNG comes back transferred, not copied.
 */
import type { ComposedImage, ComposeInput } from '../../backend/images/types'

export interface ComposeRequest {
  id: number
  input: ComposeInput
}

export type ComposeResponse = { id: number; ok: true; image: ComposedImage } | { id: number; ok: false; error: string; range: boolean }
