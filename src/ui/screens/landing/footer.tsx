import { Link } from 'react-router-dom'
import { m } from '../../../i18n/messages'
import { BrandMark } from '../../components/public-header/brand-mark'
import './footer.css'
import { SUPPORT_TEXT } from './messages'

const PLACEHOLDER_LINKS = [m.footer_privacy, m.footer_terms, m.footer_support]

/**
 * The landing footer (docs/product.md#landing-page). `id="support"` is the target of the public
 * header's Support anchor.
 *
 * The three links are placeholders with no target yet. An `<a>` without href is not
 * focusable and not announced as a link, and a fake href would lead somewhere wrong; a button
 * would promise an action. So each is `role="link"` with `aria-disabled="true"`, kept in the tab
 * order: keyboard and screen-reader users find it, hear "link, unavailable" and why ("Coming soon"),
 * exactly what a sighted visitor sees.
 */
export function Footer({ year }: { year: number }) {
  return (
    <footer id="support" className="site-footer on-dark">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link className="site-footer__logo" to="/">
            <BrandMark size={28} />
            <span>Selera</span>
          </Link>
          <p>{m.footer_tagline()}</p>
        </div>
        <div className="site-footer__support">
          <h2>{m.footer_supportTitle()}</h2>
          <p>{m.footer_supportText({ promise: SUPPORT_TEXT.promise })}</p>
        </div>
        <nav className="site-footer__links" aria-label={m.footer_linksLabel()}>
          <ul className="list-reset">
            {PLACEHOLDER_LINKS.map((label, index) => (
              <li key={index}>
                <span className="site-footer__placeholder" role="link" aria-disabled="true" tabIndex={0} aria-describedby="footer-soon">
                  {label()}
                </span>
              </li>
            ))}
          </ul>
          <p id="footer-soon" className="site-footer__soon">
            {m.footer_soon()}
          </p>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>{m.footer_legal({ year })}</p>
      </div>
    </footer>
  )
}
