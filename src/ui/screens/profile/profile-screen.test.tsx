import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { setChaosRule } from '../../../../tests/utils/chaos'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { renderRoute } from '../../../../tests/utils/render'
import { CLIENT_ID_KEY, INDUSTRY_KEY } from '../../../machines/company-profile/company-profile.machine'
import { DEFAULT_PREFERENCES } from '../../../../kernel/contract'
import { putSettings } from '../../../api/settings'
import { PROFILE_SECTIONS } from './profile-sections'
import { PROFILE_TEXT } from './profile-view'

settleRequestsAfterEach(server, () => {
  setChaosRule('GET /company-profile', null)
  setChaosRule('PUT /company-profile', null)
})

async function openProfile(user: 'demo' | 'new') {
  const route = await renderRoute('/profile', { user })
  await screen.findByRole('heading', { level: 1, name: PROFILE_TEXT.title })
  await screen.findByRole('button', { name: PROFILE_TEXT.save })
  return route
}

describe('Company Profile', () => {
  it('shows the eight sections in the spec’s order with all 26 fields labelled, and says what each section changes', async () => {
    await openProfile('new')
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual([
      'Basic Company Information',
      'Company Structure',
      'Products & Services',
      'Customer Information',
      'Goals & Challenges',
      'Operations & Context',
      'Sales & Marketing',
      'Additional Information',
    ])
    const specs = PROFILE_SECTIONS.flatMap((section) => section.fields)
    expect(specs).toHaveLength(26)
    // The amount names the account's currency: ringgit for a new account.
    for (const spec of specs) expect(screen.getByLabelText(spec.kind === 'money' ? `${spec.label} (RM)` : spec.label)).toHaveValue(spec.kind === 'whole' || spec.kind === 'money' ? null : '')
    expect(screen.getByLabelText('Average transaction value (RM)')).toHaveAttribute('step', '0.01')
    for (const section of PROFILE_SECTIONS) expect(screen.getByRole('region', { name: section.title })).toHaveTextContent(section.uses)
  })

  it('the demo business has its profile filled in, and its client_id and industry go to browser storage', async () => {
    localStorage.removeItem(CLIENT_ID_KEY)
    await openProfile('demo')
    expect(screen.getByLabelText('Headquarters location')).not.toHaveValue('')
    expect(screen.getByLabelText('Number of branches')).toHaveValue(3)
    expect(localStorage.getItem(CLIENT_ID_KEY)).toMatch(/\S/)
    expect(localStorage.getItem(INDUSTRY_KEY)).toMatch(/\S/)
  })

  it('saves, says so for 3 seconds, and the saved values come back on the next visit', async () => {
    const { user, unmount } = await openProfile('new')
    await user.type(screen.getByLabelText('Top goals'), 'Grow weekday lunch sales by 15%')
    await user.type(screen.getByLabelText('Number of employees'), '12')
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }))
    await waitFor(() => expect(screen.getByText(PROFILE_TEXT.saved)).toBeInTheDocument())
    await waitFor(() => expect(screen.queryByText(PROFILE_TEXT.saved)).not.toBeInTheDocument(), { timeout: 4_500 })
    unmount()
    await openProfile('new')
    expect(screen.getByLabelText('Top goals')).toHaveValue('Grow weekday lunch sales by 15%')
    expect(screen.getByLabelText('Number of employees')).toHaveValue(12)
  })

  it('names the account’s currency for the average transaction, and in its refusal', async () => {
    const { unmount } = await openProfile('new')
    await putSettings({ preferences: { ...DEFAULT_PREFERENCES, currency: 'SGD' } })
    unmount()
    const { user } = await openProfile('new')
    const amount = screen.getByLabelText('Average transaction value (S$)')
    await user.type(amount, '1.234')
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }))
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter an amount in S$ with at most two decimals, such as 18.90.'))
  })

  it('a failed save says so and keeps every typed value', async () => {
    const { user } = await openProfile('new')
    setChaosRule('PUT /company-profile', { status: 500 })
    await user.type(screen.getByLabelText('Business hours'), 'Mon–Sat 7 am–10 pm')
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_TEXT.saveFailed))
    expect(screen.getByLabelText('Business hours')).toHaveValue('Mon–Sat 7 am–10 pm')
  })

  it('a failed load says so, and Try again loads it', async () => {
    setChaosRule('GET /company-profile', { status: 500 })
    const route = await renderRoute('/profile', { user: 'demo' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(PROFILE_TEXT.loadFailed)
    setChaosRule('GET /company-profile', null)
    await route.user.click(within(alert.parentElement!).getByRole('button', { name: PROFILE_TEXT.retry }))
    await screen.findByRole('button', { name: PROFILE_TEXT.save })
  })
})

describe('leaving the Company Profile with changes not saved', () => {
  it('asks first; Stay keeps them, Leave goes and discards them; once saved, nothing is asked', async () => {
    const route = await openProfile('new')
    await route.user.type(screen.getByLabelText('Outlet type'), 'Kiosk')
    await route.user.click(screen.getByRole('link', { name: 'Dashboard' }))
    const dialog = await screen.findByRole('alertdialog', { name: PROFILE_TEXT.leaveTitle })
    await route.user.click(within(dialog).getByRole('button', { name: PROFILE_TEXT.stay }))
    expect(screen.getByLabelText('Outlet type')).toHaveValue('Kiosk')

    await route.user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }))
    await screen.findByText(PROFILE_TEXT.saved)
    await route.user.click(screen.getByRole('link', { name: 'Dashboard' }))
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('Leave goes where the owner asked, without the changes', async () => {
    const route = await openProfile('new')
    await route.user.type(screen.getByLabelText('Business hours'), 'Daily 8 am–8 pm')
    await route.user.click(screen.getByRole('link', { name: 'Dashboard' }))
    const dialog = await screen.findByRole('alertdialog', { name: PROFILE_TEXT.leaveTitle })
    await route.user.click(within(dialog).getByRole('button', { name: PROFILE_TEXT.leave }))
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await route.user.click(screen.getByRole('link', { name: 'Company Profile' }))
    await screen.findByRole('button', { name: PROFILE_TEXT.save })
    expect(screen.getByLabelText('Business hours')).toHaveValue('')
  })
})
