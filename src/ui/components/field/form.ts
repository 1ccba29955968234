import type { FormEvent } from 'react'

/** What a form view gets from its screen: the machine's fields, whether it is busy, and the two events. */
export interface FormProps<Fields extends object> {
  fields: Fields
  /** While true every control is disabled (the machine is sending). */
  busy: boolean
  onChange: (field: keyof Fields & string, value: string) => void
  onSubmit: () => void
}

/** A control's binding to the form's machine: its name, value, disabled while busy, and its change event. */
export function bound<Fields extends Record<keyof Fields, string>>(form: FormProps<Fields>, name: keyof Fields & string) {
  return { name, value: form.fields[name], disabled: form.busy, onValueChange: (value: string) => form.onChange(name, value) }
}

/** The form's submit handler: the browser has validated the fields; the machine takes it from here. */
export function submitHandler(onSubmit: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault()
    onSubmit()
  }
}
