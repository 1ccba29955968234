import { isApiError } from '../../api/errors'

/**
 * The server's own reason when it refused the request itself (a 4xx with a `detail`, such as "2031-01-01
 * is in the future"), shown under the spec's message. Nothing for a 401 (the session ends), a
 * server fault or a lost connection: those say nothing the owner can act on.
 */
export function refusalDetail(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status === undefined) return null
  if (error.status < 400 || error.status >= 500 || error.status === 401) return null
  return error.detail?.trim() || null
}
