/**
 * The answer to a request for an image or a post (`image_preview_enhanced`): what would be made,
 * in words, and what it still needs; the chat's image flow (docs/product.md#image-generation)
 * generates it from the brand assets.
 *
 * - `estimated_cost` is null: Selera has no image credits or prices, and a made-up cost would be
 *   an invented number. The contract allows null ("shown as given").
 * - `asset_validation.missing_assets`: REQUIRED_ASSETS the account has not uploaded, by asset type
 *   code (the codes GET /asset-types uses).
 * - `requirements_check.missing_items`: the profile answers the image is built from that are
 *   blank, by field name (`main_products`, …; `business_name` is the account's), so the next
 *   issue can link each to its question; the message names them in words.
 * - `request_id` is derived from the account, the text and the time: the same request at the same
 *   moment has the same id, and everything else in the answer depends on the data and the text alone.
 */
import type { ChatPreviewAnswer } from '../../../kernel/contract'
import { availableAssetCodes, availableAssets, REQUIRED_ASSETS } from '../../assets/asset-types'
import { RESOLUTION_PRESETS } from '../../../kernel/limits'
import type { BackendContext } from '../../context'
import type { MarketingFacts } from './facts'
import { halalWarning, mentionsHalal } from '../../halal'
import { imagePrompt, namedDish, samePhoto } from './image-prompt'
import { presetFor } from './request'
import { list, type Language } from '../../../kernel/format'
import { fill, say, type Phrase } from '../../phrase'
import { ANSWER_FIELDS, FIELD_LABELS } from './wording'

/** The brand assets a social-media image is composed from (asset type codes); defined with the asset types. */
export { REQUIRED_ASSETS }

/** The profile answers an image is built from (the business name is the account's). */
export const IMAGE_FIELDS = ['business_name', 'industry', 'main_products', 'target_segments', 'languages_used'] as const

/**
 * The asset type codes the account has available: an asset with its required metadata and, for an
 * image type, a drawable file (backend/assets/asset-types.ts).
 */
export async function brandAssetsOf(ctx: BackendContext, accountId: string): Promise<string[]> {
  return availableAssetCodes(ctx, accountId)
}

export const ASSET_WORDS: Record<(typeof REQUIRED_ASSETS)[number], Phrase> = {
  logo: { en: 'your logo', ms: 'logo anda', zh: '您的标志' },
  product_image: { en: 'a product photo', ms: 'gambar produk', zh: '一张产品照片' },
}

/** The preview's sentences: `{prompt}` the image description, `{assets}` the missing assets, `{needs}` what is still needed. */
export const PREVIEW_WORDS: Record<'create' | 'upload' | 'before', Phrase> = {
  create: { en: 'I would create this image: {prompt}', ms: 'Saya akan menghasilkan imej ini: {prompt}', zh: '我会为您制作这张图片：{prompt}' },
  upload: { en: 'upload {assets} as brand assets', ms: 'muat naik {assets} sebagai aset jenama', zh: '把{assets}上传为品牌素材' },
  before: { en: 'Before it can be generated: {needs}.', ms: 'Sebelum ia boleh dihasilkan: {needs}.', zh: '生成图片之前，还需要：{needs}。' },
}

/** The size the request named, and the product it named without a photo of it. */
export const FORMAT_WORDS: Record<'size' | 'noPhoto', Phrase> = {
  size: {
    en: 'Size: {label} ({size}), as you asked; you can choose another below.',
    ms: 'Saiz: {label} ({size}), seperti yang anda minta; anda boleh memilih saiz lain di bawah.',
    zh: '尺寸：{label}（{size}），按您的要求；您也可以在下方选择其他尺寸。',
  },
  noPhoto: {
    en: 'You have no product photo of {dish} yet, so the image will name it without showing a photo of another dish. Upload one in Company Assets (a product photo named “{dish}”) to show it.',
    ms: 'Anda belum ada gambar produk {dish}, jadi imej akan menyebut namanya tanpa menunjukkan gambar hidangan lain. Muat naik satu di Company Assets (gambar produk bernama “{dish}”) untuk memaparkannya.',
    zh: '您还没有{dish}的产品照片，所以图片只会写上它的名称，不会放上其他菜的照片。请到 Company Assets 上传一张名为“{dish}”的产品照片，图片就会展示它。',
  },
}

export async function imagePreview(ctx: BackendContext, accountId: string, facts: MarketingFacts, text: string, language: Language): Promise<ChatPreviewAnswer> {
  const { locale } = facts
  const uploaded = new Set(await brandAssetsOf(ctx, accountId))
  const missingAssets = REQUIRED_ASSETS.filter((code) => !uploaded.has(code))
  const missingItems = IMAGE_FIELDS.filter((field) => (field === 'business_name' ? facts.businessName === null : facts.profile[field] === null))
  const prompt = imagePrompt(facts, text, language)

  const parts = [fill(language, PREVIEW_WORDS.create, { prompt: prompt.text })]
  const preset = RESOLUTION_PRESETS.find((candidate) => candidate.id === presetFor(text) && candidate.size !== null)
  if (preset) parts.push(fill(language, FORMAT_WORDS.size, { label: preset.label, size: preset.size! }))
  // A dish named with no photo of it: said, never a photo of another dish in its place.
  const dish = namedDish(facts, text)
  const photos = (await availableAssets(ctx, accountId, 'product_image')).map((asset) => asset.metadata.product_name ?? asset.asset_name)
  if (dish && photos.length > 0 && !photos.some((photo) => samePhoto(photo, dish.words))) parts.push(fill(language, FORMAT_WORDS.noPhoto, { dish: dish.dish }))
  const needs: string[] = []
  if (missingAssets.length > 0) {
    const assets = list(missingAssets.map((code) => say(language, ASSET_WORDS[code])), locale)
    needs.push(fill(language, PREVIEW_WORDS.upload, { assets }))
  }
  if (missingItems.length > 0) {
    const fields = list(missingItems.map((field) => say(language, FIELD_LABELS[field]!)), locale)
    needs.push(fill(language, ANSWER_FIELDS, { fields }))
  }
  // Chinese lists two needs with a semicolon: each already has its own 和.
  if (needs.length > 0) parts.push(fill(language, PREVIEW_WORDS.before, { needs: language === 'zh' ? needs.join('；') : list(needs, locale) }))
  if (mentionsHalal(text)) parts.push(halalWarning(language))

  return {
    type: 'image_preview_enhanced',
    preview: {
      action: 'generate_image',
      message: parts.join('\n\n'),
      estimated_cost: null,
      generation_ready: needs.length === 0,
      asset_validation: { missing_assets: [...missingAssets] },
      requirements_check: { missing_items: [...missingItems] },
      ...(preset ? { resolution_preset: preset.id } : {}),
    },
    request_id: requestId(accountId, text, ctx.now()),
  }
}

/** `img_` and 16 hex digits: two FNV-1a hashes of the account, the text and the time. */
function requestId(accountId: string, text: string, now: number): string {
  const input = `${accountId}\u0000${text}\u0000${now}`
  const fnv = (seed: number) => {
    let hash = seed
    for (let index = 0; index < input.length; index++) hash = Math.imul(hash ^ input.charCodeAt(index), 0x01000193) >>> 0
    return hash.toString(16).padStart(8, '0')
  }
  return `img_${fnv(0x811c9dc5)}${fnv(0x050c5d1f)}`
}
