import { useId, useRef } from 'react'
import { IMAGE_TEXT } from './image-text'
import { useDialogFocus } from '../../components/dialog/use-dialog-focus'
import { useModalKeys } from '../../components/dialog/use-modal-keys'
import '../../components/dialog/confirm-dialog.css'

export interface ImageDescriptionEditorProps {
  open: boolean
  text: string
  onChange: (text: string) => void
  /** 'Save & Close': the edit becomes the description. */
  onSave: () => void
  /** Cancel (or Escape): the edit is dropped. */
  onCancel: () => void
}

/**
 * 'Edit Image Description' (docs/product.md#chat): a modal dialog with a large textarea and its
 * character count. The focus starts in the text and stays inside (Tab and Shift+Tab go round);
 * Escape cancels; on closing, the focus goes back to the Expand button that opened it.
 */
export function ImageDescriptionEditor({ open, text, onChange, onSave, onCancel }: ImageDescriptionEditorProps) {
  const titleId = useId()
  const boxId = useId()
  const countId = useId()
  const boxRef = useRef<HTMLDivElement>(null)
  const textRef = useRef<HTMLTextAreaElement>(null)

  useDialogFocus(open, textRef)
  useModalKeys(boxRef, open, onCancel)

  if (!open) return null
  return (
    <div className="dialog-backdrop">
      <div ref={boxRef} className="dialog image-editor" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="dialog__title">
          {IMAGE_TEXT.editorTitle}
        </h2>
        <div className="field image-editor__field">
          <label htmlFor={boxId}>{IMAGE_TEXT.description}</label>
          <textarea ref={textRef} id={boxId} className="input image-editor__text" rows={10} value={text} aria-describedby={countId} onChange={(event) => onChange(event.target.value)} />
          <span id={countId} className="field-hint" aria-live="polite">
            {IMAGE_TEXT.characters(text.length)}
          </span>
        </div>
        <div className="dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {IMAGE_TEXT.cancel}
          </button>
          <button type="button" className="btn btn-primary" onClick={onSave}>
            {IMAGE_TEXT.save}
          </button>
        </div>
      </div>
    </div>
  )
}
