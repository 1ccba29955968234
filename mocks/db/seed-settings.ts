/** The demo owner's saved settings: her contact details filled in, every choice at its default. */
import type { Store } from '../../backend/store'
import { DEFAULT_NOTIFICATIONS, DEFAULT_PREFERENCES } from '../../kernel/contract'
import { DEMO_ACCOUNT } from '../fixtures/accounts'

export async function seedAccountSettings(store: Store): Promise<void> {
  await store.accountSettings.insert({
    id: `settings-${DEMO_ACCOUNT.id}`,
    account_id: DEMO_ACCOUNT.id,
    name: DEMO_ACCOUNT.full_name,
    email: DEMO_ACCOUNT.email,
    company: DEMO_ACCOUNT.business_name,
    role: 'Founder & Managing Director',
    phone: '+60 12-382 4417',
    notify_email: DEFAULT_NOTIFICATIONS.email,
    notify_push: DEFAULT_NOTIFICATIONS.push,
    notify_weekly_reports: DEFAULT_NOTIFICATIONS.weekly_reports,
    notify_insights: DEFAULT_NOTIFICATIONS.insights,
    notify_system_updates: DEFAULT_NOTIFICATIONS.system_updates,
    ...DEFAULT_PREFERENCES,
    updated_at: DEMO_ACCOUNT.created_at,
  })
}
