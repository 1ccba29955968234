import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { ASSET_MAX_BYTES } from '../../kernel/limits'
import { isBackendError } from '../errors'
import { solidPng } from '../images/fake-composer'
import { jpegSize, pngSize, readAssetFile } from './asset-file'

/** A JPEG's start: SOI, an APP0 segment, then SOF0 with the size (the scan data does not matter to the sniffer). */
function jpegHead(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const sof = [0xff, frameMarker, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, 0xff, ...sof, 0xff, 0xda, 0, 2, 0xff, 0xd9])
}

function refusal(run: () => unknown): { status: number; detail: string } {
  try {
    run()
  } catch (error) {
    if (isBackendError(error)) return { status: error.status, detail: String(error.body.detail) }
    throw error
  }
  throw new Error('not refused')
}

const text = (value: string) => new TextEncoder().encode(value)

describe('image sizes from the headers', () => {
  it('reads PNG IHDR and JPEG SOF (baseline and progressive), skipping fill bytes', () => {
    expect(pngSize(solidPng(37, 21))).toEqual({ width: 37, height: 21 })
    expect(jpegSize(jpegHead(1080, 720))).toEqual({ width: 1080, height: 720 })
    expect(jpegSize(jpegHead(640, 480, 0xc2))).toEqual({ width: 640, height: 480 })
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull()
  })
})

describe('readAssetFile: recognised by content, never by name', () => {
  it('keeps a PNG, a JPEG and an SVG (sanitised) for an image type, with their pixel size', () => {
    expect(readAssetFile('logo.png', solidPng(64, 32), false)).toMatchObject({ kind: 'image', content_type: 'image/png', width: 64, height: 32 })
    // Named .png, a JPEG by its bytes: it is stored as what it is.
    expect(readAssetFile('photo.png', jpegHead(800, 600), false)).toMatchObject({ content_type: 'image/jpeg', width: 800, height: 600 })
    const svg = readAssetFile('logo.txt', text('<svg viewBox="0 0 120 60" onload="alert(1)"><script>x()</script><rect width="5"/></svg>'), false)
    expect(svg).toMatchObject({ kind: 'image', content_type: 'image/svg+xml', width: 120, height: 60 })
    expect(new TextDecoder().decode(svg.bytes)).not.toMatch(/onload|script/)
  })

  it('takes PDF and Word documents for a menu only', () => {
    const pdf = text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF')
    const docx = zipSync({ '[Content_Types].xml': text('<Types/>'), 'word/document.xml': text('<w:document/>') })
    expect(readAssetFile('menu.pdf', pdf, true)).toMatchObject({ kind: 'document', content_type: 'application/pdf' })
    expect(readAssetFile('menu.docx', docx, true)).toMatchObject({ kind: 'document', content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
    expect(refusal(() => readAssetFile('logo.pdf', pdf, false))).toEqual({ status: 422, detail: '“logo.pdf” is a PDF, which image generation cannot use. Upload a PNG, JPEG or SVG image.' })
    expect(refusal(() => readAssetFile('menu.docx', docx, false)).detail).toContain('is a Word document')
  })

  it('refuses images the composer cannot draw, naming the file and what it is', () => {
    const webp = new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WEBPVP8 ')])
    const heic = new Uint8Array([0, 0, 0, 24, ...text('ftypheic'), 0, 0, 0, 0])
    expect(refusal(() => readAssetFile('dish.webp', webp, false))).toEqual({ status: 422, detail: '“dish.webp” is a WebP image, which image generation cannot use. Upload a PNG, JPEG or SVG image.' })
    expect(refusal(() => readAssetFile('IMG_0001.jpg', heic, false)).detail).toMatch(/^“IMG_0001.jpg” is a HEIC photo/)
    expect(refusal(() => readAssetFile('a.gif', text('GIF89a....'), true)).detail).toContain('is a GIF image, which this asset type cannot use')
  })

  it('refuses what it cannot recognise, empty files, damaged and huge images, and files over 10MB (413)', () => {
    expect(refusal(() => readAssetFile('notes.png', text('just some text'), false))).toEqual({
      status: 422,
      detail: '“notes.png” is not a PNG, JPEG or SVG image: Selera could not recognise its content. Upload a PNG, JPEG or SVG image.',
    })
    expect(refusal(() => readAssetFile('page.svg', text('<html><svg/></html>'), true)).detail).toContain('is not an image, a PDF or a Word document')
    expect(refusal(() => readAssetFile('empty.png', new Uint8Array(), false)).detail).toBe('“empty.png” is empty. Choose the file again and upload it.')
    expect(refusal(() => readAssetFile('cut.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4]), false)).detail).toMatch(/size cannot be read/)
    const huge = solidPng(1, 1)
    new DataView(huge.buffer).setUint32(16, 20_000)
    expect(refusal(() => readAssetFile('huge.png', huge, false)).detail).toMatch(/20000x1 pixels, too large to draw/)
    expect(readAssetFile('wide.svg', text('<svg width="40000" height="20000"/>'), false)).toMatchObject({ width: 10_000, height: 5_000 })
    expect(refusal(() => readAssetFile('nosize.svg', text('<svg><rect/></svg>'), false)).detail).toMatch(/SVG image without a size/)
    expect(refusal(() => readAssetFile('big.png', new Uint8Array(ASSET_MAX_BYTES + 1), false)).status).toBe(413)
  })
})
