import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { setChaosRule } from '../../../tests/utils/chaos'
import { leaveLead } from '../../../tests/utils/leads'
import { renderRoute } from '../../../tests/utils/render'
import { getAccessToken } from '../../api/auth-token'
import { expectSignInScreen } from '../../../tests/utils/app-shell'

describe('app shell: the demo bar (demo mode)', () => {
  it('is shown on signed-in screens only', async () => {
    const login = await renderRoute('/login')
    await expectSignInScreen(login)
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument()
    login.unmount()
    await renderRoute('/dashboard', { user: 'demo' })
    expect(await screen.findByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument()
  })

  it("'Reset demo data' asks first; Cancel resets nothing", async () => {
    await leaveLead()
    const route = await renderRoute('/profile', { user: 'demo' })
    const bar = await screen.findByRole('complementary', { name: 'Demo mode' })
    await route.user.click(within(bar).getByRole('button', { name: 'Reset demo data' }))
    expect(within(bar).getByText('Reset every demo account to its starting data? You will be signed out.')).toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Yes, reset' })).toHaveFocus()
    await route.user.click(within(bar).getByRole('button', { name: 'Cancel reset' }))
    expect(within(bar).getByRole('button', { name: 'Reset demo data' })).toBeEnabled()
    expect(within(bar).getByRole('button', { name: 'Reset demo data' })).toHaveFocus()
    expect(within(bar).getByRole('status')).toHaveTextContent(/^$/)
    expect(db.lead.count()).toBe(1)
  })

  it("'Yes, reset' puts the fake backend back to its seed (a lead left before is gone) and signs the presenter out", async () => {
    await leaveLead()
    expect(db.lead.count()).toBe(1)
    const route = await renderRoute('/profile', { user: 'demo' })
    const bar = await screen.findByRole('complementary', { name: 'Demo mode' })
    await route.user.click(within(bar).getByRole('button', { name: 'Reset demo data' }))
    await route.user.click(within(bar).getByRole('button', { name: 'Yes, reset' }))
    await waitFor(() => expect(route.location().pathname).toBe('/login'))
    expect(await screen.findByRole('status')).toHaveTextContent('Demo data reset. Sign in to start again.')
    expect(db.lead.count()).toBe(0)
    expect(db.account.count()).toBe(2)
    expect(getAccessToken()).toBeNull()
  })

  it('a failed reset says so and leaves the data as it was', async () => {
    await leaveLead()
    setChaosRule('POST /demo/reset', { status: 500 })
    const route = await renderRoute('/profile', { user: 'demo' })
    const bar = await screen.findByRole('complementary', { name: 'Demo mode' })
    await route.user.click(within(bar).getByRole('button', { name: 'Reset demo data' }))
    await route.user.click(within(bar).getByRole('button', { name: 'Yes, reset' }))
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Could not reset the demo data. Try again.'))
    expect(db.lead.count()).toBe(1)
    expect(within(bar).getByRole('button', { name: 'Reset demo data' })).toBeEnabled()
  })
})
