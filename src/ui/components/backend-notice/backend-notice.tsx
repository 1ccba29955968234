import { useSyncExternalStore } from 'react'
import type { BackendStatusSource } from '../../../api/backend-ready'
import { m } from '../../../i18n/messages'
import './backend-notice.css'

/** The notice's words. Getters, not strings: each reads the catalogue when the notice renders. */
export const BACKEND_NOTICE_TEXT = {
  get starting() { return m.backendNotice_starting() },
  get failed() { return m.backendNotice_failed() },
}

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
          {BACKEND_NOTICE_TEXT.starting}
        </p>
      ) : null}
      {notice === 'failed' ? (
        <p className="backend-notice__text backend-notice__text--failed" role="alert">
          {BACKEND_NOTICE_TEXT.failed}
        </p>
      ) : null}
    </div>
  )
}
