import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ChatHistoryResponseSchema,
  CompanyProfileResponseSchema,
  ErrorBodySchema,
  findApiCall,
  GeneratedImagesResponseSchema,
  GenerateImageResponseSchema,
} from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { generateImage as requestImage, getGeneratedImages } from '../../src/api/images'
import { SIGNED_URL_TTL_MS } from '../../kernel/limits'
import { pngSize } from '../../backend/assets/asset-file'
import { fakeComposer, FAKE_GENERATION_MS, solidPng, type FakeComposer } from '../../backend/images/fake-composer'
import { setImageComposer } from '../../mocks/composer'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setClock } from '../../mocks/node'
import { storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, NOW, postJson, signIn } from './contract-helpers'

useMockBackend()

let composer: FakeComposer
beforeEach(() => {
  composer = fakeComposer()
  setImageComposer(composer)
})
afterEach(() => setImageComposer(null))

interface Owner {
  headers: { authorization: string }
  clientId: string
}

async function owner(email = DEMO_ACCOUNT.email): Promise<Owner> {
  setClock(() => NOW)
  const headers = { authorization: `Bearer ${(await signIn(email)).access_token}` }
  const profile = CompanyProfileResponseSchema.parse(await (await fetch(`${apiBase}/company-profile`, { headers })).json())
  return { headers, clientId: String(profile.client_id) }
}

function order(who: Owner, overrides: Record<string, unknown> = {}) {
  return { client_id: who.clientId, prompt: 'Weekend Teh Tarik promo', resolution: '1080x1080', industry: 'food_beverage', template_type: 'social_media', ...overrides }
}

async function generate(who: Owner, overrides: Record<string, unknown> = {}): Promise<Response> {
  return postJson(`${apiBase}/generate-image`, order(who, overrides), who.headers)
}

async function gallery(who: Owner) {
  return GeneratedImagesResponseSchema.parse(await (await fetch(`${apiBase}/generated-images`, { headers: who.headers })).json()).images
}

async function detail(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status)
  return ErrorBodySchema.parse(await response.json()).detail
}

