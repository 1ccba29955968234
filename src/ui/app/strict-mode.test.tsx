import { render, screen, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { startSession } from '../../../tests/utils/session'
import { App } from './app'

/**
 * `npm run dev` renders the app in StrictMode (src/main.tsx): React mounts each screen, cleans up
 * and mounts it again, and @xstate/react stops the screen's machine and starts it again from the
 * same snapshot. A machine that calls the API as it starts must then show the second run's answer,
 * not the aborted first run's "could not reach the server" (src/machines/shared/api-actor.ts). The
 * other tests render without StrictMode, so these screens are checked here as the dev server runs them.
 */
async function openStrict(path: string) {
  const session = await startSession('demo')
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <App session={session} />
      </MemoryRouter>
    </StrictMode>,
  )
}

describe('screens whose machines load as they start, in StrictMode', () => {
  it('the dashboard loads its data (not the error card)', async () => {
    await openStrict('/dashboard')
    expect(await screen.findByText(/^Last updated/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  })

  it('the upload screen lists the recent uploads (not their error)', async () => {
    await openStrict('/upload')
    const history = await screen.findByRole('region', { name: 'Recent uploads' })
    expect(await within(history).findAllByRole('listitem', {}, { timeout: 10_000 })).not.toHaveLength(0)
    expect(within(history).queryByText(/Could not load/)).not.toBeInTheDocument()
  })
})
