import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { InspectionEvent } from 'xstate'
import { InspectionProvider } from '../../src/ui/app/inspection'
import { SessionProvider, type SessionActor } from '../../src/ui/app/session-context'
import '../../src/ui/styles/index.css'
import { startSession, type SeededUser } from './session'

export interface RenderedAssets extends RenderResult {
  session: SessionActor
  user: UserEvent
}

/**
 * Renders a piece of the Company Assets UI as a seeded owner signed in through the real calls, with
 * the session and the inspector the app would give it. The panel lives in a modal the chat opens,
 * not on a route of its own, so it is rendered as the chat places it.
 */
export async function renderAsOwner(ui: ReactNode, options: { user?: SeededUser; inspect?: (event: InspectionEvent) => void } = {}): Promise<RenderedAssets> {
  const session = await startSession(options.user ?? 'demo')
  const utils = render(
    <InspectionProvider inspect={options.inspect}>
      <SessionProvider actor={session}>{ui}</SessionProvider>
    </InspectionProvider>,
  )
  return { ...utils, session, user: userEvent.setup({ applyAccept: false }) }
}
