/** An account's preferences the domain reads when it computes and words its answers. */
import type { BackendContext } from '../context'
import { DEFAULT_TIMEZONE } from '../../src/format'

/**
 * The timezone an account's local times are read and shown in (settings carry one, default
 * Asia/Kuala_Lumpur). Until settings are stored every account has the default; this is the one
 * place that will read the stored choice.
 */
export function accountTimezone(_ctx: BackendContext, _accountId: string): string {
  return DEFAULT_TIMEZONE
}
