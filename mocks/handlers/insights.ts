import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { getInsights } from '../../backend/analytics/get-insights'
import { answer, backendContext, json } from './respond'

/**
 * `GET /insights` (bearer, docs/product.md#insights): the AI insights as ranked sentences, `{ insights: [] }`
 * before any sales; `?from&to&outlet` choose the period and the outlet, the whole query passed to
 * the domain (400 `{detail}` for what it refuses: a day that is not one, an outlet never sold from).
 */
export function insightsHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/insights`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await getInsights(ctx, account.id, Object.fromEntries(new URL(request.url).searchParams)))
      }),
    ),
  ]
}
