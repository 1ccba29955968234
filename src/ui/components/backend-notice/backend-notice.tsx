import { useSyncExternalStore } from 'react'
import type { BackendStatusSource } from '../../../api/backend-ready'
import './backend-notice.css'

export const STARTING_DEMO = 'Starting the demo...'
export const DEMO_DID_NOT_START = 'The demo could not start. Reload the page to try again.'

/**
 * A slim notice while a screen waits for the demo's fake backend to start (its calls are held at the
 * gate), and if it never starts. Silent otherwise: a quick start, and live mode, show nothing. The
 * live region is always there, so the words are announced when they appear.
 */
export function BackendNotice({ source }: { source: BackendStatusSource }) {
  const { notice } = useSyncExternalStore(source.subscribe, source.getSnapshot)
  return (
    <div className="backend-notice" aria-live="polite">
      {notice === 'starting' ? (
        <p className="backend-notice__text" role="status">
          <span className="spinner backend-notice__dot" aria-hidden="true" />
          {STARTING_DEMO}
        </p>
      ) : null}
      {notice === 'failed' ? (
        <p className="backend-notice__text backend-notice__text--failed" role="alert">
          {DEMO_DID_NOT_START}
        </p>
      ) : null}
    </div>
  )
}
