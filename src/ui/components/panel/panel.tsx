import { useId, type ReactNode } from 'react'
import './panel.css'

export interface PanelProps {
  /** The panel's h2, which also names its region. */
  title: string
  /** One line under the title. */
  lede?: ReactNode
  /** Controls at the title's end (a button, a link). */
  actions?: ReactNode
  busy?: boolean
  className?: string
  children: ReactNode
}

/** A titled card section of a screen: a named region, so a screen reader lists it and tests find it by name. */
export function Panel({ title, lede, actions, busy, className, children }: PanelProps) {
  const titleId = useId()
  return (
    <section className={['card', 'panel', className].filter(Boolean).join(' ')} aria-labelledby={titleId} {...(busy === undefined ? {} : { 'aria-busy': busy })}>
      <header className="panel__header">
        <div className="panel__heading">
          <h2 id={titleId} className="panel__title">
            {title}
          </h2>
          {lede ? <p className="panel__lede">{lede}</p> : null}
        </div>
        {actions ? <div className="panel__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  )
}
