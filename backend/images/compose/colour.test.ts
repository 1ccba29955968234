// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createNodeComposer } from './node'
import { composeInput, testLogo, tinyPng } from '../../../tests/utils/composer'
import { AA_NORMAL, contrast, dominantColour, fitBackground, parseHex, toHex } from './colour'
import { choosePalette, textPairs } from './palette'

describe('contrast', () => {
  it('matches WCAG’s reference ratios', () => {
    expect(contrast(parseHex('#000')!, parseHex('#fff')!)).toBeCloseTo(21, 5)
    expect(contrast(parseHex('#777777')!, parseHex('#ffffff')!)).toBeCloseTo(4.48, 2)
    expect(contrast(parseHex('#767676')!, parseHex('#ffffff')!)).toBeCloseTo(4.54, 2)
  })

  it.each(['#808080', '#ff9900', '#ffff00', '#00ff00', '#1f6f5c', '#b5462a', '#f2c14e', '#0000ff', '#ffffff', '#000000', '#e6007e'])(
    'gives readable text on every fill for brand colour %s, with each of its accents',
    (brand) => {
      for (let variant = 0; variant < 12; variant += 1) {
        for (const [text, background] of textPairs(choosePalette(parseHex(brand), variant))) {
          expect(contrast(parseHex(text)!, parseHex(background)!), `${text} on ${background}`).toBeGreaterThanOrEqual(AA_NORMAL)
        }
      }
    },
  )

  it('keeps a mid-tone brand colour’s hue, only darker, until white text reads on it', () => {
    const { background, text } = fitBackground(parseHex('#ff9900')!, AA_NORMAL)
    expect(contrast(background, text)).toBeGreaterThanOrEqual(AA_NORMAL)
    expect(background.r).toBeGreaterThan(background.g)
    expect(background.g).toBeGreaterThan(background.b)
  })
})

describe('the brand colour from the logo', () => {
  it('takes the dominant saturated colour, skipping white, black and grey', () => {
    const pixels = new Uint8Array(4 * 100)
    for (let index = 0; index < 100; index += 1) {
      const colour = index < 40 ? [255, 255, 255] : index < 60 ? [20, 20, 20] : index < 70 ? [128, 128, 128] : index < 90 ? [31, 111, 92] : [242, 193, 78]
      pixels.set([...colour, 255], index * 4)
    }
    expect(toHex(dominantColour(pixels)!)).toBe('#1f6f5c')
    expect(dominantColour(new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255]))).toBeNull()
  })

  it('is read from the logo itself when the profile has no primary colour', async () => {
    const composer = createNodeComposer()
    const fromSvg = await composer.composeSvg(composeInput({ logo: testLogo('#1f6f5c') }))
    expect(fromSvg.palette.panel).toBe(toHex(fitBackground(parseHex('#1f6f5c')!, AA_NORMAL).background))
    const raster = tinyPng(40, 40, (x) => (x < 30 ? [0x7a, 0x3b, 0x69] : [255, 255, 255]), 'logo.png')
    const fromPng = await composer.composeSvg(composeInput({ logo: raster }))
    const panel = parseHex(fromPng.palette.panel)!
    expect(Math.abs(panel.r - 0x7a) + Math.abs(panel.g - 0x3b) + Math.abs(panel.b - 0x69)).toBeLessThan(12)
  })
})
