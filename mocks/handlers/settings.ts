import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { getSettings, saveSettings, SETTINGS_MESSAGES } from '../../backend/accounts/settings'
import { apiError } from '../../backend/errors'
import { answer, backendContext, json, readJson } from './respond'

const UNREADABLE = apiError(400, SETTINGS_MESSAGES.unreadable)

/** `GET /settings` (bearer): every section; `PUT /settings` saves exactly one. */
export function settingsHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/settings`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await getSettings(ctx, account.id))
      }),
    ),
    http.put(`${bases.apiBase}/settings`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account, claims } = await authenticate(ctx, request.headers.get('authorization'))
          return json(await saveSettings(ctx, account.id, claims.session_id, await readJson(request, UNREADABLE)))
        },
        { mutates: true },
      ),
    ),
  ]
}
