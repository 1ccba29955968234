import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { validateAccess } from '../../backend/accounts/accounts'
import { answer, backendContext, json } from './respond'

/** `POST /auth` (bearer, empty body): 200 when the backend accepts the token, 401 otherwise. */
export function authHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.post(`${bases.apiBase}/auth`, ({ request }) =>
      answer(async () => json(await validateAccess(backendContext(), request.headers.get('authorization')))),
    ),
  ]
}
