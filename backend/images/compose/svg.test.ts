import { describe, expect, it } from 'vitest'
import { withoutNoOpImageClips } from './svg'

const clips =
  '<clipPath id="c1"><rect x="0" y="0" width="100" height="50"/></clipPath><mask id="m1"><rect x="0" y="0" width="100" height="50" fill="#fff"/></mask>' +
  '<clipPath id="c2"><rect x="10" y="10" width="20" height="20"/></clipPath><mask id="m2"><rect x="0" y="0" width="100" height="50" fill="#000"/></mask>'

describe("satori's image clips", () => {
  it('drops a clip and a white mask that contain the image', () => {
    const svg = `<svg>${clips}<image x="0" y="0" width="100" height="50" href="data:image/png;base64,AAAA" clip-path="url(#c1)" mask="url(#m1)"/></svg>`
    expect(withoutNoOpImageClips(svg)).toBe(`<svg>${clips}<image x="0" y="0" width="100" height="50" href="data:image/png;base64,AAAA"/></svg>`)
  })

  it('keeps a clip that cuts the image and a mask that is not plain white', () => {
    const svg = `<svg>${clips}<image x="0" y="0" width="100" height="50" href="data:image/png;base64,AAAA" clip-path="url(#c2)" mask="url(#m2)"/></svg>`
    expect(withoutNoOpImageClips(svg)).toBe(svg)
  })
})
