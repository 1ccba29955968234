import type { InspectionEvent, Observer } from 'xstate'
import { InspectionProvider } from './inspection'
import { AppRoutes } from './routes'
import { SessionProvider, type SessionActor } from './session-context'
import '../styles/index.css'

export interface AppProps {
  session: SessionActor
  /** Tests watch the machines the screens run; the app passes nothing. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** The whole app below a router: `main.tsx` wraps it in a BrowserRouter, tests in a MemoryRouter. */
export function App({ session, inspect }: AppProps) {
  return (
    <InspectionProvider inspect={inspect}>
      <SessionProvider actor={session}>
        <AppRoutes />
      </SessionProvider>
    </InspectionProvider>
  )
}
