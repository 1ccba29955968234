/**
 * The three layouts, as flexbox trees for satori: square (Instagram 1080x1080), landscape
 * (Facebook 1200x630, LinkedIn 1200x627) and portrait (TikTok 1080x1920); any other size takes
 * the one whose aspect ratio is nearest. Only the hero's share of the canvas and the type scale
 * are fixed here; where each block lands is satori's flexbox. Text sits only on fills the palette
 * checked for contrast (the brand panel, the canvas, the offer badge), never on the photo; the
 * logo sits on a white badge so it reads on any colour.
 */
import type { Copy } from './copy'
import type { Palette } from './palette'
import { div, img, text, type El } from './tree'

export type LayoutKind = 'square' | 'landscape' | 'portrait'

/** Width over height of each layout's reference preset. */
const RATIOS: Record<LayoutKind, number> = { square: 1, landscape: 1200 / 630, portrait: 1080 / 1920 }

export function layoutFor(width: number, height: number): LayoutKind {
  const ratio = Math.log(width / height)
  let best: LayoutKind = 'square'
  for (const kind of ['square', 'landscape', 'portrait'] as const) {
    if (Math.abs(ratio - Math.log(RATIOS[kind])) < Math.abs(ratio - Math.log(RATIOS[best]))) best = kind
  }
  return best
}

export interface Size {
  width: number
  height: number
}

export interface LayoutPlan {
  kind: LayoutKind
  width: number
  height: number
  /** The safe margin: no text or logo closer to an edge than this. */
  margin: number
  /** The hero photo's box: the photo is cover-cropped to exactly this size before layout. */
  hero: Size
  /** The logo's box, its aspect kept: never smaller than LOGO_MIN_PX on its short side. */
  logo: Size | null
}

/** Below this a logo stops being recognisable at phone size. */
export const LOGO_MIN_PX = 48

function fitLogo(logo: Size, side: number): Size {
  const scale = Math.min((side * 1.8) / logo.width, side / logo.height)
  const fitted = { width: Math.max(1, Math.round(logo.width * scale)), height: Math.max(1, Math.round(logo.height * scale)) }
  const short = Math.min(fitted.width, fitted.height)
  if (short >= LOGO_MIN_PX) return fitted
  // A very wide or tall logo: grow it until its short side is legible, within the canvas' reach.
  const grow = LOGO_MIN_PX / short
  return { width: Math.round(fitted.width * grow), height: Math.round(fitted.height * grow) }
}

export function planLayout(width: number, height: number, logo: Size | null): LayoutPlan {
  const kind = layoutFor(width, height)
  const short = Math.min(width, height)
  const margin = Math.max(12, Math.round(short * 0.055))
  const hero =
    kind === 'landscape'
      ? { width: Math.round(width * 0.46), height }
      : kind === 'portrait'
        ? { width, height: Math.round(height * 0.44) }
        : { width, height: Math.round(height * 0.54) }
  const logoSide = Math.max(LOGO_MIN_PX, Math.round(short * (kind === 'landscape' ? 0.15 : 0.12)))
  return { kind, width, height, margin, hero, logo: logo ? fitLogo(logo, Math.min(logoSide, Math.floor((short - 2 * margin) / 2))) : null }
}

export interface Art {
  hero: string | null
  logo: string | null
}

/** Type sizes as shares of the short side, per layout, at scale 1. */
const TYPE: Record<LayoutKind, Record<'headline' | 'subline' | 'offer' | 'cta' | 'name' | 'tagline', number>> = {
  square: { headline: 0.076, subline: 0.04, offer: 0.04, cta: 0.032, name: 0.034, tagline: 0.025 },
  landscape: { headline: 0.1, subline: 0.05, offer: 0.052, cta: 0.04, name: 0.046, tagline: 0.032 },
  portrait: { headline: 0.1, subline: 0.05, offer: 0.052, cta: 0.04, name: 0.044, tagline: 0.03 },
}

/** The smallest type drawn, whatever the scale: still readable on a phone. */
export const MIN_FONT_PX = 12

/** The text blocks, by satori key. */
export const TEXT_KEYS = ['headline', 'subline', 'offer', 'cta', 'name', 'tagline'] as const

