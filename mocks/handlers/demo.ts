/**
 * Demo-only calls, without a token. `POST /demo/reset`: behind 'Reset demo data'; a presenter
 * resets from any state, signed in or not, and there is nothing private to protect in seed data.
 * `GET /demo/outbox?email=`: the mail the auth service sent to that address (the reset links),
 * newest first; it stands for the owner's mailbox, which a demo does not have.
 */
import { outboxFor } from '../../backend/auth/outbox'
import { open, type Route } from '../../backend/http/route'
import { resetMockData } from '../db'

export const DEMO_ROUTES: Readonly<Record<string, Route>> = {
  // Resets outside a transaction: the reset replaces the whole database.
  'POST /demo/reset': open(
    async () => {
      await resetMockData()
      return new Response(null, { status: 204 })
    },
    { ownTransaction: true },
  ),
  'GET /demo/outbox': open(({ ctx, url }) => outboxFor(ctx, url.searchParams.get('email') ?? '')),
}
