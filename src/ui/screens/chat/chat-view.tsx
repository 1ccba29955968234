import { useEffect, useRef, type ReactNode } from 'react'
import type { Locale } from '../../../../kernel/format'
import type { HistorySource } from '../../../machines/chat/chat.actors'
import type { ChatMessage, ChatMode } from '../../../machines/chat/chat.machine'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { ScreenHeader } from '../../components/screen-header/screen-header'
import { AttachmentTray, type AttachmentTrayProps } from './attachment-tray'
import { ChatBubble } from './chat-message'
import { CHAT_TEXT } from './chat-text'
import { Composer, ModeSwitch, type ComposerProps } from './composer'
import { IMAGE_TEXT } from './image-text'
import './chat.css'

export interface ChatViewProps {
  phase: 'loading' | 'empty' | 'conversation'
  messages: ChatMessage[]
  mode: ChatMode
  thinking: boolean
  historySource: HistorySource | null
  historyFailed: boolean
  clearFailed: boolean
  canClear: boolean
  canAsk: boolean
  confirmingClear: boolean
  clearing: boolean
  locale: Locale
  /** The tray, or null while no file has been chosen. */
  tray: AttachmentTrayProps | null
  composer: ComposerProps
  onMode: (mode: ChatMode) => void
  onExample: (question: string) => void
  onClear: () => void
  onConfirmClear: () => void
  onCancelClear: () => void
  /** 'Brand assets': the asset modal, at any time. */
  onOpenAssets: () => void
  /** The asset modal ('Upload Company Assets'), drawn by the screen while the chat says it is open. */
  assetsModal?: ReactNode
}

function Welcome({ canAsk, onExample }: { canAsk: boolean; onExample: (question: string) => void }) {
  return (
    <div className="chat-welcome">
      <h2 className="chat-welcome__title">{CHAT_TEXT.welcomeTitle}</h2>
      <p>{CHAT_TEXT.welcomeText}</p>
      <ul className="chat-welcome__examples" aria-label={CHAT_TEXT.examplesLabel}>
        {CHAT_TEXT.examples.map((question) => (
          <li key={question}>
            <button type="button" className="btn btn-secondary chat-welcome__example" onClick={() => onExample(question)} disabled={!canAsk}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The chat screen as the machine's state says (docs/product.md#chat-states): pure render, events out. */
export function ChatView(props: ChatViewProps) {
  const { phase, messages, thinking, locale } = props
  const scroller = useRef<HTMLDivElement>(null)
  // The newest message, or the thinking line, in view whenever one arrives.
  useEffect(() => {
    const box = scroller.current
    if (box) box.scrollTop = box.scrollHeight
  }, [messages.length, thinking, phase])

  return (
    <div className="chat">
      <ScreenHeader title={CHAT_TEXT.title} subtitle={CHAT_TEXT.subtitle}>
        <ModeSwitch mode={props.mode} onMode={props.onMode} />
        <button type="button" className="btn btn-secondary btn-sm" onClick={props.onOpenAssets}>
          {IMAGE_TEXT.assetsOpen}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onClear} disabled={!props.canClear}>
          {CHAT_TEXT.clear}
        </button>
      </ScreenHeader>
      <div className="chat__notices">
        <div role="status">
          {props.historySource === 'fallback' ? <p className="banner banner-info">{CHAT_TEXT.historyFallback}</p> : null}
          {props.historyFailed ? <p className="banner banner-warning">{CHAT_TEXT.historyFailed}</p> : null}
        </div>
        <div role="alert">{props.clearFailed ? <p className="banner banner-error">{CHAT_TEXT.clearFailed}</p> : null}</div>
      </div>
      <div className="chat__panel card" ref={scroller}>
        {phase === 'loading' ? (
          <p role="status" className="chat__loading">
            {CHAT_TEXT.loading}
          </p>
        ) : phase === 'empty' ? (
          <Welcome canAsk={props.canAsk} onExample={props.onExample} />
        ) : null}
        {/* A log: what is added is announced (the answer, the failure's notice); what was there is not read again. */}
        <div role="log" aria-label={CHAT_TEXT.conversation} hidden={phase !== 'conversation'}>
          <ol className="chat__messages">
            {messages.map((message) => (
              <ChatBubble key={message.id} message={message} locale={locale} />
            ))}
          </ol>
        </div>
        <p role="status" className="chat__thinking">
          {thinking ? CHAT_TEXT.thinking : null}
        </p>
      </div>
      <div className="chat__bottom">
        {props.tray ? <AttachmentTray {...props.tray} /> : null}
        <Composer {...props.composer} />
      </div>
      <ConfirmDialog
        open={props.confirmingClear || props.clearing}
        title={CHAT_TEXT.clearTitle}
        confirmLabel={CHAT_TEXT.clear}
        busyLabel={CHAT_TEXT.clearBusy}
        busy={props.clearing}
        onConfirm={props.onConfirmClear}
        onCancel={props.onCancelClear}
      >
        {CHAT_TEXT.clearText}
      </ConfirmDialog>
      {props.assetsModal ?? null}
    </div>
  )
}
