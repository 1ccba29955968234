import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import { VALIDATION_RECHECK_MS } from '../../../kernel/limits'
import type { AssetRemoved, AssetType, AssetUploadResponse, StoredAsset, ValidationStatus } from '../../../kernel/contract'
import type { AssetUpload, LoadedPanel, Refreshed } from './assets.actors'
import type { AssetsStore } from './assets.store'
import { companyAssetsMachine, type AssetsValidatedEvent } from './company-assets.machine'

const LOGO: AssetType = { id: 1, code: 'logo', description: 'Logo', has_image: true, metadata_schema: { required: ['brand_name'], optional: ['tagline'] } }
const MENU: AssetType = { id: 2, code: 'menu', description: 'Menu', has_image: false, metadata_schema: { required: ['menu_title'], optional: ['items'] } }
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const png = (name = 'kopi-kita.logo.png') => new File([PNG], name, { type: 'image/png' })

const MISSING: ValidationStatus = { all_requirements_met: false, missing_assets: ['logo'], validation_details: { logo: { status: 'not_uploaded', count: 0, description: 'Logo' } } }
const MET: ValidationStatus = { all_requirements_met: true, missing_assets: [], validation_details: { logo: { status: 'available', count: 1, description: 'Logo' } } }
const STORED: StoredAsset = {
  id: 'a1',
  asset_type_code: 'logo',
  asset_name: 'kopi-kita',
  asset_metadata: { brand_name: 'Kopi Kita' },
  file_name: 'kopi-kita.logo.png',
  content_type: 'image/png',
  size_bytes: 8,
  file_url: 'https://api.example.test/files/assets/a1?expires=1&signature=x',
  created_at: '2026-11-18T07:30:00Z',
}

/** A promise the test settles by hand, recording each call's input. */
function controlled<TOutput, TInput>() {
  const calls: TInput[] = []
  const pending: Array<{ resolve: (value: TOutput) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<TOutput, TInput>(({ input }) => new Promise<TOutput>((resolve, reject) => (calls.push(input), pending.push({ resolve, reject }))))
  const nth = async (n: number) => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThanOrEqual(n))
    return pending[n - 1]!
  }
  return { logic, calls, nth }
}

function start() {
  let now = Date.parse('2026-11-18T07:30:00Z')
  const store: AssetsStore = { now: () => now, cachedTypes: () => null, saveTypes: () => undefined, freshStatus: () => null, saveStatus: () => undefined }
  const clock = new SimulatedClock()
  const loadPanel = controlled<LoadedPanel, { store: AssetsStore }>()
  const refresh = controlled<Refreshed, { store: AssetsStore }>()
  const upload = controlled<AssetUploadResponse, { upload: AssetUpload }>()
  const remove = controlled<AssetRemoved, { id: string | number }>()
  const machine = companyAssetsMachine.provide({ actors: { loadPanel: loadPanel.logic, refresh: refresh.logic, upload: upload.logic, remove: remove.logic } })
  const actor = createActor(machine, { input: { store }, clock }).start()
  const emitted: AssetsValidatedEvent[] = []
  actor.on('assets.validated', (event) => emitted.push(event))
  const tick = (ms: number) => {
    now += ms
    clock.increment(ms)
  }
  return { actor, loadPanel, refresh, upload, remove, emitted, tick, now: () => now }
}

async function loaded(assets: StoredAsset[] = []) {
  const panel = start()
  ;(await panel.loadPanel.nth(1)).resolve({ types: [LOGO, MENU], required: ['logo'], assets, checked: { status: MISSING, at: panel.now() } })
  await waitFor(panel.actor, (s) => s.matches({ loaded: 'ready' }))
  return panel
}

const choose = (code: string, file: File, head: Uint8Array = PNG) => ({ type: 'file.choose' as const, code, file, head })

