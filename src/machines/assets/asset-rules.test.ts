import { describe, expect, it } from 'vitest'
import { ASSET_MAX_BYTES } from '../../../kernel/limits'
import type { AssetType, ValidationStatus } from '../../../kernel/contract'
import { assetFileKind, assetFileProblem, assetName, metadataToSend, readFileHead, typeStatus, uploadProblems } from './asset-rules'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

const LOGO: AssetType = { id: 1, code: 'logo', description: 'Logo', has_image: true, metadata_schema: { required: ['brand_name'], optional: ['tagline', 'primary_color'] } }
const MENU: AssetType = { id: 2, code: 'menu', description: 'Menu', has_image: false, metadata_schema: { required: ['menu_title'], optional: ['items'] } }
const NOTES: AssetType = { id: 3, code: 'notes', description: 'Notes', has_image: false, metadata_schema: { required: [], optional: ['body'] } }

describe('asset file by content', () => {
  it('recognises PNG, JPEG, PDF and SVG by their first bytes, whatever the name says; WebP is not one the composer draws', () => {
    expect(assetFileKind('logo.jpg', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png')
    expect(assetFileKind('photo', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(assetFileKind('cup.webp', text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBeNull()
    expect(assetFileKind('menu.pdf', text('%PDF-1.7\n'))).toBe('pdf')
    expect(assetFileKind('mark.svg', text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg')
    const illustrator = '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator 27 -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg version="1.1">'
    expect(assetFileKind('mark.svg', text(illustrator))).toBe('svg')
  })

  it('takes a Word container only when the name says Word', () => {
    const ole2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)
    const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14)
    expect(assetFileKind('menu.doc', ole2)).toBe('doc')
    expect(assetFileKind('MENU.DOCX', zip)).toBe('docx')
    expect(assetFileKind('sales.xls', ole2)).toBeNull()
    expect(assetFileKind('photos.zip', zip)).toBeNull()
  })

  it('refuses what is none of them: a GIF, a program, text that only mentions svg, HTML', () => {
    expect(assetFileKind('anim.gif', text('GIF89a'))).toBeNull()
    expect(assetFileKind('logo.png', bytes(0x4d, 0x5a, 0x90))).toBeNull()
    expect(assetFileKind('logo.svg', text('my logo is an <svg> somewhere'))).toBeNull()
    expect(assetFileKind('page.svg', text('<!DOCTYPE html><html><svg></svg></html>'))).toBeNull()
  })

  it('says why a file cannot be an asset: empty, over 10MB, or of another kind', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    expect(assetFileProblem({ name: 'a.png', size: 0 }, new Uint8Array(), LOGO)).toBe('empty')
    expect(assetFileProblem({ name: 'a.png', size: ASSET_MAX_BYTES }, png, LOGO)).toBeNull()
    expect(assetFileProblem({ name: 'a.png', size: ASSET_MAX_BYTES + 1 }, png, LOGO)).toBe('size')
    expect(assetFileProblem({ name: 'a.png', size: 6 }, text('GIF89a'), LOGO)).toBe('type')
  })

  it('takes a PDF or a Word file for a text-only type, never for one whose file is drawn', () => {
    const pdf = text('%PDF-1.7\n')
    expect(assetFileProblem({ name: 'menu.pdf', size: 9 }, pdf, MENU)).toBeNull()
    expect(assetFileProblem({ name: 'logo.pdf', size: 9 }, pdf, LOGO)).toBe('notImage')
    expect(assetFileProblem({ name: 'menu.svg', size: 41 }, text('<svg xmlns="http://www.w3.org/2000/svg"/>'), MENU)).toBeNull()
  })

  it('reads only the head of a file', async () => {
    const file = new File([new Uint8Array(10_000).fill(0x41)], 'big.txt')
    expect((await readFileHead(file)).length).toBe(4096)
    expect(Array.from(await readFileHead(new File(['%PDF-'], 'a.pdf')))).toEqual(Array.from(text('%PDF-')))
  })
})

describe('upload rules', () => {
  const file = { name: 'kopi.logo.final.png', size: 10 }

  it("asks for a file when the type has_image and for every blank required field, in the spec's order", () => {
    expect(uploadProblems(LOGO, { file: null, metadata: { brand_name: '   ' } })).toEqual([
      { kind: 'fileRequired', code: 'logo' },
      { kind: 'metadataRequired', fields: ['brand_name'] },
    ])
    expect(uploadProblems(LOGO, { file, metadata: { brand_name: 'Kopi Kita' } })).toEqual([])
    expect(uploadProblems(MENU, { file: null, metadata: { menu_title: 'Breakfast' } })).toEqual([])
    expect(uploadProblems(NOTES, { file: null, metadata: {} })).toEqual([])
  })

  it('names an asset by its file before the first dot, else by the first metadata value in schema order, else by its code', () => {
    expect(assetName(LOGO, { file, metadata: { brand_name: 'Kopi Kita' } })).toBe('kopi')
    expect(assetName(MENU, { file: null, metadata: { items: 'Nasi lemak', menu_title: ' Breakfast ' } })).toBe('Breakfast')
    expect(assetName(MENU, { file: null, metadata: { menu_title: '  ', items: 'Nasi lemak' } })).toBe('Nasi lemak')
    expect(assetName(NOTES, { file: null, metadata: {} })).toBe('notes')
    // A name that is all extension is no name: the rule without a file decides.
    expect(assetName(LOGO, { file: { name: '.png', size: 1 }, metadata: { brand_name: 'Kopi Kita' } })).toBe('Kopi Kita')
  })

  it("sends the schema's filled-in fields only, trimmed", () => {
    expect(metadataToSend(LOGO, { brand_name: ' Kopi Kita ', tagline: '', stray: 'x', primary_color: '#0a3d38' })).toEqual({ brand_name: 'Kopi Kita', primary_color: '#0a3d38' })
  })
})

describe('status per type', () => {
  const status: ValidationStatus = {
    all_requirements_met: false,
    missing_assets: ['product_image', 'packaging'],
    validation_details: {
      logo: { status: 'available', count: 1, description: 'Logo' },
      menu: { status: 'incomplete_metadata', count: 1, description: 'Menu' },
      product_image: { status: 'not_uploaded', count: 0, description: 'Product photo' },
    },
  }

  it('reads available and incomplete_metadata, and any other status as not uploaded', () => {
    expect(typeStatus(status, 'logo')).toBe('available')
    expect(typeStatus(status, 'menu')).toBe('incomplete_metadata')
    expect(typeStatus(status, 'product_image')).toBe('missing')
    expect(typeStatus(status, 'packaging')).toBe('missing')
    expect(typeStatus(status, 'notes')).toBeNull()
    expect(typeStatus(null, 'logo')).toBeNull()
  })
})
