import { getResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CHAOS_STORAGE_KEY, chaosKey, clearChaos, currentChaosRules, normaliseRules, ruleFor, setChaos, setChaosStorage, setLatency } from './chaos'
import { resetMockData } from './db'
import { createHandlers } from './handlers'
import { TEST_BASES } from '../tests/utils/mock-backend'

const handlers = createHandlers(TEST_BASES)
const lead = { email: 'owner@kedai.my', company_name: 'Kedai Kopi', country: 'MY' }

function postLead(): Promise<Response | undefined> {
  return getResponse(handlers, new Request(`${TEST_BASES.apiBase}/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) }))
}

beforeEach(async () => {
  await resetMockData()
})
afterEach(() => {
  clearChaos()
  setLatency(null)
  setChaosStorage(null)
  localStorage.clear()
})

describe('chaos keys', () => {
  it('are METHOD and path relative to the base, without the query', () => {
    expect(chaosKey(TEST_BASES, 'post', 'http://localhost:3000/api/leads?x=1#top')).toBe('POST /leads')
    expect(chaosKey(TEST_BASES, 'GET', 'http://localhost:3000/api/chat/history?limit=20')).toBe('GET /chat/history')
    expect(chaosKey(TEST_BASES, 'POST', 'http://localhost:3000/demo-auth/auth/v1/token?grant_type=password')).toBe('POST /auth/v1/token')
  })

  it('are null for requests that are not for the fake backend', () => {
    expect(chaosKey(TEST_BASES, 'GET', 'http://localhost:3000/src/main.tsx')).toBeNull()
    expect(chaosKey(TEST_BASES, 'GET', 'http://localhost:3000/apix/leads')).toBeNull()
    expect(chaosKey(TEST_BASES, 'GET', 'https://fonts.example.com/api/leads')).toBeNull()
  })

  it('stay unambiguous when API and auth service share one origin (the HTTP server)', () => {
    const shared = { apiBase: 'http://127.0.0.1:8787', authUrl: 'http://127.0.0.1:8787' }
    expect(chaosKey(shared, 'POST', 'http://127.0.0.1:8787/auth')).toBe('POST /auth')
    expect(chaosKey(shared, 'POST', 'http://127.0.0.1:8787/auth/v1/token?grant_type=password')).toBe('POST /auth/v1/token')
  })
})

describe('chaos rules', () => {
  it('fail a request with the status and the default body', async () => {
    setChaos({ 'POST /leads': { status: 500 } })
    const response = await postLead()
    expect(response?.status).toBe(500)
    expect(await response?.json()).toEqual({ detail: 'Injected failure' })
  })

  it('fail with a given body, and accept loosely typed keys', async () => {
    setChaos({ 'post  /leads': { status: 422, body: { detail: 'Nope' } } })
    const response = await postLead()
    expect([response?.status, await response?.json()]).toEqual([422, { detail: 'Nope' }])
  })

  it('fail as a network error', async () => {
    setChaos({ 'POST /leads': { network: true } })
    const response = await postLead()
    expect(response?.type).toBe('error')
  })

  it('delay, then let the real handler answer', async () => {
    setChaos({ 'POST /leads': { delayMs: 80 } })
    const started = performance.now()
    const response = await postLead()
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
    expect(response?.status).toBe(201)
  })

  it('apply the general latency to every request of the backend', async () => {
    setLatency({ min: 60, max: 60 })
    const started = performance.now()
    expect((await postLead())?.status).toBe(201)
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('fall through when no rule matches', async () => {
    setChaos({ 'GET /goals': { status: 500 } })
    expect((await postLead())?.status).toBe(201)
  })

  it('match a path parameter’s every value by the contract’s key, a rule for one value first', () => {
    const rules = normaliseRules({ 'DELETE /uploads/{id}': { status: 500 }, 'DELETE /uploads/u2': { status: 404 } })
    expect(ruleFor(rules, 'DELETE /uploads/u1')).toEqual({ status: 500 })
    expect(ruleFor(rules, 'DELETE /uploads/u2')).toEqual({ status: 404 })
    expect(ruleFor(rules, 'GET /uploads')).toBeUndefined()
  })

  it('drop malformed rules but keep the good ones', () => {
    expect(normaliseRules({ 'POST /leads': { status: 500 }, nonsense: { status: 500 }, 'GET /x': { status: 'bad' }, 'GET /y': 3 })).toEqual({ 'POST /leads': { status: 500 } })
    expect(normaliseRules([1, 2])).toEqual({})
    expect(normaliseRules(null)).toEqual({})
  })
})

describe('chaos from localStorage (the browser demo)', () => {
  it('is read on every request', async () => {
    setChaosStorage(localStorage)
    localStorage.setItem(CHAOS_STORAGE_KEY, JSON.stringify({ 'POST /leads': { status: 503 } }))
    expect((await postLead())?.status).toBe(503)
    localStorage.setItem(CHAOS_STORAGE_KEY, '{}')
    expect((await postLead())?.status).toBe(201)
  })

  it('ignores malformed JSON instead of crashing', async () => {
    setChaosStorage(localStorage)
    localStorage.setItem(CHAOS_STORAGE_KEY, '{"POST /leads": {status: 500')
    expect(currentChaosRules()).toEqual({})
    expect((await postLead())?.status).toBe(201)
  })

  it('lets setChaos override a stored rule for the same key', () => {
    setChaosStorage(localStorage)
    localStorage.setItem(CHAOS_STORAGE_KEY, JSON.stringify({ 'POST /leads': { status: 503 }, 'GET /goals': { delayMs: 10 } }))
    setChaos({ 'POST /leads': { status: 500 } })
    expect(currentChaosRules()).toEqual({ 'POST /leads': { status: 500 }, 'GET /goals': { delayMs: 10 } })
  })

  it('is not read under Node unless a storage is set', async () => {
    localStorage.setItem(CHAOS_STORAGE_KEY, JSON.stringify({ 'POST /leads': { status: 503 } }))
    expect((await postLead())?.status).toBe(201)
  })
})
