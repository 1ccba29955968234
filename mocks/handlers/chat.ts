import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { CHAT_MESSAGES, postChat, readChatRequest, readHistoryLimit, readPromptAdviceRequest } from '../../backend/assistant/chat'
import { chatHistoryWithImages, clearChat } from '../../backend/assistant/history'
import { promptAdvice } from '../../backend/assistant/marketing'
import { apiError } from '../../backend/errors'
import { answer, backendContext, json, readJson } from './respond'

const UNREADABLE = apiError(400, CHAT_MESSAGES.unreadable)

/**
 * The assistant (bearer, docs/product.md#chat): `GET /chat/history?limit=20` (1 to 100; a
 * generated image's answer with its URL signed at the read), `POST /chat` (422 `{detail}` for a
 * blank message), `POST /get-prompt-advice`, and Selera's
 * `DELETE /chat/history` (docs/spec-deviations.md row 47).
 */
export function chatHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/chat/history`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        const limit = readHistoryLimit(new URL(request.url).searchParams)
        return json({ messages: await chatHistoryWithImages(ctx, account.id, limit, bases.apiBase) })
      }),
    ),
    http.delete(`${bases.apiBase}/chat/history`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          return json(await clearChat(ctx, account.id))
        },
        { mutates: true },
      ),
    ),
    http.post(`${bases.apiBase}/chat`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          return json(await postChat(ctx, account.id, readChatRequest(await readJson(request, UNREADABLE))))
        },
        { mutates: true },
      ),
    ),
    http.post(`${bases.apiBase}/get-prompt-advice`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await promptAdvice(ctx, account.id, readPromptAdviceRequest(await readJson(request, UNREADABLE))))
      }),
    ),
  ]
}
