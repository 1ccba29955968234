/**
 * An owner's brand assets: `POST /assets/upload`, and Selera's `GET /assets` and
 * `DELETE /assets/{id}` (docs/spec-deviations.md, deviation 50). Every read and write takes one
 * account id: one owner never sees, lists, serves or removes another's.
 *
 * An upload is checked by the spec's rules server-side too (docs/product.md#asset-upload-rules):
 * a known type; a file when the type has_image ("File is required for asset type '{code}'"); every
 * required metadata field non-blank ('Required: {fields}'); both messages joined by '; '. Then the
 * file by its content (./asset-file.ts): 413 over 10MB, 422 for what the type cannot use.
 */
import type { AssetMetadataValues, AssetRemoved, AssetsResponse, AssetUploadResponse, StoredAsset } from '../../kernel/contract'
import { isoAt, type BackendContext } from '../context'
import { apiError } from '../errors'
import { signedFileUrl } from '../files/signed-url'
import type { AssetRecord } from '../store'
import { readAssetFile } from './asset-file'
import { assetTypeByCode, blankRequiredFields } from './asset-types'
import { newId } from '../ids'

/** Assets an account can keep: enough for a brand kit, bounded so one account cannot fill the browser's storage. */
export const MAX_ASSETS_PER_ACCOUNT = 60
/** A metadata value or an asset name longer than this is cut: they are labels, not documents. */
export const MAX_METADATA_CHARS = 500
export const MAX_ASSET_NAME_CHARS = 120

export interface AssetUploadInput {
  /** null when no file was sent (a text-only menu). */
  file: { name: string; bytes: Uint8Array } | null
  asset_type_code: string
  /** Field name → text, as the client sent it. */
  asset_metadata: AssetMetadataValues
  asset_name: string
}

/** `#rgb` or `#rrggbb`, any case, as `#rrggbb` lower-cased; null for anything else. */
export function normaliseColor(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim())
  if (!match) return null
  const digits = match[1]!.toLowerCase()
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`
}

export function assetFileKey(accountId: string, assetId: string): string {
  return `assets/${accountId}/${assetId}`
}

/** The metadata kept: the type's fields only, trimmed and capped, blanks left out; a colour normalised. */
function keptMetadata(fields: readonly string[], given: AssetMetadataValues): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const field of fields) {
    const value = (given[field] ?? '').trim().slice(0, MAX_METADATA_CHARS)
    if (value !== '') kept[field] = value
  }
  if (kept.primary_color !== undefined) {
    const color = normaliseColor(kept.primary_color)
    if (!color) throw apiError(422, `primary_color must be a colour in hex, like #C8102E (not '${kept.primary_color.slice(0, 40)}')`)
    kept.primary_color = color
  }
  return kept
}

/**
 * Checks and stores one asset, its file by content (an SVG sanitised), and answers its id. Throws
 * the API's refusals (422, 413) before anything is stored.
 */
export async function uploadAsset(ctx: BackendContext, accountId: string, input: AssetUploadInput): Promise<AssetUploadResponse & { asset_id: string }> {
  const code = input.asset_type_code.trim()
  const type = await assetTypeByCode(ctx, code)
  if (!type) throw apiError(422, `Unknown asset type '${code.slice(0, 60)}'`)
  const problems: string[] = []
  if (type.has_image && !input.file) problems.push(`File is required for asset type '${type.code}'`)
  const blank = blankRequiredFields(type, input.asset_metadata)
  if (blank.length > 0) problems.push(`Required: ${blank.join(', ')}`)
  if (problems.length > 0) throw apiError(422, problems.join('; '))
  const name = input.asset_name.trim().slice(0, MAX_ASSET_NAME_CHARS)
  if (name === '') throw apiError(422, 'Required: asset_name')
  const metadata = keptMetadata([...type.required_fields, ...type.optional_fields], input.asset_metadata)
  if (await ctx.store.assets.count({ account_id: accountId }) >= MAX_ASSETS_PER_ACCOUNT) {
    throw apiError(422, `You have ${MAX_ASSETS_PER_ACCOUNT} brand assets, the most Selera keeps: remove one before uploading another.`)
  }
  const file = input.file ? readAssetFile(input.file.name, input.file.bytes, !type.has_image) : null

  const id = newId()
  const fileKey = file ? assetFileKey(accountId, id) : null
  if (file && fileKey) await ctx.store.files.put(fileKey, { bytes: file.bytes, content_type: file.content_type })
  await ctx.store.assets.insert({
    id,
    account_id: accountId,
    asset_type_code: type.code,
    asset_name: name,
    metadata,
    file_name: input.file ? input.file.name.slice(0, 255) : null,
    content_type: file?.content_type ?? null,
    size_bytes: file ? file.bytes.byteLength : null,
    width: file?.kind === 'image' ? file.width : null,
    height: file?.kind === 'image' ? file.height : null,
    file_key: fileKey,
    created_at: isoAt(ctx.now()),
  })
  return { asset_id: id, asset_type_code: type.code, asset_type_description: type.description }
}

async function toStoredAsset(ctx: BackendContext, apiBase: string, asset: AssetRecord): Promise<StoredAsset> {
  return {
    id: asset.id,
    asset_type_code: asset.asset_type_code,
    asset_name: asset.asset_name,
    asset_metadata: { ...asset.metadata },
    file_name: asset.file_name,
    content_type: asset.content_type,
    size_bytes: asset.size_bytes,
    file_url: asset.file_key ? await signedFileUrl(ctx, apiBase, 'assets', asset.id, asset.account_id) : null,
    created_at: asset.created_at,
  }
}

/** `GET /assets`: the account's assets, oldest first, each file behind a fresh signed URL. */
export async function listAssets(ctx: BackendContext, accountId: string, apiBase: string): Promise<AssetsResponse> {
  const assets = await ctx.store.assets.findAll({ account_id: accountId }, [['created_at', 'asc']])
  return { assets: await Promise.all(assets.map((asset) => toStoredAsset(ctx, apiBase, asset))) }
}

/** `DELETE /assets/{id}`: the record and its file; 404 `{detail}` for an id that is not the account's. */
export async function removeAsset(ctx: BackendContext, accountId: string, id: string): Promise<AssetRemoved & { asset_id: string }> {
  const asset = await ctx.store.assets.find({ id })
  if (!asset || asset.account_id !== accountId) throw apiError(404, `There is no such asset among yours: ${id.slice(0, 60)}`)
  await ctx.store.assets.remove(asset.id)
  if (asset.file_key) await ctx.store.files.remove(asset.file_key)
  return { asset_id: asset.id, asset_type_code: asset.asset_type_code }
}
