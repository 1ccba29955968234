import { CHAT_HISTORY_LIMIT, CHAT_TIMEOUT_MS, PROMPT_ADVICE_TIMEOUT_MS } from '../../kernel/limits'
import { request } from './http'
import {
  ChatHistoryClearedSchema,
  ChatHistoryResponseSchema,
  ChatResponseSchema,
  PromptAdviceResponseSchema,
  type ChatHistoryCleared,
  type ChatMessage,
  type ChatRequest,
  type ChatResponse,
  type PromptAdviceRequest,
  type PromptAdviceResponse,
} from '../../kernel/contract'

/** `GET /chat/history?limit=20` (the docs/product.md#limits-and-constants limit by default). */
export async function getChatHistory(options: { limit?: number } = {}, signal?: AbortSignal): Promise<ChatMessage[]> {
  const limit = options.limit ?? CHAT_HISTORY_LIMIT
  const answer = await request({
    method: 'GET',
    path: `/chat/history?limit=${limit}`,
    auth: true,
    parse: ChatHistoryResponseSchema,
    ...(signal ? { signal } : {}),
  })
  return answer.messages
}

/** `DELETE /chat/history` (Selera's extension): clear-conversation empties the stored history too. */
export function clearChatHistory(signal?: AbortSignal): Promise<ChatHistoryCleared> {
  return request({
    method: 'DELETE',
    path: '/chat/history',
    auth: true,
    parse: ChatHistoryClearedSchema,
    ...(signal ? { signal } : {}),
  })
}

/** `POST /chat`: a text answer with sources, or an image preview (see `isChatPreviewAnswer`). */
export function postChat(message: ChatRequest, signal?: AbortSignal): Promise<ChatResponse> {
  return request({
    method: 'POST',
    path: '/chat',
    auth: true,
    body: message,
    parse: ChatResponseSchema,
    timeoutMs: CHAT_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  })
}

/** `POST /get-prompt-advice`: a suggested image description for what the owner typed. */
export function getPromptAdvice(input: PromptAdviceRequest, signal?: AbortSignal): Promise<PromptAdviceResponse> {
  return request({
    method: 'POST',
    path: '/get-prompt-advice',
    auth: true,
    body: input,
    parse: PromptAdviceResponseSchema,
    timeoutMs: PROMPT_ADVICE_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  })
}
