/**
 * The chat machine beside the conversation: the attachment tray and the image cards it runs, and
 * the company assets an image needs. The conversation itself: chat.machine.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitFor, type ActorRefFrom } from 'xstate'
import type { imageGenerationMachine } from '../image-generation/image-generation.machine'
import type { imageResultMachine } from '../image-generation/image-result.machine'
import type { ChatMessage } from '../../../kernel/contract'
import { assetsStatusOf, isGenerationFailureApology, isSendFailureApology } from './chat-messages'
import { cardIdOf, resultIdOf } from './image-cards'
import { readHistory } from './history-cache'
import { USER, earlier, start, inConversation } from '../../../tests/utils/chat-machine'

beforeEach(() => sessionStorage.clear())
afterEach(() => sessionStorage.clear())

describe('chat machine', () => {
  it('runs the attachment tray beside the conversation', async () => {
    const { actor } = await inConversation()
    expect(actor.getSnapshot().children.attachments?.getSnapshot().value).toBe('empty')
  })

  it('runs a card for each image preview, from the history and from an answer, started with the owner’s words', async () => {
    const preview = { action: 'generate_image', message: 'I would create this image: A square post of Kopi Ais.', generation_ready: true }
    const history: ChatMessage[] = [
      ...earlier,
      { id: 3, text: 'Make a post for our kopi ais', sender: 'user', timestamp: '2026-11-23T09:01:00+08:00' },
      { id: 4, text: preview.message, sender: 'ai', timestamp: '2026-11-23T09:01:01+08:00', type: 'image_preview_enhanced', preview, request_id: 'img_1' },
      { id: 5, text: 'Kopi ais promo', sender: 'ai', timestamp: '2026-11-23T09:02:00+08:00', generated_image_url: 'https://api.example.test/files/images/i1?sig=1', image_result: { generation_time: 412, metadata: { resolution: '1080x1080' } } },
    ]
    const { actor, load, send, clear } = start()
    load.resolve({ messages: history, source: 'server' })
    await waitFor(actor, (s) => s.matches('conversation'))
    const card = actor.getSnapshot().children[cardIdOf(history[3]!)] as ActorRefFrom<typeof imageGenerationMachine> | undefined
    expect(card?.getSnapshot().context).toMatchObject({ requestId: 'img_1', request: 'Make a post for our kopi ais', description: 'Make a post for our kopi ais' })
    const result = actor.getSnapshot().children[resultIdOf(history[4]!)] as ActorRefFrom<typeof imageResultMachine> | undefined
    expect(result?.getSnapshot().context.image).toEqual({ url: history[4]!.generated_image_url, generationTime: 412, resolution: '1080x1080', prompt: 'Kopi ais promo' })
    // A new preview gets its own card; the first keeps its state.
    card!.send({ type: 'description.change', text: 'Kopi ais, green and gold' })
    actor.send({ type: 'draft.change', text: 'And one for teh tarik' })
    actor.send({ type: 'message.send' })
    send.resolve({ type: 'image_preview', preview: { ...preview, message: 'I would create this image: Teh tarik.' }, request_id: 'img_2' })
    await waitFor(actor, (s) => s.matches('conversation'))
    const answered = actor.getSnapshot().context.messages.at(-1)!
    expect((actor.getSnapshot().children[cardIdOf(answered)] as ActorRefFrom<typeof imageGenerationMachine>).getSnapshot().context).toMatchObject({ requestId: 'img_2', description: 'And one for teh tarik' })
    expect(card!.getSnapshot().context.description).toBe('Kopi ais, green and gold')
    // Clearing the conversation stops them.
    actor.send({ type: 'conversation.clear' })
    actor.send({ type: 'clear.confirm' })
    clear.resolve()
    await waitFor(actor, (s) => s.matches('empty'))
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['attachments'])
  })

  it('opens and closes the asset modal from any state', async () => {
    const { actor, load } = start()
    actor.send({ type: 'assets.open' })
    expect(actor.getSnapshot().context.assetsOpen).toBe(true)
    load.resolve({ messages: earlier, source: 'server' })
    await waitFor(actor, (s) => s.matches('conversation'))
    expect(actor.getSnapshot().context.assetsOpen).toBe(true)
    actor.send({ type: 'assets.close' })
    expect(actor.getSnapshot().context.assetsOpen).toBe(false)
  })

  it('after an asset upload, a system message says all requirements are met or what is still needed; both stored', async () => {
    const { actor } = await inConversation()
    // Uploads happen in the open modal.
    expect(actor.getSnapshot().can({ type: 'assets.uploaded', status: { all_requirements_met: true, missing_assets: [], validation_details: {} } })).toBe(false)
    actor.send({ type: 'assets.open' })
    actor.send({ type: 'assets.uploaded', status: { all_requirements_met: false, missing_assets: ['logo', 'product_image'], validation_details: {} } })
    actor.send({ type: 'assets.uploaded', status: { all_requirements_met: true, missing_assets: [], validation_details: {} } })
    const [missing, met] = actor.getSnapshot().context.messages.slice(-2)
    expect(missing).toMatchObject({ sender: 'system' })
    expect(assetsStatusOf(missing!)).toEqual({ met: false, missing: ['logo', 'product_image'] })
    expect(assetsStatusOf(met!)).toEqual({ met: true, missing: [] })
    expect(readHistory(USER)?.messages).toEqual(actor.getSnapshot().context.messages)
    expect(actor.getSnapshot()).toMatchObject({ value: 'conversation', context: { assetsOpen: true } })
  })

  it("a blocked generation adds the server's message and opens the modal when assets are missing; a failed one adds the apology", async () => {
    const { actor, load } = start()
    const preview = { action: 'generate_image', message: 'I would create this image: Kopi Ais.', generation_ready: false }
    load.resolve({ messages: [...earlier, { id: 3, text: preview.message, sender: 'ai', timestamp: '2026-11-23T09:01:01+08:00', preview, request_id: 'img_1' }], source: 'server' })
    await waitFor(actor, (s) => s.matches('conversation'))
    // Only a card of this conversation tells its outcome.
    expect(actor.getSnapshot().can({ type: 'image.failed', requestId: 'img_other' })).toBe(false)
    actor.send({ type: 'image.blocked', requestId: 'img_1', message: 'Add a product photo first', missingAssets: [] })
    expect(actor.getSnapshot().context.assetsOpen).toBe(false)
    actor.send({ type: 'image.blocked', requestId: 'img_1', message: 'Upload your logo first', missingAssets: ['logo'] })
    expect(actor.getSnapshot().context.assetsOpen).toBe(true)
    actor.send({ type: 'image.failed', requestId: 'img_1' })
    const [first, second, apology] = actor.getSnapshot().context.messages.slice(-3)
    expect(first).toMatchObject({ sender: 'ai', text: 'Add a product photo first', request_id: 'img_1' })
    expect(second).toMatchObject({ sender: 'ai', text: 'Upload your logo first', request_id: 'img_1' })
    expect(isGenerationFailureApology(apology!)).toBe(true)
    // Not the send failure's apology: the screen words the two differently.
    expect(isSendFailureApology(apology!)).toBe(false)
    expect(readHistory(USER)?.messages).toHaveLength(earlier.length + 4)
  })
})
