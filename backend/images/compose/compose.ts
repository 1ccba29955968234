/**
 * The image composer (docs/decisions/014-image-composer.md): copy from the prompt and the profile,
 * colours from the brand, a flexbox layout that satori turns into an SVG with the text as glyph
 * paths, and resvg's rasterising of that SVG into the PNG. Both engines are wasm, so the same input
 * gives byte-identical PNGs under Node and in the browser's composer worker.
 *
 * `createComposer(runtime)` loads nothing until the first composition; then the two engines, the
 * fonts and the sized brand images are kept for the next ones (a warm composition pays only
 * layout and rasterising).
 */
import { initWasm } from '@resvg/resvg-wasm'
import satori, { init as initLayout, type SatoriNode } from 'satori/standalone'
import { RESOLUTION_MAX_SIDE, RESOLUTION_MIN_SIDE } from '../../../kernel/limits'
import type { ComposedImage, ComposeInput, ImageComposer } from '../types'
import { parseHex } from './colour'
import { seedOf, writeCopy, type Copy } from './copy'
import { drawable, FontBook, type SatoriFont } from './fonts'
import { withoutHalal } from '../../halal'
import { ImageShop, renderSvg } from './images'
import { buildTree, containerOf, planLayout, TEXT_KEYS, type LayoutPlan } from './layout'
import { choosePalette, type Palette } from './palette'
import type { ComposerRuntime } from './runtime'
import { withoutNoOpImageClips } from './svg'
import type { El } from './tree'

export interface Box {
  left: number
  top: number
  width: number
  height: number
}

/** Everything a composition decided, before rasterising: for the tests and the bench. */
export interface Composition {
  svg: string
  plan: LayoutPlan
  copy: Copy
  palette: Palette
  /** Each keyed element's box as satori laid it out (`headline`, `panel`, `logo`, …). */
  boxes: Map<string, Box>
  /** The type scale the text needed to fit (1: the layout's full size). */
  scale: number
  fonts: string[]
}

export interface Composer extends ImageComposer {
  /** Layout and SVG only, no PNG. */
  composeSvg(input: ComposeInput): Promise<Composition>
  /** Font bytes loaded so far (each file counted once). */
  fontBytesLoaded(): number
}

// Each wasm engine is one instance per JavaScript realm (resvg refuses a second `initWasm`): every
// composer of a realm shares it.
let engines: Promise<void> | null = null

function startEngines(runtime: ComposerRuntime): Promise<void> {
  engines ??= Promise.all([runtime.layoutWasm().then((wasm) => initLayout(wasm)), runtime.resvgWasm().then((wasm) => initWasm(wasm))]).then(
    () => undefined,
    (error: unknown) => {
      engines = null
      throw error
    },
  )
  return engines
}

/** Never shrink the type by more than this in one step, nor less (a step that changes nothing loops). */
const STEP_LIMITS = [0.55, 0.97] as const
const FIT_FLOOR = 0.4
/** Layout rounds to whole pixels: a box may end half a pixel past its container. */
const EPSILON = 0.5

function inside(inner: Box, outer: Box, inset: number): boolean {
  return (
    inner.left >= outer.left + inset - EPSILON &&
    inner.top >= outer.top + inset - EPSILON &&
    inner.left + inner.width <= outer.left + outer.width - inset + EPSILON &&
    inner.top + inner.height <= outer.top + outer.height - inset + EPSILON
  )
}

function textBoxes(plan: LayoutPlan, boxes: ReadonlyMap<string, Box>): { key: string; box: Box; container: Box | undefined }[] {
  return TEXT_KEYS.flatMap((key) => {
    const box = boxes.get(key === 'offer' ? 'offer-badge' : key)
    return box ? [{ key, box, container: boxes.get(containerOf(plan.kind, key)) }] : []
  })
}

/** Every text block inside its container's padding and inside the safe margins. */
export function textFits(plan: LayoutPlan, boxes: ReadonlyMap<string, Box>): boolean {
  const canvas = { left: 0, top: 0, width: plan.width, height: plan.height }
  return textBoxes(plan, boxes).every(({ box, container }) => inside(box, canvas, plan.margin) && (!container || inside(box, container, plan.margin)))
}

/**
 * How much smaller the type should get: per container, the room inside its padding over the height
 * its text blocks span (a centred column overflows at both ends, so the span is what counts).
 */
