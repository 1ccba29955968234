import { TextField, type TextFieldProps } from './field'
import { bound, type FormProps } from './form'

// `form` here is the form's props, not the HTML attribute naming a form element by id.
export type BoundTextFieldProps<Fields extends Record<keyof Fields, string>> = Omit<TextFieldProps, 'form' | 'name' | 'value' | 'disabled' | 'onValueChange'> & {
  form: FormProps<Fields>
  /** The machine's field this control edits, and the input's `name`. */
  name: keyof Fields & string
}

/** A `TextField` bound to its form's machine by the field's name (see `bound`): value, disabled while busy, change event. */
export function BoundTextField<Fields extends Record<keyof Fields, string>>({ form, name, ...field }: BoundTextFieldProps<Fields>) {
  return <TextField {...field} {...bound(form, name)} />
}
