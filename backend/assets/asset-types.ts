/**
 * The kinds of brand asset (`GET /asset-types`) and what a template needs of them
 * (`GET /asset-types/required`, `GET /assets/validation-status`). The types are records in storage,
 * the same for every account; `ASSET_TYPE_CATALOGUE` is what the demo seeds them from.
 *
 * An asset type is met ('available') when the owner has at least one asset of it with every
 * required metadata field filled in and, for an image type, a file the image composer can draw;
 * uploaded but short of that it is 'incomplete_metadata' (e.g. a type whose schema gained a
 * required field after the upload); otherwise 'not_uploaded'.
 */
import { TEMPLATE_TYPE } from '../../kernel/limits'
import { ASSET_STATUS, type AssetType, type AssetTypesResponse, type RequiredAssetTypesResponse, type ValidationStatusResponse } from '../../kernel/contract'
import type { BackendContext } from '../context'
import { apiError } from '../errors'
import type { AssetRecord, AssetTypeRecord } from '../store'
import { DRAWABLE_TYPES } from './asset-file'

/** The brand assets a social-media image is composed from (asset type codes): a logo and a product photo. */
export const REQUIRED_ASSETS = ['logo', 'product_image'] as const

export const NOT_UPLOADED = 'not_uploaded'

/** The asset types Selera knows; the descriptions are shown to owners in the Company Assets panel. */
export const ASSET_TYPE_CATALOGUE: readonly AssetTypeRecord[] = [
  {
    id: 'asset-type-logo',
    code: 'logo',
    description: 'Your logo as it should appear on posts. An SVG, or a PNG with a transparent background, stays sharp at every size.',
    has_image: true,
    required_fields: ['brand_name'],
    optional_fields: ['tagline', 'primary_color'],
    required_for: [TEMPLATE_TYPE],
    sort_order: 1,
  },
  {
    id: 'asset-type-product-image',
    code: 'product_image',
    description: 'A photo of a dish, drink or product you sell, shown as the hero of a post. Upload your best sellers, well lit and close up.',
    has_image: true,
    required_fields: ['product_name'],
    optional_fields: ['price', 'description'],
    required_for: [TEMPLATE_TYPE],
    sort_order: 2,
  },
  {
    id: 'asset-type-packaging',
    code: 'packaging',
    description: 'Your cups, bags, boxes or labels, for posts about takeaway and delivery.',
    has_image: true,
    required_fields: [],
    optional_fields: ['product_name', 'description'],
    required_for: [],
    sort_order: 3,
  },
  {
    id: 'asset-type-menu',
    code: 'menu',
    description: 'Your menu as a PDF, a Word document or an image, or typed in: the dishes and prices posts can mention.',
    has_image: false,
    required_fields: ['menu_title'],
    optional_fields: ['items', 'notes'],
    required_for: [],
    sort_order: 4,
  },
]

/** Only `social_media` exists (docs/product.md#limits-and-constants); another template is refused, as the contract's query. */
export function checkTemplateType(templateType: string | null): string {
  if (templateType !== TEMPLATE_TYPE) throw apiError(422, `Unknown template type '${templateType ?? ''}': use template_type=${TEMPLATE_TYPE}.`)
  return templateType
}

export async function assetTypesOf(ctx: BackendContext): Promise<AssetTypeRecord[]> {
  return ctx.store.assetTypes.findAll({}, [['sort_order', 'asc']])
}

export async function assetTypeByCode(ctx: BackendContext, code: string): Promise<AssetTypeRecord | null> {
  return ctx.store.assetTypes.find({ code })
}

export function toAssetType(record: AssetTypeRecord): AssetType {
  return {
    id: record.id,
    code: record.code,
    description: record.description,
    has_image: record.has_image,
    metadata_schema: { required: [...record.required_fields], optional: [...record.optional_fields] },
  }
}

/** `GET /asset-types`. */
export async function listAssetTypes(ctx: BackendContext): Promise<AssetTypesResponse> {
  return { asset_types: (await assetTypesOf(ctx)).map(toAssetType) }
}

/** `GET /asset-types/required?template_type=…`: 422 for a template type other than social_media. */
export async function requiredAssetTypes(ctx: BackendContext, templateType: string | null): Promise<RequiredAssetTypesResponse> {
  const template = checkTemplateType(templateType)
  return { required_asset_types: (await assetTypesOf(ctx)).filter((type) => type.required_for.includes(template)).map(toAssetType) }
}

/** Required fields left blank in the asset's metadata, by the type's current schema. */
export function blankRequiredFields(type: AssetTypeRecord, metadata: Readonly<Record<string, string>>): string[] {
  return type.required_fields.filter((field) => (metadata[field] ?? '').trim() === '')
}

/** A file the image composer can draw: PNG, JPEG or (sanitised) SVG, with a known pixel size. */
export function isDrawable(asset: AssetRecord): boolean {
  return asset.file_key !== null && asset.content_type !== null && DRAWABLE_TYPES.includes(asset.content_type) && asset.width !== null && asset.height !== null
}

/** The asset counts towards its type: required metadata filled in and, for an image type, a drawable file. */
export function isAvailable(type: AssetTypeRecord, asset: AssetRecord): boolean {
  return blankRequiredFields(type, asset.metadata).length === 0 && (!type.has_image || isDrawable(asset))
}

/** The account's assets of one type that count, newest first. */
export async function availableAssets(ctx: BackendContext, accountId: string, code: string): Promise<AssetRecord[]> {
  const type = await assetTypeByCode(ctx, code)
  if (!type) return []
  return (await ctx.store.assets
    .findAll({ account_id: accountId, asset_type_code: code }, [['created_at', 'desc'], ['id', 'desc']]))
    .filter((asset) => isAvailable(type, asset))
}

/** The asset type codes the account has available (the chat's preview reads this). */
export async function availableAssetCodes(ctx: BackendContext, accountId: string): Promise<string[]> {
  const codes: string[] = []
  for (const type of await assetTypesOf(ctx)) {
    if ((await availableAssets(ctx, accountId, type.code)).length > 0) codes.push(type.code)
  }
  return codes
}

/** The template's required codes the account does not have available, in the types' order. */
export async function missingAssetCodes(ctx: BackendContext, accountId: string, template: string = TEMPLATE_TYPE): Promise<string[]> {
  const available = new Set(await availableAssetCodes(ctx, accountId))
  return (await assetTypesOf(ctx))
    .filter((type) => type.required_for.includes(template) && !available.has(type.code))
    .map((type) => type.code)
}

/** `GET /assets/validation-status?template_type=…`: every type's status, count and description; 422 for another template. */
export async function validationStatus(ctx: BackendContext, accountId: string, templateType: string | null): Promise<ValidationStatusResponse> {
  const template = checkTemplateType(templateType)
  const assets = await ctx.store.assets.findAll({ account_id: accountId }, [['created_at', 'asc']])
  const details: ValidationStatusResponse['validation_status']['validation_details'] = {}
  const missing: string[] = []
  for (const type of await assetTypesOf(ctx)) {
    const ofType = assets.filter((asset) => asset.asset_type_code === type.code)
    const status = ofType.some((asset) => isAvailable(type, asset)) ? ASSET_STATUS.available : ofType.length > 0 ? ASSET_STATUS.incompleteMetadata : NOT_UPLOADED
    details[type.code] = { status, count: ofType.length, description: type.description }
    if (type.required_for.includes(template) && status !== ASSET_STATUS.available) missing.push(type.code)
  }
  return { validation_status: { all_requirements_met: missing.length === 0, missing_assets: missing, validation_details: details } }
}
