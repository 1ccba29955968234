import type { InspectionEvent, Observer } from 'xstate'
import type { BackendStatusSource } from '../../api/backend-ready'
import { BackendNotice } from '../components/backend-notice/backend-notice'
import { InspectionProvider } from './inspection'
import { AppRoutes } from './routes'
import { SessionProvider, type SessionActor } from './session-context'
import { useLanguage } from './use-language'
import '../styles/index.css'

export interface AppProps {
  session: SessionActor
  /** Tests watch the machines the screens run; the app passes nothing. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
  /** Whether the demo's fake backend is up yet (main.tsx hands over src/api's gate; tests may omit it). */
  backend?: BackendStatusSource
}

/** The whole app below a router: `main.tsx` wraps it in a BrowserRouter, tests in a MemoryRouter. */
export function App({ session, inspect, backend }: AppProps) {
  // A change of language re-renders everything below, in the new language.
  useLanguage()
  return (
    <InspectionProvider inspect={inspect}>
      <SessionProvider actor={session}>
        <AppRoutes />
        {backend ? <BackendNotice source={backend} /> : null}
      </SessionProvider>
    </InspectionProvider>
  )
}
