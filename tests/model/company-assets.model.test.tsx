import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate'
import { ASSET_TYPE_CATALOGUE, toAssetType } from '../../backend/assets/asset-types'
import { VALIDATION_RECHECK_MS } from '../../kernel/limits'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import type { StoredAsset, ValidationStatus } from '../../kernel/contract'
import { companyAssetsMachine, type AssetsContext, type AssetsEvent, type AssetsInvokeId } from '../../src/machines/assets/company-assets.machine'
import { CompanyAssetsPanel } from '../../src/ui/components/company-assets/company-assets-panel'
import { ASSETS_TEXT, failureText, problemsText, refusalText } from '../../src/ui/components/company-assets/company-assets-text'
import { server } from '../setup/vitest.setup'
import { renderAsOwner } from '../utils/assets-panel'
import { createEndpointGate, settleRequestsAfterEach } from '../utils/backend-gate'
import { setChaosRule } from '../utils/chaos'
import { defineModel, describeModel, type EventFixture, type EventFixtures, type OutcomeFixtures } from '../utils/graph'

/*
 * The Company Assets machine walked on the real panel with the demo owner (six seeded assets, every
 * requirement met, so a removal always finds one). The model predicts the flow: the forms, what
 * guards read, the states. What the fake backend answers (the list, the status) is shown as the
 * live machine holds it; the screen tests check those answers themselves.
 */

interface Ctx {
  user: UserEvent
  clock: SimulatedClock
  /** The panel's machine as it is now. */
  live: () => AnyMachineSnapshot
}

const CHAOS = ['GET /asset-types', 'GET /assets/validation-status', 'POST /assets/upload', 'DELETE /assets/{id}'] as const
settleRequestsAfterEach(server, () => {
  for (const rule of CHAOS) setChaosRule(rule, null)
})

/** A file the traversal can tell apart from another: a File's JSON is `{}`. */
function sampleFile(bytes: Uint8Array, name: string, type: string): File {
  const file = new File([new Uint8Array(bytes)], name, { type })
  Object.defineProperty(file, 'toJSON', { value: () => ({ name, type, size: file.size }) })
  return file
}

const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0))
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
const LOGO_FILE = sampleFile(PNG_1X1, 'kopi-kita.logo.png', 'image/png')
const GIF_FILE = sampleFile(GIF, 'party.png', 'image/png')

const TYPES = ASSET_TYPE_CATALOGUE.map(toAssetType)
const MET: ValidationStatus = { all_requirements_met: true, missing_assets: [], validation_details: {} }
/** The asset the model lists: the live list has the demo's real ones, and a removal takes the first of them. */
const LISTED: StoredAsset = {
  id: 'listed',
  asset_type_code: 'logo',
  asset_name: 'logo',
  asset_metadata: {},
  file_name: 'logo.svg',
  content_type: 'image/svg+xml',
  size_bytes: 1,
  file_url: null,
  created_at: '2026-11-18T07:30:00Z',
}

const serverFault = (call: string) => new ApiError('http', `${call} failed with 500`, { status: 500 })
const logoForm = () => screen.getByRole('form', { name: 'Logo' })

const CHOOSE_LOGO = { type: 'file.choose', code: 'logo', file: LOGO_FILE, head: PNG_1X1 } as const
const CHOOSE_GIF = { type: 'file.choose', code: 'logo', file: GIF_FILE, head: GIF } as const
const NAME_BRAND = { type: 'metadata.change', code: 'logo', field: 'brand_name', value: 'Kopi Kita' } as const
const UPLOAD = { type: 'asset.upload', code: 'logo' } as const
const REMOVE = { type: 'asset.remove', id: LISTED.id } as const
const RECHECK = { type: 'xstate.after.recheckDue.companyAssets.loaded.ready' } as const

const panelEvents = {
  'panel.retry': { samples: [{ type: 'panel.retry' }], perform: async ({ user }) => user.click(screen.getByRole('button', { name: ASSETS_TEXT.retry })) },
  'status.refresh': { samples: [{ type: 'status.refresh' }], perform: async ({ user }) => user.click(screen.getByRole('button', { name: ASSETS_TEXT.refresh })) },
  'file.choose': {
    samples: [CHOOSE_LOGO, CHOOSE_GIF],
    perform: async ({ user, live }, event) => {
      const before = live()
      await user.upload(within(logoForm()).getByLabelText(ASSETS_TEXT.chooseFile), event.file)
      // The head is read before the event goes: wait until the machine has it.
      await waitFor(() => expect(live()).not.toBe(before))
    },
  },
  'file.clear': { samples: [{ type: 'file.clear', code: 'logo' }], perform: async ({ user }) => user.click(within(logoForm()).getByRole('button', { name: ASSETS_TEXT.clearFile })) },
  'metadata.change': {
    samples: [NAME_BRAND],
    perform: async ({ user }, event) => {
      const input = within(logoForm()).getByLabelText(ASSETS_TEXT.requiredField('Brand name'))
      await user.clear(input)
      await user.type(input, event.value)
    },
  },
  'asset.upload': { samples: [UPLOAD], perform: async ({ user }) => user.click(within(logoForm()).getByRole('button', { name: ASSETS_TEXT.upload })) },
  'asset.remove': {
    samples: [REMOVE],
    // The first asset the panel lists: the model's stands for whichever is there.
    perform: async ({ user }) => user.click(within(screen.getByRole('list', { name: ASSETS_TEXT.listLabel })).getAllByRole('button')[0]!),
  },
} satisfies EventFixtures<AssetsEvent, Ctx>

