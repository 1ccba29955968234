/**
 * `GET/PUT /settings`: the owner's settings, one record per account (the defaults until the first
 * save). A save carries exactly one section (docs/product.md#settings); a password change checks
 * the current password and replaces the stored hash, so the next sign-in needs the new one.
 * Two-factor sign-in is not a stored choice: it is on while the account has a verified TOTP factor,
 * which only the auth service's MFA calls add or remove (a code is needed both ways).
 */
import {
  CurrencySchema,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  DEFAULT_SUPPORT_REQUEST,
  LanguageSchema,
  NotificationsUpdateSchema,
  PreferencesUpdateSchema,
  ProfileUpdateSchema,
  SecurityUpdateSchema,
  ThemeSchema,
  TimezoneSchema,
  type AuthValidateResponse,
  type SettingsResponse,
  type SettingsUpdateResponse,
} from '../../kernel/contract'
import { MIN_PASSWORD_LENGTH } from '../../kernel/limits'
import { findAccountById } from '../accounts/accounts'
import type { Caller } from '../auth/authenticate'
import { accountTimezone } from '../accounts/preferences'
import { hasVerifiedFactor } from '../auth/factor-store'
import { hashPassword, newSalt, verifyPassword } from '../auth/secrets'
import { revokeSessions } from '../auth/sessions'
import { isoAt, type BackendContext } from '../context'
import { apiError } from '../errors'
import type { AccountSettingsRecord } from '../store'

/** Supabase's default minimum, which the real auth service would enforce: the one the app's forms check too. */

