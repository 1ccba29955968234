import { TEMPLATE_TYPE } from '../../kernel/limits'
import { request } from './http'
import {
  AssetRemovedSchema,
  AssetsResponseSchema,
  AssetTypesResponseSchema,
  AssetUploadResponseSchema,
  RequiredAssetTypesResponseSchema,
  ValidationStatusResponseSchema,
  type AssetMetadataValues,
  type AssetRemoved,
  type Id,
  type StoredAsset,
  type AssetType,
  type AssetUploadResponse,
  type RequiredAssetType,
  type ValidationStatus,
} from '../../kernel/contract'

const TEMPLATE_QUERY = `?template_type=${encodeURIComponent(TEMPLATE_TYPE)}`

/** `GET /asset-types` (the caller caches it 10 minutes, docs/product.md#limits-and-constants). */
export async function getAssetTypes(signal?: AbortSignal): Promise<AssetType[]> {
  const answer = await request({ method: 'GET', path: '/asset-types', auth: true, parse: AssetTypesResponseSchema, ...(signal ? { signal } : {}) })
  return answer.asset_types
}

/** `GET /asset-types/required?template_type=social_media`. */
export async function getRequiredAssetTypes(signal?: AbortSignal): Promise<RequiredAssetType[]> {
  const answer = await request({
    method: 'GET',
    path: `/asset-types/required${TEMPLATE_QUERY}`,
    auth: true,
    parse: RequiredAssetTypesResponseSchema,
    ...(signal ? { signal } : {}),
  })
  return answer.required_asset_types
}

/** `GET /assets/validation-status?template_type=social_media`. */
export async function getValidationStatus(signal?: AbortSignal): Promise<ValidationStatus> {
  const answer = await request({
    method: 'GET',
    path: `/assets/validation-status${TEMPLATE_QUERY}`,
    auth: true,
    parse: ValidationStatusResponseSchema,
    ...(signal ? { signal } : {}),
  })
  return answer.validation_status
}

export interface AssetUpload {
  /** Optional for text-only asset types (docs/product.md#asset-upload-rules). */
  file?: File
  asset_type_code: string
  /** Metadata field name → text; sent as JSON. */
  asset_metadata: AssetMetadataValues
  asset_name: string
}

/** `POST /assets/upload` (multipart). A refusal is an `ApiError` whose `detail` is the server's message. */
export function uploadAsset(upload: AssetUpload, signal?: AbortSignal): Promise<AssetUploadResponse> {
  const form = new FormData()
  if (upload.file) form.append('file', upload.file)
  form.append('asset_type_code', upload.asset_type_code)
  form.append('asset_metadata', JSON.stringify(upload.asset_metadata))
  form.append('asset_name', upload.asset_name)
  return request({ method: 'POST', path: '/assets/upload', auth: true, body: form, parse: AssetUploadResponseSchema, ...(signal ? { signal } : {}) })
}

/** `GET /assets` (Selera's extension, deviation 50): the owner's assets, each with a signed file URL. */
export async function getAssets(signal?: AbortSignal): Promise<StoredAsset[]> {
  const answer = await request({ method: 'GET', path: '/assets', auth: true, parse: AssetsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.assets
}

/** `DELETE /assets/{id}` (Selera's extension, deviation 50): removal that survives a reload. */
export function removeAsset(id: Id, signal?: AbortSignal): Promise<AssetRemoved> {
  const path = `/assets/${encodeURIComponent(String(id))}`
  return request({ method: 'DELETE', path, auth: true, parse: AssetRemovedSchema, ...(signal ? { signal } : {}) })
}
