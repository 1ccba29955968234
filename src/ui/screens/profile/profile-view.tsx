import type { Currency } from '../../../api/schemas'
import type { ProfileErrors, ProfileFields } from '../../../machines/company-profile/company-profile.machine'
import { currencySymbol } from '../../../format'
import { describedBy, Field, SubmitButton } from '../../components/field/field'
import { submitHandler } from '../../components/field/form'
import { ScreenHeader } from '../../components/screen-header/screen-header'
import { PROFILE_SECTIONS, type ProfileFieldSpec } from './profile-sections'
import './profile.css'

/** The screen's words: the spec's exactly where it has them. */
export const PROFILE_TEXT = {
  title: 'Company Profile - Help our AI understand your business better',
  lede: 'Every answer is optional. The more Selera knows, the better its insights, report and assistant fit your business.',
  loading: 'Loading your profile...',
  loadFailed: 'Failed to load profile data',
  retry: 'Try again',
  save: 'Save Company Profile',
  saving: 'Saving...',
  saved: 'Profile saved successfully!',
  saveFailed: 'Failed to save profile. Please try again.',
  leaveTitle: 'Leave without saving your profile?',
  leave: 'Leave and discard the changes',
  stay: 'Stay and save',
  leaveWarning: 'Your changes to the company profile are not saved yet. Leaving now discards them.',
  numberRefused: { whole: 'Enter a whole number, such as 12.', money: 'Enter an amount in RM with at most two decimals, such as 18.90.' },
} as const

/** An amount field's label and refusal name the account's currency ('Average transaction value (S$)'); ringgit when the profile does not say. */
export function moneyWords(label: string, currency: Currency | null): { label: string; refused: string } {
  const symbol = currencySymbol(currency ?? 'MYR')
  return { label: `${label} (${symbol})`, refused: PROFILE_TEXT.numberRefused.money.replace('RM', symbol) }
}

export type ProfilePhase = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saved' | 'saveFailed'

export interface ProfileViewProps {
  phase: ProfilePhase
  fields: ProfileFields
  errors: ProfileErrors
  /** The account's currency, which the average transaction is in. */
  currency: Currency | null
  onChange: (field: keyof ProfileFields, value: string) => void
  onSave: () => void
  onRetry: () => void
}

function ProfileInput({ spec, value, error, busy, onChange }: { spec: ProfileFieldSpec; value: string; error: string | null; busy: boolean; onChange: (value: string) => void }) {
  const id = `profile-${spec.field}`
  const common = { id, name: spec.field, value, disabled: busy, placeholder: `e.g. ${spec.placeholder}`, onChange: (event: { target: { value: string } }) => onChange(event.target.value), ...describedBy(id, null, error) }
  return (
    <Field id={id} label={spec.label} error={error}>
      {spec.kind === 'long' ? (
        <textarea rows={3} {...common} />
      ) : spec.kind === 'whole' ? (
        <input type="number" inputMode="numeric" min="0" step="1" {...common} />
      ) : spec.kind === 'money' ? (
        <input type="number" inputMode="decimal" min="0" step="0.01" {...common} />
      ) : (
        <input type="text" {...common} />
      )}
    </Field>
  )
}

/** The Company Profile screen from plain props (spec §3, §7): eight sections, one Save. */
export function ProfileView({ phase, fields, errors, currency, onChange, onSave, onRetry }: ProfileViewProps) {
  const busy = phase === 'saving'
  if (phase === 'loading' || phase === 'loadFailed') {
    return (
      <>
        <ScreenHeader title={PROFILE_TEXT.title} />
        {phase === 'loading' ? (
          <p role="status" className="profile__status">
            {PROFILE_TEXT.loading}
          </p>
        ) : (
          <div className="card profile__failed">
            <p role="alert" className="banner banner-error">
              {PROFILE_TEXT.loadFailed}
            </p>
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {PROFILE_TEXT.retry}
            </button>
          </div>
        )}
      </>
    )
  }
  return (
    <>
      <ScreenHeader title={PROFILE_TEXT.title} />
      <p className="profile__lede">{PROFILE_TEXT.lede}</p>
      <form className="profile" onSubmit={submitHandler(onSave)} aria-busy={busy} noValidate>
        {PROFILE_SECTIONS.map((section) => (
          <section key={section.id} className="card profile__section" aria-labelledby={`profile-${section.id}`}>
            <h2 id={`profile-${section.id}`} className="profile__title">
              {section.title}
            </h2>
            <p className="profile__uses">{section.uses}</p>
            <div className="profile__fields">
              {section.fields.map((spec) => {
                const money = spec.kind === 'money' ? moneyWords(spec.label, currency) : null
                const refused = errors[spec.field] ? (money?.refused ?? PROFILE_TEXT.numberRefused.whole) : null
                const shown = money ? { ...spec, label: money.label } : spec
                return <ProfileInput key={spec.field} spec={shown} value={fields[spec.field]} error={refused} busy={busy} onChange={(value) => onChange(spec.field, value)} />
              })}
            </div>
          </section>
        ))}
        <div className="profile__actions">
          <div role="status" className="profile__banner">
            {phase === 'saved' ? <p className="banner banner-success">{PROFILE_TEXT.saved}</p> : null}
          </div>
          <div role="alert" className="profile__banner">
            {phase === 'saveFailed' ? <p className="banner banner-error">{PROFILE_TEXT.saveFailed}</p> : null}
          </div>
          <SubmitButton busy={busy} busyLabel={PROFILE_TEXT.saving} className="btn btn-primary">
            {PROFILE_TEXT.save}
          </SubmitButton>
        </div>
      </form>
    </>
  )
}
