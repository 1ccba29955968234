/**
 * The demo's mail: the auth service "sends" a message by storing it here, and the demo's outbox
 * (`GET /demo/outbox`) reads it back. It stands for the owner's mailbox: the only place a reset
 * link's token can be read.
 */
import { normaliseEmail } from '../accounts/accounts'
import { isoAt, type BackendContext } from '../context'
import { newId } from '../ids'

export const RECOVERY_SUBJECT = 'Reset your Selera password'
/** The latest few are plenty for a presenter; older mail stays stored but unlisted. */
export const OUTBOX_LIMIT = 10

export interface OutboxMessage {
  to: string
  subject: string
  link: string
  sent_at: string
}

export async function sendMail(ctx: BackendContext, message: Omit<OutboxMessage, 'sent_at'>): Promise<void> {
  await ctx.store.outboxMessages.insert({ id: newId(), ...message, to: normaliseEmail(message.to), sent_at: isoAt(ctx.now()) })
}

/** The mail sent to `email`, newest first; none for an address nothing was sent to. */
export async function outboxFor(ctx: BackendContext, email: string): Promise<{ messages: OutboxMessage[] }> {
  // Newest first; two sent in the same millisecond by their ids, which sort in the order they were made.
  const sent = await ctx.store.outboxMessages.findAll({ to: normaliseEmail(email) }, [['sent_at', 'desc'], ['id', 'desc']])
  const messages = sent.slice(0, OUTBOX_LIMIT).map(({ to, subject, link, sent_at }) => ({ to, subject, link, sent_at }))
  return { messages }
}
