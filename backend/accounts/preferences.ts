/** An account's preferences the domain reads when it computes and words its answers. */
import type { BackendContext } from '../context'
import { DEFAULT_TIMEZONE } from '../../src/format'

/**
 * The timezone an account's local times are read and shown in: the one settings store (PUT
 * /settings {preferences}), Asia/Kuala_Lumpur until the owner chooses another. The one place that
 * reads the stored choice.
 */
export function accountTimezone(ctx: BackendContext, accountId: string): string {
  return ctx.store.accountSettings.find({ account_id: accountId })?.timezone ?? DEFAULT_TIMEZONE
}
