import { request } from './http'
import { DemoOutboxResponseSchema, type DemoOutboxMessage } from '../../kernel/contract/demo'

export type { DemoOutboxMessage } from '../../kernel/contract/demo'

/**
 * `POST /demo/reset`: demo mode only (the fake backend answers it; the real API has no such call).
 * Puts the demo accounts back to their seeded state and drops everything added in this browser.
 */
export function resetDemoData(signal?: AbortSignal): Promise<void> {
  return request<void>({ method: 'POST', path: '/demo/reset', auth: false, ...(signal ? { signal } : {}) })
}

/**
 * `GET /demo/outbox?email=`: demo mode only. The mail the fake auth service sent to `email` (password
 * reset links), newest first; empty for an address it sent nothing to. It stands for the owner's
 * mailbox: the demo has no mail server.
 */
export async function getDemoOutbox(email: string, signal?: AbortSignal): Promise<DemoOutboxMessage[]> {
  const answer = await request({
    method: 'GET',
    path: `/demo/outbox?email=${encodeURIComponent(email.trim())}`,
    auth: false,
    parse: DemoOutboxResponseSchema,
    ...(signal ? { signal } : {}),
  })
  return answer.messages
}
