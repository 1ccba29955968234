import './zod-config'
import * as z from 'zod'
import { DEFAULT_TIMEZONE } from '../format/locale'
import { CURRENCIES, LANGUAGES, PRIORITIES, THEMES, TIMEZONES } from '../limits'
import { successAnswer } from './common'

export const ThemeSchema = z.enum(THEMES)
export type Theme = z.infer<typeof ThemeSchema>
export const LanguageSchema = z.enum(LANGUAGES)
export type Language = z.infer<typeof LanguageSchema>
export const CurrencySchema = z.enum(CURRENCIES)
export type Currency = z.infer<typeof CurrencySchema>
export const TimezoneSchema = z.enum(TIMEZONES)
export type Timezone = z.infer<typeof TimezoneSchema>
export const PrioritySchema = z.enum(PRIORITIES)
export type Priority = z.infer<typeof PrioritySchema>

// The Settings of docs/product.md#entities, section by section: each section's schema, type and defaults
// (notifications all on except system_updates). The defaults are frozen: they are shared by every machine
// that starts from them, so one must never change them for the others.

// Profile text is free: no rule bounds it.
export const ProfileSettingsSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  role: z.string(),
  phone: z.string(),
})
export type ProfileSettings = z.infer<typeof ProfileSettingsSchema>
export const DEFAULT_PROFILE: Readonly<ProfileSettings> = Object.freeze({ name: '', email: '', company: '', role: '', phone: '' })

export const NotificationSettingsSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  weekly_reports: z.boolean(),
  insights: z.boolean(),
  system_updates: z.boolean(),
})
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>
export const DEFAULT_NOTIFICATIONS: Readonly<NotificationSettings> = Object.freeze({
  email: true,
  push: true,
  weekly_reports: true,
  insights: true,
  system_updates: false,
})

export const PreferenceSettingsSchema = z.object({ theme: ThemeSchema, language: LanguageSchema, currency: CurrencySchema, timezone: TimezoneSchema })
export type PreferenceSettings = z.infer<typeof PreferenceSettingsSchema>
export const DEFAULT_PREFERENCES: Readonly<PreferenceSettings> = Object.freeze({
  theme: 'system',
  language: 'en',
  currency: 'MYR',
  timezone: DEFAULT_TIMEZONE,
})

export const SupportRequestSettingsSchema = z.object({ description: z.string(), priority: PrioritySchema })
export type SupportRequestSettings = z.infer<typeof SupportRequestSettingsSchema>
export const DEFAULT_PRIORITY: Priority = 'medium'
export const DEFAULT_SUPPORT_REQUEST: Readonly<SupportRequestSettings> = Object.freeze({ description: '', priority: DEFAULT_PRIORITY })

/** The Security tab's form. `confirmPassword` never leaves the browser: PUT /settings sends the other three. */
export const SecuritySettingsSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
  twoFactor: z.boolean(),
})
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>
export const DEFAULT_SECURITY: Readonly<SecuritySettings> = Object.freeze({ currentPassword: '', newPassword: '', confirmPassword: '', twoFactor: false })

/** What GET /settings tells of the Security tab: whether two-factor sign-in is on (never a password). */
export const SecurityStatusSchema = z.object({ twoFactor: z.boolean() })
export type SecurityStatus = z.infer<typeof SecurityStatusSchema>

// GET /settings (bearer). The client treats a failure as empty (docs/product.md#settings-states) and falls back to the defaults.
// `security` goes beyond the spec's answer (which has no way to show the saved two-factor choice); optional, so a
// backend without it still passes.
export const SettingsResponseSchema = z.object({
  profile: ProfileSettingsSchema,
  notifications: NotificationSettingsSchema,
  preferences: PreferenceSettingsSchema,
  request: SupportRequestSettingsSchema,
  security: SecurityStatusSchema.optional(),
})
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>
// `satisfies`, not a `Readonly<SettingsResponse>` annotation, so each section keeps its own Readonly type.
export const DEFAULT_SETTINGS = Object.freeze({
  profile: DEFAULT_PROFILE,
  notifications: DEFAULT_NOTIFICATIONS,
  preferences: DEFAULT_PREFERENCES,
  request: DEFAULT_SUPPORT_REQUEST,
} satisfies SettingsResponse)

// PUT /settings (bearer): exactly one section per save. Strict variants, so a body mixing two
// sections is refused instead of silently matching the first.
export const ProfileUpdateSchema = z.strictObject({ profile: ProfileSettingsSchema })
export const NotificationsUpdateSchema = z.strictObject({ notifications: NotificationSettingsSchema })
export const PreferencesUpdateSchema = z.strictObject({ preferences: PreferenceSettingsSchema })
export const SecurityUpdateSchema = z.strictObject(SecuritySettingsSchema.omit({ confirmPassword: true }).shape)
export const SettingsUpdateRequestSchema = z.union([
  ProfileUpdateSchema,
  NotificationsUpdateSchema,
  PreferencesUpdateSchema,
  SecurityUpdateSchema,
])
export type SettingsUpdateRequest = z.infer<typeof SettingsUpdateRequestSchema>
export const SettingsUpdateResponseSchema = successAnswer()
export type SettingsUpdateResponse = z.infer<typeof SettingsUpdateResponseSchema>

// POST /requests (bearer): a goal submission or a support request, told apart by their fields.
export const GoalSubmissionRequestSchema = z.strictObject({
  goal: z.string().trim().min(1),
  /** The goal's description (the Goal submission of docs/product.md#entities). */
  user_query: z.string().trim().min(1),
})
export type GoalSubmissionRequest = z.infer<typeof GoalSubmissionRequestSchema>
export const SupportSubmissionRequestSchema = z.strictObject({
  /** The support description. */
  user_query: z.string().trim().min(1),
  priority: PrioritySchema,
})
export type SupportSubmissionRequest = z.infer<typeof SupportSubmissionRequestSchema>
export const SubmissionRequestSchema = z.union([GoalSubmissionRequestSchema, SupportSubmissionRequestSchema])
export type SubmissionRequest = z.infer<typeof SubmissionRequestSchema>
export const SubmissionResponseSchema = successAnswer()
export type SubmissionResponse = z.infer<typeof SubmissionResponseSchema>
