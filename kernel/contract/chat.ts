import './zod-config'
import * as z from 'zod'
import { CHAT_MESSAGE_MAX_CHARS } from '../limits'
import { IdSchema, TimestampSchema } from './common'
import { CurrencySchema } from './settings'

export const ChatModeSchema = z.enum(['general', 'marketing'])
export type ChatMode = z.infer<typeof ChatModeSchema>
export const ChatSenderSchema = z.enum(['user', 'ai', 'system'])
export type ChatSender = z.infer<typeof ChatSenderSchema>
export const ImagePreviewTypeSchema = z.enum(['image_preview', 'image_preview_enhanced'])
export type ImagePreviewType = z.infer<typeof ImagePreviewTypeSchema>

/** The Chat message `preview` (docs/product.md#entities): what an image would cost and whether it can be generated yet. */
export const ImagePreviewSchema = z.object({
  action: z.string(),
  message: z.string(),
  /** Shown as given: the spec does not say whether it is an amount or a label. */
  estimated_cost: z.union([z.number(), z.string()]).nullable().optional(),
  generation_ready: z.boolean(),
  asset_validation: z.object({ missing_assets: z.array(z.string()) }).optional(),
  requirements_check: z.object({ missing_items: z.array(z.string()) }).optional(),
  /**
   * The RESOLUTION_PRESETS id the request named by its platform or format (a Facebook cover, a
   * TikTok or story, LinkedIn; Selera's extension, docs/spec-deviations.md): the card starts on it,
   * and the owner can still choose another. Absent when the request named none.
   */
  resolution_preset: z.string().optional(),
})
export type ImagePreview = z.infer<typeof ImagePreviewSchema>

export const ImageResultSchema = z.object({
  generation_time: z.number().nonnegative(),
  metadata: z.object({ resolution: z.string() }).loose(),
})
export type ImageResult = z.infer<typeof ImageResultSchema>

const LocalDaySchema = z.iso.date().describe('A local day in the account\'s timezone, YYYY-MM-DD')

/**
 * A series an answer is about (Selera's extension, docs/spec-deviations.md): the screen draws it
 * under the text as a small chart or table, with a link to the dashboard for `period`. Every value
 * is computed from the account's data, like the figures in the text.
 */
export const ChatFigureSchema = z.object({
  title: z.string(),
  /** How the values read: money in the account's currency, or plain counts. */
  unit: z.enum(['money', 'count']),
  /** The currency money values were answered in (the account's then), so the figure reads as its answer did. */
  currency: CurrencySchema.optional(),
  /** A bar chart (days, hours, items…), a line over days, or only the table. */
  chart: z.enum(['bar', 'line', 'table']),
  /** The labels as the answer names them ('Mon 3 Nov', '08:00', 'Nasi Lemak Ayam'). */
  points: z.array(z.object({ label: z.string(), value: z.number() })).max(400),
  /** The dashboard's period for the link ("see it on the dashboard"); null when it has none. */
  period: z.object({ from: LocalDaySchema, to: LocalDaySchema }).nullable(),
})
export type ChatFigure = z.infer<typeof ChatFigureSchema>

/**
 * The Chat message of docs/product.md#entities. The history returns what the client showed, so
 * client-side marks (isError, isSuccess, a generated image) are part of the shape and all optional.
 */
export const ChatMessageSchema = z.object({
  id: IdSchema,
  text: z.string(),
  sender: ChatSenderSchema,
  timestamp: TimestampSchema,
  sources: z.array(z.string()).optional(),
  type: ImagePreviewTypeSchema.optional(),
  preview: ImagePreviewSchema.optional(),
  request_id: z.string().optional(),
  isError: z.boolean().optional(),
  isSuccess: z.boolean().optional(),
  generated_image_url: z.string().optional(),
  image_result: ImageResultSchema.optional(),
  /** The mode the message was sent in (Selera's extension); absent on older messages. */
  mode: ChatModeSchema.optional(),
  figure: ChatFigureSchema.optional(),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

// GET /chat/history?limit=20 (bearer).
export const ChatHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() })
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>
export const ChatHistoryResponseSchema = z.object({ messages: z.array(ChatMessageSchema) })
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>

/**
 * DELETE /chat/history (bearer; Selera's extension, docs/spec-deviations.md): the screen's
 * clear-conversation also clears the stored history, or the next history load would bring it back.
 * Answers how many messages went.
 */
export const ChatHistoryClearedSchema = z.object({ removed: z.number().int().nonnegative() })
export type ChatHistoryCleared = z.infer<typeof ChatHistoryClearedSchema>

// POST /chat (bearer). An empty or blank message is never sent (docs/product.md#chat-states); at most CHAT_MESSAGE_MAX_CHARS.
export const ChatRequestSchema = z.object({ user_query: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_CHARS), mode: ChatModeSchema })
export type ChatRequest = z.infer<typeof ChatRequestSchema>

/** The assistant proposes an image instead of answering in text. */
export const ChatPreviewAnswerSchema = z.object({
  type: ImagePreviewTypeSchema,
  preview: ImagePreviewSchema,
  request_id: z.string(),
})
export type ChatPreviewAnswer = z.infer<typeof ChatPreviewAnswerSchema>
export const ChatTextAnswerSchema = z.object({
  response: z.string(),
  sources: z.array(z.string()),
  /** Selera's extension: the series the answer is about, when it is one. */
  figure: ChatFigureSchema.optional(),
})
export type ChatTextAnswer = z.infer<typeof ChatTextAnswerSchema>
/** No shared tag in the spec's two answers, so a plain union; the preview form is tried first. */
export const ChatResponseSchema = z.union([ChatPreviewAnswerSchema, ChatTextAnswerSchema])
export type ChatResponse = z.infer<typeof ChatResponseSchema>

export function isChatPreviewAnswer(answer: ChatResponse): answer is ChatPreviewAnswer {
  return 'preview' in answer
}

// POST /get-prompt-advice (bearer). Failures are only logged by the client (docs/product.md#image-generation-messages).
export const PromptAdviceRequestSchema = z.object({ user_input: z.string() })
export type PromptAdviceRequest = z.infer<typeof PromptAdviceRequestSchema>
export const PromptAdviceResponseSchema = z.object({
  success: z.boolean(),
  /** `null` when the advice failed (`success: false`). */
  suggested_prompt: z.string().nullable(),
  message: z.string(),
})
export type PromptAdviceResponse = z.infer<typeof PromptAdviceResponseSchema>
