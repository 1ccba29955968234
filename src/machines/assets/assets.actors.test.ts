import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { server } from '../../../tests/setup/vitest.setup'
import { ANSWERS } from '../../../tests/utils/samples'
import { setAccessToken } from '../../api/auth-token'
import { createCache } from '../../api/cache'
import { ASSET_TYPES_CACHE_TTL_MS, VALIDATION_RECHECK_MS } from '../../../kernel/limits'
import { apiUrl } from '../../api/http'
import { loadPanelActor, refreshActor } from './assets.actors'
import { createAssetsStore, LAST_VALIDATION_CHECK_KEY } from './assets.store'

const REQUIRED = { required_asset_types: [{ code: 'logo' }, { code: 'product_image' }] }

/** The four reads the panel makes, answered with the contract's samples and counted. */
function answerReads() {
  const calls = { types: 0, required: 0, status: 0, assets: 0 }
  server.use(
    http.get(apiUrl('/asset-types'), () => (calls.types++, HttpResponse.json(ANSWERS.assetTypes))),
    http.get(apiUrl('/asset-types/required'), () => (calls.required++, HttpResponse.json(REQUIRED))),
    http.get(apiUrl('/assets/validation-status'), () => (calls.status++, HttpResponse.json(ANSWERS.validationStatus))),
    http.get(apiUrl('/assets'), () => (calls.assets++, HttpResponse.json(ANSWERS.assets))),
  )
  return calls
}

/** A store on a clock the test moves, with its own cache and storage. */
function fakeStore(token = 'token-a') {
  let now = Date.parse('2026-11-18T07:30:00Z')
  const cache = createCache({ now: () => now })
  let current: string | null = token
  const store = createAssetsStore({ cache, now: () => now, token: () => current, storage: () => localStorage })
  return {
    store,
    advance: (ms: number) => void (now += ms),
    signInAs: (next: string) => void (current = next),
    at: () => now,
  }
}

const load = (store: ReturnType<typeof fakeStore>['store']) => toPromise(createActor(loadPanelActor, { input: { store } }).start())

beforeEach(() => setAccessToken('token-a'))
afterEach(() => setAccessToken(null))

describe('loading the assets panel', () => {
  it('keeps the asset types 10 minutes per token, asking again from the 10th minute on', async () => {
    const calls = answerReads()
    const clock = fakeStore()
    const first = await load(clock.store)
    expect(first.types).toEqual(ANSWERS.assetTypes.asset_types)
    expect(first.required).toEqual(['logo', 'product_image'])
    clock.advance(ASSET_TYPES_CACHE_TTL_MS - 1)
    await load(clock.store)
    expect(calls.types).toBe(1)
    clock.advance(1)
    await load(clock.store)
    expect(calls.types).toBe(2)
    // Another owner on this browser never gets the last one's cached copy.
    clock.signInAs('token-b')
    await load(clock.store)
    expect(calls.types).toBe(3)
    // The required types are not cached: the spec caches only the types.
    expect(calls.required).toBe(4)
  })

  it('checks the status only when the last check is 5 minutes old, stamping last_validation_check', async () => {
    const calls = answerReads()
    const clock = fakeStore()
    const opened = clock.at()
    const first = await load(clock.store)
    expect(first.checked).toEqual({ status: ANSWERS.validationStatus.validation_status, at: opened })
    expect(localStorage.getItem(LAST_VALIDATION_CHECK_KEY)).toBe(String(opened))
    clock.advance(VALIDATION_RECHECK_MS - 1)
    expect((await load(clock.store)).checked).toEqual({ status: ANSWERS.validationStatus.validation_status, at: opened })
    expect(calls.status).toBe(1)
    clock.advance(1)
    expect((await load(clock.store)).checked?.at).toBe(opened + VALIDATION_RECHECK_MS)
    expect(calls.status).toBe(2)
  })

  it('asks again when the stamp is fresh but this tab never heard the answer (a reload)', async () => {
    const calls = answerReads()
    const clock = fakeStore()
    localStorage.setItem(LAST_VALIDATION_CHECK_KEY, String(clock.at() - 1_000))
    await load(clock.store)
    expect(calls.status).toBe(1)
  })

  it('fails when the types cannot load, and still opens without the list or the status', async () => {
    answerReads()
    const clock = fakeStore()
    server.use(http.get(apiUrl('/assets'), () => HttpResponse.json({ detail: 'down' }, { status: 500 })))
    server.use(http.get(apiUrl('/assets/validation-status'), () => HttpResponse.json({ detail: 'down' }, { status: 503 })))
    const opened = await load(clock.store)
    expect(opened).toMatchObject({ assets: null, checked: null })
    server.use(http.get(apiUrl('/asset-types'), () => HttpResponse.json({ detail: 'down' }, { status: 500 })))
    // Past the types' 10 minutes, so they are asked for again.
    clock.advance(ASSET_TYPES_CACHE_TTL_MS)
    await expect(load(clock.store)).rejects.toMatchObject({ kind: 'http', status: 500 })
  })

  it('refreshes the status and the list even within the 5 minutes', async () => {
    const calls = answerReads()
    const clock = fakeStore()
    await load(clock.store)
    clock.advance(60_000)
    const refreshed = await toPromise(createActor(refreshActor, { input: { store: clock.store } }).start())
    expect(calls).toMatchObject({ status: 2, assets: 2 })
    expect(refreshed.checked.at).toBe(clock.at())
    expect(refreshed.assets).toEqual(ANSWERS.assets.assets)
    expect(localStorage.getItem(LAST_VALIDATION_CHECK_KEY)).toBe(String(clock.at()))
  })
})
