/** `POST /leads`: the landing page's lead form (docs/product.md#lead-form). No account: a visitor has none yet. */
import { LeadRequestSchema, type LeadResponse } from '../../kernel/contract'
import { apiError } from '../errors'
import { isoAt, type BackendContext } from '../context'
import { newId } from '../ids'

/**
 * Every submission is stored, duplicates included: a visitor who comes back (perhaps with another
 * country) is a second touch sales wants to see, and the landing page answers the same either way.
 */
export async function createLead(ctx: BackendContext, body: unknown): Promise<LeadResponse> {
  const parsed = LeadRequestSchema.safeParse(body)
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))]
    throw apiError(400, `Invalid lead: check ${fields.join(', ')}`)
  }
  const lead = await ctx.store.leads.insert({
    id: newId(),
    email: parsed.data.email.toLowerCase(),
    company_name: parsed.data.company_name,
    country: parsed.data.country,
    created_at: isoAt(ctx.now()),
  })
  return { id: lead.id, created_at: lead.created_at }
}
