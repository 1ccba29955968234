import { request } from './http'

/**
 * `POST /demo/reset`: demo mode only (the fake backend answers it; the real API has no such call).
 * Puts the demo accounts back to their seeded state and drops everything added in this browser.
 */
export function resetDemoData(signal?: AbortSignal): Promise<void> {
  return request<void>({ method: 'POST', path: '/demo/reset', auth: false, ...(signal ? { signal } : {}) })
}
