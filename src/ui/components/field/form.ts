import { useEffect, type FormEvent, type RefObject } from 'react'

/** What a form view gets from its screen: the machine's fields, whether it is busy, and the two events. */
export interface FormProps<Fields extends object> {
  fields: Fields
  /** While true every control is disabled (the machine is sending). */
  busy: boolean
  onChange: (field: keyof Fields & string, value: string) => void
  onSubmit: () => void
  /** Why the machine refused a field's value, in words, until the field changes. */
  errors?: Partial<Record<keyof Fields & string, string>>
  /** How many submits the machine refused: each moves the focus to the first refused field. */
  refusals?: number
}

/** A control's binding to the form's machine: its name, value, error, disabled while busy, and its change event. */
export function bound<Fields extends Record<keyof Fields, string>>(form: FormProps<Fields>, name: keyof Fields & string) {
  return { name, value: form.fields[name], error: form.errors?.[name] ?? null, disabled: form.busy, onValueChange: (value: string) => form.onChange(name, value) }
}

/** The words of every error code a form's machine can give, field by field (a screen's messages). */
export type ErrorWords<Errors> = { [Field in keyof Errors]-?: Record<NonNullable<Errors[Field]> & string, string> }

/** A machine's error codes, field by field, in the screen's words. */
export function errorsInWords<Errors extends object>(errors: Errors, words: ErrorWords<Errors>): Partial<Record<keyof Errors & string, string>> {
  const byField = words as Record<string, Record<string, string>>
  const said = Object.entries(errors).flatMap(([field, code]) => (typeof code === 'string' ? [[field, byField[field]?.[code] ?? code]] : []))
  return Object.fromEntries(said) as Partial<Record<keyof Errors & string, string>>
}

/** After each refused submit, the focus goes to the form's first refused field, so its error is read first. */
export function useFocusOnRefusal(formRef: RefObject<HTMLFormElement | null>, refusals: number | undefined): void {
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [formRef, refusals])
}

/** The form's submit handler: the browser has validated the fields; the machine takes it from here. */
export function submitHandler(onSubmit: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault()
    onSubmit()
  }
}
