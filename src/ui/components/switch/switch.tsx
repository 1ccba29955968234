import { hintId } from '../field/field'
import './switch.css'

export interface SwitchProps {
  id: string
  label: string
  /** One line under the label: what turning it on does. */
  hint?: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** An on/off choice that takes effect as a setting (role `switch`, Space or Enter toggles it), its label beside it. */
export function Switch({ id, label, hint, checked, disabled = false, onChange }: SwitchProps) {
  return (
    <div className="switch">
      <div className="switch__words">
        <span id={`${id}-label`} className="switch__label">
          {label}
        </span>
        {hint ? (
          <span id={hintId(id)} className="switch__hint">
            {hint}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        id={id}
        role="switch"
        className="switch__control"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        {...(hint ? { 'aria-describedby': hintId(id) } : {})}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  )
}
