import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

const LIVE = { MODE: 'live', VITE_SUPABASE_ANON_KEY: 'anon' }

describe('readEnv', () => {
  it('answers the demo on the page’s own origin by default', () => {
    expect(readEnv({ MODE: 'development' }, 'http://localhost:5173/')).toEqual({
      mode: 'demo',
      isDemo: true,
      apiBase: 'http://localhost:5173/api',
      authUrl: 'http://localhost:5173/demo-auth',
      authAnonKey: 'selera-demo-anon-key',
    })
  })

  it('takes a live build’s URLs as they are, without a trailing slash', () => {
    const env = readEnv({ ...LIVE, VITE_API_BASE: 'https://api.example.my/v1/', VITE_SUPABASE_URL: 'https://xyz.supabase.co' }, 'https://app.example.my')
    expect(env).toMatchObject({ mode: 'live', isDemo: false, apiBase: 'https://api.example.my/v1', authUrl: 'https://xyz.supabase.co', authAnonKey: 'anon' })
  })

  it('puts a live build’s paths on the origin the app is served from, as the server serves it', () => {
    const env = readEnv({ ...LIVE, VITE_API_BASE: '/api', VITE_SUPABASE_URL: '/' }, 'http://127.0.0.1:8080')
    expect(env).toMatchObject({ apiBase: 'http://127.0.0.1:8080/api', authUrl: 'http://127.0.0.1:8080' })
  })
})
