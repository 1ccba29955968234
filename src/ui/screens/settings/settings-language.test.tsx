import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogueLanguage } from '../../../i18n/language'
import { renderRoute } from '../../../../tests/utils/render'
import { applyLanguage } from '../../app/theme'
import { SETTINGS_TEXT } from './settings-text'

afterEach(() => applyLanguage('en'))

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
const pickerNames = () => within(screen.getByLabelText(SETTINGS_TEXT.picker)).getAllByRole('option').map((option) => option.textContent)

describe('Settings → Preferences → Language (docs/decisions/013-message-catalogue.md)', () => {
  it('Bahasa Melayu relabels the tabs in Malay at once and sets <html lang="ms">; 中文 and English do the same in theirs', async () => {
    const { user } = await renderRoute('/settings#preferences', { user: 'demo' })
    await screen.findByRole('tablist', { name: SETTINGS_TEXT.tabsLabel })
    expect(tabNames()).toEqual(['Profile', 'Goals', 'Notifications', 'Preferences', 'Security', 'Support'])
    const language = () => within(screen.getByRole('tabpanel')).getByRole('combobox', { name: SETTINGS_TEXT.preferences.language })

    await user.selectOptions(language(), SETTINGS_TEXT.preferences.languages.ms)
    await waitFor(() => expect(tabNames()).toEqual(['Profil', 'Matlamat', 'Pemberitahuan', 'Keutamaan', 'Keselamatan', 'Sokongan']))
    expect(pickerNames()).toEqual(['Profil', 'Matlamat', 'Pemberitahuan', 'Keutamaan', 'Keselamatan', 'Sokongan'])
    expect(document.documentElement.lang).toBe('ms')
    expect(catalogueLanguage()).toBe('ms')
    // The tab and what was chosen in it stay as they were: the screen re-rendered, it did not start again.
    expect(screen.getByRole('tab', { name: 'Keutamaan' })).toHaveAttribute('aria-selected', 'true')
    expect(language()).toHaveValue('ms')

    await user.selectOptions(language(), SETTINGS_TEXT.preferences.languages.zh)
    await waitFor(() => expect(tabNames()).toEqual(['资料', '目标', '通知', '偏好', '安全', '支持']))
    expect(document.documentElement.lang).toBe('zh')

    await user.selectOptions(language(), SETTINGS_TEXT.preferences.languages.en)
    await waitFor(() => expect(tabNames()).toEqual(['Profile', 'Goals', 'Notifications', 'Preferences', 'Security', 'Support']))
    expect(document.documentElement.lang).toBe('en')
  })
})
