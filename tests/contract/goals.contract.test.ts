import { describe, expect, it } from 'vitest'
import { GOAL_TITLES } from '../../backend/catalogues'
import { GoalsResponseSchema } from '../../kernel/contract'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase } from './contract-helpers'

useMockBackend()

describe('GET /goals (no auth, docs/product.md#roles-and-access)', () => {
  it('answers the whole seeded goal catalogue, in display order, without an Authorization header', async () => {
    const response = await fetch(`${apiBase}/goals`)
    expect(response.status).toBe(200)
    const { goals } = GoalsResponseSchema.parse(await response.json())
    // Which goals there are is the fixture's to say; this test proves the endpoint serves all of them, in order.
    expect(goals.map((goal) => goal.title)).toEqual(GOAL_TITLES)
  })

  it('ignores a stray (even invalid) Authorization header', async () => {
    const response = await fetch(`${apiBase}/goals`, { headers: { authorization: 'Bearer junk' } })
    expect(response.status).toBe(200)
    expect(GoalsResponseSchema.safeParse(await response.json()).success).toBe(true)
  })
})
