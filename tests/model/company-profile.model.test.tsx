import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import {
  companyProfileMachine,
  type CompanyProfileContext,
  type CompanyProfileEvent,
  type CompanyProfileInvokeId,
  type ProfileField,
} from '../../src/machines/company-profile/company-profile.machine'
import { PROFILE_SECTIONS } from '../../src/ui/screens/profile/profile-sections'
import { moneyWords, PROFILE_TEXT } from '../../src/ui/screens/profile/profile-view'
import { server } from '../setup/vitest.setup'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'

interface Ctx {
  driver: Driver
}

/** The label an owner reads: an amount names the account's currency (the seeded accounts' ringgit). */
const labelOf = (field: ProfileField) => {
  const spec = PROFILE_SECTIONS.flatMap((section) => section.fields).find((candidate) => candidate.field === field)!
  return spec.kind === 'money' ? moneyWords(spec.label, 'MYR').label : spec.label
}
const change = (field: ProfileField, value: string) => ({ type: 'profile.change', field, value }) as const

/** One gesture per profile event, by the labels and names an owner reads. */
const profileGestures = {
  change: (driver: Driver, field: ProfileField, value: string) => driver.fill(labelOf(field), value),
  save: (driver: Driver) => driver.click('button', PROFILE_TEXT.save),
  retry: (driver: Driver) => driver.click('button', PROFILE_TEXT.retry),
}

/** The 3-second banner ends by the clock: nothing to do but wait (Testing Library waits 5 s). */
const BANNER_ENDS = { type: 'xstate.after.bannerTime.companyProfile.saved' } as const

const events = {
  'profile.change': {
    // '18.905' is a number to the browser, which lets it through, and no RM amount to the machine, which says so.
    samples: [change('top_goals', 'Grow weekday lunch by 15%'), change('avg_transaction_value', '18.905'), change('avg_transaction_value', '18.90')],
    perform: ({ driver }, event) => profileGestures.change(driver, event.field, event.value),
  },
  'profile.save': { samples: [{ type: 'profile.save' }], perform: ({ driver }) => profileGestures.save(driver) },
  'profile.retry': { samples: [{ type: 'profile.retry' }], perform: ({ driver }) => profileGestures.retry(driver) },
} satisfies EventFixtures<CompanyProfileEvent, Ctx>

const outcomes = {
  'xstate.done.actor.loadProfile': { event: { type: 'xstate.done.actor.loadProfile', output: {} }, arrange: () => setChaosRule('GET /company-profile', null) },
  'xstate.error.actor.loadProfile': {
    event: { type: 'xstate.error.actor.loadProfile', error: new ApiError('http', 'GET /company-profile failed with 500', { status: 500 }) },
    arrange: () => setChaosRule('GET /company-profile', { status: 500 }),
  },
  'xstate.done.actor.saveProfile': { event: { type: 'xstate.done.actor.saveProfile', output: { success: true } }, arrange: () => setChaosRule('PUT /company-profile', null) },
  'xstate.error.actor.saveProfile': {
    event: { type: 'xstate.error.actor.saveProfile', error: new ApiError('http', 'PUT /company-profile failed with 500', { status: 500 }) },
    arrange: () => setChaosRule('PUT /company-profile', { status: 500 }),
  },
} satisfies OutcomeFixtures<CompanyProfileInvokeId>

/** What decides what the screen shows beyond the state: a refused number, and whether the RM field holds one. */
function project(snapshot: AnyMachineSnapshot) {
  const { errors, fields } = snapshot.context as CompanyProfileContext
  return { refused: Object.keys(errors).sort(), money: fields.avg_transaction_value, goals: fields.top_goals !== '' }
}

const saveButton = () => screen.getByRole('button', { name: new RegExp(`^(${PROFILE_TEXT.save}|${PROFILE_TEXT.saving})$`) })
const form = () => saveButton().closest('form')!

/** The form shows the machine's fields, each refused one with its words. */
function expectForm(snapshot: AnyMachineSnapshot) {
  const { fields, errors } = snapshot.context as CompanyProfileContext
  expect(screen.getByLabelText(labelOf('top_goals'))).toHaveValue(fields.top_goals)
  const money = screen.getByLabelText(labelOf('avg_transaction_value'))
  expect(money).toHaveValue(fields.avg_transaction_value === '' ? null : Number(fields.avg_transaction_value))
  if (errors.avg_transaction_value) expect(money).toHaveAccessibleDescription(PROFILE_TEXT.numberRefused.money)
  else expect(money).not.toHaveAttribute('aria-invalid')
}

const screens = {
  loading: () => {
    expect(screen.getAllByRole('status').some((status) => status.textContent === PROFILE_TEXT.loading)).toBe(true)
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.save })).not.toBeInTheDocument()
  },
  loadFailed: () => {
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === PROFILE_TEXT.loadFailed)).toBe(true)
    expect(screen.getByRole('button', { name: PROFILE_TEXT.retry })).toBeInTheDocument()
  },
  editing: (_: Ctx, snapshot: AnyMachineSnapshot) => {
    expectForm(snapshot)
    expect(saveButton()).toBeEnabled()
    expect(screen.queryByText(PROFILE_TEXT.saved)).not.toBeInTheDocument()
    expect(screen.queryByText(PROFILE_TEXT.saveFailed)).not.toBeInTheDocument()
  },
  saving: () => {
    expect(saveButton()).toBeDisabled()
    expect(saveButton()).toHaveTextContent(PROFILE_TEXT.saving)
    expect(form()).toHaveAttribute('aria-busy', 'true')
  },
  saved: (_: Ctx, snapshot: AnyMachineSnapshot) => {
    expectForm(snapshot)
    expect(within(form()).getAllByRole('status').some((status) => status.textContent === PROFILE_TEXT.saved)).toBe(true)
  },
  saveFailed: (_: Ctx, snapshot: AnyMachineSnapshot) => {
    expectForm(snapshot)
    expect(within(form()).getByRole('alert')).toHaveTextContent(PROFILE_TEXT.saveFailed)
    expect(saveButton()).toBeEnabled()
  },
}

settleRequestsAfterEach(server, () => {
  setChaosRule('GET /company-profile', null)
  setChaosRule('PUT /company-profile', null)
})

describeModel(
  'company profile machine on the real screen',
  defineModel<typeof companyProfileMachine, CompanyProfileInvokeId, Ctx>({
    machine: companyProfileMachine,
    events,
    outcomes,
    timers: [BANNER_ENDS],
    project,
    gate: () =>
      createEndpointGate(server, { method: 'GET', url: apiUrl('/company-profile') }, { method: 'PUT', url: apiUrl('/company-profile') }),
    mount: async (inspect) => {
      const route = await renderRoute('/profile', { user: 'new', inspect })
      await screen.findByRole('heading', { level: 1, name: PROFILE_TEXT.title })
      return { driver: rtlDriver(route.user) }
    },
    screens,
  }),
)
