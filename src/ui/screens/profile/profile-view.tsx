import type { Currency } from '../../../../kernel/contract'
import type { ProfileErrors, ProfileFields } from '../../../machines/company-profile/company-profile.machine'
import { currencySymbol } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'
import { describedBy, Field, SubmitButton } from '../../components/field/field'
import { submitHandler } from '../../components/field/form'
import { SaveOutcome } from '../../components/field/save-outcome'
import { ScreenHeader } from '../../components/screen-header/screen-header'
import { PROFILE_SECTIONS, type ProfileFieldSpec } from './profile-sections'
import '../../components/field/form-layout.css'
import './profile.css'

/** The screen's words: the spec's exactly where it has them. Getters, not strings: each reads the catalogue when the screen renders. */
export const PROFILE_TEXT = {
  get title() { return m.profile_title() },
  get lede() { return m.profile_lede() },
  get loading() { return m.profile_loading() },
  get loadFailed() { return m.profile_loadFailed() },
  get retry() { return m.profile_retry() },
  get save() { return m.profile_save() },
  get saving() { return m.profile_saving() },
  get saved() { return m.profile_saved() },
  get saveFailed() { return m.profile_saveFailed() },
  get leaveTitle() { return m.profile_leaveTitle() },
  get leave() { return m.profile_leave() },
  get stay() { return m.profile_stay() },
  get leaveWarning() { return m.profile_leaveWarning() },
  numberRefused: {
    get whole() { return m.profile_numberRefused_whole() },
    /** In ringgit: an amount field's own refusal names the account's currency (`moneyWords`). */
    get money() { return m.profile_numberRefused_money({ symbol: currencySymbol('MYR') }) },
  },
}

/** An amount field's label and refusal name the account's currency ('Average transaction value (S$)'); ringgit when the profile does not say. */
export function moneyWords(label: string, currency: Currency | null): { label: string; refused: string } {
  const symbol = currencySymbol(currency ?? 'MYR')
  return { label: m.profile_moneyLabel({ label, symbol }), refused: m.profile_numberRefused_money({ symbol }) }
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
  const common = { id, name: spec.field, value, disabled: busy, placeholder: m.profile_example({ example: spec.placeholder }), onChange: (event: { target: { value: string } }) => onChange(event.target.value), ...describedBy(id, null, error) }
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

/** The Company Profile screen from plain props (docs/product.md#company-profile): eight sections, one Save. */
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
            <div className="field-grid">
              {section.fields.map((spec) => {
                const money = spec.kind === 'money' ? moneyWords(spec.label, currency) : null
                const refused = errors[spec.field] ? (money?.refused ?? PROFILE_TEXT.numberRefused.whole) : null
                const shown = money ? { ...spec, label: money.label } : spec
                return <ProfileInput key={spec.field} spec={shown} value={fields[spec.field]} error={refused} busy={busy} onChange={(value) => onChange(spec.field, value)} />
              })}
            </div>
          </section>
        ))}
        <div className="form-actions profile__actions">
          <SaveOutcome saved={phase === 'saved' ? PROFILE_TEXT.saved : null} failed={phase === 'saveFailed' ? PROFILE_TEXT.saveFailed : null} />
          <SubmitButton busy={busy} busyLabel={PROFILE_TEXT.saving} className="btn btn-primary">
            {PROFILE_TEXT.save}
          </SubmitButton>
        </div>
      </form>
    </>
  )
}
