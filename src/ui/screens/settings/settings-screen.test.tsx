import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { GOAL_TITLES } from '../../../../backend/catalogues'
import { server } from '../../../../tests/setup/vitest.setup'
import { watchRequests } from '../../../../tests/utils/backend-gate'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { renderRoute } from '../../../../tests/utils/render'
import { SETTINGS_TEXT } from './settings-text'

const inFlight = watchRequests(server)
const CHAOS = ['GET /settings', 'PUT /settings', 'GET /goals', 'POST /requests'] as const
afterEach(async () => {
  await inFlight.settled()
  for (const rule of CHAOS) setChaosRule(rule, null)
  sessionStorage.clear()
})
afterAll(() => inFlight.stop())

async function openSettings(user: 'demo' | 'new' = 'demo', path = '/settings') {
  const route = await renderRoute(path, { user })
  await screen.findByRole('heading', { level: 1, name: SETTINGS_TEXT.title })
  await screen.findByRole('tablist', { name: SETTINGS_TEXT.tabsLabel })
  return route
}

const panel = () => screen.getByRole('tabpanel')

/** How many PUT /settings the fake backend has been sent so far. */
let settingsPuts = 0
server.events.on('request:start', ({ request }) => {
  if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/settings')) settingsPuts += 1
})

