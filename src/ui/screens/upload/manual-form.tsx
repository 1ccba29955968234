import type { FormEvent } from 'react'
import { EMAILS_HINT, type ManualField, type ManualFields } from '../../../machines/manual-entry/manual-entry.machine'
import { LiveMessages, type Banner } from './live-messages'

export interface ManualFormProps {
  fields: ManualFields
  busy: boolean
  banner: Banner | null
  onChange: (field: ManualField, value: string) => void
  onSubmit: () => void
}

/**
 * The manual entry half (spec §2, §5): date and sales amount required (the browser checks them:
 * required, min 0, step 0.01), customer e-mails optional and not validated here.
 */
export function ManualForm({ fields, busy, banner, onChange, onSubmit }: ManualFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <section className="card upload-card" aria-labelledby="manual-title">
      <h2 id="manual-title" className="upload-card__title">
        Enter sales manually
      </h2>
      <p className="upload-card__lede">No export to hand? Enter a day&apos;s total sales.</p>
      <form className="manual-form" onSubmit={submit} aria-busy={busy}>
        <div className="field">
          <label htmlFor="manual-date">Date</label>
          <input
            id="manual-date"
            name="date"
            type="date"
            required
            disabled={busy}
            value={fields.date}
            onChange={(event) => onChange('date', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="manual-sales">Sales amount (RM)</label>
          <input
            id="manual-sales"
            name="sales"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            required
            disabled={busy}
            value={fields.sales}
            onChange={(event) => onChange('sales', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="manual-emails">Customer emails (optional)</label>
          <input
            id="manual-emails"
            name="emails"
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            placeholder="aminah@example.my, wei@example.my"
            aria-describedby="manual-emails-hint"
            disabled={busy}
            value={fields.emails}
            onChange={(event) => onChange('emails', event.target.value)}
          />
          <span id="manual-emails-hint" className="field-hint">
            {EMAILS_HINT}
          </span>
        </div>
        <LiveMessages banner={banner} />
        <button type="submit" className="btn btn-primary manual-form__submit" disabled={busy}>
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" />
              Submitting...
            </>
          ) : (
            'Submit manual data'
          )}
        </button>
      </form>
    </section>
  )
}
