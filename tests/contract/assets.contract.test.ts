import { describe, expect, it } from 'vitest'
import {
  AssetRemovedSchema,
  AssetsResponseSchema,
  AssetTypesResponseSchema,
  AssetUploadResponseSchema,
  ErrorBodySchema,
  findApiCall,
  RequiredAssetTypesResponseSchema,
  ValidationStatusResponseSchema,
} from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { getAssets, getAssetTypes, getRequiredAssetTypes, getValidationStatus, removeAsset, uploadAsset } from '../../src/api/assets'
import { ASSET_MAX_BYTES } from '../../kernel/limits'
import { solidPng } from '../../backend/images/fake-composer'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { DEMO_BRAND_ASSETS } from '../../mocks/fixtures/brand'
import { storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, signIn } from './contract-helpers'

useMockBackend()

async function bearer(email = NEW_ACCOUNT.email): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

interface Upload {
  file?: File
  asset_type_code?: string
  asset_metadata?: Record<string, string>
  asset_name?: string
}

function upload(headers: Record<string, string>, parts: Upload): Promise<Response> {
  const form = new FormData()
  if (parts.file) form.append('file', parts.file)
  if (parts.asset_type_code !== undefined) form.append('asset_type_code', parts.asset_type_code)
  form.append('asset_metadata', JSON.stringify(parts.asset_metadata ?? {}))
  if (parts.asset_name !== undefined) form.append('asset_name', parts.asset_name)
  return fetch(`${apiBase}/assets/upload`, { method: 'POST', headers, body: form })
}

const png = (name = 'logo.png', width = 64, height = 64, type = 'image/png') => new File([solidPng(width, height)], name, { type })
const LOGO: Upload = { asset_type_code: 'logo', asset_metadata: { brand_name: 'Warung Baru' }, asset_name: 'logo' }
const PRODUCT: Upload = { asset_type_code: 'product_image', asset_metadata: { product_name: 'Nasi Lemak', price: 'RM9.90' }, asset_name: 'nasi-lemak' }

async function detail(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status)
  return ErrorBodySchema.parse(await response.json()).detail
}

async function status(headers: Record<string, string>) {
  const response = await fetch(`${apiBase}/assets/validation-status?template_type=social_media`, { headers })
  return ValidationStatusResponseSchema.parse(await response.json()).validation_status
}

describe('GET /asset-types and /asset-types/required', () => {
  it('answer the four seeded types, and the two social media needs, in the contract’s shape', async () => {
    const owner = await bearer()
    const types = AssetTypesResponseSchema.parse(await (await fetch(`${apiBase}/asset-types`, { headers: owner })).json())
    expect(types.asset_types.map((type) => type.code)).toEqual(['logo', 'product_image', 'packaging', 'menu'])
    expect(types.asset_types.find((type) => type.code === 'menu')).toMatchObject({ has_image: false, metadata_schema: { required: ['menu_title'] } })
    const required = await fetch(`${apiBase}/asset-types/required?template_type=social_media`, { headers: owner })
    expect(RequiredAssetTypesResponseSchema.parse(await required.json()).required_asset_types.map((type) => type.code)).toEqual(['logo', 'product_image'])
  })

  it('answer 422 {detail} for another template type or none, and 401 without a token', async () => {
    const owner = await bearer()
    for (const query of ['?template_type=print', '']) {
      expect(await detail(await fetch(`${apiBase}/asset-types/required${query}`, { headers: owner }), 422)).toMatch(/template_type=social_media/)
      expect(await detail(await fetch(`${apiBase}/assets/validation-status${query}`, { headers: owner }), 422)).toMatch(/template_type=social_media/)
    }
    for (const path of ['/asset-types', '/asset-types/required?template_type=social_media', '/assets/validation-status?template_type=social_media', '/assets']) {
      expect((await fetch(`${apiBase}${path}`)).status).toBe(401)
    }
  })
})