describe('Settings', () => {
  it('says it is loading, then shows the six tabs in order with Profile open and the saved profile in it', async () => {
    const route = renderRoute('/settings', { user: 'demo' })
    expect(await screen.findByText(SETTINGS_TEXT.loading)).toBeInTheDocument()
    await route
    await screen.findByRole('tablist')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Goals', 'Notifications', 'Preferences', 'Security', 'Support'])
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    expect(within(panel()).getByLabelText('Full Name')).toHaveValue('Aisyah Rahman')
    expect(within(panel()).getByLabelText('Email Address')).toHaveValue('demo@selera.my')
    expect(within(panel()).getByLabelText('Role/Position')).toHaveValue('Founder & Managing Director')
    // The small-screen dropdown offers the same six.
    expect(within(screen.getByLabelText(SETTINGS_TEXT.picker)).getAllByRole('option').map((option) => option.textContent)).toEqual(['Profile', 'Goals', 'Notifications', 'Preferences', 'Security', 'Support'])
  })

  it('Profile: Save Profile says Saving... while it saves, then Settings saved successfully!, and the change is kept', async () => {
    const { user } = await openSettings()
    await user.clear(within(panel()).getByLabelText('Phone Number'))
    await user.type(within(panel()).getByLabelText('Phone Number'), '+60 3-2282 1188')
    await user.click(within(panel()).getByRole('button', { name: 'Save Profile' }))
    expect(await within(panel()).findByRole('status')).toHaveTextContent(SETTINGS_TEXT.saved)
    expect(within(panel()).getByLabelText('Phone Number')).toHaveValue('+60 3-2282 1188')
  })

  it('the arrow keys move between tabs, and the dropdown picks one too', async () => {
    const { user } = await openSettings()
    screen.getByRole('tab', { name: 'Profile' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Goals' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Goals' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true')
    await user.selectOptions(screen.getByLabelText(SETTINGS_TEXT.picker), 'notifications')
    expect(panel()).toHaveAccessibleName('Notifications')
  })

  it('Goals: the server’s goals in a native select, Add Goal disabled until both are given, then the submission listed', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Goals' }))
    const goal = within(panel()).getByRole('combobox', { name: SETTINGS_TEXT.goals.goal })
    expect(goal.tagName).toBe('SELECT')
    expect(within(goal).getAllByRole('option').map((option) => option.textContent)).toEqual([SETTINGS_TEXT.goals.placeholder, ...GOAL_TITLES])
    expect(goal).toHaveAccessibleDescription(`${GOAL_TITLES.length} goals available`)
    expect(within(panel()).getByText(SETTINGS_TEXT.goals.noRecent)).toBeInTheDocument()
    expect(within(panel()).getByRole('heading', { name: SETTINGS_TEXT.goals.whyTitle })).toBeInTheDocument()
    const add = within(panel()).getByRole('button', { name: SETTINGS_TEXT.goals.add })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription(SETTINGS_TEXT.goals.incomplete)
    await user.selectOptions(goal, 'Reduce food waste')
    expect(add).toBeDisabled()
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.goals.description), 'Cut unsold kuih by half at SS15')
    expect(add).toBeEnabled()
    await user.click(add)
    expect(await within(panel()).findByText(SETTINGS_TEXT.goals.submitted)).toBeInTheDocument()
    const recent = within(panel()).getByRole('region', { name: SETTINGS_TEXT.goals.recent })
    expect(within(recent).getByRole('listitem')).toHaveTextContent(/Reduce food waste.*Cut unsold kuih by half at SS15/)
    expect(within(panel()).getByLabelText(SETTINGS_TEXT.goals.description)).toHaveValue('')
  })

  it('Notifications: five switches with the spec’s labels, all on but System Updates', async () => {
    const { user } = await openSettings('new')
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    const switches = within(panel()).getAllByRole('switch')
    expect(switches.map((item) => [item.textContent === '' ? (item.getAttribute('aria-labelledby') && document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent) : '', item.getAttribute('aria-checked')])).toEqual([
      ['Email Notifications', 'true'],
      ['Push Notifications', 'true'],
      ['Weekly Reports', 'true'],
      ['AI Insights', 'true'],
      ['System Updates', 'false'],
    ])
    await user.click(within(panel()).getByRole('switch', { name: 'System Updates' }))
    expect(within(panel()).getByRole('switch', { name: 'System Updates' })).toBeChecked()
    await user.click(within(panel()).getByRole('button', { name: 'Save Preferences' }))
    expect(await within(panel()).findByText(SETTINGS_TEXT.saved)).toBeInTheDocument()
  })

  it('Preferences: four labelled native selects with the codes as values, saved as soon as one changes, the theme applied', async () => {
    const { user } = await openSettings('new')
    await user.click(screen.getByRole('tab', { name: 'Preferences' }))
    const values = (label: string) => within(within(panel()).getByLabelText(label)).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)
    expect(values('Theme')).toEqual(['light', 'dark', 'system'])
    expect(values('Language')).toEqual(['en', 'ms', 'zh'])
    expect(values('Currency')).toEqual(['MYR', 'USD', 'SGD'])
    expect(values('Timezone')).toEqual(['Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Bangkok'])
    expect(within(panel()).getByLabelText('Theme')).toHaveValue('system')
    await user.selectOptions(within(panel()).getByLabelText('Theme'), 'dark')
    expect(await within(panel()).findByText(SETTINGS_TEXT.saved)).toBeInTheDocument()
    expect(document.documentElement.dataset.theme).toBe('dark')
    await user.selectOptions(within(panel()).getByLabelText('Language'), 'ms')
    await waitFor(() => expect(document.documentElement.lang).toBe('ms'))
  })

  it('Security: Change Password opens the three fields; different passwords are refused with Passwords do not match and nothing is sent', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Security' }))
    expect(within(panel()).getByText('demo@selera.my')).toBeInTheDocument()
    expect(within(panel()).getByText(SETTINGS_TEXT.security.verified)).toBeInTheDocument()
    expect(within(panel()).getByText(SETTINGS_TEXT.security.sessionsText)).toBeInTheDocument()
    expect(within(panel()).getByRole('switch', { name: SETTINGS_TEXT.security.twoFactor })).not.toBeChecked()
    expect(within(panel()).getByLabelText(SETTINGS_TEXT.security.current)).not.toBeVisible()
    await user.click(within(panel()).getByRole('button', { name: SETTINGS_TEXT.security.changePassword }))
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.security.current), 'whatever1')
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.security.new), 'kopi-kita-2026')
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.security.confirm), 'kopi-kita-2025')
    const sent = settingsPuts
    await user.click(within(panel()).getByRole('button', { name: SETTINGS_TEXT.security.save }))
    expect(within(panel()).getByLabelText(SETTINGS_TEXT.security.confirm)).toHaveAccessibleDescription(SETTINGS_TEXT.security.mismatch)
    expect(settingsPuts).toBe(sent)
  })

  it('Security: a wrong current password fails with the spec’s words and the server’s reason, every value kept', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Security' }))
    await user.click(within(panel()).getByRole('button', { name: SETTINGS_TEXT.security.changePassword }))
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.security.current), 'not-my-password')
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.security.new), 'kopi-kita-2026')
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.security.confirm), 'kopi-kita-2026')
    await user.click(within(panel()).getByRole('button', { name: SETTINGS_TEXT.security.save }))
    const alert = await within(panel()).findByText(SETTINGS_TEXT.saveFailed)
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Your current password is incorrect.')
    expect(within(panel()).getByLabelText(SETTINGS_TEXT.security.new)).toHaveValue('kopi-kita-2026')
  })

  it('Support: priority medium by default, Submit disabled while the description is empty, then submitted and emptied', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Support' }))
    expect(within(panel()).getByLabelText(SETTINGS_TEXT.support.priority)).toHaveValue('medium')
    const submit = within(panel()).getByRole('button', { name: SETTINGS_TEXT.support.submit })
    expect(submit).toBeDisabled()
    expect(within(panel()).getByText(/within 24 hours/)).toBeInTheDocument()
    expect(within(panel()).getByRole('link', { name: 'support@selera.my' })).toHaveAttribute('href', 'mailto:support@selera.my')
    await user.selectOptions(within(panel()).getByLabelText(SETTINGS_TEXT.support.priority), 'high')
    await user.type(within(panel()).getByLabelText(SETTINGS_TEXT.support.description), 'The Mont Kiara file shows no card payments')
    await user.click(submit)
    expect(await within(panel()).findByText(SETTINGS_TEXT.support.submitted)).toBeInTheDocument()
    expect(within(panel()).getByLabelText(SETTINGS_TEXT.support.description)).toHaveValue('')
    expect(within(panel()).getByRole('button', { name: SETTINGS_TEXT.support.submit })).toBeDisabled()
  })

  it('a failed settings load says Failed to load settings, still offers the goals, and Try again loads them', async () => {
    setChaosRule('GET /settings', { status: 500 })
    const { user } = await openSettings()
    expect(screen.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.loadFailed)
    expect(within(panel()).getByText(SETTINGS_TEXT.notLoaded)).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Goals' }))
    expect(within(panel()).getByRole('combobox', { name: SETTINGS_TEXT.goals.goal })).toHaveAccessibleDescription(`${GOAL_TITLES.length} goals available`)
    setChaosRule('GET /settings', null)
    await user.click(screen.getAllByRole('button', { name: SETTINGS_TEXT.retry })[0]!)
    await user.click(screen.getByRole('tab', { name: 'Profile' }))
    expect(await within(panel()).findByLabelText('Full Name')).toHaveValue('Aisyah Rahman')
    expect(screen.queryByText(SETTINGS_TEXT.loadFailed)).not.toBeInTheDocument()
  })

  it('opens the tab the address names (/settings#support)', async () => {
    await openSettings('demo', '/settings#support')
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true')
  })

  it('keeps the open tab in the address, and Profile, the tab it opens on, as plain /settings', async () => {
    const { user, location } = await openSettings()
    expect(location().hash).toBe('')
    await user.click(screen.getByRole('tab', { name: 'Security' }))
    await waitFor(() => expect(location().hash).toBe('#security'))
    await user.click(screen.getByRole('tab', { name: 'Profile' }))
    await waitFor(() => expect(location().hash).toBe(''))
    expect(location().pathname).toBe('/settings')
  })
})
