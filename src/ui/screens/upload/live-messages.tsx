import { Link } from 'react-router-dom'
import type { UploadDetails } from '../../../../kernel/contract'
import { READING_DETAILS } from './messages'

export type BannerTone = 'success' | 'warning' | 'error' | 'info'

export interface Banner {
  tone: BannerTone
  text: string
  /** A second line: what the server said it understood, or why it refused. */
  detail?: string | null
  /** Where to go next, e.g. the dashboard after a stored upload. */
  link?: { to: string; label: string }
  /** How a stored file was read: behind a disclosure, so the message stays one or two lines. */
  details?: UploadDetails | null
}

/** The columns read and the notes, closed until the owner asks (docs/product.md#upload-messages). */
function ReadingDetails({ details }: { details: UploadDetails }) {
  if (details.columns.length === 0 && details.notes.length === 0) return null
  return (
    <details className="upload-banner__more">
      <summary>{READING_DETAILS.summary}</summary>
      {details.columns.length > 0 ? (
        <>
          <p className="upload-banner__heading">{READING_DETAILS.columns}</p>
          <dl className="upload-banner__columns">
            {details.columns.map((column) => (
              <div key={column.field}>
                <dt>{column.field}</dt>
                <dd>{column.from}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {details.notes.length > 0 ? (
        <ul className="upload-banner__notes">
          {details.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </details>
  )
}

/** One message in its tone's colours, with the server's words under it. */
export function BannerBox({ banner }: { banner: Banner }) {
  return (
    <div className={`banner banner-${banner.tone} upload-banner`}>
      <div>
        <p>{banner.text}</p>
        {banner.detail ? <p className="upload-banner__detail">{banner.detail}</p> : null}
        {banner.details ? <ReadingDetails details={banner.details} /> : null}
        {banner.link ? (
          <p className="upload-banner__link">
            <Link to={banner.link.to}>{banner.link.label}</Link>
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * A panel's two live regions, always in the page so a message that appears is announced: successes
 * and warnings politely (role="status"), errors at once (role="alert"). Each tone has its own icon
 * and words, so colour is never the only signal.
 */
export function LiveMessages({ banner }: { banner: Banner | null }) {
  return (
    <div className="upload-messages">
      <div role="status">{banner && banner.tone !== 'error' ? <BannerBox banner={banner} /> : null}</div>
      <div role="alert">{banner?.tone === 'error' ? <BannerBox banner={banner} /> : null}</div>
    </div>
  )
}
