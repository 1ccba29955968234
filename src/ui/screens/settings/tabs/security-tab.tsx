import { useCallback, useState } from 'react'
import { settingsSections, type SecurityProblem, type SecurityValues } from '../../../../machines/settings/settings-forms.machine'
import { TextField } from '../../../components/field/field'
import { TabForm } from '../section-form'
import { SETTINGS_TEXT } from '../settings-text'
import { useSection } from '../use-section'
import { TwoFactorPanel } from './two-factor-panel'

const TEXT = SETTINGS_TEXT.security

/** Which field says why a password change was refused, and in which of the tab's words. */
const REFUSED_AT: Record<SecurityProblem, { field: 'currentPassword' | 'newPassword' | 'confirmPassword'; words: 'mismatch' | 'needCurrent' | 'short' }> = {
  mismatch: { field: 'confirmPassword', words: 'mismatch' },
  current: { field: 'currentPassword', words: 'needCurrent' },
  short: { field: 'newPassword', words: 'short' },
}

// Keys of the tab's words, read when the tab renders (so in the language of the moment).
const PASSWORDS = [
  { name: 'currentPassword', label: 'current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'new', autoComplete: 'new-password', hint: 'newHint' },
  { name: 'confirmPassword', label: 'confirm', autoComplete: 'new-password' },
] as const

/** Security tab: the verified e-mail, a password change, two-factor sign-in and how long sessions last (docs/product.md#settings-tabs). */
export function SecurityTab({ security, email }: { security: SecurityValues; email: string }) {
  const form = useSection<SecurityValues, SecurityProblem>(settingsSections.security, security)
  // The Change Password link only opens the fields: what they hold is the machine's.
  const [changing, setChanging] = useState(false)
  const refused = form.refused ? REFUSED_AT[form.refused] : null
  // The next save sends the two-factor state the auth service now has (PUT /settings cannot change it).
  const { change } = form
  const onTwoFactor = useCallback((on: boolean) => change('twoFactor', on), [change])
  return (
    <TabForm tab="security" heading={TEXT.heading} form={form} success={SETTINGS_TEXT.saved} button={{ label: TEXT.save, busyLabel: TEXT.saving }}>
      <div className="settings__email">
        <span className="settings__email-label">{TEXT.email}</span>
        <span className="settings__email-value">{email}</span>
        <span className="badge settings__verified">{TEXT.verified}</span>
      </div>
      <div className="settings__password">
        <button type="button" className="settings__link" aria-expanded={changing} aria-controls="settings-passwords" onClick={() => setChanging(true)}>
          {TEXT.changePassword}
        </button>
        <div id="settings-passwords" className="field-grid" hidden={!changing}>
          {PASSWORDS.map((field) => (
            <TextField
              key={field.name}
              id={`settings-${field.name}`}
              label={TEXT[field.label]}
              type="password"
              autoComplete={field.autoComplete}
              {...('hint' in field ? { hint: TEXT[field.hint] } : {})}
              error={refused?.field === field.name ? TEXT[refused.words] : null}
              value={form.values[field.name]}
              disabled={form.busy}
              onValueChange={(value) => form.change(field.name, value)}
            />
          ))}
        </div>
      </div>
      <TwoFactorPanel on={security.twoFactor} onChanged={onTwoFactor} />
      <div className="settings__sessions">
        <h3 className="settings__subheading">{TEXT.sessions}</h3>
        <p>{TEXT.sessionsText}</p>
      </div>
    </TabForm>
  )
}
