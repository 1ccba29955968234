import { CURRENCIES, LANGUAGES, settingsSections, THEMES, TIMEZONES, type PreferenceValues } from '../../../../machines/settings/settings-forms.machine'
import { describedBy, Field, hintId } from '../../../components/field/field'
import type { SectionSavedEmitted } from '../../../../machines/settings/section-form'
import { TabForm } from '../section-form'
import { SETTINGS_TEXT } from '../settings-text'
import { useSection } from '../use-section'

const TEXT = SETTINGS_TEXT.preferences

interface Choice<K extends keyof PreferenceValues> {
  name: K
  codes: readonly PreferenceValues[K][]
  /** The choices' words, each read when the tab renders. */
  words: Record<PreferenceValues[K], string>
  hint?: 'languageHint' | 'currencyHint'
}

const CHOICES = [
  { name: 'theme', codes: THEMES, words: TEXT.themes },
  { name: 'language', codes: LANGUAGES, words: TEXT.languages, hint: 'languageHint' },
  { name: 'currency', codes: CURRENCIES, words: TEXT.currencies, hint: 'currencyHint' },
  { name: 'timezone', codes: TIMEZONES, words: TEXT.timezones },
] as const satisfies readonly Choice<keyof PreferenceValues>[]

/** Preferences tab: theme, language, currency, timezone, each a native select saved as soon as it changes. */
export function PreferencesTab({ preferences, onSaved }: { preferences: PreferenceValues; onSaved: (saved: SectionSavedEmitted<PreferenceValues>) => void }) {
  const form = useSection(settingsSections.preferences, preferences, { onSaved })
  return (
    <TabForm tab="preferences" heading={TEXT.heading} about={TEXT.about} form={form} success={SETTINGS_TEXT.saved}>
      <div className="field-grid">
        {CHOICES.map((choice) => {
          const id = `settings-${choice.name}`
          const hint = 'hint' in choice ? TEXT[choice.hint] : undefined
          return (
            <Field key={choice.name} id={id} label={TEXT[choice.name]} hint={hint}>
              <select
                id={id}
                name={choice.name}
                value={form.values[choice.name]}
                disabled={form.busy}
                onChange={(event) => form.change(choice.name, event.target.value as PreferenceValues[typeof choice.name])}
                {...describedBy(id, hint, null)}
              >
                {choice.codes.map((code) => (
                  <option key={code} value={code}>
                    {(choice.words as Record<string, string>)[code]}
                  </option>
                ))}
              </select>
            </Field>
          )
        })}
      </div>
      <p className="settings__saving" aria-live="polite" id={hintId('settings-preferences')}>
        {form.busy ? TEXT.saving : ''}
      </p>
    </TabForm>
  )
}
