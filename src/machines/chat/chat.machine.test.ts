import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { ChatMessage, ChatResponse } from '../../api/schemas'
import type { LoadedHistory, SendInput } from './chat.actors'
import { chatMachine } from './chat.machine'
import { isSendFailureApology, isSendFailureNotice } from './chat-messages'
import { historyKey, readHistory } from './history-cache'

const USER = 'user-1'
const earlier: ChatMessage[] = [
  { id: 1, text: 'What were sales yesterday?', sender: 'user', timestamp: '2026-11-23T09:00:00+08:00' },
  { id: 2, text: 'RM 1,234.50 on Sun 22 Nov.', sender: 'ai', timestamp: '2026-11-23T09:00:01+08:00', sources: ['Sales data'] },
]
const TEXT_ANSWER: ChatResponse = { response: 'RM 8,402.10 last week (16–22 Nov, Mon–Sun).', sources: ['Sales data, 16–22 Nov'] }

/** A promise the test settles by hand, recording each call's input. */
function controlled<TOutput, TInput>() {
  const calls: TInput[] = []
  let settle: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return { logic, calls, resolve: (value: TOutput) => settle?.resolve(value), reject: (error: unknown) => settle?.reject(error) }
}

function start(userId: string | null = USER) {
  const load = controlled<LoadedHistory, { userId: string | null }>()
  const send = controlled<ChatResponse, SendInput>()
  const clear = controlled<void, void>()
  const actor = createActor(chatMachine.provide({ actors: { loadHistory: load.logic, sendMessage: send.logic, clearHistory: clear.logic } }), {
    input: { userId },
  }).start()
  return { actor, load, send, clear }
}

async function inConversation() {
  const chat = start()
  chat.load.resolve({ messages: earlier, source: 'server' })
  await waitFor(chat.actor, (s) => s.matches('conversation'))
  return chat
}

beforeEach(() => sessionStorage.clear())
afterEach(() => sessionStorage.clear())

