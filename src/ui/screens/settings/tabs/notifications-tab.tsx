import { settingsSections, type NotificationValues } from '../../../../machines/settings/settings-forms.machine'
import { Switch } from '../../../components/switch/switch'
import { TabForm } from '../section-form'
import { SETTINGS_TEXT } from '../settings-text'
import { useSection } from '../use-section'

const TEXT = SETTINGS_TEXT.notifications
const SWITCHES = ['email', 'push', 'weekly_reports', 'insights', 'system_updates'] as const

/** Notifications tab: the five switches of docs/product.md#settings-tabs and 'Save Preferences'. */
export function NotificationsTab({ notifications }: { notifications: NotificationValues }) {
  const form = useSection(settingsSections.notifications, notifications)
  return (
    <TabForm tab="notifications" heading={TEXT.heading} about={TEXT.about} form={form} success={SETTINGS_TEXT.saved} button={{ label: TEXT.save, busyLabel: TEXT.saving }}>
      <div className="settings__switches">
        {SWITCHES.map((name) => (
          <Switch
            key={name}
            id={`settings-notify-${name}`}
            label={TEXT.switches[name].label}
            hint={TEXT.switches[name].hint}
            checked={form.values[name]}
            disabled={form.busy}
            onChange={(checked) => form.change(name, checked)}
          />
        ))}
      </div>
    </TabForm>
  )
}
