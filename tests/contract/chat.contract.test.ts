import { afterEach, describe, expect, it } from 'vitest'
import {
  ChatHistoryClearedSchema,
  ChatHistoryResponseSchema,
  ChatPreviewAnswerSchema,
  ChatTextAnswerSchema,
  ErrorBodySchema,
  findApiCall,
  PromptAdviceResponseSchema,
  UploadResponseSchema,
  type ChatMessage,
} from '../../kernel/contract'
import { setAccessToken } from '../../src/api/auth-token'
import { CHAT_MESSAGE_MAX_CHARS } from '../../kernel/limits'
import { ApiError } from '../../src/api/errors'
import { clearChatHistory, getChatHistory, getPromptAdvice, postChat } from '../../src/api/chat'
import { answerQuestion, capabilities, vocabularyOf } from '../../backend/assistant/answers'
import { CHAT_MESSAGES } from '../../backend/assistant/chat'
import { chatHistory } from '../../backend/assistant/history'
import { promptAdvice } from '../../backend/assistant/marketing'
import { understand } from '../../backend/assistant/understand'
import type { BackendContext } from '../../backend/context'
import { persistence, resetMockData } from '../../mocks/db'
import { createDb } from '../../mocks/db/models'
import { createPersistence } from '../../mocks/db/persistence'
import { createMemorySnapshotStore } from '../../mocks/db/snapshot-store'
import { createStore } from '../../mocks/db/store'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { setChaos, setClock } from '../../mocks/node'
import { questionOf, storedQuestion } from '../../backend/assistant/stored-question'
import { hostContext, ON_SERVER, storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, NOW, postJson, signIn } from './contract-helpers'

useMockBackend()

const NOW_ISO = new Date(NOW).toISOString()

