/**
 * The image composer's vocabulary, shared by the composition (`./compose/`), the generation glue
 * (`./generate.ts`) and whatever runs the composer (in-process under Node, a worker in the browser).
 *
 * A composition is a pure function of its input: the same input gives byte-identical PNGs, wherever
 * it runs. Everything it draws comes in the input: no clock, no storage, no network.
 */

/** A decoded-enough brand image: its bytes, what they are and their pixel size. */
export interface ComposerImage {
  bytes: Uint8Array
  content_type: 'image/png' | 'image/jpeg' | 'image/svg+xml'
  width: number
  height: number
  /** The asset's name, for alt text and for choosing among several. */
  name: string
}

export interface ComposeInput {
  /** The owner's description of the image, as typed (English, Malay or Chinese). */
  prompt: string
  /** Picks among variations (layout details, which product photo): the same id, the same image. */
  request_id: string
  width: number
  height: number
  brand: {
    business_name: string
    /** From the logo's metadata, when the owner gave them. */
    tagline: string | null
    /** `#rrggbb` from the logo's metadata; null to extract the colours from the logo itself. */
    primary_color: string | null
    best_seller: string | null
    /**
     * The account's item names: one the prompt names without a photo of it is featured by name
     * with no photo, never another dish's photo in its place. Absent: none known.
     */
    items?: readonly string[]
  }
  logo: ComposerImage | null
  products: ComposerImage[]
}

export interface ComposedImage {
  png: Uint8Array
  width: number
  height: number
  /** The layout chosen (square, landscape, portrait, …), for the metadata and the tests. */
  layout: string
  /** Milliseconds from request to PNG, measured where it ran. */
  generation_time_ms: number
}

/** Runs compositions: in-process under Node; in the browser a worker, so the page never freezes. */
export interface ImageComposer {
  compose(input: ComposeInput): Promise<ComposedImage>
}
