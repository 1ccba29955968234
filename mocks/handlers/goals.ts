import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { listGoals } from '../../backend/accounts/goals'
import { answer, backendContext, json } from './respond'

/** `GET /goals`: the one read that needs no token (docs/product.md#roles-and-access); any Authorization header is ignored. */
export function goalHandlers(bases: MockBases): RequestHandler[] {
  return [http.get(`${bases.apiBase}/goals`, () => answer(async () => json(await listGoals(backendContext()))))]
}
