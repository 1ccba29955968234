/**
 * The auth service's MFA endpoints, as supabase-js's `auth.mfa` calls them: `enroll`, `challenge`,
 * `verify` (also `challengeAndVerify`) and `unenroll`. `listFactors` and
 * `getAuthenticatorAssuranceLevel` read the user's `factors` from `GET /user` and the session.
 */
import { http, type RequestHandler } from 'msw'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from '../../backend/auth/factors'
import { BAD_JSON, gotrueAnswer } from './gotrue'
import { backendContext, readJson } from './respond'

function param(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : ''
}

export function authFactorHandlers(base: string): RequestHandler[] {
  const mutates = { mutates: true }
  return [
    http.post(`${base}/factors`, ({ request }) =>
      gotrueAnswer(request, async () => enrollFactor(backendContext(), request.headers.get('authorization'), await readJson(request, BAD_JSON)), mutates),
    ),
    http.post(`${base}/factors/:factorId/challenge`, ({ request, params }) =>
      gotrueAnswer(request, () => challengeFactor(backendContext(), request.headers.get('authorization'), param(params.factorId)), mutates),
    ),
    http.post(`${base}/factors/:factorId/verify`, ({ request, params }) =>
      gotrueAnswer(
        request,
        async () => verifyFactor(backendContext(), request.headers.get('authorization'), param(params.factorId), await readJson(request, BAD_JSON)),
        mutates,
      ),
    ),
    http.delete(`${base}/factors/:factorId`, ({ request, params }) =>
      gotrueAnswer(request, () => unenrollFactor(backendContext(), request.headers.get('authorization'), param(params.factorId)), mutates),
    ),
  ]
}
