import { m } from '../../../i18n/messages'
import './page-loading.css'

/** What shows while a screen's code arrives: quiet, and announced once to screen readers. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner page-loading__dot" aria-hidden="true" />
      <span className="visually-hidden">{m.page_loading()}</span>
    </div>
  )
}
