import { describe, expect, it } from 'vitest'
import { ChatMessageSchema, GeneratedImagesResponseSchema, GenerateImageResponseSchema } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { DEMO_BRAND_ASSETS, KOPI_KITA_PRIMARY_COLOR } from '../../mocks/fixtures/brand'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { refusal } from '../../tests/utils/backend/refusal'
import { batchOf } from '../../tests/utils/backend/sales-batches'
import { clientIdOf, saveCompanyProfile } from '../accounts/company-profile'
import { uploadAsset } from '../assets/assets'
import { pngSize } from '../assets/asset-file'
import { chatHistoryWithImages } from '../assistant/history'
import { openSignedFile } from '../files/signed-url'
import { fakeComposer, FAKE_GENERATION_MS, solidPng } from './fake-composer'
import { generatedImages } from './gallery'
import { blockedMessage, GENERATION_FAILED, generateImage, MAX_PRODUCT_IMAGES, NOT_YOUR_CLIENT } from './generate'

const API = 'http://localhost:3000/api'
const DEMO = DEMO_ACCOUNT.id
const NEW = NEW_ACCOUNT.id

function order(accountId: string, overrides: Record<string, unknown> = {}) {
  return { client_id: clientIdOf(accountId), prompt: 'Teh Tarik promo, 2 for RM7 this weekend', resolution: '1080x1080', industry: 'food_beverage', template_type: 'social_media', ...overrides }
}

async function uploadBasics(ctx: TestContext, brandName = 'Warung Baru', tagline?: string): Promise<void> {
  const logoMetadata: Record<string, string> = { brand_name: brandName, ...(tagline ? { tagline } : {}) }
  await uploadAsset(ctx, NEW, { file: { name: 'logo.png', bytes: solidPng(50, 50) }, asset_type_code: 'logo', asset_metadata: logoMetadata, asset_name: 'logo' })
  await uploadAsset(ctx, NEW, { file: { name: 'dish.png', bytes: solidPng(80, 60) }, asset_type_code: 'product_image', asset_metadata: { product_name: 'Mee Goreng' }, asset_name: 'dish' })
}

