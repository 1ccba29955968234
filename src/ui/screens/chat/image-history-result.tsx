import { useSelector } from '@xstate/react'
import { generatedImageOf, resultIdOf, type ChatMessage } from '../../../machines/chat/chat.machine'
import { useChatRef } from './image-cards-context'
import { ImageResultCard, ImageResultView, type ImageResultRef } from './image-result'

/** A generated image the history carries: bound to the machine the chat runs for it; without one, shown without actions. */
export function HistoryImageResult({ message }: { message: ChatMessage }) {
  const chat = useChatRef()
  const result = useSelector(chat ?? undefined, (snapshot) => snapshot?.children[resultIdOf(message)] as ImageResultRef | undefined)
  if (result) return <ImageResultCard result={result} />
  const image = generatedImageOf(message)
  return image ? <ImageResultView image={image} downloading={false} notice={null} canAct={false} onDownload={null} onCopy={null} /> : null
}
