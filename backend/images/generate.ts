/**
 * `POST /generate-image`: a social-media image composed from the owner's brand assets (deviation
 * 55). This is the glue around the composer: it checks the request, gathers what the image is made
 * of (the business's name, the logo and its metadata, the product photos, the best seller), asks
 * the composer (passed in: in-process under Node, a worker in the browser, a fake in tests), and
 * keeps the PNG for the gallery and the chat.
 *
 * Three answers in the contract's one shape: the image (`success` with `data`); blocked, 200, when
 * a required asset is missing (`blocked`, a message naming what to upload, `validation_details`);
 * a failure of the composer, 500, `{success: false, error}`. A request the contract refuses is 422
 * `{detail}`; another business's client_id, 403 `{detail}`.
 *
 * Halal marks and wording are never added: the brand text passed in has halal claims taken out,
 * and the composer strips them from the prompt (backend/assistant/marketing/halal.ts says why).
 */
import { TEMPLATE_TYPE } from '../../kernel/limits'
import { GenerateImageRequestSchema, type GenerateImageRequest, type GenerateImageResponse } from '../../kernel/contract'
import { list } from '../../kernel/format'
import { findAccountById } from '../accounts/accounts'
import { clientIdOf, companyProfileOf } from '../accounts/company-profile'
import { availableAssets, assetTypeByCode, missingAssetCodes } from '../assets/asset-types'
import { normaliseColor } from '../assets/assets'
import { marketingFacts } from '../assistant/marketing/facts'
import { withoutHalal } from '../halal'
import { keepMessage } from '../assistant/history'
import { isoAt, type BackendContext } from '../context'
import { apiError } from '../errors'
import { pngSize } from '../assets/asset-file'
import { signedFileUrl } from '../files/signed-url'
import type { AssetRecord, GeneratedImageRecord } from '../store'
import type { ComposeInput, ComposerImage, ImageComposer } from './types'
import { newId } from '../ids'

/** Product photos handed to the composer at most: it features one or a few; the rest would only cost transfer. */
export const MAX_PRODUCT_IMAGES = 6
/** Generated images kept per account; the oldest go (record and PNG) as new ones arrive. */
export const MAX_KEPT_IMAGES = 100

export const NOT_YOUR_CLIENT = 'This client_id is not your business: reload the page to get your own.'
export const GENERATION_FAILED = 'The image could not be made'

/** How a missing asset is named in the blocked message. */
const ASSET_WORDS: Record<string, string> = { logo: 'your logo', product_image: 'a product photo', packaging: 'a packaging photo', menu: 'your menu' }

export interface GenerateAnswer {
  status: number
  body: GenerateImageResponse
}

