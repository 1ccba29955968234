import { request } from './http'
import {
  SettingsResponseSchema,
  SettingsUpdateResponseSchema,
  type SettingsResponse,
  type SettingsUpdateRequest,
  type SettingsUpdateResponse,
} from './schemas'

/** `GET /settings`. docs/product.md#settings-states treats a failure as empty: that fallback is the settings machine's choice, not this call's. */
export function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return request({ method: 'GET', path: '/settings', auth: true, parse: SettingsResponseSchema, ...(signal ? { signal } : {}) })
}

/** `PUT /settings` with one section; `success: false` is the caller's to treat as a failed save. */
export function putSettings(update: SettingsUpdateRequest, signal?: AbortSignal): Promise<SettingsUpdateResponse> {
  return request({ method: 'PUT', path: '/settings', auth: true, body: update, parse: SettingsUpdateResponseSchema, ...(signal ? { signal } : {}) })
}
