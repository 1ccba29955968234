import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAccessToken } from './auth-token'
import { apiCache, CACHE_KEYS } from './cache'
import { DEFAULT_PREFERENCES } from '../../kernel/contract'
import { putSettings } from './settings'

const TOKEN = 'token-prefs'

function answer(success: boolean) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success }), { headers: { 'Content-Type': 'application/json' } }))))
}

beforeEach(() => {
  setAccessToken(TOKEN)
  apiCache.set(TOKEN, CACHE_KEYS.dashboard, { cached: true }, 60_000)
})
afterEach(() => {
  setAccessToken(null)
  apiCache.clear()
  vi.unstubAllGlobals()
})

describe('putSettings and the cached dashboard', () => {
  it('saved preferences drop it: its amounts and times are written in the account’s currency and zone', async () => {
    answer(true)
    await putSettings({ preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    expect(apiCache.get(TOKEN, CACHE_KEYS.dashboard)).toBeUndefined()
  })

  it('another section, or preferences not saved, keep it', async () => {
    answer(true)
    await putSettings({ profile: { name: 'Siti', email: 'siti@x.my', company: 'Kopi Siti', role: 'Owner', phone: '' } })
    expect(apiCache.get(TOKEN, CACHE_KEYS.dashboard)).toEqual({ cached: true })
    answer(false)
    await putSettings({ preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    expect(apiCache.get(TOKEN, CACHE_KEYS.dashboard)).toEqual({ cached: true })
  })
})