async function bearer(email = DEMO_ACCOUNT.email): Promise<Record<string, string>> {
  setClock(() => NOW)
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

/** The domain, as the host's requests of the demo account see it, for the answers the HTTP calls must equal. */
function domain(): BackendContext {
  return hostContext(DEMO_ACCOUNT.id, () => NOW)
}

const ask = (headers: Record<string, string>, user_query: unknown, mode: unknown = 'general') => postJson(`${apiBase}/chat`, { user_query, mode }, headers)

async function history(headers: Record<string, string>, query = ''): Promise<ChatMessage[]> {
  const response = await fetch(`${apiBase}/chat/history${query}`, { headers })
  expect(response.status).toBe(200)
  return ChatHistoryResponseSchema.parse(await response.json()).messages
}

/** An account's messages as the host stored them, in the order they were kept. */
function storedChat(accountId: string) {
  return storedTables().chatMessages.findAll({ account_id: accountId }, [['timestamp', 'asc']])
}

describe('the chat calls are in the contract', () => {
  it('with their bearer, shapes and documented refusals', () => {
    expect(findApiCall('GET', '/chat/history?limit=20')).toMatchObject({ auth: true, response: ChatHistoryResponseSchema })
    expect(findApiCall('GET', '/chat/history')?.errors).toHaveProperty('422')
    expect(findApiCall('POST', '/chat')?.errors).toHaveProperty('422')
    expect(findApiCall('POST', '/get-prompt-advice')?.errors).toHaveProperty('422')
    expect(findApiCall('DELETE', '/chat/history')).toMatchObject({ auth: true, response: ChatHistoryClearedSchema })
    expect(findApiCall('DELETE', '/chat/history')?.extension).toMatch(/deviation 47/)
  })
})

describe('POST /chat (bearer)', () => {
  it('answers a question about the sales from the owner’s data, and keeps both messages with their time and mode', async () => {
    const owner = await bearer()
    const response = await ask(owner, 'sales last week')
    expect(response.status).toBe(200)
    const answer = ChatTextAnswerSchema.parse(await response.json())

    const ctx = domain()
    const expected = await answerQuestion(ctx, DEMO_ACCOUNT.id, understand('sales last week', await vocabularyOf(ctx, DEMO_ACCOUNT.id), { previous: null }))
    expect(answer).toEqual({ response: expected.text, sources: expected.sources, ...(expected.figure ? { figure: expected.figure } : {}) })
    expect(answer.sources.length).toBeGreaterThan(0)
    expect(answer.response).toMatch(/RM[\d,]+/)

    const messages = await history(owner)
    expect(messages.map(({ sender, text, timestamp, mode }) => ({ sender, text, timestamp, mode }))).toEqual([
      { sender: 'user', text: 'sales last week', timestamp: NOW_ISO, mode: 'general' },
      { sender: 'ai', text: answer.response, timestamp: NOW_ISO, mode: 'general' },
    ])
    expect(messages[1]).toMatchObject({ sources: answer.sources })
    expect(messages[1]?.figure).toEqual(answer.figure)
  })

  it('answers a follow-up ("and the week before?") from the question kept with the history', async () => {
    const owner = await bearer()
    const first = ChatTextAnswerSchema.parse(await (await ask(owner, 'sales last week')).json())
    const second = ChatTextAnswerSchema.parse(await (await ask(owner, 'and the week before?')).json())

    const [asked, , followUp] = await storedChat(DEMO_ACCOUNT.id)
    const lastWeek = questionOf(asked!.question)!
    const weekBefore = questionOf(followUp!.question)!
    expect(lastWeek).toMatchObject({ topic: 'figures', followUp: false, period: { kind: 'last_week' } })
    expect(weekBefore).toMatchObject({ topic: lastWeek.topic, measures: lastWeek.measures, followUp: true })
    // The same Monday-to-Sunday week, seven days earlier.
    const shifted = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10)
    expect([weekBefore.period.from, weekBefore.period.to]).toEqual([shifted(lastWeek.period.from), shifted(lastWeek.period.to)])

    const expected = await answerQuestion(domain(), DEMO_ACCOUNT.id, weekBefore)
    expect(second.response).toBe(expected.text)
    expect(second.response).not.toBe(first.response)
  })

  it('quotes an uploaded document for a question about it, and says what it can do when nothing answers', async () => {
    const owner = await bearer(NEW_ACCOUNT.email)
    const form = new FormData()
    const menu = 'Warung Baru menu\n\nTeh tarik kaw RM3.50 a glass, served hot or iced.\nRoti canai with dhal curry RM2.00.\n'
    form.append('file', new File([menu], 'menu.txt', { type: 'text/plain' }), 'menu.txt')
    expect(UploadResponseSchema.parse(await (await fetch(`${apiBase}/upload`, { method: 'POST', headers: owner, body: form })).json()).upload_completed).toBe(true)

    const quoted = ChatTextAnswerSchema.parse(await (await ask(owner, 'how much is the teh tarik kaw on our menu?')).json())
    expect(quoted.sources).toEqual(['menu.txt'])
    expect(quoted.response).toContain('RM3.50')

    const unknown = ChatTextAnswerSchema.parse(await (await ask(owner, 'what is the weather on mars?')).json())
    const can = capabilities('en')
    expect(unknown).toEqual({ response: can.text, sources: can.sources })
  })

  it('answers in marketing mode: ideas as text, an image request as a preview kept with its fields', async () => {
    const owner = await bearer()
    const ideas = await ask(owner, 'give me promotion ideas for next month', 'marketing')
    expect(ideas.status).toBe(200)
    expect(ChatTextAnswerSchema.parse(await ideas.json()).response.length).toBeGreaterThan(0)

    const image = await ask(owner, 'create an image post for our nasi lemak', 'marketing')
    const preview = ChatPreviewAnswerSchema.parse(await image.json())
    expect(preview.type).toBe('image_preview_enhanced')

    const messages = await history(owner)
    expect(messages.map((m) => m.mode)).toEqual(['marketing', 'marketing', 'marketing', 'marketing'])
    expect(messages[3]).toMatchObject({ sender: 'ai', text: preview.preview.message, type: preview.type, preview: preview.preview, request_id: preview.request_id })
    // Marketing requests leave no question for a follow-up to read.
    expect((await storedChat(DEMO_ACCOUNT.id)).every((m) => m.question === null)).toBe(true)
  })

  it('refuses an empty, blank or too long message with 422 {detail}, and a body that is not JSON with 400, keeping nothing of those', async () => {
    const owner = await bearer()
    for (const query of ['', '   ', ' \n\t ', undefined, 42]) {
      const response = await ask(owner, query)
      expect(response.status).toBe(422)
      expect(ErrorBodySchema.parse(await response.json()).detail).toBe(CHAT_MESSAGES.blank)
    }
    const tooLong = await ask(owner, 'sales '.repeat(CHAT_MESSAGE_MAX_CHARS / 5))
    expect(tooLong.status).toBe(422)
    expect(ErrorBodySchema.parse(await tooLong.json()).detail).toBe(CHAT_MESSAGES.tooLong)
    expect((await ask(owner, `${'a'.repeat(CHAT_MESSAGE_MAX_CHARS - 1)}?`)).status).toBe(200)
    const badMode = await ask(owner, 'sales today', 'poetry')
    expect(badMode.status).toBe(422)
    expect(ErrorBodySchema.parse(await badMode.json()).detail).toBe(CHAT_MESSAGES.mode)
    const notJson = await fetch(`${apiBase}/chat`, { method: 'POST', headers: { ...owner, 'content-type': 'application/json' }, body: '{user_query:' })
    expect(notJson.status).toBe(400)
    expect(ErrorBodySchema.parse(await notJson.json()).detail).toBe(CHAT_MESSAGES.unreadable)
    // Only the message at the bound and its answer.
    expect(await storedChat(DEMO_ACCOUNT.id)).toHaveLength(2)
  })

  // The chaos knob is the demo's (mocks/chaos.ts): the server has none.
  it.skipIf(ON_SERVER)('fails as the chaos knob says (POST /chat), keeping nothing, and the client sees an http ApiError', async () => {
    const owner = await bearer()
    setChaos({ 'POST /chat': { status: 500 } })
    const response = await ask(owner, 'sales last week')
    expect(response.status).toBe(500)
    expect(ErrorBodySchema.parse(await response.json()).detail).toBe('Injected failure')
    setAccessToken(owner.authorization!.slice('Bearer '.length))
    try {
      const error = await postChat({ user_query: 'sales last week', mode: 'general' }).catch((reason: unknown) => reason)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ kind: 'http', status: 500 })
    } finally {
      setAccessToken(null)
    }
    expect(await storedChat(DEMO_ACCOUNT.id)).toHaveLength(0)
  })
})

