import { useId, type ReactNode } from 'react'
import './state-card.css'

export interface StateCardProps {
  title: string
  /** 'error': the card stands for a failed load, marked by a red edge. */
  tone?: 'error'
  children: ReactNode
}

/** A card in place of a screen's content that says why the content is not there: nothing yet, or a failed load. */
export function StateCard({ title, tone, children }: StateCardProps) {
  const titleId = useId()
  return (
    <section className={tone === 'error' ? 'card state-card state-card--error' : 'card state-card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="state-card__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

export interface LoadFailedCardProps {
  title: string
  /** What happened, announced as an alert. */
  text: string
  retryLabel: string
  onRetry: () => void
}

/** A screen's load that failed (docs/product.md#dashboard-states, docs/product.md#generated-media): what happened, and Try again. */
export function LoadFailedCard({ title, text, retryLabel, onRetry }: LoadFailedCardProps) {
  return (
    <StateCard title={title} tone="error">
      <p role="alert">{text}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </StateCard>
  )
}
