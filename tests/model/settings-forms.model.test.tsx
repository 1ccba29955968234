/**
 * Each Settings tab's form (src/machines/settings/settings-forms.machine.ts) walked whole on the real
 * screen: its change, its refusals, save, failure and the 3-second banner. The screen's own machine:
 * settings.model.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { DEMO_PASSWORD } from '../../mocks/fixtures/accounts'
import { GOAL_TITLES } from '../../backend/catalogues'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import type { SectionContext, SectionEvent, SectionValues } from '../../src/machines/settings/section-form'
import { goalProblem, settingsSections, supportProblem, type SettingsTab } from '../../src/machines/settings/settings-forms.machine'
import { SETTINGS_TEXT } from '../../src/ui/screens/settings/settings-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate, type EndpointRoute } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import type { Driver } from '../utils/driver'
import { defineModel, describeModel, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { settleSettingsAfterEach, CHAOS, panel, mountAt, type Ctx } from '../utils/settings-model'

settleSettingsAfterEach(server)

interface SectionModel<V extends SectionValues> {
  /** The tab, which names the form's machine in settingsSections. */
  tab: SettingsTab
  /** The values the screen starts the form with (the demo owner's saved ones). */
  initial: V
  /** The request that sends the values, as its chaos rule names it: the gate holds the same one. */
  chaos: (typeof CHAOS)[number]
  /** The button and its busy words; none for a form saved on each change. */
  button: { label: string; busy: string } | null
  /** What the form says once sent; the Settings tabs' own "saved" unless given. */
  success?: string
  changes: Array<SectionEvent<SectionValues> & { type: 'section.change' }>
  /** The gesture that makes one change. */
  change: (driver: Driver, field: keyof V & string, value: V[keyof V]) => Promise<void>
  /** What the form shows for the machine's values. */
  expectValues: (values: V) => void
  /** What a refused submit shows, and the button's state when the values cannot be sent. */
  expectRefusal?: (context: SectionContext<V, string>) => void
  /** When the values can be sent, for a form whose button stays disabled until then (Goals, Support). */
  sendable?: (values: V) => boolean
}

const change = (field: string, value: string | boolean) => ({ type: 'section.change', field, value }) as const

function describeSection<V extends SectionValues>(model: SectionModel<V>) {
  const machine: AnyStateMachine = settingsSections[model.tab]
  const id = machine.id
  const success = model.success ?? SETTINGS_TEXT.saved
  const [method, path] = model.chaos.split(' ') as [EndpointRoute['method'], string]
  const button = () => within(panel()).getByRole('button', { name: new RegExp(`^(${model.button!.label}|${model.button!.busy})$`) })
  const form = () => within(panel()).getByRole('form')
  const showsValues = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SectionContext<V, string>
    model.expectValues(context.values)
    model.expectRefusal?.(context)
  }
  const events = {
    'section.change': { samples: model.changes, perform: ({ driver }, event) => model.change(driver, event.field, event.value as V[keyof V]) },
    'section.submit': { samples: model.button ? [{ type: 'section.submit' }] : [], perform: ({ driver }) => driver.click('button', model.button!.label) },
  } satisfies EventFixtures<SectionEvent<SectionValues>, Ctx>
  const outcomes = {
    'xstate.done.actor.sendValues': { event: { type: 'xstate.done.actor.sendValues', output: undefined }, arrange: () => setChaosRule(model.chaos, null) },
    'xstate.error.actor.sendValues': {
      event: { type: 'xstate.error.actor.sendValues', error: new ApiError('http', `${model.chaos} failed with 500`, { status: 500 }) },
      arrange: () => setChaosRule(model.chaos, { status: 500 }),
    },
  } satisfies OutcomeFixtures<'sendValues'>
  const idle = (snapshot: AnyMachineSnapshot) => {
    showsValues(snapshot)
    const { values } = snapshot.context as SectionContext<V, string>
    if (model.button) expect(button()).toHaveTextContent(model.button.label)
    // Goals and Support wait for their text with the button disabled; Security refuses on a click instead.
    if (model.button) expect(button()).toHaveProperty('disabled', model.sendable ? !model.sendable(values) : false)
    expect(form()).toHaveAttribute('aria-busy', 'false')
  }
  describeModel(
    `settings ${model.tab} form on the real screen`,
    defineModel<AnyStateMachine, 'sendValues', Ctx>({
      machine,
      input: { values: model.initial },
      events: events as never,
      outcomes,
      timers: [{ type: `xstate.after.bannerTime.${id}.done` }],
      project: (snapshot) => {
        // Which values are given (a goal without its description is not yet sendable, nor the other way round).
        const { values, refused } = snapshot.context as SectionContext<V, string>
        return { filled: Object.keys(values).filter((key) => values[key] !== '' && values[key] !== false), refused }
      },
      gate: () => createEndpointGate(server, { method, url: apiUrl(path) }),
      mount: async (inspect) => {
        const ctx = await mountAt(model.tab, inspect)
        await within(panel()).findByRole('form')
        return ctx
      },
      screens: {
        editing: (_: Ctx, snapshot) => {
          idle(snapshot)
          expect(within(form()).queryByText(success)).not.toBeInTheDocument()
          expect(within(form()).queryByText(SETTINGS_TEXT.saveFailed)).not.toBeInTheDocument()
        },
        submitting: () => {
          expect(form()).toHaveAttribute('aria-busy', 'true')
          if (model.button) {
            expect(button()).toBeDisabled()
            expect(button()).toHaveTextContent(model.button.busy)
          }
        },
        done: (_: Ctx, snapshot) => {
          idle(snapshot)
          expect(within(form()).getAllByRole('status').some((status) => status.textContent === success)).toBe(true)
        },
        failed: (_: Ctx, snapshot) => {
          idle(snapshot)
          expect(within(form()).getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.saveFailed)
        },
      },
    }),
  )
}

