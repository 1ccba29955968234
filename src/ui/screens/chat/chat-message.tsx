import { memo } from 'react'
import type { Locale } from '../../../../kernel/format'
import type { ChatMessage } from '../../../machines/chat/chat.machine'
import { generatedImageOf } from '../../../machines/chat/chat.machine'
import { assetsStatusOf, isGenerationFailureApology, isSendFailureApology, isSendFailureNotice } from '../../../machines/chat/chat-messages'
import { AnswerFigure } from '../../components/answer-figure/answer-figure'
import { RichText } from '../../components/rich-text/rich-text'
import { CHAT_TEXT } from './chat-text'
import { HistoryImageResult } from './image-history-result'
import { ImagePreviewCard } from './image-preview-card'
import { IMAGE_TEXT } from './image-text'

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
  if (isGenerationFailureApology(message)) return <p>{IMAGE_TEXT.failedBubble}</p>
  const assets = assetsStatusOf(message)
  if (assets) return <p>{assets.met ? IMAGE_TEXT.assetsMet : IMAGE_TEXT.assetsMissing(assets.missing)}</p>
  // The owner's own words, and system messages, are text as typed: never formatted.
  if (message.sender !== 'ai') return <p className="chat-bubble__plain">{message.text}</p>
  if (generatedImageOf(message)) return <HistoryImageResult message={message} />
  if (message.preview) return <ImagePreviewCard message={message} />
  // A blocked generation whose server said nothing.
  if (message.request_id && message.text.trim() === '') return <p>{IMAGE_TEXT.blockedDefault}</p>
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
  const tone = message.isError ? 'error' : assetsStatusOf(message)?.met ? 'success' : message.sender
  return (
    <li className={`chat-bubble chat-bubble--${message.sender} chat-bubble--${tone}`}>
      <p className="chat-bubble__sender">{CHAT_TEXT.senders[message.sender]}</p>
      <div className="chat-bubble__body">
        <Body message={message} locale={locale} />
      </div>
    </li>
  )
})
