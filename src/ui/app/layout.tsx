import { useEffect } from 'react'
import { Link, Outlet } from 'react-router-dom'
import { m } from '../../i18n/messages'
import { applyPreferences } from './preferences'
import { Nav } from './nav'
import { BrandMark } from '../components/public-header/brand-mark'
import { selectPreferences, selectUser, useSessionActor, useSessionSelector } from './session-context'
import { DemoBar } from '../components/demo-bar/demo-bar'
import { isDemo } from '../../config/env'
import './layout.css'

/** The frame of every signed-in screen: brand, who is signed in, the navigation, the screen. */
export default function SignedInLayout() {
  const session = useSessionActor()
  const user = useSessionSelector(selectUser)
  const loggingOut = useSessionSelector((snapshot) => snapshot.matches('signingOut'))
  const preferences = useSessionSelector(selectPreferences)
  // The account's theme and language as saved, from the moment it signs in (a new device included).
  useEffect(() => {
    if (preferences) applyPreferences(preferences)
  }, [preferences])

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {m.layout_skipToContent()}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/profile" className="app-brand" aria-label={m.layout_brandLabel()}>
            <BrandMark />
            <span className="app-brand__name">Selera</span>
          </Link>
          {user ? (
            <p className="app-header__who">
              <span className="app-header__business">{user.businessName ?? m.layout_yourBusiness()}</span>
              <span className="app-header__email">{user.email}</span>
            </p>
          ) : null}
          <Nav onLogout={() => session.send({ type: 'session.logout' })} loggingOut={loggingOut} />
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {isDemo ? <DemoBar /> : null}
    </div>
  )
}
