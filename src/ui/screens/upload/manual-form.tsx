import { useRef } from 'react'
import type { Currency } from '../../../../kernel/contract'
import type { ManualFields } from '../../../machines/manual-entry/manual-entry.machine'
import { MANUAL_TEXT, salesLabel } from './messages'
import { BoundTextField } from '../../components/field/bound-text-field'
import { SubmitButton } from '../../components/field/field'
import { Panel } from '../../components/panel/panel'
import { submitHandler, useFocusOnRefusal, type FormProps } from '../../components/field/form'
import { DayTakenQuestion, type DayTakenQuestionProps } from './day-taken-question'
import { LiveMessages, type Banner } from './live-messages'

export interface ManualFormProps extends FormProps<ManualFields> {
  banner: Banner | null
  /** The day already has a manual entry: the question, until it is answered. */
  question: DayTakenQuestionProps | null
  /** The account's currency, which the sales amount is in (null: not known yet, ringgit). */
  currency: Currency | null
}

/**
 * The manual entry half (docs/product.md#manual-entry): date and sales amount (in the account's
 * currency) required (the browser
 * checks them: required, min 0, step 0.01), the number of orders and customer e-mails optional
 * (e-mails not validated here). What the machine refuses beyond the browser (an amount of `1e3`) is
 * said under the field, which takes the focus.
 */
export function ManualForm(form: ManualFormProps) {
  const { busy, banner, question, currency, onSubmit } = form
  const submit = submitHandler(onSubmit)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusOnRefusal(formRef, form.refusals)
  return (
    <Panel title={MANUAL_TEXT.title} lede={MANUAL_TEXT.lede} className="upload-card">
      <form ref={formRef} className="manual-form" onSubmit={submit} aria-busy={busy}>
        <BoundTextField form={form} name="date" id="manual-date" label={MANUAL_TEXT.date} type="date" required />
        <BoundTextField
          form={form}
          name="sales"
          id="manual-sales"
          label={salesLabel(currency)}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          placeholder="0.00"
          required
        />
        <BoundTextField form={form} name="orders" id="manual-orders" label={MANUAL_TEXT.orders} hint={MANUAL_TEXT.ordersHint} type="number" inputMode="numeric" step="1" min="0" />
        <BoundTextField
          form={form}
          name="emails"
          id="manual-emails"
          label={MANUAL_TEXT.emails}
          hint={MANUAL_TEXT.emailsHint}
          type="text"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="aminah@example.my, wei@example.my"
        />
        {question ? <DayTakenQuestion {...question} /> : null}
        <LiveMessages banner={banner} />
        <SubmitButton busy={busy} busyLabel={MANUAL_TEXT.submitting} className="btn btn-primary manual-form__submit" disabled={question !== null}>
          {MANUAL_TEXT.submit}
        </SubmitButton>
      </form>
    </Panel>
  )
}