describe('GET /chat/history (bearer)', () => {
  it('answers the latest 20 by default, oldest first, and `limit` of them (1 to 100); 422 {detail} for any other limit', async () => {
    const owner = await bearer()
    expect(await history(owner)).toEqual([])
    for (let i = 1; i <= 12; i++) expect((await ask(owner, `hello ${i}`)).status).toBe(200)
    const latest = await history(owner)
    expect(latest).toHaveLength(20)
    // 24 messages: the first twenty are questions and answers 3 to 12.
    expect(latest.filter((m) => m.sender === 'user').map((m) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `hello ${i + 3}`))
    expect(await history(owner, '?limit=20')).toEqual(latest)
    expect((await history(owner, '?limit=3')).map((m) => m.text)).toEqual(latest.slice(-3).map((m) => m.text))
    expect(await history(owner, '?limit=100')).toHaveLength(24)
    for (const limit of ['0', '101', 'abc', '2.5']) {
      const response = await fetch(`${apiBase}/chat/history?limit=${limit}`, { headers: owner })
      expect(response.status).toBe(422)
      expect(ErrorBodySchema.parse(await response.json()).detail).toBe(CHAT_MESSAGES.limit)
    }
  })

  it('shows one owner’s messages to that owner only; clearing one owner’s leaves the other’s', async () => {
    const demo = await bearer(DEMO_ACCOUNT.email)
    const fresh = await bearer(NEW_ACCOUNT.email)
    await ask(demo, 'sales last week')
    await ask(fresh, 'hello')
    expect((await history(demo)).filter((m) => m.sender === 'user').map((m) => m.text)).toEqual(['sales last week'])
    expect((await history(fresh)).filter((m) => m.sender === 'user').map((m) => m.text)).toEqual(['hello'])

    const cleared = await fetch(`${apiBase}/chat/history`, { method: 'DELETE', headers: fresh })
    expect(cleared.status).toBe(200)
    expect(ChatHistoryClearedSchema.parse(await cleared.json())).toEqual({ removed: 2 })
    expect(await history(fresh)).toEqual([])
    expect(await history(demo)).toHaveLength(2)
  })

  it('after a clear, a follow-up has nothing to follow', async () => {
    const owner = await bearer()
    await ask(owner, 'sales last week')
    await fetch(`${apiBase}/chat/history`, { method: 'DELETE', headers: owner })
    await ask(owner, 'and the week before?')
    const [followUp] = await storedChat(DEMO_ACCOUNT.id)
    const ctx = domain()
    expect(followUp!.question).toEqual(storedQuestion(understand('and the week before?', await vocabularyOf(ctx, DEMO_ACCOUNT.id), { previous: null })))
  })

  it('answers 401 {detail} without a token on every chat call', async () => {
    const calls: [string, RequestInit][] = [
      ['/chat/history', {}],
      ['/chat/history', { method: 'DELETE' }],
      ['/chat', { method: 'POST', body: JSON.stringify({ user_query: 'sales today', mode: 'general' }) }],
      ['/get-prompt-advice', { method: 'POST', body: JSON.stringify({ user_input: 'raya promo' }) }],
    ]
    for (const [path, init] of calls) {
      const response = await fetch(`${apiBase}${path}`, { ...init, headers: { 'content-type': 'application/json' } })
      expect(response.status, path).toBe(401)
      expect(ErrorBodySchema.safeParse(await response.json()).success).toBe(true)
    }
    expect(await storedTables().chatMessages.count()).toBe(0)
  })
})

