import { and, assertEvent, assign, enqueueActions, setup } from 'xstate'
import type { ChatMessage, ChatResponse } from '../../../kernel/contract'
import { imageGenerationMachine } from '../image-generation/image-generation.machine'
import { imageResultMachine } from '../image-generation/image-result.machine'
import { chatActors, type LoadedHistory } from './chat.actors'
import { chatAttachmentsMachine } from './chat-attachments.machine'
import { answerMessage, assetsStatusMessage, generationBlockedMessage, generationFailureMessage, sendFailureMessages, userMessage } from './chat-messages'
import { cardInputOf, cardIdOf, generatedImageOf, resultIdOf } from './image-cards'
import { writeHistory } from './history-cache'
import { initialContext, type ChatContext, type ChatEvent, type ChatInput } from './chat.types'

export { cardIdOf, resultIdOf, generatedImageOf } from './image-cards'

export type { ChatMessage, ChatMode } from '../../../kernel/contract'
/** The longest message the backend takes (the composer stops there). */
export { CHAT_MESSAGE_MAX_CHARS } from '../../../kernel/limits'
export type { ChatContext, ChatEvent, ChatInput, ChatInvokeId } from './chat.types'

/** The two ways a message goes out from the welcome; a conversation has only the first (the examples are the welcome's). */
const sends = {
  'message.send': { guard: 'draftHasText', target: '#chat.sending', actions: 'postDraft' },
  'example.send': { guard: 'questionHasText', target: '#chat.sending', actions: 'postExample' },
} as const
/** While the history loads or an answer is coming, Enter or Send is kept for when the chat can take it. */
const queueSend = { 'message.send': { guard: 'draftHasText', actions: 'queueSend' } } as const
/** On arrival in the welcome or the conversation: a kept send goes now, or is forgotten when the box was emptied. */
const sendQueued = [
  { guard: and(['sendQueued', 'draftHasText']), target: '#chat.sending', actions: 'postDraft' },
  { guard: 'sendQueued', actions: 'dropQueuedSend' },
] as const

