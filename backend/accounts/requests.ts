/**
 * `POST /requests`: a goal the owner sets (`{goal, user_query}`) or a support request
 * (`{user_query, priority}`), kept per account: the insights and the assistant read the goals.
 */
import { GoalSubmissionRequestSchema, SupportSubmissionRequestSchema, type SubmissionResponse } from '../../kernel/contract'
import { isoAt, type BackendContext } from '../context'
import { apiError } from '../errors'
import type { OwnerRequestRecord } from '../store'
import { newId } from '../ids'

export const REQUEST_MESSAGES = {
  unreadable: 'The request could not be read. Please send it as JSON.',
  kind: 'Please send either a goal with its description, or a support request with its priority.',
  goal: 'Please select a goal and provide a description',
  unknownGoal: 'Please select one of the listed goals.',
  support: 'Please describe what you need help with and choose a priority: low, medium, high or critical.',
} as const

export async function submitRequest(ctx: BackendContext, accountId: string, body: unknown): Promise<SubmissionResponse> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw apiError(400, REQUEST_MESSAGES.unreadable)
  const base = { id: newId(), account_id: accountId, created_at: isoAt(ctx.now()) }
  if ('goal' in body && !('priority' in body)) {
    const parsed = GoalSubmissionRequestSchema.safeParse(body)
    if (!parsed.success) throw apiError(400, REQUEST_MESSAGES.goal)
    const goal = parsed.data.goal.trim()
    if (!await ctx.store.goals.find({ title: goal })) throw apiError(400, REQUEST_MESSAGES.unknownGoal)
    await ctx.store.ownerRequests.insert({ ...base, kind: 'goal', goal, user_query: parsed.data.user_query.trim(), priority: null })
  } else if ('priority' in body && !('goal' in body)) {
    const parsed = SupportSubmissionRequestSchema.safeParse(body)
    if (!parsed.success) throw apiError(400, REQUEST_MESSAGES.support)
    await ctx.store.ownerRequests.insert({ ...base, kind: 'support', goal: null, user_query: parsed.data.user_query.trim(), priority: parsed.data.priority })
  } else {
    throw apiError(400, REQUEST_MESSAGES.kind)
  }
  return { success: true }
}

/** The goals an account has set, oldest first. */
export async function goalsSetBy(ctx: BackendContext, accountId: string): Promise<OwnerRequestRecord[]> {
  return ctx.store.ownerRequests.findAll({ account_id: accountId, kind: 'goal' }, [['created_at', 'asc']])
}

/** The support requests an account has sent, oldest first. */
export async function supportRequestsOf(ctx: BackendContext, accountId: string): Promise<OwnerRequestRecord[]> {
  return ctx.store.ownerRequests.findAll({ account_id: accountId, kind: 'support' }, [['created_at', 'asc']])
}
