/** `GET /goals`: the catalogue of business goals, the same for everyone (no token: docs/product.md#roles-and-access). */
import type { GoalsResponse } from '../../kernel/contract'
import type { BackendContext } from '../context'

export async function listGoals(ctx: BackendContext): Promise<GoalsResponse> {
  const goals = await ctx.store.goals.findAll({}, [['sort_order', 'asc']])
  return { goals: goals.map((goal) => ({ title: goal.title })) }
}
