import { formatDayTime, localeIn } from '../../../../../kernel/format'
import { settingsSections, type GoalValues } from '../../../../machines/settings/settings-forms.machine'
import { Field, hintId } from '../../../components/field/field'
import { SectionForm } from '../section-form'
import { SETTINGS_TEXT } from '../settings-text'
import { useSection } from '../use-section'
import { DescriptionField } from './description-field'

const TEXT = SETTINGS_TEXT.goals
const EMPTY_GOAL: GoalValues = { goal: '', description: '' }

export interface GoalsTabProps {
  /** The goals to choose from; null when they could not be loaded. */
  goals: readonly { title: string }[] | null
  /** The signed-in account, whose submissions of this session the form lists. */
  account: string
  /** The account's zone, for the submitted times. */
  timezone: string
}

/** Goals tab: a goal from the server's list with the owner's description, and this session's last five (docs/product.md#settings-tabs). */
export function GoalsTab({ goals, account, timezone }: GoalsTabProps) {
  const form = useSection(settingsSections.goals, EMPTY_GOAL, { account })
  // Add Goal waits for a goal and its description (the machine's guard); not while one is being added.
  const incomplete = !form.sendable && !form.busy
  const count = goals === null ? null : goals.length === 0 ? TEXT.none : TEXT.available(goals.length)
  return (
    <>
      <h2 id="settings-goals-heading" className="settings__heading">
        {SETTINGS_TEXT.goals.heading}
      </h2>
      <div className="settings__columns">
        <div className="settings__stack">
          <SectionForm
            labelledBy="settings-goals-heading"
            form={form}
            success={TEXT.submitted}
            button={{ label: TEXT.add, busyLabel: TEXT.adding, disabled: incomplete, ...(incomplete ? { describedBy: hintId('settings-add-goal') } : {}) }}
            footnote={
              incomplete ? (
                <p id={hintId('settings-add-goal')} className="settings__footnote">
                  {TEXT.incomplete}
                </p>
              ) : null
            }
          >
            <Field id="settings-goal" label={TEXT.goal} hint={count}>
              <select
                id="settings-goal"
                name="goal"
                value={form.values.goal}
                disabled={form.busy || !goals || goals.length === 0}
                aria-describedby={hintId('settings-goal')}
                onChange={(event) => form.change('goal', event.target.value)}
              >
                <option value="">{TEXT.placeholder}</option>
                {(goals ?? []).map((goal) => (
                  <option key={goal.title} value={goal.title}>
                    {goal.title}
                  </option>
                ))}
              </select>
            </Field>
            {goals === null ? <p className="settings__inline-failure">{TEXT.notLoaded}</p> : null}
            <DescriptionField id="settings-goal-description" label={TEXT.description} placeholder={TEXT.descriptionPlaceholder} rows={4} form={form} />
          </SectionForm>
          <section aria-labelledby="settings-recent-goals">
            <h3 id="settings-recent-goals" className="settings__subheading">
              {TEXT.recent}
            </h3>
            {form.submitted.length === 0 ? (
              <p className="settings__empty">{TEXT.noRecent}</p>
            ) : (
              <ul className="settings__recent">
                {form.submitted.map((entry) => (
                  <li key={entry.at} className="settings__recent-item">
                    <strong>{entry.values.goal}</strong>
                    <span>{entry.values.description}</span>
                    <time dateTime={new Date(entry.at).toISOString()}>{formatDayTime(entry.at, localeIn(timezone))}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="settings__aside" aria-labelledby="settings-why-goals">
          <h3 id="settings-why-goals" className="settings__subheading">
            {TEXT.whyTitle}
          </h3>
          <p>{TEXT.why}</p>
        </aside>
      </div>
    </>
  )
}
