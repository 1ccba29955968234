import { useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react'
import './file-drop.css'

export interface FileDropProps {
  /** The file input's id; its visible label is the "Choose a file" button. */
  id: string
  /** The visible label of the input, styled as a button. */
  label: string
  /** Shown beside the label, e.g. "or drag and drop it here". */
  dropHint: string
  /** The drop area's accessible name, e.g. "Drop a file to upload". */
  areaLabel: string
  /** The browse dialog's filter (the input's `accept`). */
  accept: string
  disabled?: boolean
  /** Ids of the hints that describe the input (sizes, types). */
  describedBy?: string
  inputRef?: Ref<HTMLInputElement>
  /** One file, chosen or dropped. A drop of several hands over the first. */
  onFile: (file: File) => void
  children?: ReactNode
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files')
}

/**
 * A drag-and-drop zone around a real `<input type="file">`: the input keeps its native keyboard
 * behaviour (Tab to it, Enter or Space opens the browse dialog) and its label is the visible
 * button, so nothing here needs a pointer. The zone only adds the drop.
 */
export function FileDrop({ id, label, areaLabel, dropHint, accept, disabled = false, describedBy, inputRef, onFile, children }: FileDropProps) {
  // Counts enter/leave pairs: moving over the zone's children fires them for every child.
  const [dragDepth, setDragDepth] = useState(0)

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Empty the input so the same file can be chosen again (after Remove, or to upload it twice).
    event.target.value = ''
    if (file) onFile(file)
  }
  const enter = (event: DragEvent) => {
    if (!hasFiles(event)) return
    event.preventDefault()
    setDragDepth((depth) => depth + 1)
  }
  const over = (event: DragEvent) => {
    if (!hasFiles(event)) return
    // Without this the browser opens the file instead of dropping it here.
    event.preventDefault()
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
  }
  const leave = () => setDragDepth((depth) => Math.max(0, depth - 1))
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragDepth(0)
    const file = event.dataTransfer?.files?.[0]
    if (file && !disabled) onFile(file)
  }

  return (
    <div
      role="group"
      aria-label={areaLabel}
      className="file-drop"
      data-dragging={dragDepth > 0 && !disabled}
      data-disabled={disabled}
      onDragEnter={enter}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
    >
      <input
        ref={inputRef}
        id={id}
        className="file-drop__input"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={choose}
      />
      <svg className="file-drop__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M5 14v3.5A2.5 2.5 0 0 0 7.5 20h9a2.5 2.5 0 0 0 2.5-2.5V14"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="file-drop__prompt">
        <label htmlFor={id} className="btn btn-secondary file-drop__button">
          {label}
        </label>
        <span className="file-drop__hint">{dropHint}</span>
      </p>
      {children}
    </div>
  )
}
