/**
 * Which image composer the fake backend's `POST /generate-image` uses (backend/images/types.ts):
 * the browser demo sets a worker-backed one at start (the page never composes), Node an in-process
 * one; tests may set a fake. One registry, so the handlers never know where composing runs.
 */
import type { ImageComposer } from '../../backend/images/types'

let current: ImageComposer | null = null
let fallback: (() => Promise<ImageComposer>) | null = null

/** Sets the composer the handlers use from now on (null: back to the default). */
export function setImageComposer(composer: ImageComposer | null): void {
  current = composer
}

/** The composer used when none was set, created on first use (loading it costs wasm and fonts). */
export function setDefaultImageComposer(create: () => Promise<ImageComposer>): void {
  fallback = create
}

export async function imageComposer(): Promise<ImageComposer> {
  if (current) return current
  if (!fallback) throw new Error('No image composer: mocks/composer/index.ts has neither a composer nor a default')
  current = await fallback()
  return current
}
