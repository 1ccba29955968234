import { postGoalRequest, postSupportRequest } from '../../api/requests'
import {
  DEFAULT_SETTINGS,
  DEFAULT_SUPPORT_REQUEST,
  type NotificationSettings,
  type PreferenceSettings,
  type Priority,
  type ProfileSettings,
} from '../../../kernel/contract'
import { putSettings } from '../../api/settings'
import { CURRENCIES, LANGUAGES, MIN_PASSWORD_LENGTH, PRIORITIES, RECENT_GOAL_SUBMISSIONS, THEMES, TIMEZONES } from '../../../kernel/limits'
import { recentGoalsJournal, type GoalValues } from './recent-goals'

export type { GoalValues }
import { createSectionMachine } from './section-form'
import { settingsStore, type SettingsStore } from './settings.store'

// The six Settings tabs' forms (docs/product.md#settings-tabs), each one section machine:
// what it holds, what stops it being sent, what it sends and what it leaves after a save.

export type ProfileValues = ProfileSettings & Record<string, string>
export type NotificationValues = NotificationSettings & Record<string, boolean>
export type PreferenceValues = PreferenceSettings & Record<string, string>
export interface SecurityValues extends Record<string, string | boolean> {
  currentPassword: string
  newPassword: string
  confirmPassword: string
  twoFactor: boolean
}
export interface SupportValues extends Record<string, string> {
  description: string
  priority: Priority
}

/** Why a password change cannot be sent: the confirmation differs, no current password, or too short. */
export type SecurityProblem = 'mismatch' | 'current' | 'short'

const blank = (text: string) => text.trim() === ''

export function securityProblem({ currentPassword, newPassword, confirmPassword }: SecurityValues): SecurityProblem | null {
  if (newPassword === '' && confirmPassword === '') return null
  if (newPassword !== confirmPassword) return 'mismatch'
  if (currentPassword === '') return 'current'
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'short'
  return null
}

export const goalProblem = ({ goal, description }: GoalValues): 'incomplete' | null => (blank(goal) || blank(description) ? 'incomplete' : null)
export const supportProblem = ({ description }: SupportValues): 'blank' | null => (blank(description) ? 'blank' : null)

const trimmedProfile = (profile: ProfileValues): ProfileSettings => ({
  name: profile.name.trim(),
  email: profile.email.trim(),
  company: profile.company.trim(),
  role: profile.role.trim(),
  phone: profile.phone.trim(),
})

async function saved(answer: Promise<{ success: boolean }>): Promise<void> {
  // `success: false` in a 200 is a failed save too (src/api/settings.ts).
  if (!(await answer).success) throw new Error('The server did not save the settings')
}

/** The six forms, built on one store (tests pass their own). */
export function createSettingsSections(store: SettingsStore = settingsStore) {
  return {
    profile: createSectionMachine<ProfileValues>({
      id: 'settings-profile',
      submit: async (values, signal) => {
        const profile = trimmedProfile(values)
        await saved(putSettings({ profile }, signal))
        store.update('profile', profile)
      },
      afterSave: (values) => ({ ...values, ...trimmedProfile(values) }),
    }),
    notifications: createSectionMachine<NotificationValues>({
      id: 'settings-notifications',
      submit: async (notifications, signal) => {
        await saved(putSettings({ notifications: { ...notifications } }, signal))
        store.update('notifications', { ...notifications })
      },
    }),
    preferences: createSectionMachine<PreferenceValues>({
      id: 'settings-preferences',
      saveOnChange: true,
      submit: async (preferences, signal) => {
        await saved(putSettings({ preferences: { ...preferences } }, signal))
        store.update('preferences', { ...preferences })
      },
    }),
    security: createSectionMachine<SecurityValues, SecurityProblem>({
      id: 'settings-security',
      problem: securityProblem,
      submit: async ({ currentPassword, newPassword, twoFactor }, signal) => {
        await saved(putSettings({ currentPassword, newPassword, twoFactor }, signal))
        store.update('security', { twoFactor })
      },
      afterSave: (values) => ({ ...values, currentPassword: '', newPassword: '', confirmPassword: '' }),
    }),
    goals: createSectionMachine<GoalValues, 'incomplete'>({
      id: 'settings-goals',
      problem: goalProblem,
      waitsUntilSendable: true,
      keep: RECENT_GOAL_SUBMISSIONS,
      journal: recentGoalsJournal,
      submit: ({ goal, description }, signal) => saved(postGoalRequest({ goal, user_query: description.trim() }, signal)),
      afterSave: () => ({ goal: '', description: '' }),
    }),
    support: createSectionMachine<SupportValues, 'blank'>({
      id: 'settings-support',
      problem: supportProblem,
      waitsUntilSendable: true,
      submit: ({ description, priority }, signal) => saved(postSupportRequest({ user_query: description.trim(), priority }, signal)),
      afterSave: () => ({ ...DEFAULT_SUPPORT_REQUEST }),
    }),
  }
}

export type SettingsSections = ReturnType<typeof createSettingsSections>
export type SettingsTab = keyof SettingsSections
export const SETTINGS_TABS = ['profile', 'goals', 'notifications', 'preferences', 'security', 'support'] as const satisfies readonly SettingsTab[]
export const settingsSections: SettingsSections = createSettingsSections()
/** The choices the screens offer, re-exported for the views (which do not import the API). */
export { CURRENCIES, DEFAULT_SETTINGS, LANGUAGES, MIN_PASSWORD_LENGTH, PRIORITIES, THEMES, TIMEZONES }

// Each form by name, for the generated docs (docs/machines/settings.md) and the inspector.
export const profileFormMachine = settingsSections.profile
export const goalsFormMachine = settingsSections.goals
export const notificationsFormMachine = settingsSections.notifications
export const preferencesFormMachine = settingsSections.preferences
export const securityFormMachine = settingsSections.security
export const supportFormMachine = settingsSections.support
