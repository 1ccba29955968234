import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { server } from '../../../tests/setup/vitest.setup'
import { setAccessToken } from '../../api/auth-token'
import { CHAT_HISTORY_CACHE_TTL_MS } from '../../../kernel/limits'
import { apiUrl } from '../../api/http'
import type { ChatMessage } from '../../../kernel/contract'
import { loadHistoryActor } from './chat.actors'
import { forgetChatHistories, historyKey, readHistory, writeHistory } from './history-cache'

const USER = 'owner-42'
const cached: ChatMessage[] = [{ id: 'local-1', text: 'Sales today?', sender: 'user', timestamp: '2026-11-24T10:00:00.000Z' }]
const served: ChatMessage[] = [{ id: 9, text: 'From the server', sender: 'ai', timestamp: '2026-11-24T10:01:00.000Z', sources: ['Sales data'] }]
const HISTORY_URL = apiUrl('/chat/history')

/** GET /chat/history answering `messages`, or failing with 500; counts its calls and keeps the query. */
function serveHistory(messages: ChatMessage[] | 'fail') {
  const seen: string[] = []
  server.use(
    http.get(HISTORY_URL, ({ request }) => {
      seen.push(new URL(request.url).search)
      return messages === 'fail' ? HttpResponse.json({ detail: 'down' }, { status: 500 }) : HttpResponse.json({ messages })
    }),
  )
  return seen
}

const load = (userId: string | null = USER) => toPromise(createActor(loadHistoryActor, { input: { userId } }).start())

beforeEach(() => {
  sessionStorage.clear()
  // Only the clock is faked: msw and the promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'))
  setAccessToken('token-chat')
})
afterEach(() => {
  vi.useRealTimers()
  setAccessToken(null)
  sessionStorage.clear()
})

describe('chat history cache', () => {
  it('is fresh for 5 minutes after it is written, then stale but still there', () => {
    writeHistory(USER, cached)
    expect(readHistory(USER)).toEqual({ messages: cached, fresh: true })
    vi.advanceTimersByTime(CHAT_HISTORY_CACHE_TTL_MS - 1)
    expect(readHistory(USER)?.fresh).toBe(true)
    vi.advanceTimersByTime(1)
    expect(readHistory(USER)).toEqual({ messages: cached, fresh: false })
  })

  it('is kept per user, under a key that holds no token', () => {
    writeHistory(USER, cached)
    expect(readHistory('someone-else')).toBeNull()
    expect(Object.keys(sessionStorage)).toEqual([historyKey(USER)])
    expect(sessionStorage.getItem(historyKey(USER))).not.toContain('token-chat')
  })

  it('reads nothing from a copy that does not parse', () => {
    sessionStorage.setItem(historyKey(USER), '{"savedAt":1,"messages":[{"id":1}]}')
    expect(readHistory(USER)).toBeNull()
    sessionStorage.setItem(historyKey(USER), 'not json')
    expect(readHistory(USER)).toBeNull()
  })

  it('forgets every user\'s copy at sign-out and nothing else', () => {
    writeHistory(USER, cached)
    writeHistory('another', cached)
    sessionStorage.setItem('selera-recent-goals:owner-42', '[]')
    forgetChatHistories()
    expect(Object.keys(sessionStorage)).toEqual(['selera-recent-goals:owner-42'])
  })
})

describe('loadHistory actor', () => {
  it('answers a fresh copy without asking the server', async () => {
    const seen = serveHistory(served)
    writeHistory(USER, cached)
    vi.advanceTimersByTime(CHAT_HISTORY_CACHE_TTL_MS - 1)
    expect(await load()).toEqual({ messages: cached, source: 'cache' })
    expect(seen).toEqual([])
  })

  it('asks GET /chat/history?limit=20 once the copy is 5 minutes old, and stores the answer', async () => {
    const seen = serveHistory(served)
    writeHistory(USER, cached)
    vi.advanceTimersByTime(CHAT_HISTORY_CACHE_TTL_MS)
    expect(await load()).toEqual({ messages: served, source: 'server' })
    expect(seen).toEqual(['?limit=20'])
    expect(readHistory(USER)).toEqual({ messages: served, fresh: true })
  })

  it('falls back to the cached copy, however old, when the server fails', async () => {
    serveHistory('fail')
    writeHistory(USER, cached)
    vi.advanceTimersByTime(60 * 60 * 1000)
    expect(await load()).toEqual({ messages: cached, source: 'fallback' })
  })

  it('falls back to a copy saved while the request was out', async () => {
    server.use(
      http.get(HISTORY_URL, () => {
        writeHistory(USER, cached)
        return HttpResponse.json({ detail: 'down' }, { status: 500 })
      }),
    )
    expect(await load()).toEqual({ messages: cached, source: 'fallback' })
  })

  it('fails when the server fails and there is no copy', async () => {
    serveHistory('fail')
    await expect(load()).rejects.toMatchObject({ kind: 'http', status: 500 })
  })

  it('neither reads nor writes a copy without a user', async () => {
    serveHistory(served)
    writeHistory('null', cached)
    expect(await load(null)).toEqual({ messages: served, source: 'server' })
    expect(Object.keys(sessionStorage)).toEqual([historyKey('null')])
  })
})