export const SETTINGS_MESSAGES = {
  unreadable: 'The settings could not be read. Please send them as JSON.',
  oneSection: 'Please save one settings section at a time: profile, notifications, preferences or security.',
  profile: 'Full name, email, company, role and phone must each be text.',
  notifications: 'Each notification setting must be on or off.',
  preferences: 'Theme must be light, dark or system; language en, ms or zh; currency MYR, USD or SGD; timezone Asia/Kuala_Lumpur, Asia/Singapore or Asia/Bangkok.',
  security: 'To change security settings, send your current password, a new password (blank to keep it) and whether two-factor authentication is on.',
  wrongPassword: 'Your current password is incorrect.',
  shortPassword: `Your new password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  twoFactorNotConfirmed: 'Confirm two-factor authentication with a code from your authenticator app first.',
  twoFactorStillOn: 'Two-factor authentication stays on until you turn it off with a code from your authenticator app.',
} as const

type Fields = Omit<AccountSettingsRecord, 'id' | 'account_id' | 'updated_at'>

async function storedOrDefault(ctx: BackendContext, accountId: string): Promise<Fields> {
  const record = await ctx.store.accountSettings.find({ account_id: accountId })
  if (record) {
    const { id: _id, account_id: _account, updated_at: _updated, ...fields } = record
    return fields
  }
  const account = await findAccountById(ctx, accountId)
  const notify = DEFAULT_NOTIFICATIONS
  return {
    name: account?.full_name ?? '',
    email: account?.email ?? '',
    company: account?.business_name ?? '',
    role: '',
    phone: '',
    notify_email: notify.email,
    notify_push: notify.push,
    notify_weekly_reports: notify.weekly_reports,
    notify_insights: notify.insights,
    notify_system_updates: notify.system_updates,
    ...DEFAULT_PREFERENCES,
  }
}

export async function getSettings(ctx: BackendContext, accountId: string): Promise<SettingsResponse> {
  const s = await storedOrDefault(ctx, accountId)
  // The timezone comes from the one reader every computation uses, so the answer never disagrees with them.
  const timezone = TimezoneSchema.catch(DEFAULT_PREFERENCES.timezone).parse(await accountTimezone(ctx, accountId))
  // Stored values were checked when saved; the catch only guards records of an older shape.
  const preferences = {
    theme: ThemeSchema.catch(DEFAULT_PREFERENCES.theme).parse(s.theme),
    language: LanguageSchema.catch(DEFAULT_PREFERENCES.language).parse(s.language),
    currency: CurrencySchema.catch(DEFAULT_PREFERENCES.currency).parse(s.currency),
    timezone,
  }
  return {
    profile: { name: s.name, email: s.email, company: s.company, role: s.role, phone: s.phone },
    notifications: { email: s.notify_email, push: s.notify_push, weekly_reports: s.notify_weekly_reports, insights: s.notify_insights, system_updates: s.notify_system_updates },
    preferences,
    request: { ...DEFAULT_SUPPORT_REQUEST },
    security: { twoFactor: await hasVerifiedFactor(ctx, accountId) },
  }
}

async function store(ctx: BackendContext, accountId: string, patch: Partial<Fields>): Promise<void> {
  const updated_at = isoAt(ctx.now())
  const existing = await ctx.store.accountSettings.find({ account_id: accountId })
  if (existing) await ctx.store.accountSettings.update(existing.id, { ...patch, updated_at })
  else await ctx.store.accountSettings.insert({ id: `settings-${accountId}`, account_id: accountId, ...await storedOrDefault(ctx, accountId), ...patch, updated_at })
}

/** Which section a body is, by its keys; null when it is none or more than one. */
function sectionOf(body: object): 'profile' | 'notifications' | 'preferences' | 'security' | null {
  const keys = Object.keys(body)
  if (keys.length === 1 && (keys[0] === 'profile' || keys[0] === 'notifications' || keys[0] === 'preferences')) return keys[0]
  if (keys.length > 0 && keys.every((key) => key === 'currentPassword' || key === 'newPassword' || key === 'twoFactor')) return 'security'
  return null
}

/** `PUT /settings` for the caller's session (`sessionId` stays signed in after a password change; the others end). */
export async function saveSettings(ctx: BackendContext, accountId: string, sessionId: string, body: unknown): Promise<SettingsUpdateResponse> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw apiError(400, SETTINGS_MESSAGES.unreadable)
  const section = sectionOf(body)
  if (section === null) throw apiError(400, SETTINGS_MESSAGES.oneSection)
  if (section === 'profile') {
    const parsed = ProfileUpdateSchema.safeParse(body)
    if (!parsed.success) throw apiError(400, SETTINGS_MESSAGES.profile)
    const { name, email, company, role, phone } = parsed.data.profile
    await store(ctx, accountId, { name: name.trim(), email: email.trim(), company: company.trim(), role: role.trim(), phone: phone.trim() })
  } else if (section === 'notifications') {
    const parsed = NotificationsUpdateSchema.safeParse(body)
    if (!parsed.success) throw apiError(400, SETTINGS_MESSAGES.notifications)
    const n = parsed.data.notifications
    await store(ctx, accountId, { notify_email: n.email, notify_push: n.push, notify_weekly_reports: n.weekly_reports, notify_insights: n.insights, notify_system_updates: n.system_updates })
  } else if (section === 'preferences') {
    const parsed = PreferencesUpdateSchema.safeParse(body)
    if (!parsed.success) throw apiError(400, SETTINGS_MESSAGES.preferences)
    await store(ctx, accountId, { ...parsed.data.preferences })
  } else {
    const parsed = SecurityUpdateSchema.safeParse(body)
    if (!parsed.success) throw apiError(400, SETTINGS_MESSAGES.security)
    await saveSecurity(ctx, accountId, sessionId, parsed.data)
  }
  return { success: true }
}

/**
 * A blank new password keeps the current one. `twoFactor` must say what is (a verified factor or
 * not): this call cannot turn it on or off. Nothing is saved when a check fails.
 */
async function saveSecurity(ctx: BackendContext, accountId: string, sessionId: string, security: { currentPassword: string; newPassword: string; twoFactor: boolean }): Promise<void> {
  const twoFactorOn = await hasVerifiedFactor(ctx, accountId)
  if (security.twoFactor && !twoFactorOn) throw apiError(400, SETTINGS_MESSAGES.twoFactorNotConfirmed)
  if (!security.twoFactor && twoFactorOn) throw apiError(400, SETTINGS_MESSAGES.twoFactorStillOn)
  if (security.newPassword !== '') {
    const account = await findAccountById(ctx, accountId)
    if (!account || !(await verifyPassword(security.currentPassword, account.password_hash, account.password_salt))) throw apiError(400, SETTINGS_MESSAGES.wrongPassword)
    if (security.newPassword.length < MIN_PASSWORD_LENGTH) throw apiError(400, SETTINGS_MESSAGES.shortPassword)
    const password_salt = newSalt()
    await ctx.store.accounts.update(accountId, { password_salt, password_hash: await hashPassword(security.newPassword, password_salt, ctx.passwordIterations) })
    // Whoever knew the old password is signed out everywhere else, as Supabase can be set to do.
    await revokeSessions(ctx, accountId, { except: sessionId })
  }
}

/**
 * `POST /auth`: the caller's token accepted (`authenticate`), with the account's saved preferences,
 * which the app takes on at sign-in (spec-deviations row 46).
 */
export async function acceptSession(ctx: BackendContext, { account }: Caller): Promise<AuthValidateResponse> {
  return { user_id: account.id, email: account.email, preferences: (await getSettings(ctx, account.id)).preferences }
}
