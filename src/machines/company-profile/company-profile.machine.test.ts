import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { CompanyProfile, CompanyProfileResponse } from '../../../kernel/contract'
import {
  CLIENT_ID_KEY,
  companyProfileMachine,
  fieldsOf,
  hasUnsavedChanges,
  INDUSTRY_KEY,
  profileErrorsOf,
  profileOf,
  SAVED_BANNER_MS,
} from './company-profile.machine'

const LOADED: CompanyProfileResponse = { headquarters_location: 'Bangsar, Kuala Lumpur', year_founded: 2019, num_branches: 3, avg_transaction_value: 18.9, industry: null, client_id: 'client-kopi-kita' }

/** Loads and saves the test settles; each save records what it was sent. */
function world() {
  const loads: Array<{ resolve: (answer: CompanyProfileResponse) => void; reject: (error: unknown) => void }> = []
  const saves: Array<{ input: CompanyProfile; resolve: () => void; reject: (error: unknown) => void }> = []
  const machine = companyProfileMachine.provide({
    actors: {
      loadProfile: fromPromise<CompanyProfileResponse>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
      saveProfile: fromPromise<unknown, CompanyProfile>(({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve: () => resolve({ success: true }), reject }))),
    },
  })
  const actor = createActor(machine).start()
  return { actor, loads, saves }
}

async function loaded(answer: CompanyProfileResponse = LOADED) {
  const w = world()
  w.loads[0]!.resolve(answer)
  await waitFor(w.actor, (s) => s.matches('editing'))
  return w
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

describe('company profile machine', () => {
  it('loads (busy), then shows the answer as text, and keeps client_id and the industry (food_beverage when absent) in browser storage', async () => {
    const w = world()
    expect(w.actor.getSnapshot().hasTag('busy')).toBe(true)
    w.loads[0]!.resolve(LOADED)
    const snapshot = await waitFor(w.actor, (s) => s.matches('editing'))
    expect(snapshot.context.fields).toMatchObject({ headquarters_location: 'Bangsar, Kuala Lumpur', year_founded: '2019', num_branches: '3', avg_transaction_value: '18.9', industry: '', main_products: '' })
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe('client-kopi-kita')
    expect(localStorage.getItem(INDUSTRY_KEY)).toBe('food_beverage')
    expect(hasUnsavedChanges(snapshot.context)).toBe(false)
  })

  it('a failed load can be tried again', async () => {
    const w = world()
    w.loads[0]!.reject(new ApiError('http', 'GET /company-profile failed with 500', { status: 500 }))
    await waitFor(w.actor, (s) => s.matches('loadFailed'))
    w.actor.send({ type: 'profile.retry' })
    expect(w.actor.getSnapshot().value).toBe('loading')
    w.loads[1]!.resolve({})
    await waitFor(w.actor, (s) => s.matches('editing'))
  })

  it('saves every field (numbers as numbers, empty as null), shows saved for 3 seconds, then edits on', async () => {
    vi.useFakeTimers()
    const w = await loaded()
    w.actor.send({ type: 'profile.change', field: 'main_products', value: ' Kopi, nasi lemak ' })
    w.actor.send({ type: 'profile.change', field: 'industry', value: 'Food & beverage' })
    expect(hasUnsavedChanges(w.actor.getSnapshot().context)).toBe(true)
    w.actor.send({ type: 'profile.save' })
    expect(w.actor.getSnapshot().value).toBe('saving')
    expect(w.saves[0]!.input).toMatchObject({ main_products: 'Kopi, nasi lemak', year_founded: 2019, avg_transaction_value: 18.9, num_employees: null, industry: 'Food & beverage' })
    w.saves[0]!.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(w.actor.getSnapshot().value).toBe('saved')
    expect(hasUnsavedChanges(w.actor.getSnapshot().context)).toBe(false)
    expect(localStorage.getItem(INDUSTRY_KEY)).toBe('Food & beverage')
    vi.advanceTimersByTime(SAVED_BANNER_MS - 1)
    expect(w.actor.getSnapshot().value).toBe('saved')
    vi.advanceTimersByTime(1)
    expect(w.actor.getSnapshot().value).toBe('editing')
  })

  it('a failed save keeps every typed value, and can be saved again', async () => {
    const w = await loaded()
    w.actor.send({ type: 'profile.change', field: 'top_goals', value: 'Grow weekday lunch' })
    w.actor.send({ type: 'profile.save' })
    w.saves[0]!.reject(new ApiError('network', 'x'))
    const failed = await waitFor(w.actor, (s) => s.matches('saveFailed'))
    expect(failed.context.fields.top_goals).toBe('Grow weekday lunch')
    expect(hasUnsavedChanges(failed.context)).toBe(true)
    w.actor.send({ type: 'profile.save' })
    expect(w.actor.getSnapshot().value).toBe('saving')
  })

  it('refuses a number that is not one, field by field, until it is changed', async () => {
    const w = await loaded()
    w.actor.send({ type: 'profile.change', field: 'year_founded', value: '19x5' })
    w.actor.send({ type: 'profile.change', field: 'avg_transaction_value', value: '18.905' })
    w.actor.send({ type: 'profile.save' })
    expect(w.actor.getSnapshot().value).toBe('editing')
    expect(w.actor.getSnapshot().context.errors).toEqual({ year_founded: 'format', avg_transaction_value: 'format' })
    w.actor.send({ type: 'profile.change', field: 'year_founded', value: '1995' })
    expect(w.actor.getSnapshot().context.errors).toEqual({ avg_transaction_value: 'format' })
    expect(w.saves).toHaveLength(0)
  })
})

describe('the profile as the form and the API read it', () => {
  it('round-trips: the answer as text, and back', () => {
    const fields = fieldsOf(LOADED)
    expect(profileOf(fields)).toMatchObject({ headquarters_location: 'Bangsar, Kuala Lumpur', year_founded: 2019, num_branches: 3, avg_transaction_value: 18.9, industry: null })
    expect(Object.keys(profileOf(fields))).toHaveLength(26)
  })

  it('accepts RM with at most two decimals and whole numbers, empty included', () => {
    const base = fieldsOf({})
    expect(profileErrorsOf({ ...base, avg_transaction_value: '18.90', num_employees: '12' })).toEqual({})
    expect(profileErrorsOf({ ...base, avg_transaction_value: '.5' })).toEqual({})
    expect(profileErrorsOf({ ...base, avg_transaction_value: '-1', num_branches: '2.5' })).toEqual({ avg_transaction_value: 'format', num_branches: 'format' })
  })
})