// The demo's own storage (a snapshot in IndexedDB); the server keeps the history in its database, which outlives a restart.
describe.skipIf(ON_SERVER)('the history survives a reload of the demo’s stored data', () => {
  afterEach(async () => {
    persistence.detach()
    await resetMockData()
  })

  it('reads back, from a new database restored from the saved snapshot, what GET /chat/history answered', async () => {
    const saved = createMemorySnapshotStore()
    await persistence.hydrate(saved)
    const owner = await bearer()
    await ask(owner, 'sales last week')
    await ask(owner, 'give me promotion ideas for next month', 'marketing')
    const before = await history(owner)

    const reloaded = createDb({ crossTabSync: false })
    expect(await createPersistence(reloaded).hydrate(saved)).toBe('restored')
    const ctx: BackendContext = { store: createStore(reloaded), now: () => NOW, jwtSecret: 'unused', passwordIterations: 1000 }
    expect(await chatHistory(ctx, DEMO_ACCOUNT.id)).toEqual(before)
    expect(await chatHistory(ctx, NEW_ACCOUNT.id)).toEqual([])
  })
})

describe('POST /get-prompt-advice (bearer)', () => {
  it('answers the image description the marketing module builds for the owner', async () => {
    const owner = await bearer()
    const response = await postJson(`${apiBase}/get-prompt-advice`, { user_input: 'raya promo for nasi lemak' }, owner)
    expect(response.status).toBe(200)
    const advice = PromptAdviceResponseSchema.parse(await response.json())
    expect(advice).toEqual(await promptAdvice(domain(), DEMO_ACCOUNT.id, { user_input: 'raya promo for nasi lemak' }))
    expect(advice.success).toBe(true)
  })

  it('refuses a body without user_input with 422 {detail}', async () => {
    const owner = await bearer()
    const response = await postJson(`${apiBase}/get-prompt-advice`, { prompt: 'raya' }, owner)
    expect(response.status).toBe(422)
    expect(ErrorBodySchema.parse(await response.json()).detail).toBe(CHAT_MESSAGES.adviceInput)
  })
})

describe('the app’s client', () => {
  it('sends and reads every chat call', async () => {
    const owner = await bearer()
    setAccessToken(owner.authorization!.slice('Bearer '.length))
    try {
      const answer = await postChat({ user_query: 'sales last week', mode: 'general' })
      expect(answer).toHaveProperty('response')
      const messages = await getChatHistory({ limit: 5 })
      expect(messages.map((m) => m.sender)).toEqual(['user', 'ai'])
      await expect(getPromptAdvice({ user_input: 'raya promo' })).resolves.toMatchObject({ success: true })
      await expect(clearChatHistory()).resolves.toEqual({ removed: 2 })
      await expect(getChatHistory()).resolves.toEqual([])
    } finally {
      setAccessToken(null)
    }
  })
})
