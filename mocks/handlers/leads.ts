import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { apiError } from '../../backend/errors'
import { createLead } from '../../backend/accounts/leads'
import { answer, backendContext, json, readJson } from './respond'

/** `POST /leads`: no token (a visitor has no account); 201 with the stored lead's id. */
export function leadHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.post(`${bases.apiBase}/leads`, ({ request }) =>
      answer(
        async () => {
          const body = await readJson(request, apiError(400, 'Body is not valid JSON'))
          return json(await createLead(backendContext(), body), 201)
        },
        { mutates: true },
      ),
    ),
  ]
}
