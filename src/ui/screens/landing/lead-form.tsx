import { useRef } from 'react'
import type { LeadFields } from '../../../machines/lead/lead.machine'
import { m } from '../../../i18n/messages'
import { LEAD_TEXT } from './messages'
import { BoundTextField } from '../../components/field/bound-text-field'
import { describedBy, Field, SubmitButton } from '../../components/field/field'
import { submitHandler, useFocusOnRefusal, type FormProps } from '../../components/field/form'
import { countryOptions } from './countries'
import { Icon } from './icons'
import './lead-form.css'

export type LeadOutcome = 'success' | 'failure' | null

export interface LeadFormProps extends FormProps<LeadFields> {
  outcome: LeadOutcome
}

/**
 * The hero's lead form (docs/product.md#lead-form, docs/product.md#lead-form-states,
 * docs/product.md#landing-messages). Validation is the browser's: `required`, `type=email` and a
 * required select whose placeholder option is empty, so an incomplete form never submits; what the
 * machine refuses beyond that (a company name of spaces) is said under the field, which takes the
 * focus. Both live regions are always in the page, so their messages are announced when they appear.
 */
export function LeadForm(form: LeadFormProps) {
  const { fields, busy, outcome, errors, onChange, onSubmit } = form
  const submit = submitHandler(onSubmit)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusOnRefusal(formRef, form.refusals)
  return (
    <section id="get-started" className="lead-card" aria-labelledby="get-started-title">
      <div className="lead-card__head">
        <h2 id="get-started-title">{m.lead_title()}</h2>
        <p>{m.lead_lede()}</p>
      </div>
      <form ref={formRef} className="lead-card__form" onSubmit={submit} aria-busy={busy}>
        <BoundTextField
          form={form}
          name="email"
          id="lead-email"
          label={m.lead_email()}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={m.lead_emailPlaceholder()}
          required
        />
        <BoundTextField
          form={form}
          name="company_name"
          id="lead-company"
          label={m.lead_company()}
          type="text"
          autoComplete="organization"
          placeholder={m.lead_companyPlaceholder()}
          required
        />
        <Field id="lead-country" label={m.lead_country()} error={errors?.country}>
          <select
            id="lead-country"
            name="country"
            autoComplete="country"
            required
            {...describedBy('lead-country', null, errors?.country)}
            disabled={busy}
            value={fields.country}
            onChange={(event) => onChange('country', event.target.value)}
          >
            <option value="" disabled>
              {m.lead_countryPlaceholder()}
            </option>
            {countryOptions().map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="lead-card__messages">
          <div role="status">{outcome === 'success' ? <p className="banner banner-success">{LEAD_TEXT.success}</p> : null}</div>
          <div role="alert">{outcome === 'failure' ? <p className="banner banner-error">{LEAD_TEXT.failure}</p> : null}</div>
        </div>
        <SubmitButton busy={busy} busyLabel={m.lead_submitting()} className="btn btn-accent btn-lg btn-block">
          {m.lead_submit()}
        </SubmitButton>
        <p className="lead-card__note">
          <Icon name="shield" size={16} />
          {m.lead_note()}
        </p>
      </form>
    </section>
  )
}
