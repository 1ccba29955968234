/**
 * `POST /chat` (docs/product.md#chat): keeps the owner's message, answers it in the mode it was
 * sent in, keeps the answer, and returns it in the contract's shape. The glue only: what a question
 * means (./understand/), the answers from the sales (./answers/), from the documents (./documents/)
 * and in marketing mode (./marketing/) are their modules'.
 *
 * General mode: the question is understood with the previous one as context (a follow-up such as
 * "and the week before?" shifts it), and kept with the message, so the next follow-up reads it back
 * without understanding it again. A question about none of the sales topics is searched in the
 * owner's documents; when nothing there answers it, the honest "what I can do".
 */
import { CHAT_MESSAGE_MAX_CHARS } from '../../kernel/limits'
import {
  ChatHistoryQuerySchema,
  ChatRequestSchema,
  PromptAdviceRequestSchema,
  type ChatPreviewAnswer,
  type ChatRequest,
  type ChatResponse,
  type PromptAdviceRequest,
} from '../../kernel/contract'
import { isoAt, type BackendContext } from '../context'
import { apiError } from '../errors'
import { answerQuestion, capabilities, vocabularyOf } from './answers'
import { documentAnswer } from './documents'
import { DEFAULT_HISTORY_LIMIT, keepMessage, previousQuestion, type NewChatMessage } from './history'
import { storedQuestion } from './stored-question'
import { marketingAnswer } from './marketing'
import { outsideAnswer } from './answers/outside'
import { MAX_ANSWER_CHARS, type Answer, type Question } from './types'
import { understand } from './understand'

export const CHAT_MESSAGES = {
  unreadable: 'The request could not be read. Please send it as JSON.',
  blank: 'Please type a message before sending.',
  tooLong: `Please keep a message under ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en')} characters.`,
  mode: 'Please choose a mode: general or marketing.',
  limit: `The limit must be a whole number from 1 to 100.`,
  adviceInput: 'Please describe the image you want.',
} as const

/** What is shown at the end of an answer cut at `MAX_ANSWER_CHARS`. */
export const CUT_MARK = '…'

/** The body of `POST /chat`, checked with the contract: 422 `{detail}` for a blank or too long message, or an unknown mode. */
export function readChatRequest(body: unknown): ChatRequest {
  const parsed = ChatRequestSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const query: unknown = typeof body === 'object' && body !== null ? (body as { user_query?: unknown }).user_query : undefined
  const blank = typeof query !== 'string' || query.trim() === ''
  const tooLong = typeof query === 'string' && query.trim().length > CHAT_MESSAGE_MAX_CHARS
  throw apiError(422, blank ? CHAT_MESSAGES.blank : tooLong ? CHAT_MESSAGES.tooLong : CHAT_MESSAGES.mode)
}

/** `?limit=` of `GET /chat/history`: 20 when absent; 422 `{detail}` outside 1..100 or not a whole number. */
export function readHistoryLimit(search: URLSearchParams): number {
  const raw = search.get('limit')
  const parsed = ChatHistoryQuerySchema.safeParse(raw === null ? {} : { limit: raw })
  if (!parsed.success) throw apiError(422, CHAT_MESSAGES.limit)
  return parsed.data.limit ?? DEFAULT_HISTORY_LIMIT
}

/** The body of `POST /get-prompt-advice`: 422 `{detail}` without a `user_input` text. */
export function readPromptAdviceRequest(body: unknown): PromptAdviceRequest {
  const parsed = PromptAdviceRequestSchema.safeParse(body)
  if (!parsed.success) throw apiError(422, CHAT_MESSAGES.adviceInput)
  return parsed.data
}

/**
 * An answer's text within `MAX_ANSWER_CHARS`: cut at the last line break that keeps at least half
 * of it (a table or list then loses whole rows, not half a cell), else at the bound itself.
 */
export function boundedText(text: string): string {
  if (text.length <= MAX_ANSWER_CHARS) return text
  const room = MAX_ANSWER_CHARS - CUT_MARK.length
  const lineEnd = text.lastIndexOf('\n', room)
  const cut = lineEnd >= room / 2 ? text.slice(0, lineEnd + 1) : text.slice(0, room)
  return cut + CUT_MARK
}

function isPreview(answer: Answer | ChatPreviewAnswer): answer is ChatPreviewAnswer {
  return 'preview' in answer
}

export async function postChat(ctx: BackendContext, accountId: string, request: ChatRequest): Promise<ChatResponse> {
  const text = request.user_query
  const vocabulary = await vocabularyOf(ctx, accountId)
  let answer: Answer | ChatPreviewAnswer
  if (request.mode === 'general') {
    const question = understand(text, vocabulary, { previous: await previousQuestion(ctx, accountId) })
    await keepMessage(ctx, accountId, ownersMessage(ctx, request, question))
    // A question about none of the sales topics is searched in the documents (a competitor's price list, a forecast the owner wrote), then answered honestly.
    answer =
      question.topic === 'other'
        ? (await documentAnswer(ctx, accountId, text, question.language) ?? outsideAnswer(question) ?? capabilities(question.language))
        : await answerQuestion(ctx, accountId, question)
  } else {
    // Marketing requests are not questions about the numbers: only the language they were asked
    // in is read, and nothing is kept for a follow-up.
    const { language } = understand(text, vocabulary, { previous: null })
    await keepMessage(ctx, accountId, ownersMessage(ctx, request, null))
    answer = await marketingAnswer(ctx, accountId, text, language)
  }

  const answered = { sender: 'ai', timestamp: isoAt(ctx.now()), mode: request.mode, question: null } as const
  if (isPreview(answer)) {
    const preview = { ...answer.preview, message: boundedText(answer.preview.message) }
    await keepMessage(ctx, accountId, { ...answered, text: preview.message, sources: [], figure: null, type: answer.type, preview, request_id: answer.request_id })
    return { type: answer.type, preview, request_id: answer.request_id }
  }
  const response = boundedText(answer.text)
  await keepMessage(ctx, accountId, { ...answered, text: response, sources: answer.sources, figure: answer.figure ?? null, type: null, preview: null, request_id: null })
  return { response, sources: answer.sources, ...(answer.figure ? { figure: answer.figure } : {}) }
}

function ownersMessage(ctx: BackendContext, request: ChatRequest, question: Question | null): NewChatMessage {
  return {
    sender: 'user',
    text: request.user_query,
    timestamp: isoAt(ctx.now()),
    mode: request.mode,
    sources: [],
    figure: null,
    type: null,
    preview: null,
    request_id: null,
    question: question && storedQuestion(question),
  }
}
