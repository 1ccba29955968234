import type { Driver } from '../driver'

// The Settings screen's words as the owner reads them (src/ui/screens/settings/settings-text.ts).
// Spelled out here, not imported: that module reaches src/config/env.ts, which reads Vite's
// import.meta.env and so does not load in a Playwright test.

export type SettingsTabName = 'profile' | 'goals' | 'notifications' | 'preferences' | 'security' | 'support'

export const SETTINGS_LABELS = {
  tabs: { profile: 'Profile', goals: 'Goals', notifications: 'Notifications', preferences: 'Preferences', security: 'Security', support: 'Support' },
  /** The native select that replaces the tabs below 640 px. */
  picker: 'Section',
  profile: { name: 'Full Name', phone: 'Phone Number', save: 'Save Profile' },
  goals: { goal: 'Business goal', description: 'Goal Description', add: 'Add Goal', recent: 'Recent submissions' },
  notifications: { systemUpdates: 'System Updates', save: 'Save Preferences' },
  preferences: { theme: 'Theme', language: 'Language', currency: 'Currency', timezone: 'Timezone' },
  security: {
    changePassword: 'Change Password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    save: 'Save Security Settings',
    twoFactor: 'Two-factor authentication',
    setupKey: 'Setup key',
    code: 'Six-digit code',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
  },
  support: { priority: 'Priority', description: 'Description', submit: 'Submit Support Request' },
} as const

export interface PasswordChange {
  current: string
  next: string
  confirm: string
}

/** One gesture per thing an owner does on the Settings screen, for Testing Library and Playwright alike. */
export const settingsGestures = {
  /** A tab of the tab list (1280 px). */
  openTab: (driver: Driver, tab: SettingsTabName) => driver.click('tab', SETTINGS_LABELS.tabs[tab]),
  /** The 'Section' select that stands for the tabs below 640 px; its option values are the tab names. */
  pickSection: (driver: Driver, tab: SettingsTabName) => driver.select(SETTINGS_LABELS.picker, tab),
  setPhone: (driver: Driver, phone: string) => driver.fill(SETTINGS_LABELS.profile.phone, phone),
  saveProfile: (driver: Driver) => driver.click('button', SETTINGS_LABELS.profile.save),
  /** A goal by its title, and its description; Add Goal is a separate gesture (it stays disabled until both are given). */
  async describeGoal(driver: Driver, goal: string, description: string) {
    await driver.select(SETTINGS_LABELS.goals.goal, goal)
    await driver.fill(SETTINGS_LABELS.goals.description, description)
  },
  addGoal: (driver: Driver) => driver.click('button', SETTINGS_LABELS.goals.add),
  toggleSystemUpdates: (driver: Driver) => driver.click('switch', SETTINGS_LABELS.notifications.systemUpdates),
  saveNotifications: (driver: Driver) => driver.click('button', SETTINGS_LABELS.notifications.save),
  /** A preference select by its code ('dark', 'SGD', 'Asia/Bangkok'): saved as soon as it changes. */
  choosePreference: (driver: Driver, name: keyof typeof SETTINGS_LABELS.preferences, code: string) => driver.select(SETTINGS_LABELS.preferences[name], code),
  /** Opens the three password fields and fills them in. */
  async changePassword(driver: Driver, change: PasswordChange) {
    await driver.click('button', SETTINGS_LABELS.security.changePassword)
    await driver.fill(SETTINGS_LABELS.security.current, change.current)
    await driver.fill(SETTINGS_LABELS.security.new, change.next)
    await driver.fill(SETTINGS_LABELS.security.confirm, change.confirm)
  },
  confirmPassword: (driver: Driver, confirm: string) => driver.fill(SETTINGS_LABELS.security.confirm, confirm),
  saveSecurity: (driver: Driver) => driver.click('button', SETTINGS_LABELS.security.save),
  /** The two-factor switch: on starts the setup, off asks for a code. */
  toggleTwoFactor: (driver: Driver) => driver.click('switch', SETTINGS_LABELS.security.twoFactor),
  /** The authenticator app's code, then 'Turn on' or 'Turn off'. */
  async confirmTwoFactor(driver: Driver, code: string, turning: 'on' | 'off') {
    await driver.fill(SETTINGS_LABELS.security.code, code)
    await driver.click('button', turning === 'on' ? SETTINGS_LABELS.security.turnOn : SETTINGS_LABELS.security.turnOff)
  },
  /** A support request: its priority ('low' … 'critical') and what is wrong. */
  async describeProblem(driver: Driver, priority: string, description: string) {
    await driver.select(SETTINGS_LABELS.support.priority, priority)
    await driver.fill(SETTINGS_LABELS.support.description, description)
  },
  submitSupport: (driver: Driver) => driver.click('button', SETTINGS_LABELS.support.submit),
}
