/**
 * Every resource function against a stubbed fetch: the method, path and token it sends, the body,
 * that the body satisfies the contract's request schema, and that a wrong-shaped answer rejects
 * as `invalid-response` instead of reaching a machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAssets, getAssetTypes, getRequiredAssetTypes, getValidationStatus, removeAsset, uploadAsset } from './assets'
import { setAccessToken } from './auth-token'
import { clearChatHistory, getChatHistory, getPromptAdvice, postChat } from './chat'
import { getCompanyProfile, putCompanyProfile } from './company-profile'
import { ApiError } from './errors'
import { getGoals } from './goals'
import { apiUrl } from './http'
import { generateImage, getGeneratedImages } from './images'
import { postLead } from './leads'
import { getInsights, getMetrics, getReport } from './metrics'
import { postGoalRequest, postSupportRequest } from './requests'
import { API_CALLS, callKey, findApiCall, type ApiMethod } from '../../kernel/contract'
import { getSettings, putSettings } from './settings'
import { listUploads, removeUpload, uploadManualEntry } from './uploads'
import { ANSWERS } from '../../tests/utils/samples'

interface Case {
  name: string
  call: (signal?: AbortSignal) => Promise<unknown>
  method: ApiMethod
  /** As sent, query string included. */
  path: string
  auth: boolean
  /** The JSON body, or the multipart fields as text (files by name). */
  body?: Record<string, unknown>
  answer: unknown
  /** What the function resolves with for `answer`. */
  result: unknown
  /** A wrong-shaped answer; `{unexpected: 'shape'}` unless that is valid for the call. */
  wrong?: unknown
}

const logo = new File(['png-bytes'], 'logo.final.png', { type: 'image/png' })

