import './composer.css'
import { useId, type ChangeEvent, type KeyboardEvent } from 'react'
import { ATTACHMENT_ACCEPT } from '../../../machines/chat/chat-attachments.machine'
import { CHAT_MESSAGE_MAX_CHARS, type ChatMode } from '../../../machines/chat/chat.machine'
import { CHAT_TEXT, TRAY_TEXT } from './chat-text'

export interface ModeSwitchProps {
  mode: ChatMode
  onMode: (mode: ChatMode) => void
}

/** General / Marketing: two toggle buttons, one pressed, in a group named 'Mode'. */
export function ModeSwitch({ mode, onMode }: ModeSwitchProps) {
  return (
    <div role="group" aria-label={CHAT_TEXT.modeLabel} className="chat-mode">
      {(['general', 'marketing'] as const).map((choice) => (
        <button key={choice} type="button" className="chat-mode__choice" aria-pressed={mode === choice} onClick={() => onMode(choice)}>
          {CHAT_TEXT.modes[choice]}
        </button>
      ))}
    </div>
  )
}

export interface ComposerProps {
  draft: string
  canSend: boolean
  /** Enter or Send came while the chat was busy: the draft goes as soon as it can. */
  queued: boolean
  canAttach: boolean
  onDraft: (text: string) => void
  onSend: () => void
  onAttach: (files: File[]) => void
}

/**
 * The message box (docs/product.md#chat): Enter sends, Shift+Enter adds a new line; the machine
 * decides whether there is anything to send, and keeps a send that comes while it is busy (said
 * under the box). Attach opens the file dialog; the tray takes it from there.
 */
export function Composer({ draft, canSend, queued, canAttach, onDraft, onSend, onAttach }: ComposerProps) {
  const hintId = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A key that ends an input method's composition (Chinese, Japanese) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSend()
  }
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    // Cleared, so choosing the same file again (after removing it) is a new choice.
    event.target.value = ''
    if (files.length > 0) onAttach(files)
  }
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      <label className={`btn btn-secondary chat-composer__attach${canAttach ? '' : ' is-disabled'}`}>
        <span>{TRAY_TEXT.attach}</span>
        <input type="file" multiple accept={ATTACHMENT_ACCEPT} className="visually-hidden" onChange={onFiles} disabled={!canAttach} />
      </label>
      <div className="chat-composer__field">
        <label className="visually-hidden" htmlFor={`${hintId}-message`}>
          {CHAT_TEXT.messageLabel}
        </label>
        <textarea
          id={`${hintId}-message`}
          className="chat-composer__input"
          rows={2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          placeholder={CHAT_TEXT.messagePlaceholder}
          aria-describedby={hintId}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className="chat-composer__hint">
          {CHAT_TEXT.messageHint}
        </p>
        <p role="status" className="chat-composer__hint">
          {queued ? CHAT_TEXT.sendQueued : null}
        </p>
      </div>
      <button type="submit" className="btn btn-primary chat-composer__send" disabled={!canSend}>
        {CHAT_TEXT.send}
      </button>
    </form>
  )
}