describe('chat machine', () => {
  it('loads the history for the signed-in user, then shows the conversation', async () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(load.calls).toEqual([{ userId: USER }])
    load.resolve({ messages: earlier, source: 'server' })
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context.messages).toEqual(earlier)
    expect(actor.getSnapshot().context.historySource).toBe('server')
  })

  it('shows the welcome when there is no history yet', async () => {
    const { actor, load } = start()
    load.resolve({ messages: [], source: 'server' })
    await waitFor(actor, (s) => s.matches('empty'))
    expect(actor.getSnapshot().can({ type: 'conversation.clear' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'example.send', question: 'How were sales last week?' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'example.send', question: '   ' })).toBe(false)
  })

  it('keeps the cached copy it fell back to, and says so', async () => {
    const { actor, load } = start()
    load.resolve({ messages: earlier, source: 'fallback' })
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context.historySource).toBe('fallback')
  })

  it('opens on the welcome, marked failed, when the history and every copy are gone', async () => {
    const { actor, load } = start()
    load.reject(new ApiError('network', 'GET /chat/history could not reach the server'))
    await waitFor(actor, (s) => s.matches('empty'))
    expect(actor.getSnapshot().context.historyFailed).toBe(true)
    expect(actor.getSnapshot().context.messages).toEqual([])
  })

  it('does not send an empty or whitespace-only message', async () => {
    const { actor } = await inConversation()
    expect(actor.getSnapshot().can({ type: 'message.send' })).toBe(false)
    actor.send({ type: 'draft.change', text: '  \n\t ' })
    actor.send({ type: 'message.send' })
    expect(actor.getSnapshot().matches('conversation')).toBe(true)
    expect(actor.getSnapshot().context.messages).toHaveLength(earlier.length)
    // The examples are the welcome's.
    expect(actor.getSnapshot().can({ type: 'example.send', question: 'How were sales last week?' })).toBe(false)
  })

  it('sends the trimmed draft in the chosen mode, thinks, then adds the answer and stores the conversation', async () => {
    const { actor, send } = await inConversation()
    actor.send({ type: 'mode.set', mode: 'marketing' })
    actor.send({ type: 'draft.change', text: '  Ideas for a quiet Tuesday?\n' })
    actor.send({ type: 'message.send' })
    expect(actor.getSnapshot().matches('sending')).toBe(true)
    expect(actor.getSnapshot().context.draft).toBe('')
    expect(send.calls).toEqual([{ text: 'Ideas for a quiet Tuesday?', mode: 'marketing' }])
    // The switch moves while the answer is on its way: the answer belongs to the mode it was asked in.
    actor.send({ type: 'mode.set', mode: 'general' })
    send.resolve(TEXT_ANSWER)
    await waitFor(actor, (s) => s.matches('conversation'))
    const [asked, answered] = actor.getSnapshot().context.messages.slice(-2)
    expect(asked).toMatchObject({ sender: 'user', text: 'Ideas for a quiet Tuesday?', mode: 'marketing' })
    expect(answered).toMatchObject({ sender: 'ai', text: TEXT_ANSWER.response, sources: TEXT_ANSWER.sources, mode: 'marketing' })
    expect(readHistory(USER)?.messages).toEqual(actor.getSnapshot().context.messages)
  })

  it('keeps an image preview with its fields, its message as the text', async () => {
    const { actor, send } = await inConversation()
    actor.send({ type: 'draft.change', text: 'Make a post for our kopi' })
    actor.send({ type: 'message.send' })
    const preview = { action: 'generate_image', message: 'A square post of Kopi Ais.', estimated_cost: 'RM 0.20', generation_ready: false, asset_validation: { missing_assets: ['logo'] } }
    send.resolve({ type: 'image_preview_enhanced', preview, request_id: 'req-7' })
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ sender: 'ai', text: preview.message, type: 'image_preview_enhanced', preview, request_id: 'req-7' })
  })

  it('a failed send keeps the message, adds the notice and the apology, stores them, and gives the draft back', async () => {
    const { actor, send } = await inConversation()
    actor.send({ type: 'draft.change', text: 'Best sellers this month?' })
    actor.send({ type: 'message.send' })
    send.reject(new ApiError('http', 'POST /chat failed with 500', { status: 500 }))
    await waitFor(actor, (s) => s.matches('conversation'))
    const { messages, draft } = actor.getSnapshot().context
    const [asked, notice, apology] = messages.slice(-3)
    expect(asked).toMatchObject({ sender: 'user', text: 'Best sellers this month?' })
    expect(isSendFailureNotice(notice!)).toBe(true)
    expect(isSendFailureApology(apology!)).toBe(true)
    expect(draft).toBe('Best sellers this month?')
    expect(readHistory(USER)?.messages).toHaveLength(earlier.length + 3)
  })

  it('a failed send leaves alone what the owner typed while waiting', async () => {
    const { actor, send } = await inConversation()
    actor.send({ type: 'draft.change', text: 'First question' })
    actor.send({ type: 'message.send' })
    actor.send({ type: 'draft.change', text: 'Second question' })
    expect(actor.getSnapshot().can({ type: 'message.send' })).toBe(false)
    send.reject(new ApiError('timeout', 'POST /chat timed out'))
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context.draft).toBe('Second question')
  })

  it('sends an example question from the welcome as it reads', async () => {
    const { actor, load, send } = start()
    load.resolve({ messages: [], source: 'server' })
    await waitFor(actor, (s) => s.matches('empty'))
    actor.send({ type: 'example.send', question: 'How were sales last week?' })
    expect(send.calls).toEqual([{ text: 'How were sales last week?', mode: 'general' }])
    send.resolve(TEXT_ANSWER)
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context.messages.map((message) => message.sender)).toEqual(['user', 'ai'])
  })

  it('clears the conversation after asking, on the server and in the cache', async () => {
    const { actor, clear } = await inConversation()
    actor.send({ type: 'conversation.clear' })
    expect(actor.getSnapshot().matches('confirmingClear')).toBe(true)
    actor.send({ type: 'clear.cancel' })
    expect(actor.getSnapshot().matches('conversation')).toBe(true)
    actor.send({ type: 'conversation.clear' })
    actor.send({ type: 'clear.confirm' })
    expect(actor.getSnapshot().matches('clearing')).toBe(true)
    clear.resolve()
    await waitFor(actor, (s) => s.matches('empty'))
    expect(actor.getSnapshot().context.messages).toEqual([])
    expect(readHistory(USER)?.messages).toEqual([])
  })

  it('keeps the conversation when clearing fails, and says so until the next send', async () => {
    const { actor, clear } = await inConversation()
    actor.send({ type: 'conversation.clear' })
    actor.send({ type: 'clear.confirm' })
    clear.reject(new ApiError('network', 'DELETE /chat/history could not reach the server'))
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context).toMatchObject({ messages: earlier, clearFailed: true })
    actor.send({ type: 'draft.change', text: 'Hello' })
    actor.send({ type: 'message.send' })
    expect(actor.getSnapshot().context.clearFailed).toBe(false)
  })

  it('stores nothing without a signed-in user', async () => {
    const { actor, load, send } = start(null)
    load.resolve({ messages: [], source: 'server' })
    await waitFor(actor, (s) => s.matches('empty'))
    actor.send({ type: 'example.send', question: 'Hi' })
    send.resolve(TEXT_ANSWER)
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(sessionStorage.length).toBe(0)
    expect(sessionStorage.getItem(historyKey('null'))).toBeNull()
  })

  it('runs the attachment tray beside the conversation', async () => {
    const { actor } = await inConversation()
    expect(actor.getSnapshot().children.attachments?.getSnapshot().value).toBe('empty')
  })
})
