import { describe, expect, it } from 'vitest'
import { decodeReferences, sanitiseStyleAttribute, sanitiseSvg, svgSize, tokens } from './svg-sanitize'

function clean(svg: string): string {
  const result = sanitiseSvg(svg)
  if (!result) throw new Error('not an SVG')
  return result.svg
}

/** Everything that could run or load something, in any spelling the payloads use. */
function assertInert(output: string): void {
  // The namespaces the sanitiser writes on the root are names, not references: left out of the checks.
  const svg = output.replace(' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"', '')
  expect(svg).not.toMatch(/<script|<foreignObject|<iframe|<animate|<set\b|<!ENTITY|<!DOCTYPE|<\?xml-stylesheet|@import/i)
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i)
  expect(svg).not.toMatch(/javascript:|vbscript:|https?:\/\//i)
  expect(svg).not.toMatch(/url\((?!#|'#|"#)/i)
}

const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" width="200" height="100">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#c8102e"/><stop offset="1" stop-color="#7a0a1c"/></linearGradient></defs>
  <title>Kopi Kita</title>
  <rect width="200" height="100" rx="12" fill="url(#g)"/>
  <text x="100" y="60" text-anchor="middle" style="font-family: 'Inter', sans-serif; font-weight: 700; fill: #fff">Kopi &amp; Kita</text>
  <use xlink:href="#g"/>
</svg>`

describe('sanitiseSvg keeps a clean logo as drawn', () => {
  it('keeps shapes, gradients, text, fragment references and styles, and adds the namespaces', () => {
    const result = sanitiseSvg(LOGO)!
    expect(result.removed).toBe(0)
    expect(result.root).toMatchObject({ viewBox: '0 0 200 100', width: '200', height: '100' })
    expect(result.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100"')).toBe(true)
    expect(result.svg).toContain('<stop offset="0" stop-color="#c8102e"/>')
    expect(result.svg).toContain('fill="url(#g)"')
    expect(result.svg).toContain(`style="font-family:'Inter', sans-serif;font-weight:700;fill:#fff"`)
    expect(result.svg).toContain('>Kopi &amp; Kita</text>')
    expect(result.svg).toContain('<use xlink:href="#g"/>')
    expect(result.svg.endsWith('</svg>')).toBe(true)
  })

  it('is idempotent: a sanitised SVG comes back unchanged', () => {
    const once = clean(LOGO)
    expect(clean(once)).toBe(once)
    expect(sanitiseSvg(once)!.removed).toBe(0)
  })

  it('keeps an embedded raster image on <image> and a <style> of plain rules', () => {
    const svg = clean(
      '<svg viewBox="0 0 10 10"><style>.a{fill:#123456} .b{stroke:url(#g)}</style><image width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/></svg>',
    )
    expect(svg).toContain('<style>.a{fill:#123456} .b{stroke:url(#g)}</style>')
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="')
  })
})

describe('sanitiseSvg removes what runs or loads (XSS payloads)', () => {
  const payloads: Array<[string, string]> = [
    ['script element', '<svg><script>alert(1)</script><rect width="1" height="1"/></svg>'],
    ['script with CDATA', '<svg><script><![CDATA[ alert(document.cookie) ]]></script></svg>'],
    ['uppercase SCRIPT', '<svg><SCRIPT>alert(1)</SCRIPT></svg>'],
    ['mixed-case ScRiPt, unclosed', '<svg><ScRiPt>alert(1)'],
    ['prefixed script', '<svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>'],
    ['onload on the root', '<svg onload="alert(1)"><rect/></svg>'],
    ['uppercase ONLOAD, unquoted', '<svg ONLOAD=alert(1)><rect/></svg>'],
    ['event on a shape', '<svg><rect onclick="alert(1)" onmouseover=\'x()\' width="5"/></svg>'],
    ['javascript: href in an <a>', '<svg><a href="javascript:alert(1)"><rect width="5"/></a></svg>'],
    ['javascript: xlink:href with entities', '<svg><a xlink:href="&#x6A;avascript&#58;alert(1)"><text>x</text></a></svg>'],
    ['javascript: with a tab inside', '<svg><use href="java\tscript:alert(1)"/></svg>'],
    ['foreignObject with HTML', '<svg><foreignObject><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)></foreignObject></svg>'],
    ['external use', '<svg><use href="http://evil.example/sprite.svg#icon"/></svg>'],
    ['external use via xlink', '<svg><use xlink:href="https://evil.example/a.svg#b"/></svg>'],
    ['external image', '<svg><image href="https://evil.example/track.png"/></svg>'],
    ['SVG data image (could script)', '<svg><image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/></svg>'],
    ['entity declarations (XXE, billion laughs)', '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol&lol;">]><svg><text>&xxe;&lol;</text></svg>'],
    ['xml-stylesheet processing instruction', '<?xml-stylesheet href="https://evil.example/x.css"?><svg><rect/></svg>'],
    ['style @import', '<svg><style>@import url(https://evil.example/x.css); rect{fill:red}</style><rect/></svg>'],
    ['style url() to a server', '<svg><style>rect{fill:url(https://evil.example/p)}</style><rect/></svg>'],
    ['style with a CSS escape', '<svg><style>rect{background:u\\72l(https://evil.example)}</style></svg>'],
    ['style attribute url()', '<svg><rect style="fill:url(http://evil.example/p);stroke:red"/></svg>'],
    ['style attribute expression()', '<svg><rect style="width:expression(alert(1))"/></svg>'],
    ['fill url() to a server', '<svg><rect fill="url(https://evil.example/g#a)"/></svg>'],
    ['filter url() with a file', '<svg><rect filter="url(other.svg#f)"/></svg>'],
    ['set animating href', '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>'],
    ['animate to javascript', '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>'],
    ['feImage external', '<svg><filter id="f"><feImage href="https://evil.example/a.png"/></filter></svg>'],
    ['iframe and embed', '<svg><iframe src="https://evil.example"></iframe><embed src="x.swf"/></svg>'],
    ['html namespace trick', '<svg><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script></svg>'],
    ['xml:base rewriting references', '<svg xml:base="https://evil.example/"><use href="#a"/></svg>'],
    ['comment hiding a tag', '<svg><!-- --><script>alert(1)</script><!-- --></svg>'],
    ['mismatched nesting', '<svg><g><script></g>alert(1)<rect onload="x"/></script></svg>'],
    ['attribute with a > inside quotes', '<svg><rect title="a>b" onload="alert(1)"/></svg>'],
    ['duplicate attributes', '<svg><use href="#a" href="http://evil.example/x#y"/></svg>'],
    ['unquoted event after a slash', '<svg><rect/onload=alert(1)></svg>'],
  ]

  it.each(payloads)('%s', (_, payload) => {
    const result = sanitiseSvg(payload)
    expect(result).not.toBeNull()
    assertInert(result!.svg)
    expect(result!.removed).toBeGreaterThan(0)
    // What is left is well-formed: every kept element closes, and sanitising again changes nothing.
    expect(clean(result!.svg)).toBe(result!.svg)
  })

  it('keeps markup-looking CDATA as escaped text, never as markup', () => {
    expect(clean('<svg><text><![CDATA[<b>&</b>]]></text></svg>')).toContain('<text>&lt;b&gt;&amp;&lt;/b&gt;</text>')
  })

  it('drops undeclared entities and decodes character references', () => {
    expect(decodeReferences('a&amp;b&#x41;&#66;&lol;&bogus')).toBe('a&bAB&bogus')
    expect(decodeReferences('&#0;&#xD800;')).toBe('')
  })

  it('keeps the drawing inside an unwrapped <a>', () => {
    expect(clean('<svg><a href="javascript:x"><rect width="5"/></a></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="5"/></svg>',
    )
  })
})

describe('what is not an SVG', () => {
  it.each([
    ['HTML', '<!DOCTYPE html><html><body><svg></svg></body></html>'],
    ['another XML document', '<?xml version="1.0"?><note><to>x</to></note>'],
    ['plain text', 'hello world'],
    ['empty', ''],
  ])('%s is refused (null)', (_, text) => {
    expect(sanitiseSvg(text)).toBeNull()
  })
})

describe('sanitiseStyleAttribute', () => {
  it('keeps presentation declarations, drops the others', () => {
    expect(sanitiseStyleAttribute('fill: red; position: absolute; stroke-width: 2px; behavior: url(x.htc)')).toBe('fill:red;stroke-width:2px')
    expect(sanitiseStyleAttribute('background-image: url(x)')).toBeNull()
  })
})

describe('svgSize', () => {
  it('reads width and height, units at 96 dpi, or the viewBox', () => {
    expect(svgSize({ width: '200', height: '100px' })).toEqual({ width: 200, height: 100 })
    expect(svgSize({ width: '1in', height: '25.4mm' })).toEqual({ width: 96, height: 96 })
    expect(svgSize({ viewBox: '0 0 512 256' })).toEqual({ width: 512, height: 256 })
    expect(svgSize({ width: '100%', viewBox: '0,0,300,150' })).toEqual({ width: 300, height: 150 })
    expect(svgSize({ width: '600', viewBox: '0 0 300 150' })).toEqual({ width: 600, height: 300 })
    expect(svgSize({ width: '100%' })).toBeNull()
    expect(svgSize({ viewBox: '0 0 0 10' })).toBeNull()
  })
})

describe('tokens', () => {
  it('is tolerant: a stray < is text, an unterminated comment ends the input', () => {
    expect([...tokens('a < b<!-- never closed')]).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'text', text: '<' },
      { kind: 'text', text: ' b' },
    ])
  })

  it('sanitises 2 MB of nested shapes in linear time (a quadratic or backtracking scan would take minutes)', () => {
    const shapes = '<g transform="translate(1 1)"><path d="M0 0L10 10Z" fill="#abc" onclick="x"/></g>'.repeat(25_000)
    const source = `<svg viewBox="0 0 10 10">${shapes}</svg>`
    const started = performance.now()
    const result = sanitiseSvg(source)!
    const elapsed = performance.now() - started
    expect(source.length).toBeGreaterThan(2_000_000)
    expect(result.removed).toBe(25_000)
    // ~0.15 s here alone; the bound leaves room for a machine busy with other test files.
    expect(elapsed).toBeLessThan(5_000)
  })
})
