import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { getMetrics } from '../../backend/analytics/get-metrics'
import { answer, backendContext, json } from './respond'

/**
 * `GET /metrics` (bearer, docs/product.md#dashboard-numbers): the dashboard's numbers, `{ metrics: null }`
 * before any sales; `?from&to` choose the period (400 `{detail}` for one the domain refuses).
 */
export function metricsHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/metrics`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(getMetrics(ctx, account.id, Object.fromEntries(new URL(request.url).searchParams)))
      }),
    ),
  ]
}