/** The 5-minute re-check: the panel's clock is simulated, so the gesture is moving it on. */
const recheck: EventFixture<typeof RECHECK, Ctx> = {
  samples: [RECHECK],
  perform: ({ clock }) => {
    clock.increment(VALIDATION_RECHECK_MS)
    return Promise.resolve()
  },
}

const LOADED = { type: 'xstate.done.actor.loadPanel', output: { types: TYPES, required: ['logo', 'product_image'], assets: [LISTED], checked: { status: MET, at: 0 } } } as const
const LOAD_FAILED = { type: 'xstate.error.actor.loadPanel', error: serverFault('GET /asset-types') } as const
const REFRESHED = { type: 'xstate.done.actor.refresh', output: { checked: { status: MET, at: 0 }, assets: [LISTED] } } as const
const UPLOADED = { type: 'xstate.done.actor.upload', output: { asset_id: 'new', asset_type_code: 'logo', asset_type_description: 'Logo' } } as const
const UPLOAD_FAILED = { type: 'xstate.error.actor.upload', error: serverFault('POST /assets/upload') } as const

const panelOutcomes = {
  // Four reads: the types, the required ones, the list and the status (none cached for a new session).
  'xstate.done.actor.loadPanel': { event: LOADED, arrange: () => setChaosRule('GET /asset-types', null), requests: 4 },
  'xstate.error.actor.loadPanel': { event: LOAD_FAILED, arrange: () => setChaosRule('GET /asset-types', { status: 500 }), requests: 4 },
  // Two reads: the status and the list.
  'xstate.done.actor.refresh': { event: REFRESHED, arrange: () => setChaosRule('GET /assets/validation-status', null), requests: 2 },
  'xstate.error.actor.refresh': {
    event: { type: 'xstate.error.actor.refresh', error: serverFault('GET /assets/validation-status') },
    arrange: () => setChaosRule('GET /assets/validation-status', { status: 500 }),
    requests: 2,
  },
  'xstate.done.actor.upload': { event: UPLOADED, arrange: () => setChaosRule('POST /assets/upload', null) },
  'xstate.error.actor.upload': { event: UPLOAD_FAILED, arrange: () => setChaosRule('POST /assets/upload', { status: 500 }) },
  'xstate.done.actor.remove': { event: { type: 'xstate.done.actor.remove', output: { asset_id: 'listed', asset_type_code: 'logo' } }, arrange: () => setChaosRule('DELETE /assets/{id}', null) },
  'xstate.error.actor.remove': { event: { type: 'xstate.error.actor.remove', error: serverFault('DELETE /assets/{id}') }, arrange: () => setChaosRule('DELETE /assets/{id}', { status: 500 }) },
} satisfies OutcomeFixtures<AssetsInvokeId>

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AssetsContext

/** The logo's form as the model has it: the file, the brand name, the rules broken, a refused file, a failed upload; editable or not. */
function logoFormShown(snapshot: AnyMachineSnapshot) {
  const form = contextOf(snapshot).forms.logo!
  const inside = within(logoForm())
  expect(inside.getByText(form.file ? ASSETS_TEXT.fileChosen(form.file.name) : ASSETS_TEXT.fileNone)).toBeInTheDocument()
  const brand = inside.getByLabelText(ASSETS_TEXT.requiredField('Brand name'))
  expect(brand).toHaveValue(form.metadata.brand_name ?? '')
  const uploading = contextOf(snapshot).uploading === 'logo'
  expect(brand).toHaveProperty('disabled', uploading)
  expect(inside.getByLabelText(ASSETS_TEXT.chooseFile)).toHaveProperty('disabled', uploading)
  const alert = inside.getByRole('alert')
  const expected = [form.refusal ? refusalText(form.refusal.name, form.refusal.problem) : null, form.problems.length > 0 ? problemsText(form.problems) : null, form.failure ? failureText(form.failure) : null]
  expect(alert.textContent).toBe(expected.filter(Boolean).join(''))
  const upload = inside.getByRole('button', { name: uploading ? ASSETS_TEXT.uploading : ASSETS_TEXT.upload })
  expect(upload).toHaveProperty('disabled', !snapshot.can(UPLOAD))
}

