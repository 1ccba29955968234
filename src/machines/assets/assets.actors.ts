import { getAssets, getAssetTypes, getRequiredAssetTypes, getValidationStatus, removeAsset, uploadAsset, type AssetUpload } from '../../api/assets'
import type { AssetRemoved, AssetType, AssetUploadResponse, Id, StoredAsset } from '../../../kernel/contract'
import { fromApiPromise } from '../shared/api-actor'
import type { AssetsStore, CheckedStatus } from './assets.store'

export type { AssetUpload } from '../../api/assets'

export interface LoadedPanel {
  types: AssetType[]
  /** Codes of the types image generation needs. */
  required: string[]
  /** The owner's assets; null when the list could not be loaded (the panel says so, and Refresh Status tries again). */
  assets: StoredAsset[] | null
  /** The status, fresh from the store or checked now; null when the check failed. */
  checked: CheckedStatus | null
}

/** Asks for the status unless the last check is under 5 minutes old, and stamps a new answer. */
async function statusNow(store: AssetsStore, signal: AbortSignal, force: boolean): Promise<CheckedStatus> {
  const fresh = force ? null : store.freshStatus()
  if (fresh) return fresh
  const at = store.now()
  const status = await getValidationStatus(signal)
  store.saveStatus(status, at)
  return { status, at }
}

/**
 * Opening the panel (docs/product.md#asset-status): the asset types (10 minutes in the cache) and
 * the required ones must load, or the panel has nothing to offer ('Failed to load asset types').
 * The owner's assets and the status load beside them; either failing leaves the forms usable.
 */
export const loadPanelActor = fromApiPromise<LoadedPanel, { store: AssetsStore }>(async ({ input: { store }, signal }) => {
  const cached = store.cachedTypes()
  const [types, required, assets, checked] = await Promise.all([
    cached ?? getAssetTypes(signal).then((answer) => (store.saveTypes(answer), answer)),
    getRequiredAssetTypes(signal),
    getAssets(signal).catch(() => null),
    statusNow(store, signal, false).catch(() => null),
  ])
  return { types, required: required.map((type) => type.code), assets, checked }
})

export interface Refreshed {
  checked: CheckedStatus
  assets: StoredAsset[]
}

/** 'Refresh Status', the 5-minute re-check, and the check after an upload or a removal: the status and the list, both anew. */
export const refreshActor = fromApiPromise<Refreshed, { store: AssetsStore }>(async ({ input: { store }, signal }) => {
  const [checked, assets] = await Promise.all([statusNow(store, signal, true), getAssets(signal)])
  return { checked, assets }
})

/** `POST /assets/upload`. */
export const uploadActor = fromApiPromise<AssetUploadResponse, { upload: AssetUpload }>(({ input, signal }) => uploadAsset(input.upload, signal))

/** `DELETE /assets/{id}` (deviation 50): gone after a reload too. */
export const removeActor = fromApiPromise<AssetRemoved, { id: Id }>(({ input, signal }) => removeAsset(input.id, signal))

export const assetsActors = {
  loadPanel: loadPanelActor,
  refresh: refreshActor,
  upload: uploadActor,
  remove: removeActor,
}
