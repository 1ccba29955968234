import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../../mocks/db'
import { DEMO_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { setChaosRule } from '../../../tests/utils/chaos'
import { renderRoute } from '../../../tests/utils/render'
import { SETTINGS_TEXT } from '../screens/settings/settings-text'
import { applyLanguage } from './theme'

afterEach(() => {
  delete document.documentElement.dataset.theme
  applyLanguage('en')
  localStorage.clear()
})

describe('the account’s preferences at sign-in', () => {
  it('an owner who chose the dark theme and Bahasa Melayu gets them as soon as they sign in, before opening Settings', async () => {
    const saved = (await store.accountSettings.find({ account_id: DEMO_ACCOUNT.id }))!
    await store.accountSettings.update(saved.id, { theme: 'dark', language: 'ms' })
    await renderRoute('/profile', { user: 'demo' })
    await screen.findByRole('button', { name: 'Logout' })
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
    expect(document.documentElement.lang).toBe('ms')
  })
})

describe('preferences saved in Settings reach every screen at once', () => {
  it('a new owner who chooses Singapore dollars sees S$ on the empty dashboard cards and on the manual entry before its list loads', async () => {
    const route = await renderRoute('/settings#preferences', { user: 'new' })
    const panel = await screen.findByRole('tabpanel', { name: SETTINGS_TEXT.tabs.preferences })
    await route.user.selectOptions(within(panel).getByRole('combobox', { name: SETTINGS_TEXT.preferences.currency }), 'SGD')
    await within(panel).findByText(SETTINGS_TEXT.saved)

    await route.user.click(screen.getByRole('link', { name: 'Dashboard' }))
    // No sales: the answer names no currency, the session does.
    await screen.findByRole('link', { name: 'Upload your sales' })
    for (const title of ['Total Revenue (S$)', 'Avg Order Value (S$)']) expect(screen.getByRole('listitem', { name: title })).toBeInTheDocument()
    expect(screen.queryByRole('listitem', { name: 'Total Revenue (RM)' })).not.toBeInTheDocument()

    // The list of uploads (which also says the currency) is slow to answer: the field already says S$.
    setChaosRule('GET /uploads', { delayMs: 2_000 })
    await route.user.click(screen.getByRole('link', { name: 'Upload Data' }))
    await screen.findByRole('heading', { level: 1, name: 'Upload Your Business Data' })
    expect(screen.getByLabelText('Sales amount (S$)')).toBeInTheDocument()
    setChaosRule('GET /uploads', null)
  })
})
