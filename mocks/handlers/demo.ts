import { http, HttpResponse, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { outboxFor } from '../../backend/auth/outbox'
import { resetMockData } from '../db'
import { answer, backendContext, json } from './respond'

/**
 * Demo-only calls, without a token. `POST /demo/reset`: behind 'Reset demo data'; a presenter
 * resets from any state, signed in or not, and there is nothing private to protect in seed data.
 * `GET /demo/outbox?email=`: the mail the auth service sent to that address (the reset links),
 * newest first; it stands for the owner's mailbox, which a demo does not have.
 */
export function demoHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.post(`${bases.apiBase}/demo/reset`, () =>
      answer(async () => {
        await resetMockData()
        return new HttpResponse(null, { status: 204 })
      }),
    ),
    http.get(`${bases.apiBase}/demo/outbox`, ({ request }) =>
      answer(async () => json(await outboxFor(backendContext(), new URL(request.url).searchParams.get('email') ?? ''))),
    ),
  ]
}
