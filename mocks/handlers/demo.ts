import { http, HttpResponse, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { resetMockData } from '../db'
import { answer } from './respond'

/**
 * `POST /demo/reset`: demo-only, behind 'Reset demo data'. No token: a presenter resets from any
 * state, signed in or not, and there is nothing private to protect in seed data.
 */
export function demoHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.post(`${bases.apiBase}/demo/reset`, () =>
      answer(async () => {
        await resetMockData()
        return new HttpResponse(null, { status: 204 })
      }),
    ),
  ]
}