describe('POST /generate-image', () => {
  it('makes the demo owner’s post at every preset and a custom size, each PNG served at its exact size without a bearer', async () => {
    const demo = await owner()
    for (const resolution of ['1080x1080', '1200x630', '1080x1920', '1200x627', '640x800']) {
      const response = await generate(demo, { resolution })
      expect(response.status).toBe(200)
      const body = findApiCall('POST', '/generate-image')!.response!.parse(await response.json()) as ReturnType<typeof GenerateImageResponseSchema.parse>
      expect(body).toMatchObject({ success: true, data: { generation_time: FAKE_GENERATION_MS, metadata: { resolution } } })
      const image = await fetch(body.data!.image_url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(image.headers.get('x-content-type-options')).toBe('nosniff')
      expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
      const bytes = new Uint8Array(await image.arrayBuffer())
      expect(image.headers.get('content-length')).toBe(String(bytes.byteLength))
      const [width, height] = resolution.split('x').map(Number)
      expect(pngSize(bytes)).toEqual({ width, height })
    }
    expect(composer.inputs.map((input) => `${input.width}x${input.height}`)).toEqual(['1080x1080', '1200x630', '1080x1920', '1200x627', '640x800'])
  })

  it('blocks the new owner with a message and the missing assets (200), then generates once a logo and a product photo are uploaded', async () => {
    const fresh = await owner(NEW_ACCOUNT.email)
    const blocked = GenerateImageResponseSchema.parse(await (await generate(fresh)).json())
    expect(blocked).toEqual({
      success: false,
      blocked: true,
      message: 'Upload your logo and a product photo in Company Assets before generating images: posts are made from your own brand assets.',
      validation_details: { missing_assets: ['logo', 'product_image'] },
    })
    for (const [code, metadata, name] of [
      ['logo', { brand_name: 'Warung Baru' }, 'logo.png'],
      ['product_image', { product_name: 'Mee Goreng' }, 'mee.png'],
    ] as const) {
      const form = new FormData()
      form.append('file', new File([solidPng(40, 40)], name, { type: 'image/png' }))
      form.append('asset_type_code', code)
      form.append('asset_metadata', JSON.stringify(metadata))
      form.append('asset_name', name.split('.')[0]!)
      expect((await fetch(`${apiBase}/assets/upload`, { method: 'POST', headers: fresh.headers, body: form })).status).toBe(200)
    }
    expect(GenerateImageResponseSchema.parse(await (await generate(fresh)).json()).success).toBe(true)
    expect(composer.inputs[0]!.brand.business_name).toBe('Warung Baru')
  })

  it('answers 422 {detail} for what the contract refuses, 403 for another business’s client_id, 401 without a token', async () => {
    const demo = await owner()
    const fresh = await owner(NEW_ACCOUNT.email)
    expect(await detail(await generate(demo, { resolution: '5000x5000' }), 422)).toMatch(/^resolution: Each side must be from 200 to 4096 pixels/)
    expect(await detail(await generate(demo, { resolution: 'big' }), 422)).toMatch(/^resolution: /)
    expect(await detail(await generate(demo, { prompt: '' }), 422)).toMatch(/^prompt: /)
    expect(await detail(await generate(demo, { template_type: 'poster' }), 422)).toMatch(/^template_type: /)
    expect(await detail(await fetch(`${apiBase}/generate-image`, { method: 'POST', headers: { ...demo.headers, 'content-type': 'application/json' }, body: '{nope' }), 422)).toMatch(/could not be read/)
    expect(await detail(await generate(demo, { client_id: fresh.clientId }), 403)).toMatch(/not your business/)
    expect((await postJson(`${apiBase}/generate-image`, order(demo))).status).toBe(401)
    expect(composer.inputs).toHaveLength(0)
  })

  it('answers 500 {success: false, error} when the composer fails', async () => {
    setImageComposer(fakeComposer({ fail: 'out of memory' }))
    const response = await generate(await owner())
    expect(response.status).toBe(500)
    expect(GenerateImageResponseSchema.parse(await response.json())).toEqual({ success: false, error: 'The image could not be made: out of memory. Please try again.' })
    expect(await storedTables().generatedImages.count()).toBe(0)
  })

  it('is what the app’s client sends and reads', async () => {
    const demo = await owner()
    setAccessToken(demo.headers.authorization.slice('Bearer '.length))
    try {
      const answer = await requestImage({ ...order(demo), template_type: 'social_media', request_id: 'img_1111222233334444' })
      expect(answer.data?.metadata).toMatchObject({ resolution: '1080x1080', request_id: 'img_1111222233334444' })
      expect((await getGeneratedImages()).images.map((image) => image.id)).toEqual([answer.data!.image_id])
    } finally {
      setAccessToken(null)
    }
  })
})

describe('GET /generated-images and the image URLs (deviation 51)', () => {
  it('lists the owner’s images newest first, kept in the store; another owner sees none of them', async () => {
    const demo = await owner()
    await generate(demo, { prompt: 'first' })
    setClock(() => NOW + 60_000)
    await generate(demo, { prompt: 'second', resolution: '1200x630' })
    const images = await gallery(demo)
    expect(images.map((image) => [image.original_query, image.image_dimensions, image.status, image.generation_time_ms])).toEqual([
      ['second', '1200x630', 'completed', FAKE_GENERATION_MS],
      ['first', '1080x1080', 'completed', FAKE_GENERATION_MS],
    ])
    expect(await storedTables().generatedImages.count({ account_id: DEMO_ACCOUNT.id })).toBe(2)
    expect(await gallery(await owner(NEW_ACCOUNT.email))).toEqual([])
    expect((await fetch(`${apiBase}/generated-images`)).status).toBe(401)
  })

  it('refuses another owner’s, a forged or an expired signature with 403 {detail}', async () => {
    const demo = await owner()
    const body = GenerateImageResponseSchema.parse(await (await generate(demo)).json())
    const url = new URL(body.data!.image_url)
    // The new owner's own valid signature (for their asset) on the demo owner's image.
    const fresh = await owner(NEW_ACCOUNT.email)
    const form = new FormData()
    form.append('file', new File([solidPng(10, 10)], 'logo.png'))
    form.append('asset_type_code', 'logo')
    form.append('asset_metadata', JSON.stringify({ brand_name: 'Warung Baru' }))
    form.append('asset_name', 'logo')
    await fetch(`${apiBase}/assets/upload`, { method: 'POST', headers: fresh.headers, body: form })
    const theirs = (await (await fetch(`${apiBase}/assets`, { headers: fresh.headers })).json()) as { assets: Array<{ file_url: string }> }
    const crossed = `${url.origin}${url.pathname}${new URL(theirs.assets[0]!.file_url).search}`
    const forged = `${url.origin}${url.pathname}?account=${url.searchParams.get('account')!}&expires=${url.searchParams.get('expires')!}&signature=${'0'.repeat(64)}`
    const asAsset = `${url.origin}/api/files/assets/${String(body.data!.image_id)}${url.search}`
    for (const bad of [crossed, forged, asAsset, `${url.origin}${url.pathname}`]) expect(await detail(await fetch(bad), 403)).toMatch(/not valid/)

    const later = NOW + SIGNED_URL_TTL_MS + 301_000
    setClock(() => later)
    expect(await detail(await fetch(body.data!.image_url), 403)).toMatch(/expired/)
    // A fresh read (signed in again: the access token has expired too) signs a fresh URL that opens.
    const [image] = await gallery({ ...demo, headers: { authorization: `Bearer ${(await signIn(DEMO_ACCOUNT.email)).access_token}` } })
    expect((await fetch(image!.image_url!)).status).toBe(200)
  })

  it('an image made from a chat preview shows in GET /chat/history after a reload, its URL signed fresh', async () => {
    const demo = await owner()
    const body = GenerateImageResponseSchema.parse(await (await generate(demo, { request_id: 'img_abcdefabcdefabcd' })).json())
    const { messages } = ChatHistoryResponseSchema.parse(await (await fetch(`${apiBase}/chat/history`, { headers: demo.headers })).json())
    const message = messages.at(-1)!
    expect(message).toMatchObject({ sender: 'ai', request_id: 'img_abcdefabcdefabcd', image_result: { generation_time: FAKE_GENERATION_MS, metadata: { resolution: '1080x1080' } } })
    expect(new URL(message.generated_image_url!).pathname).toBe(new URL(body.data!.image_url).pathname)
    expect((await fetch(message.generated_image_url!)).status).toBe(200)
    const { messages: theirs } = ChatHistoryResponseSchema.parse(await (await fetch(`${apiBase}/chat/history`, { headers: (await owner(NEW_ACCOUNT.email)).headers })).json())
    expect(theirs.some((m) => m.generated_image_url)).toBe(false)
  })
})
