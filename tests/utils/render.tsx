import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { MemoryRouter, useLocation, type InitialEntry, type Location } from 'react-router-dom'
import type { InspectionEvent } from 'xstate'
import { App } from '../../src/ui/app/app'
import type { SessionActor } from '../../src/ui/app/session-context'
import { startSession, type SeededUser, type SessionLogic } from './session'

export interface RenderRouteOptions {
  /** Sign this seeded user in (through the real sign-in calls) before the route renders. */
  user?: SeededUser
  inspect?: (event: InspectionEvent) => void
  /** A session machine with some actors provided differently (model tests of auth events). */
  sessionLogic?: SessionLogic
}

export interface RenderedRoute extends RenderResult {
  session: SessionActor
  user: UserEvent
  /** Where the router is now. */
  location: () => Location
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation())
  return null
}

/**
 * Renders the whole app at `path` (a path, or a location with the state a link hands over), as a
 * signed-in seeded user when asked (bookshelf's `render(ui, { route, user })`).
 */
export async function renderRoute(path: InitialEntry, options: RenderRouteOptions = {}): Promise<RenderedRoute> {
  const session = await startSession(options.user, options.sessionLogic, options.inspect)
  let current: Location | null = null
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <App session={session} {...(options.inspect ? { inspect: options.inspect } : {})} />
      <LocationProbe onChange={(location) => (current = location)} />
    </MemoryRouter>,
  )
  return {
    ...utils,
    session,
    user: userEvent.setup(),
    location: () => {
      if (!current) throw new Error('The router has not rendered yet')
      return current
    },
  }
}
