/** What every handler of the auth service impersonation shares: GoTrue's API version header, its bad-JSON error and the gateway's key check. */
import { authServiceError, type BackendError } from '../../backend/errors'
import { answer, json } from './respond'

/** auth-js reads error codes from `code` only when the answer says it speaks the 2024-01-01 API. */
export const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' }
export const BAD_JSON: BackendError = authServiceError(400, 'bad_json', 'Could not parse request body as JSON')

/** Supabase's gateway refuses a call without the project's API key before the auth service sees it. */
export function requireApiKey(request: Request): void {
  if (!request.headers.get('apikey')) throw authServiceError(401, 'no_api_key', 'No API key found in request')
}

/** A JSON answer of the auth service, its API version header on errors too; `mutates` commits the database. */
export function gotrueAnswer(request: Request, work: () => Promise<unknown>, options: { mutates?: boolean } = {}): Promise<Response> {
  return answer(
    async () => {
      requireApiKey(request)
      return json(await work(), 200, API_VERSION_HEADERS)
    },
    { headers: API_VERSION_HEADERS, ...options },
  )
}
