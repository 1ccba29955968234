import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { SUCCESS_BANNER_MS } from '../../../kernel/limits'
import { ApiError } from '../../api/errors'
import { recentGoalsJournal } from './recent-goals'
import { createSectionMachine, hasChanges, type SectionSavedEmitted, type SectionValues, type Submitted } from './section-form'
import { goalProblem, securityProblem, supportProblem, type GoalValues, type SecurityValues } from './settings-forms.machine'

interface Values extends Record<string, string> {
  goal: string
  description: string
}

/** A goal-like form whose sends the test settles; each send records what it was sent. */
function world(options: { saveOnChange?: boolean; waitsUntilSendable?: boolean; keep?: number } = {}) {
  const sends: Array<{ input: SectionValues; resolve: () => void; reject: (error: unknown) => void }> = []
  let clock = 1_700_000_000_000
  const machine = createSectionMachine<Values, 'incomplete'>({
    id: 'settings-test',
    problem: goalProblem,
    submit: () => Promise.reject(new Error('the test provides the actor')),
    afterSave: () => ({ goal: '', description: '' }),
    now: () => (clock += 1000),
    ...options,
  }).provide({
    actors: {
      sendValues: fromPromise<unknown, SectionValues>(({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve: () => resolve(undefined), reject }))),
    },
  })
  const actor = createActor(machine, { input: { values: { goal: '', description: '' } } }).start()
  const saved: SectionSavedEmitted<SectionValues>[] = []
  actor.on('section.saved', (event) => saved.push(event))
  const fill = (goal: string, description: string) => {
    actor.send({ type: 'section.change', field: 'goal', value: goal })
    actor.send({ type: 'section.change', field: 'description', value: description })
  }
  return { actor, sends, saved, fill }
}

afterEach(() => vi.useRealTimers())

describe('a settings section machine', () => {
  it('refuses a submit its values cannot make, says why, and sends nothing until a value changes', () => {
    const w = world()
    w.fill('Increase revenue', '   ')
    w.actor.send({ type: 'section.submit' })
    expect(w.actor.getSnapshot().value).toBe('editing')
    expect(w.actor.getSnapshot().context.refused).toBe('incomplete')
    expect(w.sends).toHaveLength(0)
    w.actor.send({ type: 'section.change', field: 'description', value: 'Weekday lunch +15%' })
    expect(w.actor.getSnapshot().context.refused).toBeNull()
  })

  it('a form whose button waits for sendable values ignores a submit before then', () => {
    const w = world({ waitsUntilSendable: true })
    w.fill('Increase revenue', '')
    w.actor.send({ type: 'section.submit' })
    expect(w.actor.getSnapshot().context.refused).toBeNull()
    expect(w.sends).toHaveLength(0)
  })

  it('sends (busy), then shows the success for 3 seconds, empties the form and tells the screen what was saved', async () => {
    vi.useFakeTimers()
    const w = world({ keep: 5 })
    w.fill('Increase revenue', 'Weekday lunch +15%')
    w.actor.send({ type: 'section.submit' })
    expect(w.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(w.sends[0]!.input).toEqual({ goal: 'Increase revenue', description: 'Weekday lunch +15%' })
    w.sends[0]!.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(w.actor.getSnapshot().value).toBe('done')
    const { context } = w.actor.getSnapshot()
    expect(context.values).toEqual({ goal: '', description: '' })
    expect(hasChanges(context)).toBe(false)
    expect(context.submitted.map((entry) => entry.values)).toEqual([{ goal: 'Increase revenue', description: 'Weekday lunch +15%' }])
    expect(context.submitted[0]!.at).toBeGreaterThan(1_700_000_000_000)
    expect(w.saved).toEqual([{ type: 'section.saved', values: { goal: 'Increase revenue', description: 'Weekday lunch +15%' } }])
    vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1)
    expect(w.actor.getSnapshot().value).toBe('done')
    vi.advanceTimersByTime(1)
    expect(w.actor.getSnapshot().value).toBe('editing')
  })

  it('keeps at most `keep` submissions, newest first', async () => {
    const w = world({ keep: 2 })
    for (const description of ['first', 'second', 'third']) {
      w.fill('Increase revenue', description)
      w.actor.send({ type: 'section.submit' })
      w.sends.at(-1)!.resolve()
      await waitFor(w.actor, (s) => s.matches('done'))
    }
    expect(w.actor.getSnapshot().context.submitted.map((entry) => entry.values.description)).toEqual(['third', 'second'])
  })

  it('a failed save keeps every value and the server’s reason for a refusal (not for a 500)', async () => {
    const w = world()
    w.fill('Increase revenue', 'Weekday lunch +15%')
    w.actor.send({ type: 'section.submit' })
    w.sends[0]!.reject(new ApiError('http', 'PUT /settings failed with 400', { status: 400, detail: 'Your current password is incorrect.' }))
    await waitFor(w.actor, (s) => s.matches('failed'))
    expect(w.actor.getSnapshot().context).toMatchObject({ values: { goal: 'Increase revenue', description: 'Weekday lunch +15%' }, reason: 'Your current password is incorrect.' })
    w.actor.send({ type: 'section.submit' })
    expect(w.actor.getSnapshot().context.reason).toBeNull()
    w.sends[1]!.reject(new ApiError('http', 'PUT /settings failed with 500', { status: 500, detail: 'Internal Server Error' }))
    await waitFor(w.actor, (s) => s.matches('failed'))
    expect(w.actor.getSnapshot().context.reason).toBeNull()
    expect(w.saved).toHaveLength(0)
  })

  it('a form saved on each change sends at once, with the changed value', () => {
    const w = world({ saveOnChange: true })
    w.actor.send({ type: 'section.change', field: 'goal', value: 'Increase revenue' })
    expect(w.actor.getSnapshot().value).toBe('submitting')
    expect(w.sends[0]!.input).toEqual({ goal: 'Increase revenue', description: '' })
  })
})

