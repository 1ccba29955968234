import { request } from './http'
import { GoalsResponseSchema, type Goal } from '../../kernel/contract'

/** `GET /goals`: the one call that sends no token (docs/product.md#roles-and-access). */
export async function getGoals(signal?: AbortSignal): Promise<Goal[]> {
  const answer = await request({ method: 'GET', path: '/goals', auth: false, parse: GoalsResponseSchema, ...(signal ? { signal } : {}) })
  return answer.goals
}
