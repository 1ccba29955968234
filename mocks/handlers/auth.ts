import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { acceptSession } from '../../backend/accounts/settings'
import { answer, backendContext, json } from './respond'

/**
 * `POST /auth` (bearer, empty body): 200 when the backend accepts the token, 401 otherwise. The
 * answer carries the account's saved preferences, which the app takes on at sign-in (spec-deviations row 46).
 */
export function authHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.post(`${bases.apiBase}/auth`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        return json(await acceptSession(ctx, await authenticate(ctx, request.headers.get('authorization'))))
      }),
    ),
  ]
}