function shrinkFor(plan: LayoutPlan, boxes: ReadonlyMap<string, Box>): number {
  const spans = new Map<Box, { top: number; bottom: number }>()
  for (const { box, container } of textBoxes(plan, boxes)) {
    if (!container) continue
    const span = spans.get(container) ?? { top: Infinity, bottom: -Infinity }
    spans.set(container, { top: Math.min(span.top, box.top), bottom: Math.max(span.bottom, box.top + box.height) })
  }
  let ratio: number = STEP_LIMITS[1]
  for (const [container, { top, bottom }] of spans) ratio = Math.min(ratio, (container.height - 2 * plan.margin) / Math.max(1, bottom - top))
  return Math.min(STEP_LIMITS[1], Math.max(STEP_LIMITS[0], ratio))
}

function checkSize(width: number, height: number): void {
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < RESOLUTION_MIN_SIDE || side > RESOLUTION_MAX_SIDE) {
      throw new RangeError(`Image sides must be whole pixels from ${RESOLUTION_MIN_SIDE} to ${RESOLUTION_MAX_SIDE} (got ${width}x${height})`)
    }
  }
}

/** The copy as drawn: halal wording out (again: nothing drawn escapes it) and characters no font has left out. */
function drawnCopy(copy: Copy): Copy {
  const clean = (value: string): string => drawable(withoutHalal(value)).replace(/\s{2,}/g, ' ').trim()
  const optional = (value: string | null): string | null => (value === null ? null : clean(value) || null)
  return { ...copy, headline: clean(copy.headline), subline: optional(copy.subline), offer: optional(copy.offer), cta: clean(copy.cta), business_name: clean(copy.business_name), tagline: optional(copy.tagline) }
}

export function createComposer(runtime: ComposerRuntime): Composer {
  const fonts = new FontBook(runtime)
  const images = new ImageShop()

  async function layOut(tree: El, plan: LayoutPlan, fontList: SatoriFont[]): Promise<{ svg: string; boxes: Map<string, Box> }> {
    const boxes = new Map<string, Box>()
    const svg = await satori(tree, {
      width: plan.width,
      height: plan.height,
      fonts: fontList,
      onNodeDetected: (node: SatoriNode) => {
        if (node.key !== undefined) boxes.set(String(node.key), { left: node.left, top: node.top, width: node.width, height: node.height })
      },
    })
    return { svg, boxes }
  }

  async function composeSvg(input: ComposeInput): Promise<Composition> {
    checkSize(input.width, input.height)
    await startEngines(runtime)
    const seed = seedOf(input.request_id)
    const copy = drawnCopy(writeCopy(input))
    const plan = planLayout(input.width, input.height, input.logo)
    const brandColour = input.brand.primary_color ? parseHex(input.brand.primary_color) : input.logo ? await images.colourOf(input.logo) : null
    const palette = choosePalette(brandColour, (seed >>> 16) % 12)
    const heroImage = copy.hero === null ? null : (input.products[copy.hero] ?? null)
    const [hero, logo, fontList] = await Promise.all([
      heroImage ? images.sizedTo(heroImage, plan.hero, 'cover') : null,
      input.logo && plan.logo ? images.sizedTo(input.logo, plan.logo, 'contain') : null,
      fonts.fontsFor([copy.headline, copy.subline ?? '', copy.offer ?? '', copy.cta, copy.business_name, copy.tagline ?? '']),
    ])
    const art = { hero, logo }

    // Shrink the type until every block fits, measured by satori's own layout of the very tree it
    // draws: a step as large as the overflow asks (usually one), then smaller ones. Line clamps
    // bound every block, so the floor scale always ends the loop.
    let scale = 1
    let laid = await layOut(buildTree(plan, copy, palette, art, scale), plan, fontList)
    while (!textFits(plan, laid.boxes) && scale > FIT_FLOOR) {
      scale = Math.max(FIT_FLOOR, scale * shrinkFor(plan, laid.boxes))
      laid = await layOut(buildTree(plan, copy, palette, art, scale), plan, fontList)
    }
    return { svg: withoutNoOpImageClips(laid.svg), plan, copy, palette, boxes: laid.boxes, scale, fonts: fontList.map((font) => `${font.name} ${font.weight}`) }
  }

  return {
    composeSvg,
    fontBytesLoaded: () => fonts.loadedBytes,
    async compose(input: ComposeInput): Promise<ComposedImage> {
      const started = performance.now()
      const { svg, plan } = await composeSvg(input)
      // fitTo the exact width: the PNG is exactly the size asked for, whatever the SVG's rounding.
      const png = renderSvg(svg, (rendered) => rendered.asPng(), plan.width)
      return { png, width: plan.width, height: plan.height, layout: plan.kind, generation_time_ms: Math.round(performance.now() - started) }
    },
  }
}
