import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { chatMachine } from '../../../machines/chat/chat.machine'

export type ChatRef = ActorRefFrom<typeof chatMachine>

/**
 * The live chat, for the image cards inside its bubbles: each card finds its own machine among the
 * chat's children, so a bubble stays a pure render of its message (and memoised). Without a chat
 * (a view rendered alone), a preview shows its message and a generated image shows without actions.
 */
export const ImageCardsContext = createContext<ChatRef | null>(null)

export const useChatRef = () => useContext(ImageCardsContext)
