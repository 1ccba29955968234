import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { selectSignedIn, useSessionSelector } from './session-context'

/** docs/product.md#route-table: every route but / and /login needs a signed-in session; without one, go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSessionSelector(selectSignedIn)
  const location = useLocation()
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  return <>{children}</>
}

/** A signed-in owner who opens /login is already where sign-in would take them: /profile (docs/product.md#route-table). */
export function RedirectWhenSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSessionSelector(selectSignedIn)
  if (signedIn) return <Navigate to="/profile" replace />
  return <>{children}</>
}