/**
 * The AI chat (docs/product.md#chat-states): loading history → empty (a welcome with example
 * questions) or conversation; sending shows 'AI is thinking...' and ends in the conversation with
 * the answer, or with the failure's notice and apology (the user's message and the draft kept).
 * Enter or Send while the history loads or an answer is coming is kept, and the draft goes as soon
 * as the welcome or the conversation is there (`sendQueued`).
 * Clearing asks first. The mode and the draft belong to no state. The attachment tray is a child
 * machine (chat-attachments.machine.ts) running beside all of it; so is a card
 * (image-generation.machine.ts) for each image preview and a result (image-result.machine.ts) for
 * each generated image of the conversation. The asset modal's open flag belongs to no state either:
 * it opens over any of them, and a blocked generation with missing assets opens it.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    tags: {} as 'busy',
  },
  actors: { ...chatActors, attachments: chatAttachmentsMachine, imageGeneration: imageGenerationMachine, imageResult: imageResultMachine },
  guards: {
    draftHasText: ({ context }) => context.draft.trim().length > 0,
    sendQueued: ({ context }) => context.sendQueued,
    questionHasText: ({ event }) => event.type === 'example.send' && event.question.trim().length > 0,
    hasMessages: (_, params: { messages: ChatMessage[] }) => params.messages.length > 0,
    assetsShown: ({ context }) => context.assetsOpen,
    assetsClosed: ({ context }) => !context.assetsOpen,
    ownPreview: ({ context, event }) =>
      (event.type === 'image.blocked' || event.type === 'image.failed') &&
      context.messages.some((message) => message.preview !== undefined && (message.request_id ?? null) === event.requestId),
  },
  actions: {
    editDraft: assign({ draft: ({ event }) => (event.type === 'draft.change' ? event.text : '') }),
    setMode: assign({ mode: ({ context, event }) => (event.type === 'mode.set' ? event.mode : context.mode) }),
    takeHistory: assign((_, params: LoadedHistory) => ({ messages: params.messages, historySource: params.source, historyFailed: false })),
    markHistoryFailed: assign({ messages: [], historySource: null, historyFailed: true }),
    postDraft: assign(({ context }) => ({ messages: [...context.messages, userMessage(context.draft.trim(), context.mode)], draft: '', clearFailed: false, sendQueued: false })),
    queueSend: assign({ sendQueued: true }),
    dropQueuedSend: assign({ sendQueued: false }),
    postExample: assign(({ context, event }) => {
      assertEvent(event, 'example.send')
      return { messages: [...context.messages, userMessage(event.question.trim(), context.mode)], clearFailed: false }
    }),
    addAnswer: assign(({ context }, params: { answer: ChatResponse }) => ({
      messages: [...context.messages, answerMessage(params.answer, context.messages.at(-1)?.mode ?? context.mode)],
    })),
    addFailure: assign(({ context }) => {
      const sent = context.messages.at(-1)
      return {
        messages: [...context.messages, ...sendFailureMessages(sent?.mode ?? context.mode)],
        // A failed send keeps the draft (docs/product.md#chat-states): back in the composer, unless the owner typed since.
        draft: context.draft.trim() === '' && sent?.sender === 'user' ? sent.text : context.draft,
      }
    }),
    forgetConversation: assign({ messages: [], clearFailed: false, historySource: null, historyFailed: false }),
    /**
     * A card for every image preview, and a result for every generated image, among the `newest`
     * messages (docs/product.md#chat-states, image flow): children named after their message, so
     * the screen finds each beside its bubble and a card keeps its state while others come.
     */
    spawnCards: enqueueActions(({ context, enqueue }, params: { newest: number }) => {
      context.messages.forEach((message, index) => {
        if (index < context.messages.length - params.newest) return
        const image = generatedImageOf(message)
        if (image) enqueue.spawnChild('imageResult', { id: resultIdOf(message), input: image })
        else if (message.preview) enqueue.spawnChild('imageGeneration', { id: cardIdOf(message), input: cardInputOf(context.messages, index) })
      })
    }),
    stopCards: enqueueActions(({ context, enqueue }) => {
      for (const message of context.messages) {
        if (generatedImageOf(message)) enqueue.stopChild(resultIdOf(message))
        else if (message.preview) enqueue.stopChild(cardIdOf(message))
      }
    }),
    openAssets: assign({ assetsOpen: true }),
    closeAssets: assign({ assetsOpen: false }),
    addAssetsStatus: assign(({ context, event }) => {
      assertEvent(event, 'assets.uploaded')
      return { messages: [...context.messages, assetsStatusMessage(event.status, context.mode)] }
    }),
    // docs/product.md#chat-messages: the server's message in a bubble; missing assets open the asset modal.
    addBlocked: assign(({ context, event }) => {
      assertEvent(event, 'image.blocked')
      return {
        messages: [...context.messages, generationBlockedMessage(event.message, event.requestId, context.mode)],
        assetsOpen: context.assetsOpen || event.missingAssets.length > 0,
      }
    }),
    addGenerationFailure: assign(({ context, event }) => {
      assertEvent(event, 'image.failed')
      return { messages: [...context.messages, generationFailureMessage(event.requestId, context.mode)] }
    }),
    markClearFailed: assign({ clearFailed: true }),
    storeHistory: ({ context }) => {
      if (context.userId) writeHistory(context.userId, context.messages)
    },
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'attachments', src: 'attachments' },
  on: {
    'draft.change': { actions: 'editDraft' },
    'mode.set': { actions: 'setMode' },
    'assets.open': { guard: 'assetsClosed', actions: 'openAssets' },
    // Uploads happen in the open modal, and it closes once.
    'assets.close': { guard: 'assetsShown', actions: 'closeAssets' },
    'assets.uploaded': { guard: 'assetsShown', actions: ['addAssetsStatus', 'storeHistory'] },
    // A card's outcome belongs to a preview of this conversation (a cleared one has stopped its cards).
    'image.blocked': { guard: 'ownPreview', actions: ['addBlocked', 'storeHistory'] },
    'image.failed': { guard: 'ownPreview', actions: ['addGenerationFailure', 'storeHistory'] },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: queueSend,
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          { guard: { type: 'hasMessages', params: ({ event }) => event.output }, target: 'conversation', actions: [{ type: 'takeHistory', params: ({ event }) => event.output }, { type: 'spawnCards', params: ({ event }) => ({ newest: event.output.messages.length }) }] },
          { target: 'empty', actions: { type: 'takeHistory', params: ({ event }) => event.output } },
        ],
        onError: { target: 'empty', actions: 'markHistoryFailed' },
      },
    },
    empty: {
      always: sendQueued,
      on: { ...sends },
    },
    conversation: {
      always: sendQueued,
      on: {
        'message.send': sends['message.send'],
        'conversation.clear': { target: 'confirmingClear' },
      },
    },
    sending: {
      tags: ['busy'],
      on: queueSend,
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        // The message just posted: its words and the mode it went in, whatever the switch says by now.
        input: ({ context }) => ({ text: context.messages.at(-1)?.text ?? '', mode: context.messages.at(-1)?.mode ?? context.mode }),
        onDone: { target: 'conversation', actions: [{ type: 'addAnswer', params: ({ event }) => ({ answer: event.output }) }, { type: 'spawnCards', params: { newest: 1 } }, 'storeHistory'] },
        onError: { target: 'conversation', actions: ['addFailure', 'storeHistory'] },
      },
    },
    confirmingClear: {
      on: {
        'clear.confirm': { target: 'clearing' },
        'clear.cancel': { target: 'conversation' },
      },
    },
    clearing: {
      tags: ['busy'],
      invoke: {
        id: 'clearHistory',
        src: 'clearHistory',
        onDone: { target: 'empty', actions: ['stopCards', 'forgetConversation', 'storeHistory'] },
        onError: { target: 'conversation', actions: 'markClearFailed' },
      },
    },
  },
})