/** What the live machine holds, on screen: the overall status, when it was checked, the list, a failed check or removal. */
function answersShown(live: AnyMachineSnapshot) {
  const { status, assets, checkFailed, removeFailed } = contextOf(live)
  if (status) expect(screen.getByText(status.all_requirements_met ? ASSETS_TEXT.allMet : ASSETS_TEXT.stillNeeded(status.missing_assets.length))).toBeInTheDocument()
  const list = screen.queryByRole('list', { name: ASSETS_TEXT.listLabel })
  expect(list ? within(list).getAllByRole('listitem') : []).toHaveLength(assets.length)
  if (checkFailed) expect(screen.getByText(ASSETS_TEXT.checkFailed)).toBeInTheDocument()
  else expect(screen.queryByText(ASSETS_TEXT.checkFailed)).not.toBeInTheDocument()
  if (removeFailed) expect(screen.getByText(ASSETS_TEXT.removeFailed(removeFailed))).toBeInTheDocument()
}

function loadedShown(ctx: Ctx, snapshot: AnyMachineSnapshot) {
  expect(screen.getAllByRole('form').map((form) => form.getAttribute('aria-labelledby') && within(form).getByRole('heading').textContent)).toEqual([
    'Logo',
    'Product photo',
    'Packaging',
    'Menu',
  ])
  logoFormShown(snapshot)
  answersShown(ctx.live())
  const refresh = screen.getByRole('button', { name: snapshot.matches({ loaded: 'checking' }) ? ASSETS_TEXT.refreshing : ASSETS_TEXT.refresh })
  expect(refresh).toHaveProperty('disabled', !snapshot.can({ type: 'status.refresh' }))
  const list = screen.queryByRole('list', { name: ASSETS_TEXT.listLabel })
  for (const remove of list ? within(list).getAllByRole('button') : []) expect(remove).toHaveProperty('disabled', !snapshot.can(REMOVE))
}

const panelModel = defineModel<typeof companyAssetsMachine, AssetsInvokeId, Ctx>({
  machine: companyAssetsMachine,
  input: {},
  events: Object.assign({ [RECHECK.type]: recheck }, panelEvents),
  outcomes: panelOutcomes,
  // What the guards read: the logo form's file and brand name, which form is on its way, whether a check follows an upload.
  project: (snapshot) => {
    const { forms, uploading, afterUpload } = contextOf(snapshot)
    return { file: forms.logo?.file?.name ?? null, brand: forms.logo?.metadata.brand_name ?? '', uploading, afterUpload }
  },
  gate: () =>
    createEndpointGate(
      server,
      { method: 'GET', url: apiUrl('/asset-types') },
      { method: 'GET', url: apiUrl('/asset-types/required') },
      { method: 'GET', url: apiUrl('/assets') },
      { method: 'GET', url: apiUrl('/assets/validation-status') },
      { method: 'POST', url: apiUrl('/assets/upload') },
      { method: 'DELETE', url: apiUrl('/assets/:id') },
    ),
  mount: async (inspect: (event: InspectionEvent) => void) => {
    const clock = new SimulatedClock()
    let live: AnyMachineSnapshot | null = null
    const watch = (event: InspectionEvent) => {
      inspect(event)
      if (event.type === '@xstate.snapshot' && (event.snapshot as AnyMachineSnapshot).machine?.id === companyAssetsMachine.id) live = event.snapshot as AnyMachineSnapshot
    }
    const { user } = await renderAsOwner(<CompanyAssetsPanel clock={clock} />, { user: 'demo', inspect: watch })
    await screen.findByRole('heading', { name: ASSETS_TEXT.title })
    return {
      user,
      clock,
      live: () => {
        if (!live) throw new Error('The panel did not start its machine')
        return live
      },
    }
  },
  screens: {
    loading: () => {
      expect(screen.getByText(ASSETS_TEXT.loading)).toBeInTheDocument()
      expect(screen.queryByRole('form')).not.toBeInTheDocument()
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(ASSETS_TEXT.loadFailed)
      expect(screen.getByRole('button', { name: ASSETS_TEXT.retry })).toBeEnabled()
      expect(screen.queryByRole('form')).not.toBeInTheDocument()
    },
    loaded: () => {
      expect(screen.queryByText(ASSETS_TEXT.loading)).not.toBeInTheDocument()
    },
    'loaded.ready': loadedShown,
    'loaded.uploading': loadedShown,
    'loaded.checking': loadedShown,
    'loaded.removing': (ctx, snapshot) => {
      loadedShown(ctx, snapshot)
      expect(screen.getAllByText(ASSETS_TEXT.removing)).toHaveLength(1)
    },
  },
  journeys: [
    // A refused file, then the logo: the form keeps the logo and drops the refusal; a failed upload keeps it all; the next one goes through and the check after it is announced.
    [LOADED, CHOOSE_GIF, CHOOSE_LOGO, NAME_BRAND, UPLOAD, UPLOAD_FAILED, UPLOAD, UPLOADED, REFRESHED],
    // Upload with nothing filled in: both rules; each goes as it is fixed.
    [LOADED, UPLOAD, CHOOSE_LOGO, NAME_BRAND],
  ],
})

describeModel('company assets machine on the real panel', panelModel)