describe('the Settings forms’ rules', () => {
  const security = (newPassword: string, confirmPassword: string, currentPassword = 'old-secret'): SecurityValues => ({ currentPassword, newPassword, confirmPassword, twoFactor: false })
  it('a password change needs the confirmation equal, the current password, and 6 characters; none at all is fine', () => {
    expect(securityProblem(security('', ''))).toBeNull()
    expect(securityProblem(security('new-secret', 'new-secreT'))).toBe('mismatch')
    expect(securityProblem(security('', 'new-secret'))).toBe('mismatch')
    expect(securityProblem(security('new-secret', 'new-secret', ''))).toBe('current')
    expect(securityProblem(security('abc12', 'abc12'))).toBe('short')
    expect(securityProblem(security('abc123', 'abc123'))).toBeNull()
  })

  it('a goal needs both a goal and a description; support needs a description', () => {
    const goal = (g: string, d: string): GoalValues => ({ goal: g, description: d })
    expect(goalProblem(goal('', 'x'))).toBe('incomplete')
    expect(goalProblem(goal('Increase revenue', ' '))).toBe('incomplete')
    expect(goalProblem(goal('Increase revenue', 'x'))).toBeNull()
    expect(supportProblem({ description: '\n', priority: 'medium' })).toBe('blank')
    expect(supportProblem({ description: 'Upload stuck', priority: 'high' })).toBeNull()
  })
})

describe('a form’s journal (the Goals tab’s recent submissions)', () => {
  afterEach(() => sessionStorage.clear())

  function journalled(account: string | null) {
    const written: Array<{ account: string; submitted: Submitted<Values>[] }> = []
    const kept: Record<string, Submitted<Values>[]> = { 'owner-1': [{ values: { goal: 'Reduce food waste', description: 'Kuih at SS15' }, at: 1 }] }
    const sends: Array<() => void> = []
    const machine = createSectionMachine<Values, 'incomplete'>({
      id: 'settings-test',
      problem: goalProblem,
      submit: () => Promise.reject(new Error('the test provides the actor')),
      afterSave: () => ({ goal: '', description: '' }),
      keep: 5,
      journal: { read: (owner) => kept[owner] ?? [], write: (owner, submitted) => written.push({ account: owner, submitted }) },
    }).provide({ actors: { sendValues: fromPromise<unknown, SectionValues>(() => new Promise((resolve) => sends.push(() => resolve(undefined)))) } })
    const actor = createActor(machine, { input: { values: { goal: '', description: '' }, account } }).start()
    return { actor, written, sends }
  }

  it('starts from what the journal kept for the account, and writes the list after each save', async () => {
    const { actor, written, sends } = journalled('owner-1')
    expect(actor.getSnapshot().context.submitted.map((entry) => entry.values.goal)).toEqual(['Reduce food waste'])
    actor.send({ type: 'section.change', field: 'goal', value: 'Increase revenue' })
    actor.send({ type: 'section.change', field: 'description', value: 'Weekday lunch +15%' })
    actor.send({ type: 'section.submit' })
    sends[0]!()
    await waitFor(actor, (s) => s.matches('done'))
    expect(written).toHaveLength(1)
    expect(written[0]!.account).toBe('owner-1')
    expect(written[0]!.submitted.map((entry) => entry.values.goal)).toEqual(['Increase revenue', 'Reduce food waste'])
  })

  it('without an account it keeps the list for the visit only', async () => {
    const { actor, written, sends } = journalled(null)
    expect(actor.getSnapshot().context.submitted).toEqual([])
    actor.send({ type: 'section.change', field: 'goal', value: 'Increase revenue' })
    actor.send({ type: 'section.change', field: 'description', value: 'x' })
    actor.send({ type: 'section.submit' })
    sends[0]!()
    await waitFor(actor, (s) => s.matches('done'))
    expect(actor.getSnapshot().context.submitted).toHaveLength(1)
    expect(written).toEqual([])
  })

  it('the Goals journal is the browser tab’s session storage, per account, and ignores what it cannot read', () => {
    const entry: Submitted<GoalValues> = { values: { goal: 'Increase revenue', description: 'Lunch' }, at: 1_700_000_000_000 }
    recentGoalsJournal.write('owner-1', [entry])
    expect(recentGoalsJournal.read('owner-1')).toEqual([entry])
    expect(recentGoalsJournal.read('owner-2')).toEqual([])
    sessionStorage.setItem('selera-recent-goals:owner-3', '{not json')
    expect(recentGoalsJournal.read('owner-3')).toEqual([])
    sessionStorage.setItem('selera-recent-goals:owner-4', JSON.stringify([entry, { values: { goal: 3 }, at: 'x' }]))
    expect(recentGoalsJournal.read('owner-4')).toEqual([entry])
  })
})
