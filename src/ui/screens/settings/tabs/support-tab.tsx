import { PRIORITIES, settingsSections, type SupportValues } from '../../../../machines/settings/settings-forms.machine'
import { Field, hintId } from '../../../components/field/field'
import { SectionForm } from '../section-form'
import { SETTINGS_TEXT } from '../settings-text'
import { useSection } from '../use-section'
import { DescriptionField } from './description-field'

const TEXT = SETTINGS_TEXT.support

/**
 * Support tab: a request to Selera's team with its priority, and how to reach them
 * (docs/product.md#settings-tabs).
 */
export function SupportTab({ request }: { request: SupportValues }) {
  const form = useSection(settingsSections.support, request)
  return (
    <>
      <h2 id="settings-support-heading" className="settings__heading">
        {TEXT.heading}
      </h2>
      <div className="settings__columns">
        <SectionForm
          labelledBy="settings-support-heading"
          form={form}
          success={TEXT.submitted}
          button={{ label: TEXT.submit, busyLabel: TEXT.submitting, disabled: !form.sendable }}
        >
          <Field id="settings-priority" label={TEXT.priority}>
            <select id="settings-priority" name="priority" value={form.values.priority} disabled={form.busy} onChange={(event) => form.change('priority', event.target.value as SupportValues['priority'])}>
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {TEXT.priorities[priority]}
                </option>
              ))}
            </select>
          </Field>
          <DescriptionField id="settings-support-description" label={TEXT.description} placeholder={TEXT.descriptionPlaceholder} rows={5} form={form} />
        </SectionForm>
        <aside className="settings__aside" aria-labelledby={hintId('settings-help')}>
          <h3 id={hintId('settings-help')} className="settings__subheading">
            {TEXT.helpTitle}
          </h3>
          <p>{TEXT.helpText}</p>
          <dl className="settings__contacts">
            {TEXT.contacts.map((contact) => (
              <div key={contact.id}>
                <dt>{contact.label}</dt>
                <dd>
                  <a href={contact.href}>{contact.value}</a>
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </>
  )
}
