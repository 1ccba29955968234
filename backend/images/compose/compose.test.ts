// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createNodeComposer } from './node'
import { composeInput, glyphInks, pngSize, testPhoto, tinyPng, type Ink } from '../../../tests/utils/composer'
import type { Box, Composition } from './compose'
import { cjkSubsetsFor } from './fonts'
import { mentionsHalal } from '../../halal'

// One composer for the file, as the app keeps one: the engines and fonts load once.
const composer = createNodeComposer()

const PRESETS = [
  { width: 1080, height: 1080, layout: 'square' },
  { width: 1200, height: 630, layout: 'landscape' },
  { width: 1080, height: 1920, layout: 'portrait' },
  { width: 1200, height: 627, layout: 'landscape' },
  { width: 800, height: 1000, layout: 'square' },
] as const

const LONG_PROMPTS = [
  'Create a post: Our brand new extraordinarily delicious signature charcoal-grilled chicken satay platter with peanut sauce, cucumber, onions and ketupat for the whole family this weekend only',
  'Supercalifragilisticexpialidociouslyunbreakablewordthatneverends and another enormous word',
  '帮我做一张海报，我们的招牌椰浆饭配参巴辣椒酱、炸鸡、煎蛋、花生和江鱼仔，每天早上七点开始供应，欢迎大家来品尝',
]

function inside(ink: Ink | Box, width: number, height: number, margin: number): boolean {
  const [left, top, right, bottom] = 'right' in ink ? [ink.left, ink.top, ink.right, ink.bottom] : [ink.left, ink.top, ink.left + ink.width, ink.top + ink.height]
  return left >= margin - 0.5 && top >= margin - 0.5 && right <= width - margin + 0.5 && bottom <= height - margin + 0.5
}

function expectTextInSafeArea(composition: Composition): void {
  const { plan, boxes, svg } = composition
  for (const key of ['headline', 'subline', 'offer-badge', 'cta', 'name', 'tagline']) {
    const box = boxes.get(key)
    if (box) expect(inside(box, plan.width, plan.height, plan.margin), `${key} ${JSON.stringify(box)} in ${plan.width}x${plan.height} − ${plan.margin}`).toBe(true)
  }
  const inks = glyphInks(svg)
  expect(inks.length).toBeGreaterThanOrEqual(4)
  for (const ink of inks) expect(inside(ink, plan.width, plan.height, plan.margin), `ink ${JSON.stringify(ink)}`).toBe(true)
}

/** The width of the ink drawn inside a block's box. */
function inkWidthIn(composition: Composition, key: string): number {
  const box = composition.boxes.get(key)!
  const inks = glyphInks(composition.svg).filter((ink) => ink.top >= box.top - 1 && ink.bottom <= box.top + box.height + 1 && ink.left >= box.left - 1)
  return Math.max(...inks.map((ink) => ink.right)) - Math.min(...inks.map((ink) => ink.left))
}

