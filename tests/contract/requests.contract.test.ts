import { describe, expect, it } from 'vitest'
import { goalsSetBy, supportRequestsOf } from '../../backend/accounts/requests'
import { ErrorBodySchema, SubmissionResponseSchema } from '../../kernel/contract'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { GOAL_TITLES } from '../../backend/catalogues'
import { hostContext, storedTables } from '../utils/contract-host'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase, postJson, signIn } from './contract-helpers'

useMockBackend()

const url = `${apiBase}/requests`

async function bearer(email: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${(await signIn(email)).access_token}` }
}

describe('POST /requests (bearer)', () => {
  it('stores a goal for the caller’s account', async () => {
    const response = await postJson(url, { goal: GOAL_TITLES[1], user_query: 'Bring back regulars who stopped coming after Raya' }, await bearer(NEW_ACCOUNT.email))
    expect(response.status).toBe(200)
    expect(SubmissionResponseSchema.parse(await response.json())).toEqual({ success: true })
    expect(await goalsSetBy(hostContext(NEW_ACCOUNT.id, Date.now), NEW_ACCOUNT.id)).toMatchObject([{ goal: GOAL_TITLES[1], user_query: 'Bring back regulars who stopped coming after Raya', priority: null }])
    expect(await goalsSetBy(hostContext(DEMO_ACCOUNT.id, Date.now), DEMO_ACCOUNT.id)).toEqual([])
  })

  it('stores a support request with its priority', async () => {
    const response = await postJson(url, { user_query: 'The March export will not upload', priority: 'high' }, await bearer(DEMO_ACCOUNT.email))
    expect(response.status).toBe(200)
    expect(SubmissionResponseSchema.parse(await response.json())).toEqual({ success: true })
    expect(await supportRequestsOf(hostContext(DEMO_ACCOUNT.id, Date.now), DEMO_ACCOUNT.id)).toMatchObject([{ kind: 'support', user_query: 'The March export will not upload', priority: 'high', goal: null }])
  })

  it('refuses an incomplete or mixed body, and a goal not in the catalogue, with 400 {detail}', async () => {
    const headers = await bearer(DEMO_ACCOUNT.email)
    const cases: [unknown, string][] = [
      [{ goal: GOAL_TITLES[0], user_query: '  ' }, 'Please select a goal and provide a description'],
      [{ goal: 'Become famous', user_query: 'On TikTok' }, 'Please select one of the listed goals.'],
      [{ user_query: 'Help', priority: 'urgent' }, 'Please describe what you need help with and choose a priority: low, medium, high or critical.'],
      [{ goal: GOAL_TITLES[0], user_query: 'x', priority: 'low' }, 'Please send either a goal with its description, or a support request with its priority.'],
      [{ user_query: 'Help' }, 'Please send either a goal with its description, or a support request with its priority.'],
    ]
    for (const [body, detail] of cases) {
      const response = await postJson(url, body, headers)
      expect(response.status).toBe(400)
      expect(ErrorBodySchema.parse(await response.json()).detail).toBe(detail)
    }
    expect(await storedTables().ownerRequests.count()).toBe(0)
  })

  it('answers 401 without a token and stores nothing', async () => {
    expect((await postJson(url, { user_query: 'Help', priority: 'low' })).status).toBe(401)
    expect(await storedTables().ownerRequests.count()).toBe(0)
  })
})
