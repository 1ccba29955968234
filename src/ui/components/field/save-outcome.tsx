import type { ReactNode } from 'react'
import './form-layout.css'

export interface SaveOutcomeProps {
  /** The green banner's words once saved; null before. */
  saved: ReactNode | null
  /** The red banner's words after a failed save; null otherwise. */
  failed: ReactNode | null
}

/** What a save came to, in two live regions always in the page, so each is announced when it fills. */
export function SaveOutcome({ saved, failed }: SaveOutcomeProps) {
  return (
    <>
      <div role="status" className="form-banner">
        {saved ? <p className="banner banner-success">{saved}</p> : null}
      </div>
      <div role="alert" className="form-banner">
        {failed ? <p className="banner banner-error">{failed}</p> : null}
      </div>
    </>
  )
}
