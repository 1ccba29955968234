import type { ReactNode } from 'react'

export interface LandingSectionProps {
  /** The heading's id: the section is named by its heading. */
  titleId: string
  eyebrow: string
  title: string
  /** A line under the heading. */
  lede?: string
  /** A tinted band, to set the section apart from its neighbours. */
  muted?: boolean
  children: ReactNode
}

/** A landing page section: eyebrow, centred heading and lede, then the section's own content. */
export function LandingSection({ titleId, eyebrow, title, lede, muted = false, children }: LandingSectionProps) {
  return (
    <section className={muted ? 'section section-muted' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
          {lede ? <p>{lede}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
