import { count } from '../../../../kernel/format'
import { m } from '../../../i18n/messages'
import type { AssetFileProblem, AssetTypeStatus, UploadFailure, UploadProblem } from '../../../machines/assets/company-assets.machine'

/**
 * The Company Assets panel's words (docs/product.md#company-assets, #asset-messages): the spec's
 * exactly where it has them. Getters: each reads the catalogue when the panel renders.
 */
export const ASSETS_TEXT = {
  get title() { return m.assets_title() },
  get about() { return m.assets_about() },
  get modalTitle() { return m.assets_modal_title() },
  get close() { return m.assets_modal_close() },
  get loading() { return m.assets_loading() },
  get loadFailed() { return m.assets_loadFailed() },
  get retry() { return m.assets_retry() },
  get statusHeading() { return m.assets_status_heading() },
  get refresh() { return m.assets_refresh() },
  get refreshing() { return m.assets_refreshing() },
  lastChecked: (time: string) => m.assets_lastChecked({ time }),
  get notChecked() { return m.assets_notChecked() },
  get checkFailed() { return m.assets_checkFailed() },
  get allMet() { return m.assets_allMet() },
  stillNeeded: (needed: number) => m.assets_stillNeeded({ count: needed, shown: count(needed) }),
  get required() { return m.assets_type_required() },
  get optional() { return m.assets_type_optional() },
  get formsHeading() { return m.assets_forms_heading() },
  get dropHint() { return m.assets_dropHint() },
  get chooseFile() { return m.assets_chooseFile() },
  get orDrop() { return m.assets_orDrop() },
  dropArea: (type: string) => m.assets_dropArea({ type }),
  fileChosen: (file: string) => m.assets_fileChosen({ file }),
  get fileNone() { return m.assets_fileNone() },
  get fileOptional() { return m.assets_fileOptional() },
  get clearFile() { return m.assets_clearFile() },
  requiredField: (field: string) => m.assets_field_required({ field }),
  get upload() { return m.assets_upload() },
  get uploading() { return m.assets_uploading() },
  uploaded: (name: string) => m.assets_uploaded({ name }),
  get listHeading() { return m.assets_list_heading() },
  get listEmpty() { return m.assets_list_empty() },
  get textOnly() { return m.assets_list_textOnly() },
  get document() { return m.assets_list_document() },
  get listLabel() { return m.assets_list_label() },
  preview: (name: string) => m.assets_preview({ name }),
  get remove() { return m.assets_remove() },
  removeLabel: (name: string) => m.assets_remove_label({ name }),
  get removing() { return m.assets_removing() },
  removeFailed: (name: string) => m.assets_removeFailed({ name }),
}

const STATUS_WORDS: Record<AssetTypeStatus, () => string> = {
  available: () => m.assets_status_available(),
  incomplete_metadata: () => m.assets_status_incomplete(),
  missing: () => m.assets_status_missing(),
}

/** 'Available', 'Incomplete metadata', 'Not uploaded'. */
export const statusWords = (status: AssetTypeStatus) => STATUS_WORDS[status]()

const REFUSALS: Record<AssetFileProblem, (file: string) => string> = {
  type: (file) => m.assets_refused_type({ file }),
  notImage: (file) => m.assets_refused_notImage({ file }),
  size: (file) => m.assets_refused_size({ file }),
  empty: (file) => m.assets_refused_empty({ file }),
}

export const refusalText = (file: string, problem: AssetFileProblem) => REFUSALS[problem](file)

/** "File is required for asset type 'logo'; Required: Brand name" (docs/product.md#asset-messages: joined by '; '). */
export const problemsText = (problems: readonly UploadProblem[]) =>
  problems
    .map((problem) => (problem.kind === 'fileRequired' ? m.assets_problem_file({ code: problem.code }) : m.assets_problem_metadata({ fields: problem.fields.map(fieldLabel).join(', ') })))
    .join('; ')

/** The server's detail, else 'Failed to upload {file}'. */
export const failureText = (failure: UploadFailure) => failure.detail ?? m.assets_uploadFailed({ file: failure.name })

const TYPE_NAMES: Record<string, () => string> = {
  logo: () => m.assets_type_logo(),
  product_image: () => m.assets_type_productImage(),
  packaging: () => m.assets_type_packaging(),
  menu: () => m.assets_type_menu(),
}

/** An asset type's short name: the known codes have theirs, any other is its code in words (`gift_card` → 'Gift card'). */
export const typeName = (code: string) => TYPE_NAMES[code]?.() ?? fieldLabel(code)

/** A metadata field's label from its name: `brand_name` → 'Brand name'. The schema's names are all there is. */
export function fieldLabel(field: string): string {
  const words = field.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : field
}