const DEMO_PROFILE = { name: 'Aisyah Rahman', email: 'demo@selera.my', company: 'Kopi Kita Café', role: 'Founder & Managing Director', phone: '+60 12-382 4417' }
const field = (label: string) => within(panel()).getByLabelText(label)
/** What a form of text fields and selects shows: each field named, found by its label, holds the machine's value (a string). */
const showsFields =
  <V extends SectionValues>(labels: { [K in keyof V]?: string }) =>
  (values: V) => {
    for (const [name, label] of Object.entries(labels) as [keyof V & string, string][]) expect(field(label)).toHaveValue(values[name] as string)
  }
const switchOf = (label: string) => within(panel()).getByRole('switch', { name: label })

describeSection<typeof DEMO_PROFILE>({
  tab: 'profile',
  initial: DEMO_PROFILE,
  chaos: 'PUT /settings',
  button: { label: SETTINGS_TEXT.profile.save, busy: SETTINGS_TEXT.profile.saving },
  changes: [change('phone', '+60 3-2282 1188')],
  change: (driver, name, value) => driver.fill(SETTINGS_TEXT.profile[name as 'phone'], String(value)),
  expectValues: showsFields({ name: SETTINGS_TEXT.profile.name, phone: SETTINGS_TEXT.profile.phone }),
})

const NOTIFY = { email: true, push: true, weekly_reports: true, insights: true, system_updates: false }
describeSection<typeof NOTIFY>({
  tab: 'notifications',
  initial: NOTIFY,
  chaos: 'PUT /settings',
  button: { label: SETTINGS_TEXT.notifications.save, busy: SETTINGS_TEXT.notifications.saving },
  changes: [change('system_updates', true)],
  change: (driver, name) => driver.click('switch', SETTINGS_TEXT.notifications.switches[name as 'system_updates'].label),
  expectValues: (values) => {
    for (const name of Object.keys(NOTIFY) as (keyof typeof NOTIFY)[]) expect(switchOf(SETTINGS_TEXT.notifications.switches[name].label)).toHaveAttribute('aria-checked', String(values[name]))
  },
})

