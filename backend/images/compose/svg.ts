/**
 * One change to satori's SVG before resvg draws it. satori gives every `<img>` a clip path and an
 * overflow mask of its own box; resvg draws each into an extra full-canvas layer, which took
 * ~75 ms of CPU for a 1080x1056 photo under Node (about half the whole rasterising). The composer
 * hands satori images already at their drawn size, so those clips and masks cut nothing: an
 * `<image>` whose clip rectangle (and white mask rectangle) contains its own box loses them. Any
 * other clip or mask is left alone. The golden tests hold the result to byte-identical PNGs.
 */

interface Box {
  x: number
  y: number
  width: number
  height: number
}

function number(tag: string, name: string): number | null {
  const match = new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(tag)
  return match ? Number(match[1]) : null
}

function boxOf(tag: string): Box | null {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => number(tag, name))
  return x === null || y === null || width === null || height === null || x === undefined || y === undefined || width === undefined || height === undefined
    ? null
    : { x, y, width, height }
}

function contains(outer: Box, inner: Box): boolean {
  return outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height
}

/** `id` → the box of a clip path or mask made of a single rectangle (a mask's only if filled white). */
function singleRects(svg: string, element: 'clipPath' | 'mask'): Map<string, Box> {
  const rects = new Map<string, Box>()
  const pattern = new RegExp(`<${element} id="([^"]+)"><rect([^>]*)/></${element}>`, 'g')
  for (const [, id = '', attributes = ''] of svg.matchAll(pattern)) {
    if (element === 'mask' && !/\sfill="#fff"/.test(attributes)) continue
    const box = boxOf(attributes)
    if (box) rects.set(id, box)
  }
  return rects
}

export function withoutNoOpImageClips(svg: string): string {
  const clips = singleRects(svg, 'clipPath')
  const masks = singleRects(svg, 'mask')
  return svg.replace(/<image\b[^>]*>/g, (tag) => {
    const box = boxOf(tag)
    if (!box) return tag
    return tag
      .replace(/\sclip-path="url\(#([^)]+)\)"/, (attribute, id: string) => (clips.has(id) && contains(clips.get(id)!, box) ? '' : attribute))
      .replace(/\smask="url\(#([^)]+)\)"/, (attribute, id: string) => (masks.has(id) && contains(masks.get(id)!, box) ? '' : attribute))
  })
}
