/** An account's preferences the domain reads when it computes and words its answers. */
import type { BackendContext } from '../context'
import { CurrencySchema, DEFAULT_PREFERENCES, LanguageSchema } from '../../kernel/contract'
import { DEFAULT_TIMEZONE, knownZone, type Locale } from '../../kernel/format'

/**
 * The timezone an account's local times are read and shown in: the one settings store (PUT
 * /settings {preferences}), Asia/Kuala_Lumpur until the owner chooses another. The one place that
 * reads the stored choice.
 */
export async function accountTimezone(ctx: BackendContext, accountId: string): Promise<string> {
  return (await ctx.store.accountSettings.find({ account_id: accountId }))?.timezone ?? DEFAULT_TIMEZONE
}

/**
 * The account's locale as its settings say (PUT /settings {preferences}): language, currency and a
 * zone the runtime knows; the defaults (English, ringgit, Kuala Lumpur) for an account that has not
 * chosen, and for a stored value of an older shape. The amounts are the business's own, in its own
 * currency: the currency only says how they are written, nothing is converted.
 */
export async function accountLocale(ctx: BackendContext, accountId: string): Promise<Locale> {
  const stored = await ctx.store.accountSettings.find({ account_id: accountId })
  return {
    language: LanguageSchema.catch(DEFAULT_PREFERENCES.language).parse(stored?.language),
    currency: CurrencySchema.catch(DEFAULT_PREFERENCES.currency).parse(stored?.currency),
    timezone: knownZone(await accountTimezone(ctx, accountId)),
  }
}

/**
 * What the backend writes its messages, insights and report in: the account's currency and zone,
 * in English. Selera writes English only for now (Settings says so beside the language), and a
 * Malay weekday or a Chinese month in an English sentence reads worse than none; the report's font
 * cannot draw Chinese at all.
 */
export async function writingLocale(ctx: BackendContext, accountId: string): Promise<Locale> {
  return { ...await accountLocale(ctx, accountId), language: 'en' }
}
