import { Field } from '../../../components/field/field'
import type { SectionBinding } from '../use-section'

export interface DescriptionFieldProps {
  id: string
  label: string
  placeholder: string
  rows: number
  /** The tab's form, whose `description` the owner writes here. */
  form: Pick<SectionBinding<{ description: string }, string>, 'values' | 'busy' | 'change'>
}

/** The owner's own words in a Settings form that sends a request (a goal, a support request): a textarea bound to the form's `description`. */
export function DescriptionField({ id, label, placeholder, rows, form }: DescriptionFieldProps) {
  return (
    <Field id={id} label={label}>
      <textarea
        id={id}
        name="description"
        rows={rows}
        placeholder={placeholder}
        value={form.values.description}
        disabled={form.busy}
        onChange={(event) => form.change('description', event.target.value)}
      />
    </Field>
  )
}
