import { describe, expect, it } from 'vitest'
import { GoalsResponseSchema } from '../../src/api/schemas'
import { useMockBackend } from '../utils/mock-backend'
import { apiBase } from './contract-helpers'

useMockBackend()

describe('GET /goals (no auth, docs/product.md#roles-and-access)', () => {
  it('answers the goal catalogue without an Authorization header', async () => {
    const response = await fetch(`${apiBase}/goals`)
    expect(response.status).toBe(200)
    const { goals } = GoalsResponseSchema.parse(await response.json())
    expect(goals.map((goal) => goal.title)).toEqual([
      'Increase sales and revenue',
      'Improve customer retention',
      'Automate operations',
      'Grow delivery orders',
      'Reduce food waste',
      'Launch a loyalty programme',
      'Open a new outlet',
      'Improve social media presence',
    ])
  })

  it('ignores a stray (even invalid) Authorization header', async () => {
    const response = await fetch(`${apiBase}/goals`, { headers: { authorization: 'Bearer junk' } })
    expect(response.status).toBe(200)
    expect(GoalsResponseSchema.safeParse(await response.json()).success).toBe(true)
  })
})