const CASES: Case[] = [
  { name: 'getGoals', call: (s) => getGoals(s), method: 'GET', path: '/goals', auth: false, answer: ANSWERS.goals, result: ANSWERS.goals.goals },
  {
    name: 'postLead',
    call: (s) => postLead({ email: 'siti@kopi.my', company_name: 'Kopi Siti', country: 'MY' }, s),
    method: 'POST', path: '/leads', auth: false,
    body: { email: 'siti@kopi.my', company_name: 'Kopi Siti', country: 'MY' },
    answer: { id: 'lead-1', created_at: '2025-01-31T08:00:00Z' }, result: undefined,
  },
  { name: 'getMetrics', call: (s) => getMetrics(s), method: 'GET', path: '/metrics', auth: true, answer: ANSWERS.metrics, result: ANSWERS.metrics.metrics },
  { name: 'getInsights', call: (s) => getInsights(s), method: 'GET', path: '/insights', auth: true, answer: ANSWERS.insights, result: ANSWERS.insights.insights.map((text) => ({ text, goal: null })) },
  { name: 'getReport', call: (s) => getReport(s), method: 'GET', path: '/report', auth: true, answer: { report_url: null }, result: null },
  { name: 'getSettings', call: (s) => getSettings(s), method: 'GET', path: '/settings', auth: true, answer: ANSWERS.settings, result: ANSWERS.settings },
  {
    name: 'putSettings',
    call: (s) => putSettings({ preferences: { theme: 'dark', language: 'ms', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' } }, s),
    method: 'PUT', path: '/settings', auth: true,
    body: { preferences: { theme: 'dark', language: 'ms', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' } },
    answer: { success: true }, result: { success: true },
  },
  {
    name: 'postGoalRequest',
    call: (s) => postGoalRequest({ goal: 'Increase sales', user_query: 'More weekday lunch trade' }, s),
    method: 'POST', path: '/requests', auth: true, body: { goal: 'Increase sales', user_query: 'More weekday lunch trade' },
    answer: { success: true }, result: { success: true },
  },
  {
    name: 'postSupportRequest',
    call: (s) => postSupportRequest({ user_query: 'The report link is broken', priority: 'high' }, s),
    method: 'POST', path: '/requests', auth: true, body: { user_query: 'The report link is broken', priority: 'high' },
    answer: { success: false }, result: { success: false },
  },
  // Every profile field is optional (docs/product.md#company-profile), so any object is a profile: only a mistyped field is wrong.
  {
    name: 'getCompanyProfile', call: (s) => getCompanyProfile(s), method: 'GET', path: '/company-profile', auth: true,
    answer: ANSWERS.companyProfile, result: ANSWERS.companyProfile, wrong: { num_branches: 'three' },
  },
  {
    name: 'putCompanyProfile',
    call: (s) => putCompanyProfile({ industry: 'food_beverage', num_branches: 3, avg_transaction_value: 18.5, other_info: null }, s),
    method: 'PUT', path: '/company-profile', auth: true, body: { industry: 'food_beverage', num_branches: 3, avg_transaction_value: 18.5, other_info: null },
    answer: { success: true }, result: { success: true },
  },
  { name: 'getAssetTypes', call: (s) => getAssetTypes(s), method: 'GET', path: '/asset-types', auth: true, answer: ANSWERS.assetTypes, result: ANSWERS.assetTypes.asset_types },
  {
    name: 'getRequiredAssetTypes', call: (s) => getRequiredAssetTypes(s), method: 'GET', path: '/asset-types/required?template_type=social_media', auth: true,
    answer: { required_asset_types: [{ code: 'logo' }, { code: 'menu', has_image: true }] }, result: [{ code: 'logo' }, { code: 'menu', has_image: true }],
  },
  {
    name: 'getValidationStatus', call: (s) => getValidationStatus(s), method: 'GET', path: '/assets/validation-status?template_type=social_media', auth: true,
    answer: ANSWERS.validationStatus, result: ANSWERS.validationStatus.validation_status,
  },
  {
    name: 'uploadAsset',
    call: (s) => uploadAsset({ file: logo, asset_type_code: 'logo', asset_metadata: { brand_name: 'Kopi Siti' }, asset_name: 'logo' }, s),
    method: 'POST', path: '/assets/upload', auth: true,
    body: { file: 'logo.final.png', asset_type_code: 'logo', asset_metadata: '{"brand_name":"Kopi Siti"}', asset_name: 'logo' },
    answer: { asset_id: 41, asset_type_code: 'logo', asset_type_description: 'Company logo' },
    result: { asset_id: 41, asset_type_code: 'logo', asset_type_description: 'Company logo' },
  },
  { name: 'getChatHistory', call: (s) => getChatHistory({}, s), method: 'GET', path: '/chat/history?limit=20', auth: true, answer: ANSWERS.chatHistory, result: ANSWERS.chatHistory.messages },
  { name: 'clearChatHistory', call: (s) => clearChatHistory(s), method: 'DELETE', path: '/chat/history', auth: true, answer: { removed: 12 }, result: { removed: 12 } },
  {
    name: 'postChat', call: (s) => postChat({ user_query: 'Why are Mondays slow?', mode: 'general' }, s), method: 'POST', path: '/chat', auth: true,
    body: { user_query: 'Why are Mondays slow?', mode: 'general' }, answer: ANSWERS.chatText, result: ANSWERS.chatText,
  },
  {
    name: 'getPromptAdvice', call: (s) => getPromptAdvice({ user_input: 'raya promo' }, s), method: 'POST', path: '/get-prompt-advice', auth: true,
    body: { user_input: 'raya promo' }, answer: ANSWERS.promptAdvice, result: ANSWERS.promptAdvice,
  },
  {
    name: 'generateImage', call: (s) => generateImage(ANSWERS.generateOrder, s), method: 'POST', path: '/generate-image', auth: true,
    body: ANSWERS.generateOrder, answer: ANSWERS.generated, result: ANSWERS.generated,
  },
  { name: 'getGeneratedImages', call: (s) => getGeneratedImages(s), method: 'GET', path: '/generated-images', auth: true, answer: ANSWERS.gallery, result: ANSWERS.gallery },
  {
    name: 'uploadManualEntry', call: (s) => uploadManualEntry({ date: '2025-01-31', sales: 1234.5, emails: ' a@b.my, c@d.my ' }, s),
    method: 'POST', path: '/upload', auth: true, body: { date: '2025-01-31', sales: '1234.50', emails: 'a@b.my, c@d.my' },
    answer: ANSWERS.manualUploaded, result: ANSWERS.manualUploaded,
  },
  {
    name: 'uploadManualEntry with orders, added to the day', call: (s) => uploadManualEntry({ date: '2025-01-31', sales: 0, orders: 52, mode: 'add' }, s),
    method: 'POST', path: '/upload', auth: true, body: { date: '2025-01-31', sales: '0.00', orders: '52', mode: 'add' },
    answer: ANSWERS.manualUploaded, result: ANSWERS.manualUploaded,
  },
  { name: 'listUploads', call: (s) => listUploads(s), method: 'GET', path: '/uploads', auth: true, answer: ANSWERS.uploads, result: { uploads: ANSWERS.uploads.uploads, currency: null } },
  {
    name: 'removeUpload', call: (s) => removeUpload('u1/2', s), method: 'DELETE', path: '/uploads/u1%2F2', auth: true,
    answer: ANSWERS.uploadRemoved, result: ANSWERS.uploadRemoved,
  },
  { name: 'getAssets', call: (s) => getAssets(s), method: 'GET', path: '/assets', auth: true, answer: ANSWERS.assets, result: ANSWERS.assets.assets },
  {
    name: 'removeAsset', call: (s) => removeAsset('a1/2', s), method: 'DELETE', path: '/assets/a1%2F2', auth: true,
    answer: ANSWERS.assetRemoved, result: ANSWERS.assetRemoved,
  },
]

function stubAnswer(body: unknown, status = 200) {
  const fetchMock = vi.fn((_input: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The body as sent: parsed JSON, or the multipart fields with each file replaced by its name. */
function sentBody(init: RequestInit): Record<string, unknown> | undefined {
  if (init.body === undefined || init.body === null) return undefined
  if (init.body instanceof FormData) {
    return Object.fromEntries([...init.body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]))
  }
  return JSON.parse(jsonText(init)) as Record<string, unknown>
}

function jsonText(init: RequestInit): string {
  if (typeof init.body !== 'string') throw new Error('expected a JSON body')
  return init.body
}

/** The body as the server would parse it: multipart parts keep their File objects. */
function wireBody(init: RequestInit): unknown {
  return init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : (JSON.parse(jsonText(init)) as unknown)
}

beforeEach(() => setAccessToken('token-abc'))
afterEach(() => {
  setAccessToken(null)
  vi.unstubAllGlobals()
})

describe.each(CASES)('$name', (c) => {
  it(`sends ${c.method} ${c.path} ${c.auth ? 'with' : 'without'} the bearer token and resolves with the answer`, async () => {
    const fetchMock = stubAnswer(c.answer)
    const signal = new AbortController().signal
    await expect(c.call(signal)).resolves.toEqual(c.result)

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(apiUrl(c.path))
    expect(init.method).toBe(c.method)
    expect(new Headers(init.headers).get('Authorization')).toBe(c.auth ? 'Bearer token-abc' : null)
    expect(sentBody(init)).toEqual(c.body)
  })

  it('hands the caller’s AbortSignal on to fetch', async () => {
    const fetchMock = stubAnswer(c.answer)
    const controller = new AbortController()
    controller.abort()
    await c.call(controller.signal).catch(() => undefined)
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(true)
  })

  it('matches the contract: a known call with the same auth, a valid body and a valid sample answer', async () => {
    const call = findApiCall(c.method, c.path)
    expect(call, `${c.method} ${c.path} is missing from API_CALLS`).toBeDefined()
    expect(call?.auth).toBe(c.auth)
    if (call?.response) expect(call.response.safeParse(c.answer).error).toBeUndefined()
    const query = c.path.split('?')[1]
    if (call?.query) expect(call.query.safeParse(Object.fromEntries(new URLSearchParams(query))).error).toBeUndefined()

    const fetchMock = stubAnswer(c.answer)
    await c.call()
    const init = fetchMock.mock.calls[0]![1]
    if (call?.request) expect(call.request.safeParse(wireBody(init)).error).toBeUndefined()
    else expect(init.body).toBeUndefined()
  })

})

// POST /leads is left out: its answer is never read (docs/product.md#landing-messages), so no shape can be wrong.
describe.each(CASES.filter((c) => c.name !== 'postLead'))('$name', (c) => {
  it('rejects a wrong-shaped answer as invalid-response', async () => {
    stubAnswer(c.wrong ?? { unexpected: 'shape' })
    const error = await c.call().catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 })
  })
})

it('covers every call of API_CALLS but POST /auth with a resource function', () => {
  // POST /auth is the session's (sign-in, then validation with the backend) and is tested there.
  const covered = new Set(CASES.map((c) => callKey(findApiCall(c.method, c.path) ?? { method: c.method, path: c.path })))
  const uncovered = API_CALLS.map(callKey).filter((key) => !covered.has(key))
  expect(uncovered).toEqual(['POST /auth'])
})
