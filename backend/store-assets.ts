/**
 * The storage records of brand assets and generated images, and the storage of their files (part of
 * the `Store`, backend/store.ts, which re-exports them). The records are plain data; the bytes they
 * point to by `file_key` are kept apart, in `FileStorage`.
 */

/** A kind of brand asset (`GET /asset-types`): seeded, the same for every account. */
export interface AssetTypeRecord {
  id: string
  /** logo, product_image, packaging, menu, … */
  code: string
  description: string
  /** A file is required for this type; text-only types make it optional. */
  has_image: boolean
  /** Metadata field names, required and optional, as `metadata_schema` lists them. */
  required_fields: string[]
  optional_fields: string[]
  /** Template types (`social_media`) that need an asset of this type. */
  required_for: string[]
  sort_order: number
}

/** An owner's brand asset (`POST /assets/upload`); its file, if any, is in `files` under `file_key`. */
export interface AssetRecord {
  id: string
  account_id: string
  asset_type_code: string
  asset_name: string
  /** Field name → text, as uploaded. */
  metadata: Record<string, string>
  /** As uploaded; null for a text-only asset. */
  file_name: string | null
  /** What the content was recognised as (never what the browser claimed); null without a file. */
  content_type: string | null
  size_bytes: number | null
  /** Pixel size of an image asset (an SVG's from its viewBox); null for documents and text. */
  width: number | null
  height: number | null
  file_key: string | null
  created_at: string
}

/** A generated image (`POST /generate-image`); its PNG is in `files` under `file_key`. */
export interface GeneratedImageRecord {
  id: string
  account_id: string
  request_id: string
  original_query: string
  /** WIDTHxHEIGHT. */
  resolution: string
  /** 'completed': failed and blocked generations store nothing. */
  status: string
  /** Measured where the image was composed (the composer worker in the browser). */
  generation_time_ms: number
  file_key: string
  size_bytes: number
  created_at: string
}

/** A stored file's bytes and what they are. */
export interface StoredFile {
  bytes: Uint8Array
  content_type: string
}

/**
 * Binary files (brand assets, generated images), apart from the records: megabytes of bytes have no
 * place in record snapshots. Keys are opaque; one account's keys are never handed to another.
 */
export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>
  get(key: string): Promise<StoredFile | null>
  /** False when there was nothing under the key. */
  remove(key: string): Promise<boolean>
}
