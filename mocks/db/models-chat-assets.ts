/**
 * The fake backend's records of the assistant's chat, brand assets and generated images: one
 * @mswjs/data model per entity, part of the dictionary `createDb` builds in models.ts. Some fields
 * hold JSON objects (a chat figure, an asset's metadata), kept as given; the files of assets and
 * images are not records but bytes in `db.files`.
 */
import { nullable, primaryKey } from '@mswjs/data'
import type { StoredQuestion } from '../../backend/store'
import type { ChatFigure, ImagePreview, ImageResult } from '../../kernel/contract'
import { jsonObject, jsonOrNull } from './json-fields'

export const chatAssetModels = {
  /**
   * One chat message, the owner's or the assistant's. The figure, preview and question are plain
   * JSON values (value getters keep them as given), so a snapshot carries them unchanged.
   */
  chatMessage: {
    id: primaryKey(String),
    account_id: String,
    /** 'user' | 'ai'. */
    sender: String,
    text: String,
    timestamp: String,
    /** 'general' | 'marketing'. */
    mode: String,
    sources: () => [] as string[],
    figure: jsonOrNull<ChatFigure>(),
    /** 'image_preview' | 'image_preview_enhanced'; null for a text message. */
    type: nullable(String),
    preview: jsonOrNull<ImagePreview>(),
    request_id: nullable(String),
    question: jsonOrNull<StoredQuestion>(),
    /** A generated image the message shows (its URL is signed when the history is read); null otherwise. */
    image_id: nullable(String),
    image_result: jsonOrNull<ImageResult>(),
  },
  /** A kind of brand asset: seeded, the same for every account. */
  assetType: {
    id: primaryKey(String),
    code: String,
    description: String,
    has_image: Boolean,
    required_fields: () => [] as string[],
    optional_fields: () => [] as string[],
    required_for: () => [] as string[],
    sort_order: Number,
  },
  /** An owner's brand asset; its file (if any) is in `db.files` under `file_key`. */
  asset: {
    id: primaryKey(String),
    account_id: String,
    asset_type_code: String,
    asset_name: String,
    metadata: jsonObject<Record<string, string>>(),
    file_name: nullable(String),
    content_type: nullable(String),
    size_bytes: nullable(Number),
    width: nullable(Number),
    height: nullable(Number),
    file_key: nullable(String),
    created_at: String,
  },
  /** A generated image; its PNG is in `db.files` under `file_key`. */
  generatedImage: {
    id: primaryKey(String),
    account_id: String,
    request_id: String,
    original_query: String,
    resolution: String,
    status: String,
    generation_time_ms: Number,
    file_key: String,
    size_bytes: Number,
    created_at: String,
  },
}