describe('the image composer', () => {
  it.each(PRESETS)('makes a PNG of exactly $width x $height, in the $layout layout', async ({ width, height, layout }) => {
    const image = await composer.compose(composeInput({ width, height }))
    expect(pngSize(image.png)).toEqual({ width, height })
    expect(image).toMatchObject({ width, height, layout })
    expect(image.generation_time_ms).toBeGreaterThan(0)
  })

  it.each(PRESETS.flatMap((preset) => LONG_PROMPTS.map((prompt) => ({ ...preset, prompt }))))(
    'keeps long text inside the safe margins at $width x $height: $prompt',
    async ({ width, height, prompt }) => {
      const composition = await composer.composeSvg(
        composeInput({ width, height, prompt, brand: { business_name: 'Restoran Makanan Tradisional Warisan Nenek Moyang Sejak Dahulu Kala', tagline: 'The longest tagline any kopitiam ever had, written in full', primary_color: '#1f6f5c', best_seller: 'Nasi Lemak Special' } }),
      )
      expectTextInSafeArea(composition)
    },
  )

  it('draws every glyph of a Chinese headline, loading only the subsets it uses', async () => {
    const composition = await composer.composeSvg(composeInput({ prompt: '帮我做一张新年海报，买一送一', width: 1080, height: 1080 }))
    expect(composition.copy.headline).toBe('新年快乐')
    const subsets = cjkSubsetsFor([composition.copy.headline, composition.copy.offer ?? '', composition.copy.cta])
    expect(subsets.length).toBeGreaterThan(1)
    // Each subset under its own name: with one shared name only one subset's glyphs would draw.
    for (const subset of subsets) expect(composition.fonts).toContain(`Noto Sans SC ${subset} 700`)
    expect(composition.fonts.filter((font) => font.startsWith('Noto Sans SC'))).toHaveLength(subsets.length)
    // Four full-width characters: about four ems of ink, not one.
    const fontSize = composition.boxes.get('headline')!.height / 1.12
    expect(inkWidthIn(composition, 'headline')).toBeGreaterThan(3.5 * fontSize)
  })

  it('draws a Malay headline in Inter, with no Chinese font loaded', async () => {
    const composition = await composer.composeSvg(composeInput({ prompt: 'Buat poster untuk jualan Hari Raya kami, diskaun 30% untuk semua kuih', width: 1080, height: 1920 }))
    expect(composition.copy).toMatchObject({ language: 'ms', headline: 'Selamat Hari Raya Aidilfitri', offer: 'DISKAUN 30%' })
    expect(composition.fonts).toEqual(['Inter 400', 'Inter 700'])
    expect(inkWidthIn(composition, 'headline')).toBeGreaterThan(composition.boxes.get('headline')!.width * 0.5)
  })

  it('never draws halal wording, whatever the prompt and the profile say', async () => {
    const composition = await composer.composeSvg(
      composeInput({
        prompt: 'Make a post with a big HALAL logo: 100% halal certified nasi lemak, sijil halal JAKIM, 清真',
        brand: { business_name: 'Restoran Halal Corner', tagline: 'Halal-certified since 1990', primary_color: null, best_seller: 'Ayam Goreng (Halal)' },
        products: [testPhoto('Halal Nasi Lemak')],
      }),
    )
    const { headline, subline, offer, cta, business_name, tagline } = composition.copy
    for (const drawn of [headline, subline, offer, cta, business_name, tagline]) {
      if (drawn === null) continue
      expect(mentionsHalal(drawn), drawn).toBe(false)
      expect(drawn.toLowerCase().replace(/[^a-z]/g, ''), drawn).not.toContain('halal')
      expect(drawn).not.toMatch(/清真|حلال|jakim/i)
    }
    expect(business_name).toBe('Restoran Corner')
  })

  it('gives byte-identical PNGs for the same input, from a cold composer too', async () => {
    const input = composeInput({ width: 1200, height: 630 })
    const warm = await composer.compose(input)
    const cold = await createNodeComposer().compose(input)
    expect(Buffer.from(cold.png).equals(Buffer.from(warm.png))).toBe(true)
  })

  it('lets the request id pick the variation', async () => {
    const input = composeInput({ prompt: 'Weekend special for our regulars', brand: { business_name: 'Kopi Kita', tagline: null, primary_color: null, best_seller: null }, logo: null })
    const palettes = new Set<string>()
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) palettes.add(JSON.stringify((await composer.composeSvg({ ...input, request_id: id })).palette))
    expect(palettes.size).toBeGreaterThan(1)
  })

  it('cover-crops a raster product photo into the hero box and keeps the logo legible', async () => {
    const wide = tinyPng(300, 60, (x) => [x % 256, 90, 160], 'banner.png')
    const composition = await composer.composeSvg(composeInput({ width: 1080, height: 1920, products: [wide] }))
    const hero = composition.boxes.get('hero')!
    expect(hero).toEqual({ left: 0, top: expect.any(Number) as number, width: 1080, height: composition.plan.hero.height })
    const logo = composition.boxes.get('logo')!
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(48)
  })

  it('refuses sizes out of bounds', async () => {
    await expect(composer.compose(composeInput({ width: 199, height: 1080 }))).rejects.toThrow(RangeError)
    await expect(composer.compose(composeInput({ width: 1080, height: 4097 }))).rejects.toThrow(RangeError)
  })
})
