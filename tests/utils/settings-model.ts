/** What the Settings models (tests/model/settings*.model.test.tsx) mount, read and clear around each path. */
import { screen } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import type { InspectionEvent } from 'xstate'
import type { SettingsTab } from '../../src/machines/settings/settings-forms.machine'
import { SETTINGS_TEXT } from '../../src/ui/screens/settings/settings-text'
import { watchRequests } from './backend-gate'
import { setChaosRule } from './chaos'
import type { Driver } from './driver'
import { rtlDriver } from './driver-rtl'
import { renderRoute } from './render'

export interface Ctx {
  driver: Driver
}

export const CHAOS = ['GET /settings', 'GET /goals', 'PUT /settings', 'POST /requests'] as const

/**
 * After each path of the calling file: its requests have settled, the chaos rules are gone and the
 * tab keeps nothing. `server` is the calling file's (the setup makes one per file).
 */
export function settleSettingsAfterEach(server: Parameters<typeof watchRequests>[0]): void {
  const inFlight = watchRequests(server)
  afterEach(async () => {
    await inFlight.settled()
    for (const rule of CHAOS) setChaosRule(rule, null)
    sessionStorage.clear()
  })
  afterAll(() => inFlight.stop())
}

export const panel = () => screen.getByRole('tabpanel')

export async function mountAt(tab: SettingsTab, inspect: (event: InspectionEvent) => void): Promise<Ctx> {
  const route = await renderRoute(`/settings#${tab}`, { user: 'demo', inspect })
  await screen.findByRole('tablist', { name: SETTINGS_TEXT.tabsLabel })
  return { driver: rtlDriver(route.user) }
}