describe('company assets machine', () => {
  it('loads the types, the status and the list; a failure offers a retry', async () => {
    const { actor, loadPanel } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    ;(await loadPanel.nth(1)).reject(new ApiError('http', 'GET /asset-types failed with 500', { status: 500 }))
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'panel.retry' })
    ;(await loadPanel.nth(2)).resolve({ types: [LOGO], required: ['logo'], assets: null, checked: null })
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(actor.getSnapshot().context).toMatchObject({ types: [LOGO], assets: [], status: null, lastChecked: null, checkFailed: true })
  })

  it("refuses to upload without a required file or a required field filled in, naming the rules as codes", async () => {
    const { actor, upload } = await loaded()
    actor.send({ type: 'metadata.change', code: 'logo', field: 'brand_name', value: '  ' })
    actor.send({ type: 'asset.upload', code: 'logo' })
    expect(actor.getSnapshot().matches({ loaded: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.forms.logo!.problems).toEqual([
      { kind: 'fileRequired', code: 'logo' },
      { kind: 'metadataRequired', fields: ['brand_name'] },
    ])
    // Once shown, the rules are checked again at each edit: a fixed one goes at once.
    actor.send(choose('logo', png()))
    expect(actor.getSnapshot().context.forms.logo!.problems).toEqual([{ kind: 'metadataRequired', fields: ['brand_name'] }])
    actor.send({ type: 'metadata.change', code: 'logo', field: 'brand_name', value: 'Kopi Kita' })
    expect(actor.getSnapshot().context.forms.logo!.problems).toEqual([])
    // An unknown type has no form: nothing happens.
    expect(actor.getSnapshot().can({ type: 'asset.upload', code: 'banner' })).toBe(false)
    expect(upload.calls).toEqual([])
  })

  it('keeps a file that is what it says and refuses others by name, keeping the file chosen before', async () => {
    const { actor } = await loaded()
    const logo = png()
    actor.send(choose('logo', logo))
    actor.send(choose('logo', new File(['GIF89a'], 'anim.gif'), new TextEncoder().encode('GIF89a')))
    expect(actor.getSnapshot().context.forms.logo).toMatchObject({ file: logo, refusal: { name: 'anim.gif', problem: 'type' } })
    const huge = png('huge.png')
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 })
    actor.send(choose('logo', huge))
    expect(actor.getSnapshot().context.forms.logo).toMatchObject({ file: logo, refusal: { name: 'huge.png', problem: 'size' } })
    actor.send({ type: 'file.clear', code: 'logo' })
    expect(actor.getSnapshot().context.forms.logo!.file).toBeNull()
    // Nothing chosen, nothing to clear.
    expect(actor.getSnapshot().can({ type: 'file.clear', code: 'logo' })).toBe(false)
  })

  it('uploads with the name of the rules, re-checks, and announces the new status', async () => {
    const { actor, upload, refresh, emitted, now } = await loaded()
    actor.send(choose('logo', png()))
    actor.send({ type: 'metadata.change', code: 'logo', field: 'brand_name', value: ' Kopi Kita ' })
    actor.send({ type: 'metadata.change', code: 'logo', field: 'tagline', value: '' })
    actor.send({ type: 'asset.upload', code: 'logo' })
    expect(actor.getSnapshot().matches({ loaded: 'uploading' })).toBe(true)
    // The form on its way cannot change; another one can.
    expect(actor.getSnapshot().can({ type: 'metadata.change', code: 'logo', field: 'brand_name', value: 'x' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'metadata.change', code: 'menu', field: 'menu_title', value: 'x' })).toBe(true)
    expect(upload.calls[0]!.upload).toMatchObject({ asset_type_code: 'logo', asset_name: 'kopi-kita', asset_metadata: { brand_name: 'Kopi Kita' } })
    expect(upload.calls[0]!.upload.file?.name).toBe('kopi-kita.logo.png')
    ;(await upload.nth(1)).resolve({ asset_id: 'a1', asset_type_code: 'logo', asset_type_description: 'Logo' })
    await waitFor(actor, (s) => s.matches({ loaded: 'checking' }))
    expect(actor.getSnapshot().context.forms.logo).toMatchObject({ file: null, metadata: {} })
    expect(emitted).toEqual([])
    ;(await refresh.nth(1)).resolve({ checked: { status: MET, at: now() }, assets: [STORED] })
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(emitted).toEqual([{ type: 'assets.validated', status: MET }])
    expect(actor.getSnapshot().context).toMatchObject({ status: MET, assets: [STORED], uploaded: { code: 'logo', name: 'kopi-kita' }, afterUpload: false })
    // Refresh Status announces nothing: only an upload does.
    actor.send({ type: 'status.refresh' })
    ;(await refresh.nth(2)).resolve({ checked: { status: MET, at: now() }, assets: [STORED] })
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(emitted).toHaveLength(1)
  })

  it("keeps the form when an upload fails, with the server's detail or none", async () => {
    const { actor, upload } = await loaded()
    actor.send({ type: 'metadata.change', code: 'menu', field: 'menu_title', value: 'Breakfast' })
    actor.send({ type: 'asset.upload', code: 'menu' })
    expect(upload.calls[0]!.upload).toEqual({ asset_type_code: 'menu', asset_metadata: { menu_title: 'Breakfast' }, asset_name: 'Breakfast' })
    ;(await upload.nth(1)).reject(new ApiError('http', 'POST /assets/upload failed with 422', { status: 422, detail: 'Menu is too long' }))
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(actor.getSnapshot().context.forms.menu).toMatchObject({ metadata: { menu_title: 'Breakfast' }, failure: { detail: 'Menu is too long', name: 'Breakfast' } })
    actor.send(choose('logo', png()))
    actor.send({ type: 'metadata.change', code: 'logo', field: 'brand_name', value: 'Kopi Kita' })
    actor.send({ type: 'asset.upload', code: 'logo' })
    ;(await upload.nth(2)).reject(new ApiError('network', 'POST /assets/upload could not reach the server'))
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(actor.getSnapshot().context.forms.logo!.failure).toEqual({ detail: null, name: 'kopi-kita.logo.png' })
  })

  it('checks again once the last check is 5 minutes old, on the clock it is given', async () => {
    const { actor, refresh, tick, now } = await loaded()
    tick(VALIDATION_RECHECK_MS - 1)
    expect(actor.getSnapshot().matches({ loaded: 'ready' })).toBe(true)
    tick(1)
    expect(actor.getSnapshot().matches({ loaded: 'checking' })).toBe(true)
    ;(await refresh.nth(1)).reject(new ApiError('network', 'offline'))
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(actor.getSnapshot().context.checkFailed).toBe(true)
    // The failed check changed nothing on screen: the next is due 5 minutes after the last good one, which is past.
    tick(0)
    expect(actor.getSnapshot().matches({ loaded: 'checking' })).toBe(true)
    ;(await refresh.nth(2)).resolve({ checked: { status: MISSING, at: now() }, assets: [] })
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(actor.getSnapshot().context).toMatchObject({ checkFailed: false, lastChecked: now() })
  })

  it('removes an asset for good, then checks again; a failed removal names the asset', async () => {
    const { actor, remove, refresh, now } = await loaded([STORED])
    actor.send({ type: 'asset.remove', id: 'a1' })
    ;(await remove.nth(1)).reject(new ApiError('http', 'DELETE failed with 500', { status: 500 }))
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
    expect(actor.getSnapshot().context).toMatchObject({ removeFailed: 'kopi-kita', assets: [STORED], removing: null })
    actor.send({ type: 'asset.remove', id: 'a1' })
    expect(actor.getSnapshot().context.removeFailed).toBeNull()
    ;(await remove.nth(2)).resolve({ asset_id: 'a1', asset_type_code: 'logo' })
    await waitFor(actor, (s) => s.matches({ loaded: 'checking' }))
    expect(actor.getSnapshot().context.assets).toEqual([])
    ;(await refresh.nth(1)).resolve({ checked: { status: MISSING, at: now() }, assets: [] })
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }))
  })
})