const PREFERENCES = { theme: 'system', language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' }
describeSection<typeof PREFERENCES>({
  tab: 'preferences',
  initial: PREFERENCES,
  chaos: 'PUT /settings',
  button: null,
  changes: [change('currency', 'SGD')],
  change: (driver, name, value) => driver.select(SETTINGS_TEXT.preferences[name as 'currency'], String(value)),
  expectValues: showsFields({ theme: SETTINGS_TEXT.preferences.theme, currency: SETTINGS_TEXT.preferences.currency }),
})

const SECURITY = { currentPassword: '', newPassword: '', confirmPassword: '', twoFactor: false }
const PASSWORD_LABELS = { currentPassword: SETTINGS_TEXT.security.current, newPassword: SETTINGS_TEXT.security.new, confirmPassword: SETTINGS_TEXT.security.confirm } as const
describeSection<typeof SECURITY>({
  tab: 'security',
  initial: SECURITY,
  chaos: 'PUT /settings',
  button: { label: SETTINGS_TEXT.security.save, busy: SETTINGS_TEXT.security.saving },
  // A confirmation that differs, then one that matches, then the current password: mismatch → no current → sendable.
  changes: [change('newPassword', 'kopi-kita-2026'), change('confirmPassword', 'kopi-kita-2026'), change('currentPassword', DEMO_PASSWORD)],
  change: async (driver, name, value) => {
    const opener = screen.queryByRole('button', { name: SETTINGS_TEXT.security.changePassword, expanded: false })
    if (opener) await driver.click('button', SETTINGS_TEXT.security.changePassword)
    await driver.fill(PASSWORD_LABELS[name as keyof typeof PASSWORD_LABELS], String(value))
  },
  expectValues: (values) => {
    expect(switchOf(SETTINGS_TEXT.security.twoFactor)).toHaveAttribute('aria-checked', String(values.twoFactor))
    if (screen.queryByRole('button', { name: SETTINGS_TEXT.security.changePassword, expanded: true })) {
      expect(field(SETTINGS_TEXT.security.new)).toHaveValue(values.newPassword)
      expect(field(SETTINGS_TEXT.security.confirm)).toHaveValue(values.confirmPassword)
    }
  },
  expectRefusal: ({ refused }) => {
    const words = { mismatch: SETTINGS_TEXT.security.mismatch, current: SETTINGS_TEXT.security.needCurrent, short: SETTINGS_TEXT.security.short }
    if (refused) expect(within(panel()).getByText(words[refused as keyof typeof words])).toBeInTheDocument()
    else for (const text of Object.values(words)) expect(within(panel()).queryByText(text)).not.toBeInTheDocument()
  },
})

const GOAL = { goal: '', description: '' }
describeSection<typeof GOAL>({
  tab: 'goals',
  initial: GOAL,
  chaos: 'POST /requests',
  button: { label: SETTINGS_TEXT.goals.add, busy: SETTINGS_TEXT.goals.adding },
  success: SETTINGS_TEXT.goals.submitted,
  changes: [change('goal', GOAL_TITLES[4]!), change('description', 'Cut unsold kuih by half at SS15')],
  change: (driver, name, value) => (name === 'goal' ? driver.select(SETTINGS_TEXT.goals.goal, String(value)) : driver.fill(SETTINGS_TEXT.goals.description, String(value))),
  expectValues: showsFields({ goal: SETTINGS_TEXT.goals.goal, description: SETTINGS_TEXT.goals.description }),
  expectRefusal: (context) => {
    const recent = within(panel()).getByRole('region', { name: SETTINGS_TEXT.goals.recent })
    if (context.submitted.length === 0) expect(within(recent).getByText(SETTINGS_TEXT.goals.noRecent)).toBeInTheDocument()
    else expect(within(recent).getAllByRole('listitem')).toHaveLength(context.submitted.length)
  },
  sendable: (values) => goalProblem(values) === null,
})

const SUPPORT = { description: '', priority: 'medium' }
describeSection<typeof SUPPORT>({
  tab: 'support',
  initial: SUPPORT,
  chaos: 'POST /requests',
  button: { label: SETTINGS_TEXT.support.submit, busy: SETTINGS_TEXT.support.submitting },
  success: SETTINGS_TEXT.support.submitted,
  changes: [change('priority', 'critical'), change('description', 'The Mont Kiara file shows no card payments')],
  change: (driver, name, value) => (name === 'priority' ? driver.select(SETTINGS_TEXT.support.priority, String(value)) : driver.fill(SETTINGS_TEXT.support.description, String(value))),
  expectValues: showsFields({ priority: SETTINGS_TEXT.support.priority, description: SETTINGS_TEXT.support.description }),
  sendable: (values) => supportProblem(values as never) === null,
})
