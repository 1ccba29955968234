import { and, assertEvent, assign, emit, setup } from 'xstate'
import { VALIDATION_RECHECK_MS } from '../../../kernel/limits'
import { refusalDetail } from '../upload/refusal'
import { assetFileProblem, uploadProblems } from './asset-rules'
import { assetsActors, type LoadedPanel, type Refreshed } from './assets.actors'
import { assetsStore } from './assets.store'
import { checkedAt, edited, EMPTY_FORM, formOf, initialContext, typeOf, uploadOf, type AssetsContext, type AssetsEvent, type AssetsInput, type AssetsValidatedEvent } from './company-assets.forms'

export type { AssetMetadataValues, AssetType, StoredAsset, ValidationStatus } from '../../../kernel/contract'
export type { AssetFileKind, AssetFileProblem, AssetFileRefusal, AssetTypeStatus, UploadProblem } from './asset-rules'
export { ASSET_ACCEPT, metadataFields, readFileHead, typeStatus } from './asset-rules'
export type { AssetsStore } from './assets.store'
export { createAssetsStore, LAST_VALIDATION_CHECK_KEY } from './assets.store'
export type { AssetForm, AssetsContext, AssetsEvent, AssetsInput, AssetsInvokeId, AssetsValidatedEvent, UploadFailure } from './company-assets.forms'

/**
 * The Company Assets panel (docs/product.md#company-assets, #asset-status, #asset-upload-rules):
 * loading the types (or 'Failed to load asset types', with a retry), then the forms, the owner's
 * assets and the requirement status. One request at a time: an upload, a removal or a status check
 * (Refresh Status, after an upload or a removal, and again whenever the last check is 5 minutes old).
 * Forms stay editable throughout, except the one whose upload is on its way.
 */
