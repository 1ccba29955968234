/**
 * The Company Assets panel's events, context and forms (./company-assets.machine.ts): what the
 * machine keeps of each asset type's form, and how an edit or an upload reads it.
 */
import type { AssetMetadataValues, AssetType, Id, StoredAsset, ValidationStatus } from '../../../kernel/contract'
import { assetName, metadataToSend, uploadProblems, type AssetFileRefusal, type UploadProblem } from './asset-rules'
import type { AssetUpload } from './assets.actors'
import type { AssetsStore, CheckedStatus } from './assets.store'

export type AssetsEvent =
  /** Try again after 'Failed to load asset types'. */
  | { type: 'panel.retry' }
  /** 'Refresh Status'. */
  | { type: 'status.refresh' }
  /** A file chosen or dropped on a type's form, with its first bytes (readFileHead): the content decides what it is. */
  | { type: 'file.choose'; code: string; file: File; head: Uint8Array }
  | { type: 'file.clear'; code: string }
  | { type: 'metadata.change'; code: string; field: string; value: string }
  | { type: 'asset.upload'; code: string }
  | { type: 'asset.remove'; id: Id }

/** Emitted after an upload and the re-check that follows it: the chat says what is met or still missing. */
export interface AssetsValidatedEvent {
  type: 'assets.validated'
  status: ValidationStatus
}

/** An upload the server refused or that did not get through: its `detail`, else 'Failed to upload {name}'. */
export interface UploadFailure {
  detail: string | null
  name: string
}

/** One asset type's form. */
export interface AssetForm {
  file: File | null
  /** The last chosen file, when it was refused (not kept). */
  refusal: AssetFileRefusal | null
  metadata: AssetMetadataValues
  /** The rules the last Upload broke; checked again at each edit once shown. */
  problems: UploadProblem[]
  failure: UploadFailure | null
}

export interface AssetsContext {
  store: AssetsStore
  types: AssetType[]
  /** Codes of the types image generation needs. */
  required: string[]
  forms: Record<string, AssetForm>
  assets: StoredAsset[]
  status: ValidationStatus | null
  /** When the status on screen was checked ('Last checked'). */
  lastChecked: number | null
  /** The last check of the status or of the list failed: what is shown may be out of date. */
  checkFailed: boolean
  /** The type uploading now. */
  uploading: string | null
  /** The last upload that went through, for its form's confirmation. */
  uploaded: { code: string; name: string } | null
  /** The check running follows an upload: its answer is announced. */
  afterUpload: boolean
  removing: Id | null
  /** The name of the asset whose removal failed last (its id if it was not listed). */
  removeFailed: string | null
}

export interface AssetsInput {
  store?: AssetsStore
}

export type AssetsInvokeId = 'loadPanel' | 'refresh' | 'upload' | 'remove'

/** Nothing loaded, nothing chosen, nothing running. */
export function initialContext(store: AssetsStore): AssetsContext {
  return { store, types: [], required: [], forms: {}, assets: [], status: null, lastChecked: null, checkFailed: false, uploading: null, uploaded: null, afterUpload: false, removing: null, removeFailed: null }
}

export const EMPTY_FORM: AssetForm = { file: null, refusal: null, metadata: {}, problems: [], failure: null }

export const typeOf = (context: AssetsContext, code: string) => context.types.find((type) => type.code === code)
export const formOf = (context: AssetsContext, code: string): AssetForm => context.forms[code] ?? EMPTY_FORM

/** The form after an edit: the rules shown are checked again, so a fixed one goes at once. */
export function edited(context: AssetsContext, code: string, change: Partial<AssetForm>): Record<string, AssetForm> {
  const form = { ...formOf(context, code), ...change, failure: null }
  const type = typeOf(context, code)
  const problems = type && form.problems.length > 0 ? uploadProblems(type, form) : []
  return { ...context.forms, [code]: { ...form, problems } }
}

export const checkedAt = (checked: CheckedStatus | null, context: AssetsContext) =>
  checked ? { status: checked.status, lastChecked: checked.at } : { status: context.status, lastChecked: context.lastChecked }

/** What the form of the type uploading sends: its file, its filled-in metadata and the name of docs/product.md#asset-upload-rules. */
export function uploadOf(context: AssetsContext): AssetUpload {
  const code = context.uploading!
  const type = typeOf(context, code)!
  const form = formOf(context, code)
  return {
    ...(form.file ? { file: form.file } : {}),
    asset_type_code: code,
    asset_metadata: metadataToSend(type, form.metadata),
    asset_name: assetName(type, form),
  }
}