describe('POST /generate-image (the domain)', () => {
  it('composes the demo business’s post from its brand assets and keeps the PNG', async () => {
    const ctx = await testContext()
    const composer = fakeComposer()
    const answer = await generateImage(ctx, DEMO, order(DEMO, { resolution: '1080x1920', request_id: 'img_0123456789abcdef' }), composer, API)
    expect(answer.status).toBe(200)
    const body = GenerateImageResponseSchema.parse(answer.body)
    expect(body).toMatchObject({
      success: true,
      data: { generation_time: FAKE_GENERATION_MS, metadata: { resolution: '1080x1920', layout: 'portrait', request_id: 'img_0123456789abcdef', industry: 'food_beverage' } },
    })

    const [input] = composer.inputs
    const products = DEMO_BRAND_ASSETS.filter((fixture) => fixture.asset_type_code === 'product_image')
    expect(input).toMatchObject({
      prompt: 'Teh Tarik promo, 2 for RM7 this weekend',
      request_id: 'img_0123456789abcdef',
      width: 1080,
      height: 1920,
      brand: { business_name: 'Kopi Kita Café', tagline: 'Kopitiam classics, pulled fresh since 2019', primary_color: KOPI_KITA_PRIMARY_COLOR, best_seller: 'Teh Tarik' },
    })
    expect(input!.logo).toMatchObject({ content_type: 'image/svg+xml', name: 'Kopi Kita Café' })
    // Newest first: the fixtures were seeded in order, a second apart.
    expect(input!.products.map((image) => image.name)).toEqual(products.map((fixture) => fixture.metadata.product_name).reverse())
    expect(new TextDecoder().decode(input!.logo!.bytes)).toMatch(/^<svg /)

    const record = (await ctx.store.generatedImages.find({ id: String(body.data!.image_id) }))!
    expect(record).toMatchObject({ account_id: DEMO, original_query: 'Teh Tarik promo, 2 for RM7 this weekend', resolution: '1080x1920', status: 'completed', generation_time_ms: FAKE_GENERATION_MS })
    const url = new URL(body.data!.image_url)
    expect(url.pathname).toBe(`/api/files/images/${record.id}.png`)
    const served = await openSignedFile(ctx, 'images', `${record.id}.png`, url.searchParams)
    expect(served.headers['Content-Type']).toBe('image/png')
    expect(pngSize(served.bytes)).toEqual({ width: 1080, height: 1920 })
  })

  it('blocks the new business until it has a logo and a product photo, naming what to upload', async () => {
    const ctx = await testContext()
    const composer = fakeComposer()
    const blocked = await generateImage(ctx, NEW, order(NEW), composer, API)
    expect(blocked).toEqual({
      status: 200,
      body: {
        success: false,
        blocked: true,
        message: 'Upload your logo and a product photo in Company Assets before generating images: posts are made from your own brand assets.',
        validation_details: { missing_assets: ['logo', 'product_image'] },
      },
    })
    await uploadAsset(ctx, NEW, { file: { name: 'logo.png', bytes: solidPng(50, 50) }, asset_type_code: 'logo', asset_metadata: { brand_name: 'Warung Baru' }, asset_name: 'logo' })
    expect((await generateImage(ctx, NEW, order(NEW), composer, API)).body).toMatchObject({ blocked: true, validation_details: { missing_assets: ['product_image'] } })
    expect(composer.inputs).toHaveLength(0)
    expect(await ctx.store.generatedImages.count({ account_id: NEW })).toBe(0)
    expect(blockedMessage(['menu'])).toBe('Upload your menu in Company Assets before generating images: posts are made from your own brand assets.')
  })

  it('is blocked when the records say the assets are there but their files are gone', async () => {
    const ctx = await testContext()
    await uploadBasics(ctx)
    const product = (await ctx.store.assets.find({ account_id: NEW, asset_type_code: 'product_image' }))!
    await ctx.store.files.remove(product.file_key!)
    expect((await generateImage(ctx, NEW, order(NEW), fakeComposer(), API)).body).toMatchObject({ blocked: true, validation_details: { missing_assets: ['product_image'] } })
  })

  it('refuses what the contract refuses with 422, and another business’s client_id with 403', async () => {
    const ctx = await testContext()
    const composer = fakeComposer()
    for (const [overrides, field] of [
      [{ resolution: '100x100' }, /^resolution: Each side must be from 200 to 4096 pixels/],
      [{ resolution: '1080 x 1080' }, /^resolution: Use WIDTHxHEIGHT/],
      [{ prompt: '   ' }, /^prompt: /],
      [{ template_type: 'print' }, /^template_type: /],
      [{ industry: '' }, /^industry: /],
      [{ request_id: 'x'.repeat(65) }, /^request_id: /],
    ] as const) {
      const refused = await refusal(generateImage(ctx, DEMO, order(DEMO, overrides), composer, API))
      expect(refused.status).toBe(422)
      expect(refused.detail).toMatch(field)
    }
    expect(await refusal(generateImage(ctx, DEMO, order(NEW), composer, API))).toEqual({ status: 403, detail: NOT_YOUR_CLIENT })
    expect(await refusal(generateImage(ctx, DEMO, undefined, composer, API))).toMatchObject({ status: 422 })
    expect(composer.inputs).toHaveLength(0)
  })

  it('answers 500 {success: false, error} when the composer fails or makes the wrong size, storing nothing', async () => {
    const ctx = await testContext()
    const failed = await generateImage(ctx, DEMO, order(DEMO), fakeComposer({ fail: 'font missing' }), API)
    expect(failed).toEqual({ status: 500, body: { success: false, error: `${GENERATION_FAILED}: font missing. Please try again.` } })
    const wrongSize = { compose: () => Promise.resolve({ png: solidPng(10, 10), width: 10, height: 10, layout: 'square', generation_time_ms: 1 }) }
    const wrong = await generateImage(ctx, DEMO, order(DEMO), wrongSize, API)
    expect(wrong.status).toBe(500)
    expect(wrong.body.error).toBe(`${GENERATION_FAILED}: the composer made 10x10 instead of 1080x1080. Please try again.`)
    expect(await ctx.store.generatedImages.count()).toBe(0)
  })

  it('keeps halal wording out of the brand fields it passes', async () => {
    const ctx = await testContext()
    await ctx.store.accounts.update(NEW, { business_name: 'Warung Baru Halal' })
    await uploadBasics(ctx, 'Warung Baru', 'JAKIM halal-certified home cooking')
    const composer = fakeComposer()
    await generateImage(ctx, NEW, order(NEW), composer, API)
    expect(composer.inputs[0]!.brand).toMatchObject({ business_name: 'Warung Baru', tagline: 'home cooking' })
    expect(JSON.stringify(composer.inputs[0]!.brand)).not.toMatch(/halal|jakim/i)
  })

  it('features the profile’s first best seller, else the top item by revenue, and at most a few products', async () => {
    const ctx = await testContext()
    await uploadBasics(ctx)
    const composer = fakeComposer()
    await generateImage(ctx, NEW, order(NEW), composer, API)
    expect(composer.inputs[0]!.brand.best_seller).toBeNull()
    const at = new Date(ctx.now() - 86_400_000).toISOString()
    await ctx.store.sales.appendSales(NEW, 'u1', batchOf([{ at, amount: 30, item: 'Mee Goreng' }, { at, amount: 5, item: 'Teh O' }]))
    await generateImage(ctx, NEW, order(NEW), composer, API)
    expect(composer.inputs[1]!.brand.best_seller).toBe('Mee Goreng')
    await saveCompanyProfile(ctx, NEW, { best_selling_products: 'Roti Canai; Teh O' })
    await generateImage(ctx, NEW, order(NEW), composer, API)
    expect(composer.inputs[2]!.brand.best_seller).toBe('Roti Canai')
    for (let i = 0; i < MAX_PRODUCT_IMAGES + 2; i++) {
      await uploadAsset(ctx, NEW, { file: { name: `p${i}.png`, bytes: solidPng(20, 20) }, asset_type_code: 'product_image', asset_metadata: { product_name: `Dish ${i}` }, asset_name: `p${i}` })
    }
    await generateImage(ctx, NEW, order(NEW), composer, API)
    expect(composer.inputs[3]!.products.map((image) => image.name)).toEqual(Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => `Dish ${MAX_PRODUCT_IMAGES + 1 - i}`))
  })
})

