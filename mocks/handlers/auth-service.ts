/**
 * The Supabase auth service impersonation, at `${authUrl}/auth/v1/*`: exactly the calls
 * supabase-js 2.109 makes for password sign-in, refresh, user, sign-out, recovery (recover, verify,
 * update user) and TOTP two-factor sign-in (`auth-factors.ts`).
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import { authServicePrefix, type MockBases } from '../bases'
import { authServiceError } from '../../backend/errors'
import { currentUser, logout, passwordGrant, refreshGrant } from '../../backend/auth/auth-service'
import { recoverPassword, updateUser, verifyRecovery } from '../../backend/auth/recovery'
import { authFactorHandlers } from './auth-factors'
import { API_VERSION_HEADERS, BAD_JSON, gotrueAnswer, requireApiKey } from './gotrue'
import { answer, backendContext, readJson } from './respond'

/** The page's origin, for a reset link without a usable `redirect_to`: the caller's, else this service's. */
function appOrigin(request: Request): string {
  const origin = request.headers.get('origin')
  return origin && URL.canParse(origin) ? new URL(origin).origin : new URL(request.url).origin
}

export function authServiceHandlers(bases: MockBases): RequestHandler[] {
  const base = authServicePrefix(bases)
  const mutates = { mutates: true }
  return [
    // msw cannot match a query string, so the grant type is read from the URL inside.
    http.post(`${base}/token`, ({ request }) =>
      gotrueAnswer(
        request,
        async () => {
          const grant = new URL(request.url).searchParams.get('grant_type')
          const body = await readJson(request, BAD_JSON)
          if (grant === 'password') return passwordGrant(backendContext(), body)
          if (grant === 'refresh_token') return refreshGrant(backendContext(), body)
          throw authServiceError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant ?? '(none)'}`)
        },
        mutates,
      ),
    ),
    http.get(`${base}/user`, ({ request }) => gotrueAnswer(request, () => currentUser(backendContext(), request.headers.get('authorization')))),
    http.put(`${base}/user`, ({ request }) =>
      gotrueAnswer(request, async () => updateUser(backendContext(), request.headers.get('authorization'), await readJson(request, BAD_JSON)), mutates),
    ),
    http.post(`${base}/logout`, ({ request }) =>
      answer(
        async () => {
          requireApiKey(request)
          const scope = new URL(request.url).searchParams.get('scope')
          await logout(backendContext(), request.headers.get('authorization'), scope)
          return new HttpResponse(null, { status: 204, headers: API_VERSION_HEADERS })
        },
        { headers: API_VERSION_HEADERS, mutates: true },
      ),
    ),
    // supabase-js sends `redirectTo` as the `redirect_to` query parameter.
    http.post(`${base}/recover`, ({ request }) =>
      gotrueAnswer(
        request,
        async () => {
          const redirectTo = new URL(request.url).searchParams.get('redirect_to')
          return recoverPassword(backendContext(), await readJson(request, BAD_JSON), { redirectTo, appOrigin: appOrigin(request) })
        },
        mutates,
      ),
    ),
    http.post(`${base}/verify`, ({ request }) => gotrueAnswer(request, async () => verifyRecovery(backendContext(), await readJson(request, BAD_JSON)), mutates)),
    ...authFactorHandlers(base),
  ]
}
