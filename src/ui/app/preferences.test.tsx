import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../../mocks/db'
import { DEMO_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { renderRoute } from '../../../tests/utils/render'
import { applyLanguage } from './theme'

afterEach(() => {
  delete document.documentElement.dataset.theme
  applyLanguage('en')
  localStorage.clear()
})

describe('the account’s preferences at sign-in', () => {
  it('an owner who chose the dark theme and Bahasa Melayu gets them as soon as they sign in, before opening Settings', async () => {
    const saved = store.accountSettings.find({ account_id: DEMO_ACCOUNT.id })!
    store.accountSettings.update(saved.id, { theme: 'dark', language: 'ms' })
    await renderRoute('/profile', { user: 'demo' })
    await screen.findByRole('button', { name: 'Logout' })
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
    expect(document.documentElement.lang).toBe('ms')
  })
})
