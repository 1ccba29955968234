import './zod-config'
import * as z from 'zod'

// GET /demo/outbox?email= (demo only, no auth): the mail the fake auth service sent to that address, newest first.
export const DemoOutboxMessageSchema = z.object({
  to: z.email(),
  subject: z.string(),
  /** `<origin>/reset-password?token_hash=…&type=recovery`: the reset link the mail carries. */
  link: z.url(),
  sent_at: z.iso.datetime(),
})
export type DemoOutboxMessage = z.infer<typeof DemoOutboxMessageSchema>
export const DemoOutboxResponseSchema = z.object({ messages: z.array(DemoOutboxMessageSchema) })
export type DemoOutboxResponse = z.infer<typeof DemoOutboxResponseSchema>
