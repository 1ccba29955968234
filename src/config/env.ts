/**
 * The one place that knows the mode. Demo mode (the default: `npm run dev`, `npm run build`, tests)
 * answers every call from the fake backend in `mocks/`; live mode (`npm run build:live`) talks to the
 * real API and auth service. vite.config.ts refuses a live build without its settings, so here the
 * values are only read, not re-validated: no schema library is loaded by the landing page for this.
 */
export type AppMode = 'demo' | 'live'

export interface AppEnv {
  mode: AppMode
  isDemo: boolean
  /**
   * Base of the product API (`{api-base}` in docs/product.md#api-calls), without a trailing slash.
   * A live build may name it by path (`/api`): then it is on the page's own origin, wherever the
   * app is served from (`npm run server`).
   */
  apiBase: string
  /** Base of the hosted auth service; supabase-js appends `/auth/v1/...`. */
  authUrl: string
  authAnonKey: string
}

/** Demo hosts are paths on the page's own origin: the service worker answers them, nothing leaves the browser. */
export const DEMO_API_PATH = '/api'
export const DEMO_AUTH_PATH = '/demo-auth'
export const DEMO_ANON_KEY = 'selera-demo-anon-key'

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** `value` as an absolute URL: a path (`/api`) is on `origin`. */
function onOrigin(value: string, origin: string): string {
  return trimSlash(value.startsWith('/') ? trimSlash(origin) + value : value)
}

export function readEnv(vars: Record<string, string | boolean | undefined>, origin: string): AppEnv {
  const mode: AppMode = vars.MODE === 'live' ? 'live' : 'demo'
  if (mode === 'live') {
    return {
      mode,
      isDemo: false,
      apiBase: onOrigin(String(vars.VITE_API_BASE ?? ''), origin),
      authUrl: onOrigin(String(vars.VITE_SUPABASE_URL ?? ''), origin),
      authAnonKey: String(vars.VITE_SUPABASE_ANON_KEY ?? ''),
    }
  }
  return {
    mode,
    isDemo: true,
    apiBase: trimSlash(origin) + DEMO_API_PATH,
    authUrl: trimSlash(origin) + DEMO_AUTH_PATH,
    authAnonKey: DEMO_ANON_KEY,
  }
}

export const env: AppEnv = readEnv(import.meta.env, globalThis.location?.origin ?? 'http://localhost')
export const isDemo = env.isDemo