describe('POST /assets/upload and the validation status', () => {
  it('is documented with its 413 and 422', () => {
    expect(Object.keys(findApiCall('POST', '/assets/upload')!.errors ?? {})).toEqual(expect.arrayContaining(['413', '422']))
  })

  it('the new owner is blocked, uploads a logo and a product photo, and all requirements are met', async () => {
    const owner = await bearer()
    expect(await status(owner)).toMatchObject({ all_requirements_met: false, missing_assets: ['logo', 'product_image'] })
    const logo = await upload(owner, { ...LOGO, file: png() })
    expect(logo.status).toBe(200)
    expect(AssetUploadResponseSchema.parse(await logo.json())).toMatchObject({ asset_type_code: 'logo' })
    expect(await status(owner)).toMatchObject({ all_requirements_met: false, missing_assets: ['product_image'] })
    expect(AssetUploadResponseSchema.parse(await (await upload(owner, { ...PRODUCT, file: png('dish.png') })).json()).asset_type_code).toBe('product_image')
    const after = await status(owner)
    expect(after).toMatchObject({ all_requirements_met: true, missing_assets: [] })
    expect(after.validation_details.logo).toMatchObject({ status: 'available', count: 1 })
    expect(after.validation_details.packaging).toMatchObject({ status: 'not_uploaded', count: 0 })
  })

  it('the demo owner’s seeded brand assets meet the requirements; the new owner’s uploads never show there', async () => {
    await upload(await bearer(), { ...LOGO, file: png() })
    const demo = await status(await bearer(DEMO_ACCOUNT.email))
    expect(demo.all_requirements_met).toBe(true)
    const products = DEMO_BRAND_ASSETS.filter((fixture) => fixture.asset_type_code === 'product_image').length
    expect(demo.validation_details.product_image).toMatchObject({ status: 'available', count: products })
    expect(demo.validation_details.logo).toMatchObject({ count: 1 })
  })

  it('refuses by the spec’s rules with 422 {detail}, storing nothing', async () => {
    const owner = await bearer()
    expect(await detail(await upload(owner, { ...LOGO, asset_type_code: 'banner', file: png() }), 422)).toBe("Unknown asset type 'banner'")
    expect(await detail(await upload(owner, LOGO), 422)).toBe("File is required for asset type 'logo'")
    expect(await detail(await upload(owner, { ...LOGO, asset_metadata: { brand_name: ' ' }, file: png() }), 422)).toBe('Required: brand_name')
    expect(await detail(await upload(owner, { ...LOGO, asset_metadata: {} }), 422)).toBe("File is required for asset type 'logo'; Required: brand_name")
    // A browser form with no file chosen sends an empty, unnamed file part.
    expect(await detail(await upload(owner, { ...LOGO, file: new File([], '') }), 422)).toBe("File is required for asset type 'logo'")
    expect(await detail(await upload(owner, { ...LOGO, asset_name: undefined, file: png() }), 422)).toMatch(/^asset_name: /)
    const notJson = new FormData()
    notJson.append('asset_type_code', 'menu')
    notJson.append('asset_metadata', 'not json')
    notJson.append('asset_name', 'menu')
    expect(await detail(await fetch(`${apiBase}/assets/upload`, { method: 'POST', headers: owner, body: notJson }), 422)).toMatch(/^asset_metadata: /)
    expect(await storedTables().assets.count({ account_id: NEW_ACCOUNT.id })).toBe(0)
  })

  it('checks the content, not the browser’s type or the name: 413 over 10MB, 422 naming the file and what it is', async () => {
    const owner = await bearer()
    const big = new File([new Uint8Array(ASSET_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' })
    expect(await detail(await upload(owner, { ...LOGO, file: big }), 413)).toMatch(/^“huge.png” is larger than 10MB/)
    const pdfAsPng = new File(['%PDF-1.7\n%%EOF'], 'logo.png', { type: 'image/png' })
    expect(await detail(await upload(owner, { ...LOGO, file: pdfAsPng }), 422)).toBe('“logo.png” is a PDF, which image generation cannot use. Upload a PNG, JPEG or SVG image.')
    const webp = new File(['RIFF\u0000\u0000\u0000\u0000WEBPVP8 '], 'dish.jpg', { type: 'image/jpeg' })
    expect(await detail(await upload(owner, { ...PRODUCT, file: webp }), 422)).toMatch(/^“dish.jpg” is a WebP image/)
    const script = new File(['<script>alert(1)</script>'], 'logo.svg', { type: 'image/svg+xml' })
    expect(await detail(await upload(owner, { ...LOGO, file: script }), 422)).toMatch(/^“logo.svg” is not a PNG, JPEG or SVG image/)
    // A real PNG sent as text/plain with a .txt name is a PNG.
    const renamed = await upload(owner, { ...LOGO, file: png('logo.txt', 10, 10, 'text/plain') })
    expect(renamed.status).toBe(200)
    const { assets } = AssetsResponseSchema.parse(await (await fetch(`${apiBase}/assets`, { headers: owner })).json())
    expect(assets).toHaveLength(1)
    expect(assets[0]).toMatchObject({ content_type: 'image/png', file_name: 'logo.txt' })
  })

  it('stores an SVG only as sanitised, and serves it with a CSP that runs nothing', async () => {
    const owner = await bearer()
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="100" height="50" fill="#c8102e"/></a><use href="https://evil.example/x.svg#a"/></svg>'
    expect((await upload(owner, { ...LOGO, file: new File([hostile], 'logo.svg', { type: 'image/svg+xml' }) })).status).toBe(200)
    const [asset] = AssetsResponseSchema.parse(await (await fetch(`${apiBase}/assets`, { headers: owner })).json()).assets
    const served = await fetch(asset!.file_url!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const text = await served.text()
    expect(text).toContain('<rect width="100" height="50" fill="#c8102e"/>')
    expect(text).not.toMatch(/onload|script|javascript|evil/)
  })

  it('takes a text-only menu and a PDF menu', async () => {
    const owner = await bearer()
    const menu = { asset_type_code: 'menu', asset_metadata: { menu_title: 'Breakfast', items: 'Roti canai RM2' }, asset_name: 'Breakfast' }
    expect((await upload(owner, menu)).status).toBe(200)
    expect((await upload(owner, { ...menu, file: new File(['%PDF-1.4\n%%EOF'], 'menu.pdf', { type: 'application/pdf' }) })).status).toBe(200)
    expect((await status(owner)).validation_details.menu).toMatchObject({ status: 'available', count: 2 })
  })
})

describe('GET /assets, the signed file URLs and DELETE /assets/{id} (deviation 50, 51)', () => {
  it('lists the owner’s assets oldest first; each file opens without a bearer, with its headers', async () => {
    const owner = await bearer()
    await upload(owner, { ...LOGO, file: png() })
    await upload(owner, { asset_type_code: 'menu', asset_metadata: { menu_title: 'Menu' }, asset_name: 'Menu' })
    const response = await fetch(`${apiBase}/assets`, { headers: owner })
    const { assets } = findApiCall('GET', '/assets')!.response!.parse(await response.json()) as ReturnType<typeof AssetsResponseSchema.parse>
    expect(assets.map((asset) => asset.asset_type_code)).toEqual(['logo', 'menu'])
    expect(assets[1]!.file_url).toBeNull()
    const file = await fetch(assets[0]!.file_url!)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(file.headers.get('content-length')).toBe(String(bytes.byteLength))
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47])
  })

  it('never shows one owner’s assets to another, and another owner’s or a forged signature is 403', async () => {
    const owner = await bearer()
    await upload(owner, { ...LOGO, file: png() })
    const mine = AssetsResponseSchema.parse(await (await fetch(`${apiBase}/assets`, { headers: owner })).json()).assets
    const theirs = AssetsResponseSchema.parse(await (await fetch(`${apiBase}/assets`, { headers: await bearer(DEMO_ACCOUNT.email) })).json()).assets
    expect(theirs).toHaveLength(DEMO_BRAND_ASSETS.length)
    expect(theirs.some((asset) => mine.some((m) => m.id === asset.id))).toBe(false)
    const myUrl = new URL(mine[0]!.file_url!)
    const theirUrl = new URL(theirs[0]!.file_url!)
    // My signature on their file's path, and a changed signature on mine.
    const crossed = `${theirUrl.origin}${theirUrl.pathname}${myUrl.search}`
    const forged = mine[0]!.file_url!.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`)
    for (const url of [crossed, forged, `${myUrl.origin}${myUrl.pathname}`]) {
      expect(await detail(await fetch(url), 403)).toMatch(/not valid/)
    }
  })

  it('removes the owner’s asset and its file; another owner’s id is 404 and stays', async () => {
    const owner = await bearer()
    const { asset_id } = AssetUploadResponseSchema.parse(await (await upload(owner, { ...LOGO, file: png() })).json())
    const { assets } = AssetsResponseSchema.parse(await (await fetch(`${apiBase}/assets`, { headers: owner })).json())
    const theirs = (await storedTables().assets.find({ account_id: DEMO_ACCOUNT.id }))!
    expect(await detail(await fetch(`${apiBase}/assets/${theirs.id}`, { method: 'DELETE', headers: owner }), 404)).toMatch(/no such asset/)
    expect(await storedTables().assets.count({ id: theirs.id })).toBe(1)

    const removed = await fetch(`${apiBase}/assets/${String(asset_id)}`, { method: 'DELETE', headers: owner })
    expect(AssetRemovedSchema.parse(await removed.json())).toEqual({ asset_id, asset_type_code: 'logo' })
    expect(AssetsResponseSchema.parse(await (await fetch(`${apiBase}/assets`, { headers: owner })).json()).assets).toEqual([])
    // The old URL no longer opens anything.
    expect((await fetch(assets[0]!.file_url!)).status).toBe(403)
    expect((await fetch(`${apiBase}/assets/${String(asset_id)}`, { method: 'DELETE' })).status).toBe(401)
  })

  it('is what the app’s client sends and reads', async () => {
    const owner = await bearer()
    setAccessToken(owner.authorization.slice('Bearer '.length))
    try {
      expect((await getAssetTypes()).map((type) => type.code)).toContain('menu')
      expect((await getRequiredAssetTypes()).map((type) => type.code)).toEqual(['logo', 'product_image'])
      const { asset_id } = await uploadAsset({ file: png(), asset_type_code: 'logo', asset_metadata: { brand_name: 'Warung Baru' }, asset_name: 'logo' })
      await uploadAsset({ file: png('dish.png'), asset_type_code: 'product_image', asset_metadata: { product_name: 'Teh O' }, asset_name: 'dish' })
      expect((await getValidationStatus()).all_requirements_met).toBe(true)
      expect((await getAssets()).map((asset) => asset.id)).toContain(asset_id)
      await expect(removeAsset(asset_id)).resolves.toEqual({ asset_id, asset_type_code: 'logo' })
      expect((await getValidationStatus()).missing_assets).toEqual(['logo'])
    } finally {
      setAccessToken(null)
    }
  })
})
