import { describe, expect, it } from 'vitest'
import { ChatMessageSchema } from '../../kernel/contract'
import { createDb } from '../../mocks/db/models'
import { createStore } from '../../mocks/db/store'
import type { BackendContext } from '../context'
import { chatHistory, clearChat, DEFAULT_HISTORY_LIMIT, keepMessage, MAX_HISTORY_LIMIT, MAX_KEPT_MESSAGES, previousQuestion, toChatMessage, type NewChatMessage } from './history'
import { storedQuestion } from './stored-question'
import type { Question } from './types'

const T0 = Date.parse('2026-11-24T06:00:00.000Z')

/** An empty store (no seed: the history reads nothing else) and a clock a test moves. */
function emptyContext(): BackendContext & { tick(): void } {
  let time = T0
  return { store: createStore(createDb({ crossTabSync: false })), now: () => time, jwtSecret: 'unit', passwordIterations: 1000, tick: () => void (time += 1000) }
}

const QUESTION: Question = {
  text: 'sales last week',
  language: 'en',
  topic: 'figures',
  measures: ['revenue'],
  period: { kind: 'last_week', from: '2026-11-16', to: '2026-11-22', days: 7 },
  comparedTo: null,
  outlet: null,
  item: null,
  limit: null,
  followUp: false,
}

function owners(ctx: BackendContext, text: string, question: Question | null = null): NewChatMessage {
  return { sender: 'user', text, timestamp: new Date(ctx.now()).toISOString(), mode: 'general', sources: [], figure: null, type: null, preview: null, request_id: null, question: question && storedQuestion(question) }
}

function answer(ctx: BackendContext, text: string): NewChatMessage {
  return { ...owners(ctx, text), sender: 'ai', sources: ['Sales data'] }
}

describe('the chat history', () => {
  it('answers the latest messages oldest first, in the contract’s shape, the owner’s without sources', async () => {
    const ctx = emptyContext()
    for (let i = 1; i <= 30; i++) {
      await keepMessage(ctx, 'acct-a', owners(ctx, `question ${i}`))
      await keepMessage(ctx, 'acct-a', answer(ctx, `answer ${i}`))
      ctx.tick()
    }
    const history = await chatHistory(ctx, 'acct-a')
    expect(history).toHaveLength(DEFAULT_HISTORY_LIMIT)
    // 60 messages: the default 20 are questions and answers 21 to 30, in the order they were sent.
    expect(history.map((m) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => [`question ${i + 21}`, `answer ${i + 21}`]).flat())
    for (const message of history) expect(ChatMessageSchema.parse(message)).toEqual(message)
    expect(history[0]).not.toHaveProperty('sources')
    expect(history[1]).toMatchObject({ sender: 'ai', sources: ['Sales data'], mode: 'general' })
    expect(history[1]).not.toHaveProperty('figure')
    expect((await chatHistory(ctx, 'acct-a', 3)).map((m) => m.text)).toEqual(['answer 29', 'question 30', 'answer 30'])
    expect(await chatHistory(ctx, 'acct-a', 100)).toHaveLength(60)
  })

  it('keeps each account’s messages to itself, clears one account only', async () => {
    const ctx = emptyContext()
    await keepMessage(ctx, 'acct-a', owners(ctx, 'mine', QUESTION))
    await keepMessage(ctx, 'acct-b', owners(ctx, 'theirs'))
    expect((await chatHistory(ctx, 'acct-a')).map((m) => m.text)).toEqual(['mine'])
    expect((await chatHistory(ctx, 'acct-b')).map((m) => m.text)).toEqual(['theirs'])
    expect(await previousQuestion(ctx, 'acct-b')).toBeNull()

    expect(await clearChat(ctx, 'acct-a')).toEqual({ removed: 1 })
    expect(await chatHistory(ctx, 'acct-a')).toEqual([])
    expect(await previousQuestion(ctx, 'acct-a')).toBeNull()
    expect((await chatHistory(ctx, 'acct-b')).map((m) => m.text)).toEqual(['theirs'])
    expect(await clearChat(ctx, 'acct-a')).toEqual({ removed: 0 })
  })

  it('gives a follow-up the latest question understood, past answers and marketing requests', async () => {
    const ctx = emptyContext()
    const older: Question = { ...QUESTION, text: 'sales yesterday', period: { kind: 'yesterday', from: '2026-11-23', to: '2026-11-23', days: 1 } }
    await keepMessage(ctx, 'acct-a', owners(ctx, older.text, older))
    await keepMessage(ctx, 'acct-a', answer(ctx, 'RM1'))
    await keepMessage(ctx, 'acct-a', owners(ctx, QUESTION.text, QUESTION))
    await keepMessage(ctx, 'acct-a', answer(ctx, 'RM2'))
    await keepMessage(ctx, 'acct-a', { ...owners(ctx, 'raya promo ideas'), mode: 'marketing' })
    await keepMessage(ctx, 'acct-a', { ...answer(ctx, 'ideas'), mode: 'marketing' })
    expect(await previousQuestion(ctx, 'acct-a')).toEqual(QUESTION)
  })

  it(`keeps at most ${MAX_KEPT_MESSAGES} messages an account, dropping the oldest`, async () => {
    const ctx = emptyContext()
    for (let i = 0; i < MAX_KEPT_MESSAGES + 5; i++) await keepMessage(ctx, 'acct-a', owners(ctx, `m${i}`))
    await keepMessage(ctx, 'acct-b', owners(ctx, 'other'))
    expect(await ctx.store.chatMessages.count({ account_id: 'acct-a' })).toBe(MAX_KEPT_MESSAGES)
    expect((await ctx.store.chatMessages.findAll({ account_id: 'acct-a' }, [['timestamp', 'asc']]))[0]?.text).toBe('m5')
    expect(await ctx.store.chatMessages.count({ account_id: 'acct-b' })).toBe(1)
    // A limit past the contract's largest reads the largest.
    const history = await chatHistory(ctx, 'acct-a', 1000)
    expect(history).toHaveLength(MAX_HISTORY_LIMIT)
    expect(history.at(-1)?.text).toBe(`m${MAX_KEPT_MESSAGES + 4}`)
  })

  it('carries an answer’s figure and an image preview into the message', async () => {
    const ctx = emptyContext()
    const figure = { title: 'Revenue by day', unit: 'money', chart: 'bar', points: [{ label: 'Mon 16 Nov', value: 1234.5 }], period: { from: '2026-11-16', to: '2026-11-16' } } as const
    const preview = { action: 'generate_image', message: 'A Raya post', estimated_cost: null, generation_ready: false, asset_validation: { missing_assets: ['logo'] }, requirements_check: { missing_items: [] } }
    const withFigure = await keepMessage(ctx, 'acct-a', { ...answer(ctx, 'by day'), figure: { ...figure, points: [...figure.points] } })
    const withPreview = await keepMessage(ctx, 'acct-a', { ...answer(ctx, preview.message), mode: 'marketing', sources: [], type: 'image_preview_enhanced', preview, request_id: 'req-1' })
    expect(toChatMessage(withFigure)).toMatchObject({ figure })
    expect(ChatMessageSchema.parse(toChatMessage(withPreview))).toMatchObject({ type: 'image_preview_enhanced', preview, request_id: 'req-1', mode: 'marketing', sources: [] })
  })
})
