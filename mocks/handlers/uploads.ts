import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { listUploads } from '../../backend/uploads/records'
import { answer, backendContext, json } from './respond'

/** `GET /uploads` (bearer): Selera's extension listing the account's uploads, newest first. */
export function uploadsHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/uploads`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(listUploads(ctx, account.id))
      }),
    ),
  ]
}
