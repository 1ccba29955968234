/**
 * The assistant's chat, the brand assets and the generated images (backend/store.ts,
 * backend/store-assets.ts): tenant tables (./columns.ts) but for the asset types' catalogue. The
 * files themselves are not rows: they are in the file storage under each record's `file_key`.
 */
import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import type { ChatFigure, ChatMode, ImagePreview, ImagePreviewType, ImageResult } from '../../../kernel/contract'
import type { StoredQuestion } from '../../../backend/store'
import { isoTime, json, tenantColumns, tenantKeyAndPolicy } from './columns'

export const chatMessages = pgTable('chat_messages', {
  ...tenantColumns(),
  sender: text('sender').$type<'user' | 'ai'>().notNull(),
  text: text('text').notNull(),
  timestamp: isoTime('timestamp').notNull(),
  mode: text('mode').$type<ChatMode>().notNull(),
  sources: json<string[]>('sources').notNull(),
  figure: json<ChatFigure | null>('figure'),
  type: text('type').$type<ImagePreviewType>(),
  preview: json<ImagePreview | null>('preview'),
  request_id: text('request_id'),
  question: json<StoredQuestion | null>('question'),
  image_id: text('image_id'),
  image_result: json<ImageResult | null>('image_result'),
}, (table) => [...tenantKeyAndPolicy(table), index('chat_messages_timestamp').on(table.account_id, table.timestamp)])

export const assetTypes = pgTable('asset_types', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  description: text('description').notNull(),
  has_image: boolean('has_image').notNull(),
  required_fields: json<string[]>('required_fields').notNull(),
  optional_fields: json<string[]>('optional_fields').notNull(),
  required_for: json<string[]>('required_for').notNull(),
  sort_order: bigint('sort_order', { mode: 'number' }).notNull(),
})

export const assets = pgTable('assets', {
  ...tenantColumns(),
  asset_type_code: text('asset_type_code').notNull(),
  asset_name: text('asset_name').notNull(),
  metadata: json<Record<string, string>>('metadata').notNull(),
  file_name: text('file_name'),
  content_type: text('content_type'),
  size_bytes: bigint('size_bytes', { mode: 'number' }),
  width: bigint('width', { mode: 'number' }),
  height: bigint('height', { mode: 'number' }),
  file_key: text('file_key'),
  created_at: isoTime('created_at').notNull(),
}, (table) => [...tenantKeyAndPolicy(table)])

export const generatedImages = pgTable('generated_images', {
  ...tenantColumns(),
  request_id: text('request_id').notNull(),
  original_query: text('original_query').notNull(),
  resolution: text('resolution').notNull(),
  status: text('status').notNull(),
  generation_time_ms: bigint('generation_time_ms', { mode: 'number' }).notNull(),
  file_key: text('file_key').notNull(),
  size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  created_at: isoTime('created_at').notNull(),
}, (table) => [...tenantKeyAndPolicy(table), index('generated_images_created').on(table.account_id, table.created_at)])