describe('the gallery and the chat history', () => {
  it('lists the account’s images newest first with fresh signed URLs; another account sees none of them', async () => {
    const ctx = await testContext()
    const composer = fakeComposer()
    await generateImage(ctx, DEMO, order(DEMO, { prompt: 'first' }), composer, API)
    ctx.advance(60_000)
    await generateImage(ctx, DEMO, order(DEMO, { prompt: 'second', resolution: '1200x630' }), composer, API)
    const { images } = GeneratedImagesResponseSchema.parse(await generatedImages(ctx, DEMO, API))
    expect(images.map((image) => [image.original_query, image.image_dimensions, image.status, image.generation_time_ms])).toEqual([
      ['second', '1200x630', 'completed', FAKE_GENERATION_MS],
      ['first', '1080x1080', 'completed', FAKE_GENERATION_MS],
    ])
    expect(images[0]!.image_url).toMatch(new RegExp(`^${API}/files/images/${String(images[0]!.id)}\\.png\\?account=[^&]+&expires=\\d+&signature=[0-9a-f]{64}$`))
    expect((await generatedImages(ctx, NEW, API)).images).toEqual([])
  })

  it('puts an image generated from a chat preview into the history, with its URL signed at each read', async () => {
    const ctx = await testContext()
    const answer = await generateImage(ctx, DEMO, order(DEMO, { request_id: 'img_aaaaaaaaaaaaaaaa' }), fakeComposer(), API)
    await generateImage(ctx, DEMO, order(DEMO), fakeComposer(), API)
    const history = await chatHistoryWithImages(ctx, DEMO, 20, API)
    expect(history).toHaveLength(1)
    const message = ChatMessageSchema.parse(history[0])
    expect(message).toMatchObject({ sender: 'ai', mode: 'marketing', request_id: 'img_aaaaaaaaaaaaaaaa', image_result: { generation_time: FAKE_GENERATION_MS, metadata: { resolution: '1080x1080' } } })
    expect(new URL(message.generated_image_url!).pathname).toBe(new URL(answer.body.data!.image_url).pathname)
    ctx.advance(2 * 3_600_000)
    const later = (await chatHistoryWithImages(ctx, DEMO, 20, API))[0]!
    expect(later.generated_image_url).not.toBe(message.generated_image_url)
    await expect(openSignedFile(ctx, 'images', `${String(answer.body.data!.image_id)}.png`, new URL(later.generated_image_url!).searchParams)).resolves.toBeTruthy()
    expect(await chatHistoryWithImages(ctx, NEW, 20, API)).toEqual([])
  })
})
