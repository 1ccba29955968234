import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { getMetrics } from '../../backend/analytics/get-metrics'
import { answer, backendContext, json } from './respond'

/**
 * `GET /metrics` (bearer, docs/product.md#dashboard-numbers): the dashboard's numbers, `{ metrics: null }`
 * before any sales; `?from&to&outlet` choose the period and the outlet, the whole query passed to
 * the domain (400 `{detail}` for what it refuses: a day that is not one, an outlet never sold from).
 */
export function metricsHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/metrics`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await getMetrics(ctx, account.id, Object.fromEntries(new URL(request.url).searchParams)))
      }),
    ),
  ]
}
