import { describe, expect, it } from 'vitest'
import { API_CALLS, callKey, findApiCall } from '../../kernel/contract'

/** The calls of docs/product.md#api-calls, in its order, without the auth service's own sign-in. */
const SPEC_CALLS = [
  'POST /leads',
  'POST /auth',
  'POST /upload',
  'GET /metrics',
  'GET /insights',
  'GET /report',
  'GET /settings',
  'GET /goals',
  'PUT /settings',
  'POST /requests',
  'GET /company-profile',
  'PUT /company-profile',
  'GET /asset-types',
  'GET /asset-types/required',
  'GET /assets/validation-status',
  'POST /assets/upload',
  'GET /chat/history',
  'POST /chat',
  'POST /get-prompt-advice',
  'POST /generate-image',
  'GET /generated-images',
]

describe('API_CALLS', () => {
  it('lists every product API call once, plus the documented extensions only', () => {
    const keys = API_CALLS.map(callKey)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.filter((key) => !SPEC_CALLS.includes(key))).toEqual(['GET /assets', 'DELETE /assets/{id}', 'DELETE /chat/history', 'GET /uploads', 'DELETE /uploads/{id}'])
    expect(SPEC_CALLS.filter((key) => !keys.includes(key))).toEqual([])
    for (const call of API_CALLS) {
      expect(Boolean(call.extension), callKey(call)).toBe(!SPEC_CALLS.includes(callKey(call)))
    }
  })

  it('sends the token on every call but GET /goals and POST /leads (docs/product.md#roles-and-access)', () => {
    expect(API_CALLS.filter((call) => !call.auth).map(callKey)).toEqual(['POST /leads', 'GET /goals'])
  })

  it('gives every call an answer shape and every body-carrying call but POST /auth a request shape', () => {
    for (const call of API_CALLS) {
      expect(call.response, callKey(call)).toBeDefined()
      expect(call.summary.length, callKey(call)).toBeGreaterThan(0)
      const carriesBody = call.method !== 'GET' && call.method !== 'DELETE' && callKey(call) !== 'POST /auth'
      expect(call.request !== undefined, callKey(call)).toBe(carriesBody)
      expect(call.path).toMatch(/^(\/([a-z-]+|\{[a-z_]+\}))+$/)
    }
    expect(API_CALLS.filter((call) => call.multipart).map(callKey)).toEqual(['POST /upload', 'POST /assets/upload'])
  })

  it('is found by method and path, query string or not', () => {
    expect(findApiCall('GET', '/chat/history?limit=20')?.query).toBeDefined()
    expect(findApiCall('GET', '/asset-types/required?template_type=social_media')?.auth).toBe(true)
    expect(findApiCall('DELETE', '/metrics')).toBeUndefined()
  })

  it('fills a path parameter with one segment, never none or two', () => {
    expect(findApiCall('DELETE', '/uploads/u1')?.path).toBe('/uploads/{id}')
    expect(findApiCall('DELETE', '/uploads/')).toBeUndefined()
    expect(findApiCall('DELETE', '/uploads/u1/rows')).toBeUndefined()
    expect(findApiCall('GET', '/uploads')?.path).toBe('/uploads')
  })
})
