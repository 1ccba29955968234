import { memo } from 'react'
import type { Locale } from '../../../format'
import type { ChatMessage } from '../../../machines/chat/chat.machine'
import { isSendFailureApology, isSendFailureNotice } from '../../../machines/chat/chat-messages'
import { AnswerFigure } from '../../components/answer-figure/answer-figure'
import { RichText } from '../../components/rich-text/rich-text'
import { CHAT_TEXT } from './chat-text'

type ImagePreview = NonNullable<ChatMessage['preview']>

/** An image preview as text with its fields (the image flow itself is issue 13). */
function PreviewFields({ preview }: { preview: ImagePreview }) {
  const text = CHAT_TEXT.preview
  const list = (items: string[] | undefined) => (items && items.length > 0 ? items.join(', ') : text.none)
  const rows: Array<[string, string]> = [
    [text.action, preview.action],
    [text.message, preview.message],
    [text.cost, preview.estimated_cost === null || preview.estimated_cost === undefined ? text.none : String(preview.estimated_cost)],
    [text.ready, preview.generation_ready ? text.yes : text.no],
    [text.missingAssets, list(preview.asset_validation?.missing_assets)],
    [text.missingItems, list(preview.requirements_check?.missing_items)],
  ]
  return (
    <div className="chat-preview">
      <p className="chat-preview__title">{text.title}</p>
      <dl className="chat-preview__fields">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function Sources({ sources }: { sources: string[] }) {
  return (
    <div className="chat-bubble__sources">
      <p className="chat-bubble__sources-title">{CHAT_TEXT.sources}</p>
      <ul>
        {sources.map((source, i) => (
          <li key={i}>{source}</li>
        ))}
      </ul>
    </div>
  )
}

function Body({ message, locale }: { message: ChatMessage; locale: Locale }) {
  if (isSendFailureNotice(message)) return <p>{CHAT_TEXT.sendFailed}</p>
  if (isSendFailureApology(message)) return <p>{CHAT_TEXT.errorBubble}</p>
  // The owner's own words, and system messages, are text as typed: never formatted.
  if (message.sender !== 'ai') return <p className="chat-bubble__plain">{message.text}</p>
  if (message.preview) return <PreviewFields preview={message.preview} />
  return (
    <>
      <RichText text={message.text} newTabHint={CHAT_TEXT.newTab} className="chat-bubble__rich" />
      {message.figure ? <AnswerFigure figure={message.figure} locale={locale} labels={{ dashboardLink: CHAT_TEXT.figureLink }} /> : null}
      {message.sources && message.sources.length > 0 ? <Sources sources={message.sources} /> : null}
    </>
  )
}

/**
 * One message of the conversation. Memoised: a new message re-renders only itself, so a long
 * conversation stays smooth without a virtual list (measured in chat-view.test.tsx).
 */
export const ChatBubble = memo(function ChatBubble({ message, locale }: { message: ChatMessage; locale: Locale }) {
  const tone = message.isError ? 'error' : message.sender
  return (
    <li className={`chat-bubble chat-bubble--${message.sender} chat-bubble--${tone}`}>
      <p className="chat-bubble__sender">{CHAT_TEXT.senders[message.sender]}</p>
      <div className="chat-bubble__body">
        <Body message={message} locale={locale} />
      </div>
    </li>
  )
})