/** The request as the contract reads it; 422 `{detail}` naming the first field it refuses. */
export function readGenerateRequest(body: unknown): GenerateImageRequest {
  const parsed = GenerateImageRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw apiError(422, `${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

/** The blocked answer's sentence: what to upload, and where. */
export function blockedMessage(missing: readonly string[]): string {
  const words = missing.map((code) => ASSET_WORDS[code] ?? `a ${code.replace(/_/g, ' ')}`)
  return `Upload ${list(words)} in Company Assets before generating images: posts are made from your own brand assets.`
}

/** First item of a list the owner typed ("Teh Tarik, Nasi Lemak Ayam" → "Teh Tarik"). */
function firstItem(text: string | null): string | null {
  const first = text?.split(/[,;\n/]|\band\b|\bdan\b|&/i)[0]?.trim()
  return first ? first : null
}

/** The best seller to feature: the profile's first best-selling product, else the top item by revenue. */
async function bestSeller(ctx: BackendContext, accountId: string): Promise<string | null> {
  const answered = firstItem((await companyProfileOf(ctx, accountId)).best_selling_products)
  if (answered) return withoutHalal(answered) || null
  return (await marketingFacts(ctx, accountId, 'en')).sales?.best?.name ?? null
}

async function composerImage(ctx: BackendContext, asset: AssetRecord, label: string | undefined): Promise<ComposerImage | null> {
  if (!asset.file_key || asset.width === null || asset.height === null) return null
  const file = await ctx.store.files.get(asset.file_key)
  const type = file?.content_type
  if (!file || (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/svg+xml')) return null
  return { bytes: file.bytes, content_type: type, width: asset.width, height: asset.height, name: label?.trim() || asset.asset_name }
}

/** What the image is made of; null members when a stored file has gone missing. */
async function composeInput(ctx: BackendContext, accountId: string, order: GenerateImageRequest, requestId: string): Promise<ComposeInput> {
  const [width, height] = order.resolution.split('x').map(Number) as [number, number]
  const logos = await availableAssets(ctx, accountId, 'logo')
  let logo: ComposerImage | null = null
  let logoAsset: AssetRecord | null = null
  for (const asset of logos) {
    logo = await composerImage(ctx, asset, asset.metadata.brand_name)
    if (logo) {
      logoAsset = asset
      break
    }
  }
  const products: ComposerImage[] = []
  for (const asset of await availableAssets(ctx, accountId, 'product_image')) {
    if (products.length >= MAX_PRODUCT_IMAGES) break
    const image = await composerImage(ctx, asset, asset.metadata.product_name)
    if (image) products.push(image)
  }
  const account = await findAccountById(ctx, accountId)
  const tagline = logoAsset?.metadata.tagline ? withoutHalal(logoAsset.metadata.tagline) : ''
  return {
    prompt: order.prompt.trim(),
    request_id: requestId,
    width,
    height,
    brand: {
      business_name: account ? withoutHalal(account.business_name) || account.business_name : '',
      tagline: tagline || null,
      primary_color: normaliseColor(logoAsset?.metadata.primary_color ?? ''),
      best_seller: await bestSeller(ctx, accountId),
      items: (await marketingFacts(ctx, accountId, 'en')).sales?.itemNames ?? [],
    },
    logo,
    products,
  }
}

/** A new request id when the client sent none: `img_` and 16 hex digits, as the chat's previews have. */
function newRequestId(): string {
  return `img_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`
}

/** Drops the account's oldest images beyond `MAX_KEPT_IMAGES`, PNGs included. */
async function keepRecentImages(ctx: BackendContext, accountId: string): Promise<void> {
  const images = await ctx.store.generatedImages.findAll({ account_id: accountId }, [['created_at', 'asc']])
  for (const old of images.slice(0, Math.max(0, images.length - MAX_KEPT_IMAGES))) {
    await ctx.store.generatedImages.remove(old.id)
    await ctx.store.files.remove(old.file_key)
  }
}

export function imageFileKey(accountId: string, imageId: string): string {
  return `images/${accountId}/${imageId}.png`
}

/**
 * Generates one image for the signed-in account. `body` is the request as received; `composer`
 * makes the PNG; `apiBase` prefixes the signed image URL.
 */
export async function generateImage(ctx: BackendContext, accountId: string, body: unknown, composer: ImageComposer, apiBase: string): Promise<GenerateAnswer> {
  const order = readGenerateRequest(body)
  if (order.client_id !== clientIdOf(accountId)) throw apiError(403, NOT_YOUR_CLIENT)
  if (!await assetTypeByCode(ctx, 'logo')) throw apiError(500, 'No asset types are configured.')

  const requestId = order.request_id ?? newRequestId()
  let missing = await missingAssetCodes(ctx, accountId, TEMPLATE_TYPE)
  const input = missing.length === 0 ? await composeInput(ctx, accountId, order, requestId) : null
  // Records say the assets are there but their files are not (storage lost them): as good as missing.
  if (input && (!input.logo || input.products.length === 0)) missing = [...(input.logo ? [] : ['logo']), ...(input.products.length > 0 ? [] : ['product_image'])]
  if (!input || missing.length > 0) {
    return { status: 200, body: { success: false, blocked: true, message: blockedMessage(missing), validation_details: { missing_assets: missing } } }
  }

  let composed
  try {
    composed = await composer.compose(input)
    const size = pngSize(composed.png)
    if (!size || size.width !== input.width || size.height !== input.height) {
      throw new Error(`the composer made ${size ? `${size.width}x${size.height}` : 'no PNG'} instead of ${order.resolution}`)
    }
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'the composer failed'
    return { status: 500, body: { success: false, error: `${GENERATION_FAILED}: ${reason}. Please try again.` } }
  }

  const id = newId()
  const record: GeneratedImageRecord = {
    id,
    account_id: accountId,
    request_id: requestId,
    original_query: input.prompt,
    resolution: order.resolution,
    status: 'completed',
    generation_time_ms: Math.max(0, Math.round(composed.generation_time_ms)),
    file_key: imageFileKey(accountId, id),
    size_bytes: composed.png.byteLength,
    created_at: isoAt(ctx.now()),
  }
  await ctx.store.files.put(record.file_key, { bytes: composed.png, content_type: 'image/png' })
  await ctx.store.generatedImages.insert(record)
  await keepRecentImages(ctx, accountId)

  const image_result = { generation_time: record.generation_time_ms, metadata: { resolution: record.resolution } }
  // From a chat preview: the image joins the conversation, so the history shows it after a reload.
  if (order.request_id) {
    await keepMessage(ctx, accountId, {
      sender: 'ai',
      text: `Here is your image (${record.resolution}): ${input.prompt}`,
      timestamp: record.created_at,
      mode: 'marketing',
      sources: [],
      figure: null,
      type: null,
      preview: null,
      request_id: order.request_id,
      question: null,
      image_id: id,
      image_result,
    })
  }
  return {
    status: 200,
    body: {
      success: true,
      data: {
        image_url: await signedFileUrl(ctx, apiBase, 'images', id, accountId),
        generation_time: record.generation_time_ms,
        // The industry is the owner's free text from their profile: echoed as metadata, never drawn.
        metadata: { resolution: record.resolution, layout: composed.layout, request_id: requestId, industry: order.industry },
        image_id: id,
      },
    },
  }
}