export const companyAssetsMachine = setup({
  types: {
    context: {} as AssetsContext,
    events: {} as AssetsEvent,
    input: undefined as AssetsInput | undefined,
    emitted: {} as AssetsValidatedEvent,
    tags: {} as 'busy',
  },
  actors: assetsActors,
  delays: {
    /** The last check turns 5 minutes old (docs/product.md#limits-and-constants). */
    recheckDue: ({ context }) => {
      const now = context.store.now()
      return Math.max(0, (context.lastChecked ?? now) + VALIDATION_RECHECK_MS - now)
    },
  },
  guards: {
    /** Not the form whose upload is on its way: what it sends must be what it shows. */
    editable: ({ context, event }) => 'code' in event && event.code !== context.uploading,
    hasFile: ({ context, event }) => event.type === 'file.clear' && formOf(context, event.code).file !== null,
    fileFits: ({ context, event }) => {
      if (event.type !== 'file.choose') return false
      const type = typeOf(context, event.code)
      return Boolean(type) && assetFileProblem(event.file, event.head, type!) === null
    },
    formValid: ({ context, event }) => {
      if (event.type !== 'asset.upload') return false
      const type = typeOf(context, event.code)
      return Boolean(type) && uploadProblems(type!, formOf(context, event.code)).length === 0
    },
    knownType: ({ context, event }) => event.type === 'asset.upload' && Boolean(typeOf(context, event.code)),
    followsUpload: ({ context }) => context.afterUpload,
  },
  actions: {
    takePanel: assign(({ context }, loaded: LoadedPanel) => ({
      types: loaded.types,
      required: loaded.required,
      forms: Object.fromEntries(loaded.types.map((type) => [type.code, context.forms[type.code] ?? EMPTY_FORM])),
      assets: loaded.assets ?? [],
      ...checkedAt(loaded.checked, context),
      checkFailed: loaded.assets === null || loaded.checked === null,
    })),
    takeRefresh: assign(({ context }, refreshed: Refreshed) => ({ assets: refreshed.assets, ...checkedAt(refreshed.checked, context), checkFailed: false })),
    markCheckFailed: assign({ checkFailed: true }),
    endCheck: assign({ afterUpload: false }),
    announce: emit(({ context }) => ({ type: 'assets.validated' as const, status: context.status! })),
    keepFile: assign(({ context, event }) => {
      assertEvent(event, 'file.choose')
      return { forms: edited(context, event.code, { file: event.file, refusal: null }) }
    }),
    refuseFile: assign(({ context, event }) => {
      assertEvent(event, 'file.choose')
      // The refused file is not kept; a file chosen before it stays.
      const type = typeOf(context, event.code)
      const refusal = { name: event.file.name, problem: type ? assetFileProblem(event.file, event.head, type)! : ('type' as const) }
      return { forms: edited(context, event.code, { refusal }) }
    }),
    clearFile: assign(({ context, event }) => {
      assertEvent(event, 'file.clear')
      return { forms: edited(context, event.code, { file: null, refusal: null }) }
    }),
    editMetadata: assign(({ context, event }) => {
      assertEvent(event, 'metadata.change')
      const form = formOf(context, event.code)
      return { forms: edited(context, event.code, { metadata: { ...form.metadata, [event.field]: event.value } }) }
    }),
    markProblems: assign(({ context, event }) => {
      assertEvent(event, 'asset.upload')
      const form = formOf(context, event.code)
      return { forms: { ...context.forms, [event.code]: { ...form, problems: uploadProblems(typeOf(context, event.code)!, form), failure: null } }, uploaded: null }
    }),
    startUpload: assign(({ context, event }) => {
      assertEvent(event, 'asset.upload')
      return { uploading: event.code, uploaded: null, removeFailed: null, forms: { ...context.forms, [event.code]: { ...formOf(context, event.code), problems: [], failure: null } } }
    }),
    finishUpload: assign(({ context }) => {
      const code = context.uploading!
      return { forms: { ...context.forms, [code]: EMPTY_FORM }, uploaded: { code, name: uploadOf(context).asset_name }, uploading: null, afterUpload: true }
    }),
    failUpload: assign(({ context }, params: { error: unknown }) => {
      const code = context.uploading!
      const upload = uploadOf(context)
      const failure = { detail: refusalDetail(params.error), name: upload.file?.name ?? upload.asset_name }
      return { forms: { ...context.forms, [code]: { ...formOf(context, code), failure } }, uploading: null }
    }),
    startRemoval: assign(({ event }) => {
      assertEvent(event, 'asset.remove')
      return { removing: event.id, removeFailed: null, uploaded: null }
    }),
    dropAsset: assign(({ context }) => ({ assets: context.assets.filter((asset) => asset.id !== context.removing), removing: null })),
    failRemoval: assign(({ context }) => ({
      removeFailed: context.assets.find((asset) => asset.id === context.removing)?.asset_name ?? String(context.removing),
      removing: null,
    })),
  },
}).createMachine({
  id: 'companyAssets',
  context: ({ input }) => initialContext(input?.store ?? assetsStore),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPanel',
        src: 'loadPanel',
        input: ({ context }) => ({ store: context.store }),
        onDone: { target: 'loaded', actions: { type: 'takePanel', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'panel.retry': { target: 'loading' } },
    },
    loaded: {
      on: {
        'file.choose': [
          { guard: and(['editable', 'fileFits']), actions: 'keepFile' },
          { guard: 'editable', actions: 'refuseFile' },
        ],
        'file.clear': { guard: and(['editable', 'hasFile']), actions: 'clearFile' },
        'metadata.change': { guard: 'editable', actions: 'editMetadata' },
      },
      initial: 'ready',
      states: {
        ready: {
          after: { recheckDue: { target: 'checking' } },
          on: {
            'status.refresh': { target: 'checking' },
            'asset.upload': [
              { guard: 'formValid', target: 'uploading', actions: 'startUpload' },
              { guard: 'knownType', actions: 'markProblems' },
            ],
            'asset.remove': { target: 'removing', actions: 'startRemoval' },
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'upload',
            src: 'upload',
            input: ({ context }) => ({ upload: uploadOf(context) }),
            onDone: { target: 'checking', actions: 'finishUpload' },
            onError: { target: 'ready', actions: { type: 'failUpload', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: ({ context }) => ({ store: context.store }),
            onDone: [
              { guard: 'followsUpload', target: 'ready', actions: [{ type: 'takeRefresh', params: ({ event }) => event.output }, 'announce', 'endCheck'] },
              { target: 'ready', actions: { type: 'takeRefresh', params: ({ event }) => event.output } },
            ],
            onError: { target: 'ready', actions: ['markCheckFailed', 'endCheck'] },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ id: context.removing! }),
            onDone: { target: 'checking', actions: 'dropAsset' },
            onError: { target: 'ready', actions: 'failRemoval' },
          },
        },
      },
    },
  },
})
