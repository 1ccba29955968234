import { describe, expect, it } from 'vitest'
import { AssetTypesResponseSchema, RequiredAssetTypesResponseSchema, ValidationStatusResponseSchema } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext } from '../../tests/utils/backend/context'
import { refusal } from '../../tests/utils/backend/refusal'
import { brandAssetsOf } from '../assistant/marketing'
import { solidPng } from '../images/fake-composer'
import { listAssets, normaliseColor, removeAsset, uploadAsset, type AssetUploadInput } from './assets'
import { ASSET_TYPE_CATALOGUE, listAssetTypes, missingAssetCodes, requiredAssetTypes, validationStatus } from './asset-types'

const OWNER = NEW_ACCOUNT.id
const API = 'http://localhost:3000/api'

function input(overrides: Partial<AssetUploadInput>): AssetUploadInput {
  return { file: { name: 'logo.png', bytes: solidPng(40, 20) }, asset_type_code: 'logo', asset_metadata: { brand_name: 'Warung Baru' }, asset_name: 'logo', ...overrides }
}

describe('asset types', () => {
  it('lists the four types with their metadata schemas; social media needs a logo and a product image', async () => {
    const ctx = await testContext()
    const { asset_types } = AssetTypesResponseSchema.parse(await listAssetTypes(ctx))
    expect(asset_types.map((type) => [type.code, type.has_image, type.metadata_schema])).toEqual([
      ['logo', true, { required: ['brand_name'], optional: ['tagline', 'primary_color'] }],
      ['product_image', true, { required: ['product_name'], optional: ['price', 'description'] }],
      ['packaging', true, { required: [], optional: ['product_name', 'description'] }],
      ['menu', false, { required: ['menu_title'], optional: ['items', 'notes'] }],
    ])
    expect(asset_types.every((type) => type.description.length > 30)).toBe(true)
    const required = RequiredAssetTypesResponseSchema.parse(await requiredAssetTypes(ctx, 'social_media'))
    expect(required.required_asset_types.map((type) => type.code)).toEqual(['logo', 'product_image'])
  })

  it('refuses another template type with 422', async () => {
    const ctx = await testContext()
    expect(await refusal(Promise.resolve().then(() => requiredAssetTypes(ctx, 'print')))).toMatchObject({ status: 422 })
    expect(await refusal(Promise.resolve().then(() => validationStatus(ctx, OWNER, null)))).toMatchObject({ status: 422 })
  })
})

describe('uploads and the validation status', () => {
  it('the new business starts with nothing; a logo and a product photo meet the requirements', async () => {
    const ctx = await testContext()
    const before = ValidationStatusResponseSchema.parse(await validationStatus(ctx, OWNER, 'social_media')).validation_status
    expect(before).toMatchObject({ all_requirements_met: false, missing_assets: ['logo', 'product_image'] })
    expect(before.validation_details.logo).toEqual({ status: 'not_uploaded', count: 0, description: ASSET_TYPE_CATALOGUE[0]!.description })

    const logo = await uploadAsset(ctx, OWNER, input({ asset_metadata: { brand_name: ' Warung Baru ', primary_color: '#C81', unknown: 'dropped' } }))
    expect(typeof logo.asset_id).toBe('string')
    expect(logo).toEqual({ asset_id: logo.asset_id, asset_type_code: 'logo', asset_type_description: ASSET_TYPE_CATALOGUE[0]!.description })
    expect(await ctx.store.assets.find({ id: logo.asset_id })).toMatchObject({ metadata: { brand_name: 'Warung Baru', primary_color: '#cc8811' }, content_type: 'image/png', width: 40, height: 20 })
    expect(await missingAssetCodes(ctx, OWNER)).toEqual(['product_image'])

    await uploadAsset(ctx, OWNER, input({ asset_type_code: 'product_image', asset_metadata: { product_name: 'Nasi Lemak' }, file: { name: 'dish.png', bytes: solidPng(30, 30) } }))
    const after = (await validationStatus(ctx, OWNER, 'social_media')).validation_status
    expect(after).toMatchObject({ all_requirements_met: true, missing_assets: [] })
    expect(after.validation_details.product_image).toMatchObject({ status: 'available', count: 1 })
    expect(after.validation_details.menu).toMatchObject({ status: 'not_uploaded', count: 0 })
    expect(await brandAssetsOf(ctx, OWNER)).toEqual(['logo', 'product_image'])
  })

  it('counts an asset whose type gained a required field as incomplete_metadata', async () => {
    const ctx = await testContext()
    await uploadAsset(ctx, OWNER, input({}))
    const logoType = (await ctx.store.assetTypes.find({ code: 'logo' }))!
    await ctx.store.assetTypes.update(logoType.id, { required_fields: ['brand_name', 'tagline'] })
    const status = (await validationStatus(ctx, OWNER, 'social_media')).validation_status
    expect(status.validation_details.logo).toMatchObject({ status: 'incomplete_metadata', count: 1 })
    expect(status.missing_assets).toEqual(['logo', 'product_image'])
  })

  it('applies the spec rules: unknown type, file required, required metadata, both joined by "; "', async () => {
    const ctx = await testContext()
    expect(await refusal(uploadAsset(ctx, OWNER, input({ asset_type_code: 'banner' })))).toEqual({ status: 422, detail: "Unknown asset type 'banner'" })
    expect(await refusal(uploadAsset(ctx, OWNER, input({ file: null })))).toEqual({ status: 422, detail: "File is required for asset type 'logo'" })
    expect(await refusal(uploadAsset(ctx, OWNER, input({ asset_metadata: { brand_name: '  ' } })))).toEqual({ status: 422, detail: 'Required: brand_name' })
    expect(await refusal(uploadAsset(ctx, OWNER, input({ file: null, asset_metadata: {} })))).toEqual({
      status: 422,
      detail: "File is required for asset type 'logo'; Required: brand_name",
    })
    expect((await refusal(uploadAsset(ctx, OWNER, input({ asset_metadata: { brand_name: 'x', primary_color: 'red' } })))).detail).toMatch(/^primary_color must be a colour in hex/)
    expect(await ctx.store.assets.count({ account_id: OWNER })).toBe(0)
  })

  it('takes a text-only menu without a file, and a PDF menu', async () => {
    const ctx = await testContext()
    const textOnly = await uploadAsset(ctx, OWNER, input({ asset_type_code: 'menu', file: null, asset_metadata: { menu_title: 'Breakfast', items: 'Roti canai RM2' }, asset_name: 'Breakfast' }))
    expect(await ctx.store.assets.find({ id: textOnly.asset_id })).toMatchObject({ file_key: null, file_name: null, content_type: null, size_bytes: null })
    const pdf = await uploadAsset(ctx, OWNER, input({ asset_type_code: 'menu', file: { name: 'menu.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF') }, asset_metadata: { menu_title: 'Lunch' } }))
    expect(await ctx.store.assets.find({ id: pdf.asset_id })).toMatchObject({ content_type: 'application/pdf', width: null })
    expect((await validationStatus(ctx, OWNER, 'social_media')).validation_status.validation_details.menu).toMatchObject({ status: 'available', count: 2 })
  })
})

