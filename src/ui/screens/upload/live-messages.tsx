import { Link } from 'react-router-dom'
export type BannerTone = 'success' | 'warning' | 'error' | 'info'

export interface Banner {
  tone: BannerTone
  text: string
  /** A second line: what the server said it understood, or why it refused. */
  detail?: string | null
  /** Where to go next, e.g. the dashboard after a stored upload. */
  link?: { to: string; label: string }
}

/** One message in its tone's colours, with the server's words under it. */
export function BannerBox({ banner }: { banner: Banner }) {
  return (
    <div className={`banner banner-${banner.tone} upload-banner`}>
      <div>
        <p>{banner.text}</p>
        {banner.detail ? <p className="upload-banner__detail">{banner.detail}</p> : null}
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
