/**
 * The Supabase auth service impersonation, at `${authUrl}/auth/v1/*`: exactly the calls
 * supabase-js 2.109 makes for password sign-in, refresh, user, sign-out and recovery.
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import { authServicePrefix, type MockBases } from '../bases'
import { authServiceError, type BackendError } from '../../backend/errors'
import { currentUser, logout, passwordGrant, recoverPassword, refreshGrant } from '../../backend/auth/auth-service'
import { answer, backendContext, json, readJson } from './respond'

/** auth-js reads error codes from `code` only when the answer says it speaks the 2024-01-01 API. */
const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' }
const BAD_JSON: BackendError = authServiceError(400, 'bad_json', 'Could not parse request body as JSON')

/** Supabase's gateway refuses a call without the project's API key before the auth service sees it. */
function requireApiKey(request: Request): void {
  if (!request.headers.get('apikey')) throw authServiceError(401, 'no_api_key', 'No API key found in request')
}

export function authServiceHandlers(bases: MockBases): RequestHandler[] {
  const base = authServicePrefix(bases)
  const options = { headers: API_VERSION_HEADERS }
  return [
    // msw cannot match a query string, so the grant type is read from the URL inside.
    http.post(`${base}/token`, ({ request }) =>
      answer(
        async () => {
          requireApiKey(request)
          const grant = new URL(request.url).searchParams.get('grant_type')
          const body = await readJson(request, BAD_JSON)
          if (grant === 'password') return json(await passwordGrant(backendContext(), body), 200, API_VERSION_HEADERS)
          if (grant === 'refresh_token') return json(await refreshGrant(backendContext(), body), 200, API_VERSION_HEADERS)
          throw authServiceError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant ?? '(none)'}`)
        },
        { ...options, mutates: true },
      ),
    ),
    http.get(`${base}/user`, ({ request }) =>
      answer(async () => {
        requireApiKey(request)
        return json(await currentUser(backendContext(), request.headers.get('authorization')), 200, API_VERSION_HEADERS)
      }, options),
    ),
    http.post(`${base}/logout`, ({ request }) =>
      answer(
        async () => {
          requireApiKey(request)
          const scope = new URL(request.url).searchParams.get('scope')
          await logout(backendContext(), request.headers.get('authorization'), scope)
          return new HttpResponse(null, { status: 204, headers: API_VERSION_HEADERS })
        },
        { ...options, mutates: true },
      ),
    ),
    http.post(`${base}/recover`, ({ request }) =>
      answer(
        async () => {
          requireApiKey(request)
          return json(recoverPassword(backendContext(), await readJson(request, BAD_JSON)), 200, API_VERSION_HEADERS)
        },
        { ...options, mutates: true },
      ),
    ),
  ]
}
