import type { ProfileValues } from '../../../../machines/settings/settings-forms.machine'
import { settingsSections } from '../../../../machines/settings/settings-forms.machine'
import { TextField } from '../../../components/field/field'
import { TabForm } from '../section-form'
import { SETTINGS_TEXT } from '../settings-text'
import { useSection } from '../use-section'

const TEXT = SETTINGS_TEXT.profile
const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'role', type: 'text', autoComplete: 'organization-title' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const

/** Profile tab: who the owner is to Selera (docs/product.md#settings-tabs). */
export function ProfileTab({ profile }: { profile: ProfileValues }) {
  const form = useSection(settingsSections.profile, profile)
  return (
    <TabForm tab="profile" heading={TEXT.heading} about={TEXT.about} form={form} success={SETTINGS_TEXT.saved} button={{ label: TEXT.save, busyLabel: TEXT.saving }}>
      <div className="field-grid">
        {FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            id={`settings-${name}`}
            label={TEXT[name]}
            type={type}
            autoComplete={autoComplete}
            placeholder={SETTINGS_TEXT.example(TEXT.placeholders[name])}
            value={form.values[name]}
            disabled={form.busy}
            onValueChange={(value) => form.change(name, value)}
          />
        ))}
      </div>
    </TabForm>
  )
}
