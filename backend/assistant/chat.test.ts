import { describe, expect, it } from 'vitest'
import { isBackendError } from '../errors'
import { boundedText, CHAT_MESSAGES, CUT_MARK, readChatRequest, readHistoryLimit, readPromptAdviceRequest } from './chat'
import { DEFAULT_HISTORY_LIMIT } from './history'
import { MAX_ANSWER_CHARS } from './types'

function refusal(read: () => unknown): { status: number; detail: unknown } {
  try {
    read()
  } catch (error) {
    if (isBackendError(error)) return { status: error.status, detail: error.body.detail }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('reading POST /chat', () => {
  it('takes a message and a mode, trimmed', () => {
    expect(readChatRequest({ user_query: '  sales today \n', mode: 'marketing' })).toEqual({ user_query: 'sales today', mode: 'marketing' })
  })

  it('refuses an empty or blank message, and any mode but general and marketing, with 422', () => {
    for (const body of [{ user_query: '', mode: 'general' }, { user_query: ' \t\n ', mode: 'general' }, { mode: 'general' }, { user_query: null, mode: 'general' }, null, []]) {
      expect(refusal(() => readChatRequest(body))).toEqual({ status: 422, detail: CHAT_MESSAGES.blank })
    }
    expect(refusal(() => readChatRequest({ user_query: 'hi', mode: 'General' }))).toEqual({ status: 422, detail: CHAT_MESSAGES.mode })
    expect(refusal(() => readChatRequest({ user_query: 'hi' }))).toEqual({ status: 422, detail: CHAT_MESSAGES.mode })
  })
})

describe('reading GET /chat/history?limit', () => {
  it('is 20 without one, the whole number given from 1 to 100, else 422', () => {
    expect(readHistoryLimit(new URLSearchParams(''))).toBe(DEFAULT_HISTORY_LIMIT)
    expect(readHistoryLimit(new URLSearchParams('limit=1'))).toBe(1)
    expect(readHistoryLimit(new URLSearchParams('limit=100'))).toBe(100)
    for (const limit of ['0', '101', '-5', '2.5', 'twenty', '']) {
      expect(refusal(() => readHistoryLimit(new URLSearchParams({ limit })))).toEqual({ status: 422, detail: CHAT_MESSAGES.limit })
    }
  })
})

describe('reading POST /get-prompt-advice', () => {
  it('needs a user_input text', () => {
    expect(readPromptAdviceRequest({ user_input: 'raya promo' })).toEqual({ user_input: 'raya promo' })
    expect(refusal(() => readPromptAdviceRequest({ input: 'raya promo' }))).toEqual({ status: 422, detail: CHAT_MESSAGES.adviceInput })
  })
})

describe('an answer’s bound', () => {
  it('leaves an answer within MAX_ANSWER_CHARS as it is', () => {
    const text = 'x'.repeat(MAX_ANSWER_CHARS)
    expect(boundedText(text)).toBe(text)
  })

  it('cuts a longer one after its last whole line, marked', () => {
    const row = '| Nasi Lemak Ayam | RM1,234.50 |\n'
    const table = row.repeat(Math.ceil((MAX_ANSWER_CHARS * 2) / row.length))
    const cut = boundedText(table)
    expect(cut.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS)
    expect(cut.endsWith(`\n${CUT_MARK}`)).toBe(true)
    const rows = cut.slice(0, -CUT_MARK.length)
    expect(rows).toBe(row.repeat(rows.length / row.length))
    // As many whole rows as fit beside the mark.
    expect(rows.length + row.length).toBeGreaterThan(MAX_ANSWER_CHARS - CUT_MARK.length)
  })

  it('cuts a text without a late line break at the bound itself', () => {
    const cut = boundedText(`short line\n${'y'.repeat(MAX_ANSWER_CHARS * 2)}`)
    expect(cut).toHaveLength(MAX_ANSWER_CHARS)
    expect(cut.endsWith(`y${CUT_MARK}`)).toBe(true)
  })
})
