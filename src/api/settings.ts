import { getAccessToken } from './auth-token'
import { forgetDashboard } from './cache'
import { request } from './http'
import {
  SettingsResponseSchema,
  SettingsUpdateResponseSchema,
  type SettingsResponse,
  type SettingsUpdateRequest,
  type SettingsUpdateResponse,
} from '../../kernel/contract'

/** `GET /settings`. docs/product.md#settings-states treats a failure as empty: that fallback is the settings machine's choice, not this call's. */
export function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return request({ method: 'GET', path: '/settings', auth: true, parse: SettingsResponseSchema, ...(signal ? { signal } : {}) })
}

/**
 * `PUT /settings` with one section; `success: false` is the caller's to treat as a failed save. Saved
 * preferences drop the cached dashboard: it is written in the account's currency and zone.
 */
export async function putSettings(update: SettingsUpdateRequest, signal?: AbortSignal): Promise<SettingsUpdateResponse> {
  const token = getAccessToken()
  const answer = await request({ method: 'PUT', path: '/settings', auth: true, body: update, parse: SettingsUpdateResponseSchema, ...(signal ? { signal } : {}) })
  if ('preferences' in update && answer.success) forgetDashboard(token)
  return answer
}
