import { http, type RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { authenticate } from '../../backend/accounts/accounts'
import { getCompanyProfile, saveCompanyProfile, UNREADABLE_PROFILE } from '../../backend/accounts/company-profile'
import { apiError } from '../../backend/errors'
import { answer, backendContext, json, readJson } from './respond'

const UNREADABLE = apiError(400, UNREADABLE_PROFILE)

/** `GET /company-profile` (bearer): the answers and `client_id`; `PUT /company-profile` replaces them. */
export function companyProfileHandlers(bases: MockBases): RequestHandler[] {
  return [
    http.get(`${bases.apiBase}/company-profile`, ({ request }) =>
      answer(async () => {
        const ctx = backendContext()
        const { account } = await authenticate(ctx, request.headers.get('authorization'))
        return json(await getCompanyProfile(ctx, account.id))
      }),
    ),
    http.put(`${bases.apiBase}/company-profile`, ({ request }) =>
      answer(
        async () => {
          const ctx = backendContext()
          const { account } = await authenticate(ctx, request.headers.get('authorization'))
          return json(await saveCompanyProfile(ctx, account.id, await readJson(request, UNREADABLE)))
        },
        { mutates: true },
      ),
    ),
  ]
}