/** The container (by key) whose padded box a text block must stay inside: the fitting loop and the tests check it. */
export function containerOf(kind: LayoutKind, key: string): string {
  return kind === 'portrait' && (key === 'name' || key === 'tagline') ? 'header' : 'panel'
}

export function buildTree(plan: LayoutPlan, copy: Copy, palette: Palette, art: Art, scale: number): El {
  const { kind, width, height, margin } = plan
  const short = Math.min(width, height)
  const size = (role: keyof (typeof TYPE)['square']): number => Math.max(MIN_FONT_PX, Math.round(short * TYPE[kind][role] * scale))
  const gap = Math.round(margin * 0.45)

  const badge =
    art.logo && plan.logo
      ? div('logo-badge', { padding: Math.round(Math.min(plan.logo.width, plan.logo.height) * 0.14), backgroundColor: palette.badge, borderRadius: Math.round(margin * 0.35), flexShrink: 0 }, [
          img('logo', art.logo, plan.logo.width, plan.logo.height),
        ])
      : null

  const headline = text('headline', copy.headline, { fontSize: size('headline'), fontWeight: 700, lineHeight: 1.12, color: palette.panelText }, 3)
  const subline = copy.subline ? text('subline', copy.subline, { fontSize: size('subline'), fontWeight: 400, lineHeight: 1.25, color: palette.panelText }, 2) : null
  const offer = copy.offer
    ? div('offer-badge', { alignSelf: 'flex-start', maxWidth: '100%', backgroundColor: palette.accent, borderRadius: Math.round(size('offer') * 0.45), padding: `${Math.round(size('offer') * 0.3)}px ${Math.round(size('offer') * 0.55)}px`, flexShrink: 0 }, [
        text('offer', copy.offer, { fontSize: size('offer'), fontWeight: 700, lineHeight: 1.2, color: palette.accentText }, 2),
      ])
    : null
  const cta = text('cta', copy.cta, { fontSize: size('cta'), fontWeight: 400, lineHeight: 1.25, color: palette.panelText }, 1)
  const brandText = (colour: string): El =>
    div('brand', { flexDirection: 'column', flexShrink: 1, minWidth: 0, gap: Math.round(gap * 0.3) }, [
      text('name', copy.business_name, { fontSize: size('name'), fontWeight: 700, lineHeight: 1.2, color: colour }, 2),
      copy.tagline ? text('tagline', copy.tagline, { fontSize: size('tagline'), fontWeight: 400, lineHeight: 1.25, color: colour }, 1) : null,
    ])
  const hero = art.hero ? img('hero', art.hero, plan.hero.width, plan.hero.height) : null
  const root = { width, height, fontFamily: 'Inter', backgroundColor: palette.canvas }
  const panelBase = { flexDirection: 'column', flexGrow: 1, flexShrink: 1, minHeight: 0, minWidth: 0, backgroundColor: palette.panel, padding: margin, gap } as const

  if (kind === 'landscape') {
    return div('root', { ...root, flexDirection: 'row' }, [
      hero,
      div('panel', { ...panelBase, justifyContent: 'space-between' }, [
        div('brand-row', { flexDirection: 'row', alignItems: 'center', gap, flexShrink: 0 }, [badge, brandText(palette.panelText)]),
        div('message', { flexDirection: 'column', gap, flexShrink: 0 }, [headline, subline, offer, cta]),
      ]),
    ])
  }
  if (kind === 'portrait') {
    return div('root', { ...root, flexDirection: 'column' }, [
      div('header', { flexDirection: 'row', alignItems: 'center', gap, padding: margin, flexShrink: 0 }, [badge, brandText(palette.canvasText)]),
      hero,
      div('panel', { ...panelBase, justifyContent: 'center', gap: Math.round(gap * 1.4) }, [headline, subline, offer, cta]),
    ])
  }
  return div('root', { ...root, flexDirection: 'column' }, [
    div('hero-area', { position: 'relative', width, height: plan.hero.height, flexShrink: 0 }, [
      hero,
      badge ? div('badge-place', { position: 'absolute', top: margin, left: margin }, [badge]) : null,
    ]),
    div('panel', { ...panelBase, justifyContent: 'center' }, [
      headline,
      subline,
      offer,
      div('footer', { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between', gap, marginTop: 'auto', flexShrink: 0 }, [brandText(palette.panelText), cta]),
    ]),
  ])
}
