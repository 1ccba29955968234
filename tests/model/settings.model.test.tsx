/**
 * The settings screen's machine walked whole on the real Settings screen: the load (each part may
 * fail), the tabs and Try again. Each tab's form: settings-forms.model.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { GOAL_TITLES } from '../../backend/catalogues'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import { settingsMachine, type SettingsContext, type SettingsEvent, type SettingsInvokeId } from '../../src/machines/settings/settings.machine'
import { SETTINGS_TEXT } from '../../src/ui/screens/settings/settings-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import { rtlDriver } from '../utils/driver-rtl'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'
import { settleSettingsAfterEach, panel, type Ctx } from '../utils/settings-model'

settleSettingsAfterEach(server)

const loaded = (settings: boolean, goals: boolean) => ({ settings: settings ? {} : null, goals: goals ? [] : null })
const loadOutcome = (settings: boolean, goals: boolean) => ({
  event: { type: 'xstate.done.actor.loadSettings' as const, output: loaded(settings, goals) },
  arrange: () => {
    setChaosRule('GET /settings', settings ? null : { status: 500 })
    setChaosRule('GET /goals', goals ? null : { status: 503 })
  },
  requests: 2,
})

const screenEvents = {
  'settings.tab': {
    samples: [{ type: 'settings.tab', tab: 'goals' }],
    perform: ({ driver }, event) => driver.click('tab', SETTINGS_TEXT.tabs[event.tab]),
  },
  'settings.retry': {
    samples: [{ type: 'settings.retry' }],
    // The failure banner's Try again (settings, goals or both).
    perform: ({ driver }) => driver.click('button', SETTINGS_TEXT.retry),
  },
} satisfies EventFixtures<SettingsEvent, Ctx>

const screenOutcomes = {
  'xstate.done.actor.loadSettings': [loadOutcome(true, true), loadOutcome(false, true), loadOutcome(true, false)],
  'xstate.error.actor.loadSettings': {
    event: { type: 'xstate.error.actor.loadSettings', error: new ApiError('http', 'GET /settings failed with 500', { status: 500 }) },
    arrange: () => {
      setChaosRule('GET /settings', { status: 500 })
      setChaosRule('GET /goals', { status: 500 })
    },
    requests: 2,
  },
} satisfies OutcomeFixtures<SettingsInvokeId>

const screenScreens = {
  loading: () => {
    expect(screen.getAllByRole('status').some((status) => status.textContent === SETTINGS_TEXT.loading) || screen.getByRole('tablist')).toBeTruthy()
  },
  ready: (_: Ctx, snapshot: AnyMachineSnapshot) => {
    const { tab, settings, goals } = snapshot.context as SettingsContext
    expect(screen.getByRole('tab', { name: SETTINGS_TEXT.tabs[tab] })).toHaveAttribute('aria-selected', 'true')
    expect(panel()).toHaveAccessibleName(SETTINGS_TEXT.tabs[tab])
    const failure = screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(SETTINGS_TEXT.retry))
    if (!settings) expect(failure).toHaveTextContent(SETTINGS_TEXT.loadFailed)
    else if (!goals) expect(failure).toHaveTextContent(SETTINGS_TEXT.goals.notLoaded)
    else expect(failure).toBeUndefined()
    if (tab === 'goals') {
      const select = within(panel()).getByRole('combobox', { name: SETTINGS_TEXT.goals.goal })
      if (goals) expect(select).toHaveAccessibleDescription(`${GOAL_TITLES.length} goals available`)
      else expect(within(panel()).getByText(SETTINGS_TEXT.goals.notLoaded)).toBeInTheDocument()
    }
  },
}

describeModel(
  'settings machine on the real screen',
  defineModel<typeof settingsMachine, SettingsInvokeId, Ctx>({
    machine: settingsMachine,
    input: { tab: null },
    events: screenEvents,
    outcomes: screenOutcomes,
    project: (snapshot) => {
      const { settings, goals } = snapshot.context as SettingsContext
      return { settings: settings !== null, goals: goals !== null }
    },
    gate: () => createEndpointGate(server, { method: 'GET', url: apiUrl('/settings') }, { method: 'GET', url: apiUrl('/goals') }),
    mount: async (inspect) => {
      const route = await renderRoute('/settings', { user: 'demo', inspect })
      await screen.findByRole('heading', { level: 1, name: SETTINGS_TEXT.title })
      return { driver: rtlDriver(route.user) }
    },
    screens: screenScreens,
  }),
)
