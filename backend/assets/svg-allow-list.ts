/**
 * The allow-list of the SVG sanitiser (svg-sanitize.ts; docs/spec-deviations.md, deviation 54): the
 * elements, attributes and CSS properties of static vector graphics, and the checks on their values:
 * references only to fragments of the same file (`#id`) or to embedded raster images on `<image>`,
 * nothing that loads, runs or hides anything. Everything not listed here is left out.
 */

/** Elements of static graphics (SVG 1.1 / 2 names, case-sensitive as SVG is). */
export const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker', 'image', 'style',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
  'feSpotLight', 'feTile', 'feTurbulence',
])

/** Elements left out but whose content is kept: a link's drawing is still the drawing. */
export const UNWRAPPED = new Set(['a'])

/** Presentation properties, as attributes and in `style` (CSS is case-insensitive: compared lower-cased). */
const PRESENTATION = [
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'stop-color', 'stop-opacity',
  'flood-color', 'flood-opacity', 'lighting-color', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant',
  'font-stretch', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing',
  'text-decoration', 'writing-mode', 'direction', 'unicode-bidi', 'vector-effect', 'paint-order', 'shape-rendering',
  'text-rendering', 'image-rendering', 'color-interpolation', 'color-interpolation-filters', 'mix-blend-mode', 'isolation',
  'transform', 'transform-origin',
]
const CSS_PROPERTIES = new Set([...PRESENTATION, 'font'])

const ATTRIBUTES = new Set([
  ...PRESENTATION,
  'id', 'class', 'style', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height',
  'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'version', 'xml:space', 'href', 'xlink:href',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4',
  'values', 'type', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'baseFrequency', 'numOctaves', 'seed',
  'stitchTiles', 'scale', 'xChannelSelector', 'yChannelSelector', 'radius', 'order', 'kernelMatrix', 'divisor', 'bias',
  'targetX', 'targetY', 'edgeMode', 'preserveAlpha', 'surfaceScale', 'diffuseConstant', 'specularConstant',
  'specularExponent', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  'role', 'aria-label', 'aria-hidden', 'requiredFeatures', 'systemLanguage',
])

/** A reference inside the same file: `#id`. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/
/** An embedded raster image, the only thing `<image>` may show. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/
/** `url(#id)`, quoted or not. */
const FRAGMENT_URL = /^url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)$/i
/** CSS and attribute content that loads, runs or hides something. */
const UNSAFE_VALUE = /javascript:|vbscript:|data:|expression\s*\(|-moz-binding|behaviou?r\s*:|@import|\b(?:image-set|-webkit-image-set|image|cross-fade|src|element)\s*\(|\\/i

/** Every `url(...)` in the value is a fragment reference (and there are no other URL-taking functions). */
function urlsAreFragments(value: string): boolean {
  const lower = value.toLowerCase()
  let at = lower.indexOf('url(')
  while (at >= 0) {
    const end = lower.indexOf(')', at)
    if (end < 0 || !FRAGMENT_URL.test(value.slice(at, end + 1))) return false
    at = lower.indexOf('url(', end)
  }
  return true
}

/** A value is safe when nothing in it loads, runs or hides anything (whitespace and controls removed first). */
function safeValue(value: string): boolean {
  // Browsers ignore tabs, newlines and controls inside `java\tscript:`: they must not hide it here.
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f]+/g, '')
  return !UNSAFE_VALUE.test(squeezed) && urlsAreFragments(value)
}

/** A `style` attribute's declarations, only the presentation properties with safe values; null when none remain. */
export function sanitiseStyleAttribute(style: string): string | null {
  return styleDeclarations(style).kept
}

export function styleDeclarations(style: string): { kept: string | null; dropped: number } {
  const kept: string[] = []
  let dropped = 0
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) {
      if (declaration.trim() !== '') dropped++
      continue
    }
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (!CSS_PROPERTIES.has(property) || value === '' || /[<>{}@"]/.test(value.replace(/"[^"<>{}@\\]*"/g, '')) || !safeValue(value)) {
      dropped++
      continue
    }
    kept.push(`${property}:${value}`)
  }
  return { kept: kept.length > 0 ? kept.join(';') : null, dropped }
}

/** A `<style>` element's CSS is kept whole or not at all: rules cannot be rebuilt as declarations can. */
export function safeStylesheet(css: string): boolean {
  return safeValue(css) && !css.includes('<')
}

export function safeAttribute(element: string, name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false
  if (name === 'href' || name === 'xlink:href') {
    const target = value.trim()
    return element === 'image' ? DATA_IMAGE.test(target) : FRAGMENT.test(target)
  }
  return safeValue(value)
}