describe('listing and removing', () => {
  it('lists the account’s own assets oldest first with signed file URLs (null without a file)', async () => {
    const ctx = await testContext()
    const first = await uploadAsset(ctx, OWNER, input({}))
    ctx.advance(1000)
    await uploadAsset(ctx, OWNER, input({ asset_type_code: 'menu', file: null, asset_metadata: { menu_title: 'Menu' }, asset_name: 'Menu' }))
    const { assets } = await listAssets(ctx, OWNER, API)
    expect(assets.map((asset) => asset.asset_type_code)).toEqual(['logo', 'menu'])
    expect(assets[0]!.id).toBe(first.asset_id)
    expect(assets[0]!.file_url).toMatch(new RegExp(`^${API}/files/assets/${first.asset_id}\\?account=[^&]+&expires=\\d+&signature=[0-9a-f]{64}$`))
    expect(assets[1]!.file_url).toBeNull()
    const demo = await listAssets(ctx, DEMO_ACCOUNT.id, API)
    expect(demo.assets.map((asset) => asset.asset_type_code)).toEqual(['logo', 'product_image', 'product_image', 'product_image', 'product_image', 'packaging'])
    expect(demo.assets.some((asset) => asset.id === first.asset_id)).toBe(false)
  })

  it('removes the record and its file; another account’s id is 404 and stays', async () => {
    const ctx = await testContext()
    const { asset_id } = await uploadAsset(ctx, OWNER, input({}))
    const key = (await ctx.store.assets.find({ id: asset_id }))!.file_key!
    const theirs = (await ctx.store.assets.find({ account_id: DEMO_ACCOUNT.id }))!
    expect(await refusal(removeAsset(ctx, OWNER, theirs.id))).toMatchObject({ status: 404 })
    expect(await ctx.store.assets.find({ id: theirs.id })).not.toBeNull()
    expect(await removeAsset(ctx, OWNER, asset_id)).toEqual({ asset_id, asset_type_code: 'logo' })
    expect(await ctx.store.assets.find({ id: asset_id })).toBeNull()
    expect(await ctx.store.files.get(key)).toBeNull()
    expect(await refusal(removeAsset(ctx, OWNER, asset_id))).toMatchObject({ status: 404 })
  })
})

describe('normaliseColor', () => {
  it('takes #rgb and #rrggbb in any case, with or without #', () => {
    expect(['#ABC', 'c8102e', '#C8102E', 'red', '#12345'].map(normaliseColor)).toEqual(['#aabbcc', '#c8102e', '#c8102e', null, null])
  })
})
