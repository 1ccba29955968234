import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { listUploads } from '../../backend/uploads/records'
import { removeUpload } from '../../backend/uploads/remove-upload'
import { answer, backendContext, json } from './respond'

/**
 * Selera's extensions for the owner's uploads (bearer): `GET /uploads` lists them, newest first;
 * `DELETE /uploads/{id}` removes one with everything it stored.
 */
export function uploadsHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/uploads`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await listUploads(ctx, account.id))
      }),
    ),
    http.delete<{ id: string }>(`${bases.apiBase}/uploads/:id`, ({ request, params }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          return json(await removeUpload(ctx, account.id, params.id))
        },
        { mutates: true },
      ),
    ),
  ]
}
