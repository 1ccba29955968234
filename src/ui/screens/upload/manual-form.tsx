import type { FormEvent } from 'react'
import type { ManualField, ManualFields } from '../../../machines/manual-entry/manual-entry.machine'
import { EMAILS_HINT } from './messages'
import { SubmitButton, TextField } from '../../components/field/field'
import { LiveMessages, type Banner } from './live-messages'

export interface ManualFormProps {
  fields: ManualFields
  busy: boolean
  banner: Banner | null
  onChange: (field: ManualField, value: string) => void
  onSubmit: () => void
}

/**
 * The manual entry half (docs/product.md#manual-entry): date and sales amount required (the browser
 * checks them: required, min 0, step 0.01), customer e-mails optional and not validated here.
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
        <TextField id="manual-date" label="Date" name="date" type="date" required disabled={busy} value={fields.date} onValueChange={(value) => onChange('date', value)} />
        <TextField
          id="manual-sales"
          label="Sales amount (RM)"
          name="sales"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="0.00"
          required
          disabled={busy}
          value={fields.sales}
          onValueChange={(value) => onChange('sales', value)}
        />
        <TextField
          id="manual-emails"
          label="Customer emails (optional)"
          hint={EMAILS_HINT}
          name="emails"
          type="text"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="aminah@example.my, wei@example.my"
          disabled={busy}
          value={fields.emails}
          onValueChange={(value) => onChange('emails', value)}
        />
        <LiveMessages banner={banner} />
        <SubmitButton busy={busy} busyLabel="Submitting..." className="btn btn-primary manual-form__submit">
          Submit manual data
        </SubmitButton>
      </form>
    </section>
  )
}
