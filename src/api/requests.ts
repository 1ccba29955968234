import { request } from './http'
import {
  SubmissionResponseSchema,
  type GoalSubmissionRequest,
  type SubmissionResponse,
  type SupportSubmissionRequest,
} from '../../kernel/contract'

// `POST /requests` carries both kinds of submission (docs/product.md#api-calls); one function each keeps callers honest.

/** A business goal from the Settings Goals tab: `{goal, user_query}` (the description). */
export function postGoalRequest(submission: GoalSubmissionRequest, signal?: AbortSignal): Promise<SubmissionResponse> {
  return request({ method: 'POST', path: '/requests', auth: true, body: submission, parse: SubmissionResponseSchema, ...(signal ? { signal } : {}) })
}

/** A support request from the Settings Support tab: `{user_query, priority}`. */
export function postSupportRequest(submission: SupportSubmissionRequest, signal?: AbortSignal): Promise<SubmissionResponse> {
  return request({ method: 'POST', path: '/requests', auth: true, body: submission, parse: SubmissionResponseSchema, ...(signal ? { signal } : {}) })
}
