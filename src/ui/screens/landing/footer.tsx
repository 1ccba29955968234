import { Link } from 'react-router-dom'
import { BrandMark } from '../../components/public-header/brand-mark'
import './footer.css'
import { SUPPORT_PROMISE } from './messages'

const PLACEHOLDER_LINKS = ['Privacy Policy', 'Terms of Service', 'Support']

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
          <p>The AI business co-pilot for Malaysia’s food &amp; beverage owners.</p>
        </div>
        <div className="site-footer__support">
          <h2>Support</h2>
          <p>Questions about Selera? {SUPPORT_PROMISE}</p>
        </div>
        <nav className="site-footer__links" aria-label="Legal and support">
          <ul className="list-reset">
            {PLACEHOLDER_LINKS.map((label) => (
              <li key={label}>
                <span className="site-footer__placeholder" role="link" aria-disabled="true" tabIndex={0} aria-describedby="footer-soon">
                  {label}
                </span>
              </li>
            ))}
          </ul>
          <p id="footer-soon" className="site-footer__soon">
            Coming soon
          </p>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>© {year} Selera. All rights reserved. Made in Malaysia.</p>
      </div>
    </footer>
  )
}
