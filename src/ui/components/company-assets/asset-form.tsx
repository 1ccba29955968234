import { useId, type FormEvent } from 'react'
import { ASSET_ACCEPT, metadataFields, type AssetForm, type AssetType, type AssetTypeStatus } from '../../../machines/assets/company-assets.machine'
import { BusyLabel } from '../button/button'
import { FileDrop } from '../file-drop/file-drop'
import { AssetTypeIcon, StatusIcon } from './asset-icons'
import { ASSETS_TEXT, failureText, fieldLabel, problemsText, refusalText, statusWords, typeName } from './company-assets-text'

export interface AssetFormProps {
  type: AssetType
  form: AssetForm
  /** Image generation needs this type. */
  needed: boolean
  status: AssetTypeStatus | null
  /** False while this form's upload is on its way. */
  editable: boolean
  canUpload: boolean
  uploading: boolean
  /** The name of the asset this form just uploaded. */
  uploaded: string | null
  onFile: (file: File) => void
  onClearFile: () => void
  onMetadata: (field: string, value: string) => void
  onUpload: () => void
}

/**
 * One asset type's form (docs/product.md#asset-upload-rules): a file (chosen or dropped), the
 * type's metadata (required ones labelled so) and Upload. The rules it broke, a refused file and a
 * failed upload show under it, in a live region.
 */
export function AssetFormCard({ type, form, needed, status, editable, canUpload, uploading, uploaded, onFile, onClearFile, onMetadata, onUpload }: AssetFormProps) {
  const id = useId()
  const headingId = `${id}-heading`
  const hintId = `${id}-hint`
  const required = new Set(type.metadata_schema.required)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onUpload()
  }
  const problems = [
    form.refusal ? refusalText(form.refusal.name, form.refusal.problem) : null,
    form.problems.length > 0 ? problemsText(form.problems) : null,
    form.failure ? failureText(form.failure) : null,
  ].filter((text): text is string => text !== null)

  return (
    <form className="assets-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <div className="assets-form__head">
        <AssetTypeIcon code={type.code} />
        <h5 id={headingId} className="assets-form__title">
          {typeName(type.code)}
        </h5>
        <span className={`badge assets-form__badge${needed ? ' badge-accent' : ''}`}>{needed ? ASSETS_TEXT.required : ASSETS_TEXT.optional}</span>
        {status ? (
          <span className={`assets-status__state assets-status__state--${status}`}>
            <StatusIcon status={status} />
            {statusWords(status)}
          </span>
        ) : null}
      </div>
      {type.description ? <p className="assets-form__about">{type.description}</p> : null}
      <FileDrop
        id={`${id}-file`}
        label={ASSETS_TEXT.chooseFile}
        dropHint={ASSETS_TEXT.orDrop}
        areaLabel={ASSETS_TEXT.dropArea(typeName(type.code))}
        accept={ASSET_ACCEPT}
        disabled={!editable}
        describedBy={hintId}
        onFile={onFile}
      >
        <p id={hintId} className="field-hint">
          {ASSETS_TEXT.dropHint}
          {type.has_image ? null : ` ${ASSETS_TEXT.fileOptional}`}
        </p>
      </FileDrop>
      <div className="assets-form__file">
        {form.file ? (
          <>
            <span className="assets-form__chosen">{ASSETS_TEXT.fileChosen(form.file.name)}</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClearFile} disabled={!editable} aria-label={ASSETS_TEXT.clearFile}>
              ×
            </button>
          </>
        ) : (
          <span className="assets-form__chosen assets-form__chosen--none">{ASSETS_TEXT.fileNone}</span>
        )}
      </div>
      {metadataFields(type).length > 0 ? (
        <div className="assets-form__fields">
          {metadataFields(type).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{required.has(field) ? ASSETS_TEXT.requiredField(fieldLabel(field)) : fieldLabel(field)}</label>
              <input
                id={`${id}-${field}`}
                type="text"
                value={form.metadata[field] ?? ''}
                disabled={!editable}
                aria-required={required.has(field)}
                aria-invalid={form.problems.some((problem) => problem.kind === 'metadataRequired' && problem.fields.includes(field))}
                onChange={(event) => onMetadata(field, event.target.value)}
              />
            </div>
          ))}
        </div>
      ) : null}
      <div role="alert" className="assets-form__problems">
        {problems.map((text) => (
          <p key={text} className="field-error">
            {text}
          </p>
        ))}
      </div>
      <div role="status" className="assets-form__done">
        {uploaded ? <p className="banner banner-success">{ASSETS_TEXT.uploaded(uploaded)}</p> : null}
      </div>
      <div className="assets-form__actions">
        <button type="submit" className="btn btn-primary" disabled={!canUpload}>
          <BusyLabel busy={uploading} busyLabel={ASSETS_TEXT.uploading}>
            {ASSETS_TEXT.upload}
          </BusyLabel>
        </button>
      </div>
    </form>
  )
}
