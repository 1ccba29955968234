/**
 * The auth service's routes, below `/auth/v1`: exactly the calls supabase-js 2.109 makes for
 * sign-up, password sign-in, refresh, user, sign-out, recovery (recover, verify, update user) and TOTP
 * two-factor sign-in (`auth.mfa`'s enroll, challenge, verify and unenroll; `listFactors` and
 * `getAuthenticatorAssuranceLevel` read the user's factors from `GET /user` and the session); and the
 * keys that verify its tokens (`GET /.well-known/jwks.json`).
 */
import { accessTokenKeys } from '../auth/access-token'
import { currentUser, logout, passwordGrant, refreshGrant } from '../auth/auth-service'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from '../auth/factors'
import { recoverPassword, updateUser, verifyRecovery } from '../auth/recovery'
import { signUp } from '../auth/signup'
import { authServiceError } from '../errors'
import { readJson } from './respond'
import { API_VERSION_HEADERS, authService, open, type Route } from './route'

const BAD_JSON = authServiceError(400, 'bad_json', 'Could not parse request body as JSON')
const bearer = (request: Request) => request.headers.get('authorization')

/** The page's origin, for a reset link without a usable `redirect_to`: the caller's, else this service's. */
function appOrigin(request: Request): string {
  const origin = request.headers.get('origin')
  return origin && URL.canParse(origin) ? new URL(origin).origin : new URL(request.url).origin
}

/** The auth service's routes by `METHOD /path`, relative to its `/auth/v1`. */
export const AUTH_SERVICE_ROUTES: Readonly<Record<string, Route>> = {
  'POST /signup': authService(async ({ ctx, request }) => signUp(ctx, await readJson(request, BAD_JSON))),
  // The grant type is a query parameter.
  'POST /token': authService(async ({ ctx, request, url }) => {
    const grant = url.searchParams.get('grant_type')
    const body = await readJson(request, BAD_JSON)
    if (grant === 'password') return passwordGrant(ctx, body)
    if (grant === 'refresh_token') return refreshGrant(ctx, body)
    throw authServiceError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant ?? '(none)'}`)
  }),
  'GET /user': authService(({ ctx, request }) => currentUser(ctx, bearer(request))),
  'PUT /user': authService(async ({ ctx, request }) => updateUser(ctx, bearer(request), await readJson(request, BAD_JSON))),
  'POST /logout': authService(async ({ ctx, request, url }) => {
    await logout(ctx, bearer(request), url.searchParams.get('scope'))
    return new Response(null, { status: 204, headers: API_VERSION_HEADERS })
  }),
  // supabase-js sends `redirectTo` as the `redirect_to` query parameter.
  'POST /recover': authService(async ({ ctx, request, url }) =>
    recoverPassword(ctx, await readJson(request, BAD_JSON), { redirectTo: url.searchParams.get('redirect_to'), appOrigin: appOrigin(request) }),
  ),
  'POST /verify': authService(async ({ ctx, request }) => verifyRecovery(ctx, await readJson(request, BAD_JSON))),
  'POST /factors': authService(async ({ ctx, request }) => enrollFactor(ctx, bearer(request), await readJson(request, BAD_JSON))),
  'POST /factors/{factorId}/challenge': authService(({ ctx, request, params }) => challengeFactor(ctx, bearer(request), params.factorId ?? '')),
  'POST /factors/{factorId}/verify': authService(async ({ ctx, request, params }) => verifyFactor(ctx, bearer(request), params.factorId ?? '', await readJson(request, BAD_JSON))),
  'DELETE /factors/{factorId}': authService(({ ctx, request, params }) => unenrollFactor(ctx, bearer(request), params.factorId ?? '')),
  // The public keys that verify this service's access tokens, open to anyone as Supabase's are; none
  // where tokens are signed with a shared secret (the demo).
  'GET /.well-known/jwks.json': open(({ ctx }) => ({ keys: accessTokenKeys(ctx).publicKeys }), { headers: { ...API_VERSION_HEADERS, 'Cache-Control': 'public, max-age=600' } }),
}
