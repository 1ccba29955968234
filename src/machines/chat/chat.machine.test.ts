import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import { isSendFailureApology, isSendFailureNotice } from './chat-messages'
import { historyKey, readHistory } from './history-cache'
import { USER, earlier, TEXT_ANSWER, start, inConversation } from '../../../tests/utils/chat-machine'

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
    send.reject(new ApiError('timeout', 'POST /chat timed out'))
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context.draft).toBe('Second question')
  })

  it('keeps an Enter that comes while the history loads: the draft goes as soon as the history is in, in the mode chosen by then', async () => {
    const { actor, load, send } = start()
    actor.send({ type: 'draft.change', text: 'What were sales yesterday?' })
    expect(actor.getSnapshot().can({ type: 'message.send' })).toBe(true)
    actor.send({ type: 'message.send' })
    actor.send({ type: 'mode.set', mode: 'marketing' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ sendQueued: true, draft: 'What were sales yesterday?' })
    expect(send.calls).toEqual([])

    load.resolve({ messages: earlier, source: 'server' })
    await waitFor(actor, (s) => s.matches('sending'))
    expect(send.calls).toEqual([{ text: 'What were sales yesterday?', mode: 'marketing' }])
    expect(actor.getSnapshot().context).toMatchObject({ sendQueued: false, draft: '' })
    expect(actor.getSnapshot().context.messages.map((message) => message.text)).toEqual([...earlier.map((message) => message.text), 'What were sales yesterday?'])
  })

  it('keeps an Enter that comes while an answer is coming: the draft goes after the answer, or after the failure', async () => {
    for (const outcome of ['answer', 'failure'] as const) {
      const { actor, send } = await inConversation()
      actor.send({ type: 'draft.change', text: 'First question' })
      actor.send({ type: 'message.send' })
      actor.send({ type: 'mode.set', mode: 'marketing' })
      actor.send({ type: 'draft.change', text: 'A campaign idea please' })
      actor.send({ type: 'message.send' })
      expect(actor.getSnapshot().matches('sending')).toBe(true)
      expect(send.calls).toHaveLength(1)

      if (outcome === 'answer') send.resolve(TEXT_ANSWER)
      else send.reject(new ApiError('http', 'POST /chat failed with 500', { status: 500 }))
      await waitFor(actor, () => send.calls.length === 2)
      expect(actor.getSnapshot().matches('sending')).toBe(true)
      expect(send.calls[1]).toEqual({ text: 'A campaign idea please', mode: 'marketing' })
      expect(actor.getSnapshot().context.draft).toBe('')
      expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ sender: 'user', text: 'A campaign idea please', mode: 'marketing' })
      actor.stop()
    }
  })

  it('forgets a kept send when the box is emptied before the chat can take it, so typing later does not send', async () => {
    const { actor, load, send } = start()
    actor.send({ type: 'draft.change', text: 'Best sellers?' })
    actor.send({ type: 'message.send' })
    actor.send({ type: 'draft.change', text: '   ' })
    load.resolve({ messages: [], source: 'server' })
    await waitFor(actor, (s) => s.matches('empty'))
    expect(actor.getSnapshot().context.sendQueued).toBe(false)
    actor.send({ type: 'draft.change', text: 'Peak hours?' })
    expect(actor.getSnapshot().matches('empty')).toBe(true)
    expect(send.calls).toEqual([])
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
})
