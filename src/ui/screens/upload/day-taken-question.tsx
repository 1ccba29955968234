import { useEffect, useRef } from 'react'
import { MANUAL_DAY_TAKEN } from './messages'

export interface DayTakenQuestionProps {
  /** The server's words about the day's entry: "20 Nov 2026 already has a manual entry: RM1,234.56." */
  detail: string | null
  onReplace: () => void
  onAdd: () => void
  onCancel: () => void
}

/**
 * The question a second manual entry for a day raises (docs/product.md#manual-entry): replace the
 * day's entry, add to it, or neither. It takes the focus when it appears (the submit button it
 * replaces in the owner's attention is disabled meanwhile), so it is read out and answered first.
 */
export function DayTakenQuestion({ detail, onReplace, onAdd, onCancel }: DayTakenQuestionProps) {
  const groupRef = useRef<HTMLDivElement>(null)
  useEffect(() => groupRef.current?.focus(), [])
  return (
    <div ref={groupRef} className="banner banner-warning manual-question" role="group" aria-labelledby="manual-question-text" tabIndex={-1}>
      <div>
        <p id="manual-question-text">{MANUAL_DAY_TAKEN.question}</p>
        {detail ? <p className="upload-banner__detail">{detail}</p> : null}
        <div className="manual-question__actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={onReplace}>
            {MANUAL_DAY_TAKEN.replace}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onAdd}>
            {MANUAL_DAY_TAKEN.add}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            {MANUAL_DAY_TAKEN.cancel}
          </button>
        </div>
      </div>
    </div>
  )
}
