import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { REQUEST_MESSAGES, submitRequest } from '../../backend/accounts/requests'
import { apiError } from '../../backend/errors'
import { answer, backendContext, json, readJson } from './respond'

const UNREADABLE = apiError(400, REQUEST_MESSAGES.unreadable)

/** `POST /requests` (bearer): a goal the owner sets, or a support request. */
export function requestsHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.post(`${bases.apiBase}/requests`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          return json(await submitRequest(ctx, account.id, await readJson(request, UNREADABLE)))
        },
        { mutates: true },
      ),
    ),
  ]
}
