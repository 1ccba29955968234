import './zod-config'
import * as z from 'zod'
import { FileFieldSchema, IdSchema, TimestampSchema } from './common'

// The Asset type of docs/product.md#entities. Known codes with icons: logo, product_image, packaging, menu; others may come.
export const AssetMetadataFieldsSchema = z.object({
  /** Metadata field names that must be non-blank (docs/product.md#asset-upload-rules). */
  required: z.array(z.string()),
  optional: z.array(z.string()),
})
export type AssetMetadataFields = z.infer<typeof AssetMetadataFieldsSchema>

export const AssetTypeSchema = z.object({
  id: IdSchema,
  code: z.string().min(1),
  description: z.string(),
  /** A file is required for this type; text-only types make it optional (docs/product.md#asset-upload-rules). */
  has_image: z.boolean(),
  metadata_schema: AssetMetadataFieldsSchema,
})
export type AssetType = z.infer<typeof AssetTypeSchema>

// GET /asset-types (bearer; cached 10 minutes on the client).
export const AssetTypesResponseSchema = z.object({ asset_types: z.array(AssetTypeSchema) })
export type AssetTypesResponse = z.infer<typeof AssetTypesResponseSchema>

// GET /asset-types/required?template_type=social_media — the client reads only `code` (docs/product.md#api-calls).
export const RequiredAssetTypeSchema = AssetTypeSchema.partial().required({ code: true }).loose()
export type RequiredAssetType = z.infer<typeof RequiredAssetTypeSchema>
export const RequiredAssetTypesResponseSchema = z.object({ required_asset_types: z.array(RequiredAssetTypeSchema) })
export type RequiredAssetTypesResponse = z.infer<typeof RequiredAssetTypesResponseSchema>

/** Per-type statuses the client names (docs/product.md#asset-status); anything else means not uploaded. */
export const ASSET_STATUS = { available: 'available', incompleteMetadata: 'incomplete_metadata' } as const

export const AssetValidationDetailSchema = z.object({
  status: z.string().describe("'available', 'incomplete_metadata', or any other value meaning not uploaded"),
  count: z.number().int().nonnegative(),
  description: z.string(),
})
export type AssetValidationDetail = z.infer<typeof AssetValidationDetailSchema>

export const ValidationStatusSchema = z.object({
  all_requirements_met: z.boolean(),
  /** Asset type codes still needed. */
  missing_assets: z.array(z.string()),
  /** Keyed by asset type code. */
  validation_details: z.record(z.string(), AssetValidationDetailSchema),
})
export type ValidationStatus = z.infer<typeof ValidationStatusSchema>

// GET /assets/validation-status?template_type=social_media (bearer).
export const ValidationStatusResponseSchema = z.object({ validation_status: ValidationStatusSchema })
export type ValidationStatusResponse = z.infer<typeof ValidationStatusResponseSchema>

/** `asset_metadata` as the client builds it: field name → text. */
export const AssetMetadataValuesSchema = z.record(z.string(), z.string())
export type AssetMetadataValues = z.infer<typeof AssetMetadataValuesSchema>

function isMetadataJson(text: string): boolean {
  try {
    return AssetMetadataValuesSchema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}

// POST /assets/upload (bearer, multipart). Errors answer with ErrorBody's `detail` (docs/product.md#asset-messages).
export const AssetUploadRequestSchema = z.object({
  /** Required when the type has_image; the server decides, the client checks first (docs/product.md#asset-upload-rules). */
  file: FileFieldSchema.optional(),
  asset_type_code: z.string().min(1),
  asset_metadata: z
    .string()
    .refine(isMetadataJson, 'asset_metadata must be JSON of field names to text')
    .describe('JSON of an object mapping metadata field names to text, e.g. {"brand_name":"Kopi Siti"}'),
  asset_name: z.string().min(1),
})
export type AssetUploadRequest = z.infer<typeof AssetUploadRequestSchema>
export const AssetUploadResponseSchema = z.object({
  asset_id: IdSchema,
  asset_type_code: z.string(),
  asset_type_description: z.string(),
})
export type AssetUploadResponse = z.infer<typeof AssetUploadResponseSchema>

/**
 * One stored brand asset (Selera's extension, docs/spec-deviations.md, deviation 50): the panel lists
 * the owner's assets after a reload, with a preview, and removes them for good. `file_url` is a
 * signed, expiring URL (an `<img>` cannot send the bearer token), null for a text-only asset.
 */
export const StoredAssetSchema = z.object({
  id: IdSchema,
  asset_type_code: z.string(),
  asset_name: z.string(),
  asset_metadata: AssetMetadataValuesSchema,
  /** As uploaded; null for a text-only asset. */
  file_name: z.string().nullable(),
  /** The type the content was recognised as (image/png, image/jpeg, image/svg+xml, application/pdf, …); null without a file. */
  content_type: z.string().nullable(),
  size_bytes: z.number().int().nonnegative().nullable(),
  file_url: z.string().nullable(),
  created_at: TimestampSchema,
})
export type StoredAsset = z.infer<typeof StoredAssetSchema>

// GET /assets (bearer; Selera's extension, deviation 50): the owner's assets, oldest first.
export const AssetsResponseSchema = z.object({ assets: z.array(StoredAssetSchema) })
export type AssetsResponse = z.infer<typeof AssetsResponseSchema>

// DELETE /assets/{id} (bearer; Selera's extension, deviation 50): 404 for an id that is not the owner's.
export const AssetRemovedSchema = z.object({ asset_id: IdSchema, asset_type_code: z.string() })
export type AssetRemoved = z.infer<typeof AssetRemovedSchema>
