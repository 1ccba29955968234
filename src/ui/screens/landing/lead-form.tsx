import { useRef } from 'react'
import type { LeadFields } from '../../../machines/lead/lead.machine'
import { LEAD_FAILURE, LEAD_SUCCESS } from './messages'
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
        <h2 id="get-started-title">Get Started Today</h2>
        <p>Join Malaysian businesses already using AI to grow</p>
      </div>
      <form ref={formRef} className="lead-card__form" onSubmit={submit} aria-busy={busy}>
        <BoundTextField
          form={form}
          name="email"
          id="lead-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourbusiness.my"
          required
        />
        <BoundTextField
          form={form}
          name="company_name"
          id="lead-company"
          label="Company name"
          type="text"
          autoComplete="organization"
          placeholder="e.g. Kopi Aminah Sdn Bhd"
          required
        />
        <Field id="lead-country" label="Country" error={errors?.country}>
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
              Select your country
            </option>
            {countryOptions().map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="lead-card__messages">
          <div role="status">{outcome === 'success' ? <p className="banner banner-success">{LEAD_SUCCESS}</p> : null}</div>
          <div role="alert">{outcome === 'failure' ? <p className="banner banner-error">{LEAD_FAILURE}</p> : null}</div>
        </div>
        <SubmitButton busy={busy} busyLabel="Creating your account..." className="btn btn-accent btn-lg btn-block">
          Start free trial
        </SubmitButton>
        <p className="lead-card__note">
          <Icon name="shield" size={16} />
          We use these details only to set up your onboarding.
        </p>
      </form>
    </section>
  )
}
