import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, setup, waitFor, type ActorRefFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import type { GenerateImageResponse, PromptAdviceResponse } from '../../../kernel/contract'
import type { GenerateInput } from './image-generation.actors'
import { imageResultMachine } from './image-result.machine'
import { imageGenerationMachine, initialDescription, type ImageGenerationInput, type ImageGenerationParentEvent } from './image-generation.machine'
import { controlled } from '../../../tests/utils/controlled'

const INPUT: ImageGenerationInput = {
  requestId: 'img_0123456789abcdef',
  request: 'Make an Instagram post for our kopi ais',
  previewMessage: 'I would create this image: A square post of Kopi Ais with the Kopi Kita logo.\n\nBefore it can be generated: upload your logo as brand assets.',
}
const SUCCESS: GenerateImageResponse = {
  success: true,
  data: { image_url: 'https://api.example.test/files/images/i1?expires=1&signature=ab', generation_time: 1234, metadata: { resolution: '1080x1080' } },
}
const BLOCKED: GenerateImageResponse = { success: false, blocked: true, message: 'Upload your logo first', validation_details: { missing_assets: ['logo'] } }
const FAILED: GenerateImageResponse = { success: false, error: 'The composer ran out of memory' }
const ADVICE: PromptAdviceResponse = { success: true, suggested_prompt: '  A festive flat lay of kopi ais and kuih, green and gold  ', message: 'Suggestion ready' }

/**
 * The card as the chat runs it: a child of a parent that records what the card tells it (the
 * blocked and failed outcomes go up with `sendParent`).
 */
function start(input: ImageGenerationInput = INPUT) {
  const advice = controlled<PromptAdviceResponse, { text: string }>()
  const generation = controlled<GenerateImageResponse, GenerateInput>()
  const card = imageGenerationMachine.provide({ actors: { getAdvice: advice.logic, generateImage: generation.logic } })
  const parent = setup({
    types: { context: {} as { told: ImageGenerationParentEvent[] }, events: {} as ImageGenerationParentEvent },
    actors: { card },
  }).createMachine({
    context: { told: [] },
    invoke: { id: 'card', src: 'card', input },
    on: { '*': { actions: assign({ told: ({ context, event }) => [...context.told, event] }) } },
  })
  const root = createActor(parent).start()
  const actor = root.getSnapshot().children.card as ActorRefFrom<typeof imageGenerationMachine>
  const told = () => root.getSnapshot().context.told
  return { root, actor, advice, generation, told }
}

const at = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot()

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('image generation machine', () => {
  it("starts with the owner's own words, Instagram Square, typing and ready", () => {
    const { actor } = start()
    expect(at(actor).value).toEqual({ description: 'typing', generation: 'ready' })
    expect(at(actor).context).toMatchObject({ description: INPUT.request, preset: 'instagram-square', custom: '', customProblem: null, image: null })
  })

  it('starts on the size the request named, and the owner can still choose another', () => {
    const { actor } = start({ ...INPUT, preset: 'facebook-cover' })
    expect(at(actor).context.preset).toBe('facebook-cover')
    actor.send({ type: 'resolution.choose', preset: 'tiktok' })
    expect(at(actor).context.preset).toBe('tiktok')
    // A preset the card does not know, or the custom choice with no size typed, starts on the default.
    expect(at(start({ ...INPUT, preset: 'poster-a3' }).actor).context.preset).toBe('instagram-square')
    expect(at(start({ ...INPUT, preset: 'custom' }).actor).context.preset).toBe('instagram-square')
  })

  it('takes the description out of a Chinese preview too', () => {
    const { actor } = start({ ...INPUT, request: '', previewMessage: '我会为您制作这张图片：一张正方形社交媒体图片\n\n生成图片之前，还需要：上传标志。' })
    expect(at(actor).context.description).toBe('一张正方形社交媒体图片')
  })

  it("falls back to the preview's image, without its opening and its list of what is missing", () => {
    expect(initialDescription({ request: '  ', previewMessage: INPUT.previewMessage })).toBe('A square post of Kopi Ais with the Kopi Kita logo.')
    expect(initialDescription({ request: '', previewMessage: 'Saya akan menghasilkan imej ini: Poster teh tarik' })).toBe('Poster teh tarik')
  })

  it('refuses a blank description with the message, and generates nothing', () => {
    const { actor, generation } = start()
    actor.send({ type: 'description.change', text: '  \n ' })
    actor.send({ type: 'image.generate' })
    expect(at(actor).matches({ generation: 'ready' })).toBe(true)
    expect(at(actor).context.descriptionMissing).toBe(true)
    expect(generation.calls).toEqual([])
    // Typing takes the message away.
    actor.send({ type: 'description.change', text: 'Kopi ais promo' })
    expect(at(actor).context.descriptionMissing).toBe(false)
  })

  it('checks a custom size on blur: digits as WIDTHxHEIGHT, each side 200–4096 px', () => {
    const { actor, generation } = start()
    // The size box is there only while Custom is chosen.
    expect(at(actor).can({ type: 'custom.change', text: '1080x1080' })).toBe(false)
    actor.send({ type: 'resolution.choose', preset: 'custom' })
    for (const [typed, problem] of [
      ['1080', 'format'],
      ['1080x', 'format'],
      ['axb', 'format'],
      ['-100x200', 'format'],
      ['199x1080', 'bounds'],
      ['1080x4097', 'bounds'],
      ['200x4096', null],
      [' 1350 X 1080 ', null],
    ] as const) {
      actor.send({ type: 'custom.change', text: typed })
      expect(at(actor).context.customProblem).toBeNull()
      actor.send({ type: 'custom.blur' })
      expect(at(actor).context.customProblem, typed).toBe(problem)
    }
    // An invalid size blocks Generate, and says why even without a blur.
    actor.send({ type: 'custom.change', text: '50x50' })
    actor.send({ type: 'image.generate' })
    expect(at(actor).context.customProblem).toBe('bounds')
    expect(generation.calls).toEqual([])
    // Another preset: the problem goes, the typed size stays for a return to Custom.
    actor.send({ type: 'resolution.choose', preset: 'tiktok' })
    expect(at(actor).context).toMatchObject({ customProblem: null, custom: '50x50' })
    actor.send({ type: 'image.generate' })
    expect(generation.calls).toEqual([{ prompt: INPUT.request, resolution: '1080x1920', requestId: INPUT.requestId }])
  })

  it('generates at each preset and at a typed size, with the trimmed description and the request id', () => {
    for (const [preset, size] of [
      ['instagram-square', '1080x1080'],
      ['facebook-cover', '1200x630'],
      ['tiktok', '1080x1920'],
      ['linkedin-post', '1200x627'],
    ] as const) {
      const { root, actor, generation } = start()
      actor.send({ type: 'resolution.choose', preset })
      actor.send({ type: 'description.change', text: '  Teh tarik promo  ' })
      actor.send({ type: 'image.generate' })
      expect(generation.calls).toEqual([{ prompt: 'Teh tarik promo', resolution: size, requestId: INPUT.requestId }])
      root.stop()
    }
    const { actor, generation } = start({ ...INPUT, requestId: null })
    actor.send({ type: 'resolution.choose', preset: 'custom' })
    actor.send({ type: 'custom.change', text: '1350 x 1080' })
    actor.send({ type: 'image.generate' })
    expect(generation.calls).toEqual([{ prompt: INPUT.request, resolution: '1350x1080', requestId: null }])
  })

  it('locks the form while generating, then shows the image with its time and size', async () => {
    const { actor, generation, told } = start()
    actor.send({ type: 'image.generate' })
    expect(at(actor).matches({ generation: 'generating' })).toBe(true)
    expect(at(actor).hasTag('busy')).toBe(true)
    for (const event of [{ type: 'resolution.choose', preset: 'tiktok' }, { type: 'description.change', text: 'x' }, { type: 'advice.request' }, { type: 'editor.open' }, { type: 'image.generate' }] as const) {
      expect(at(actor).can(event), event.type).toBe(false)
    }
    generation.resolve(SUCCESS)
    await waitFor(actor, (s) => s.matches({ generation: 'generated' }))
    const image = { url: SUCCESS.data!.image_url, generationTime: 1234, resolution: '1080x1080', prompt: INPUT.request }
    expect(at(actor).context.image).toEqual(image)
    // Download and Copy URL belong to the image's own machine, running while it shows.
    expect((at(actor).children.result as ActorRefFrom<typeof imageResultMachine> | undefined)?.getSnapshot().context).toEqual({ image, notice: null })
    expect(told()).toEqual([])
    // Another size from the same card.
    actor.send({ type: 'resolution.choose', preset: 'facebook-cover' })
    actor.send({ type: 'image.generate' })
    expect(generation.calls.at(-1)).toMatchObject({ resolution: '1200x630' })
  })

  it('blocked: tells the chat the server message and the missing assets, and can generate again', async () => {
    const { actor, generation, told } = start()
    actor.send({ type: 'image.generate' })
    generation.resolve(BLOCKED)
    await waitFor(actor, (s) => s.matches({ generation: 'blocked' }))
    expect(told()).toEqual([{ type: 'image.blocked', requestId: INPUT.requestId, message: 'Upload your logo first', missingAssets: ['logo'] }])
    expect(at(actor).can({ type: 'image.generate' })).toBe(true)
  })

  it("failed: keeps the server's error (or none for the client's words) and tells the chat for the apology", async () => {
    const { actor, generation, told } = start()
    actor.send({ type: 'image.generate' })
    generation.resolve(FAILED)
    await waitFor(actor, (s) => s.matches({ generation: 'failed' }))
    expect(at(actor).context.error).toBe(FAILED.error)
    actor.send({ type: 'image.generate' })
    expect(at(actor).context.error).toBeNull()
    generation.reject(new ApiError('network', 'POST /generate-image could not reach the server'))
    await waitFor(actor, (s) => s.matches({ generation: 'failed' }) && s.context.error === null)
    // A success answer without data is no image either.
    actor.send({ type: 'image.generate' })
    generation.resolve({ success: true })
    await waitFor(actor, (s) => s.matches({ generation: 'failed' }))
    expect(told()).toEqual(Array.from({ length: 3 }, () => ({ type: 'image.failed', requestId: INPUT.requestId })))
  })

  it('Get AI Suggestion sends the description (or the request when it is blank) and replaces it', async () => {
    const { actor, advice } = start()
    actor.send({ type: 'description.change', text: 'kopi ais poster' })
    actor.send({ type: 'advice.request' })
    expect(at(actor).matches({ description: 'advising' })).toBe(true)
    expect(at(actor).can({ type: 'image.generate' })).toBe(false)
    advice.resolve(ADVICE)
    await waitFor(actor, (s) => s.matches({ description: 'typing' }))
    expect(at(actor).context.description).toBe('A festive flat lay of kopi ais and kuih, green and gold')
    actor.send({ type: 'description.change', text: '' })
    actor.send({ type: 'advice.request' })
    expect(advice.calls).toEqual([{ text: 'kopi ais poster' }, { text: INPUT.request }])
  })

  it('advice failures are only logged: the description stays', async () => {
    const info = vi.mocked(console.info)
    const { actor, advice } = start()
    actor.send({ type: 'advice.request' })
    advice.resolve({ success: false, suggested_prompt: null, message: 'No advice today' })
    await waitFor(actor, (s) => s.matches({ description: 'typing' }))
    expect(info).toHaveBeenCalledWith(expect.stringContaining('prompt advice refused'), 'No advice today')
    actor.send({ type: 'advice.request' })
    const error = new ApiError('http', 'POST /get-prompt-advice failed with 500', { status: 500 })
    advice.reject(error)
    await waitFor(actor, (s) => s.matches({ description: 'typing' }))
    expect(info).toHaveBeenCalledWith(expect.stringContaining('prompt advice failed'), error)
    expect(at(actor).context.description).toBe(INPUT.request)
  })

  it("'Edit Image Description': Save & Close keeps the edit, Cancel drops it; Generate waits while it is open", () => {
    const { actor } = start()
    actor.send({ type: 'editor.open' })
    expect(at(actor).context.editorText).toBe(INPUT.request)
    expect(at(actor).can({ type: 'image.generate' })).toBe(false)
    actor.send({ type: 'editor.change', text: 'A long description\nover two lines' })
    actor.send({ type: 'editor.cancel' })
    expect(at(actor).context.description).toBe(INPUT.request)
    actor.send({ type: 'editor.open' })
    actor.send({ type: 'editor.change', text: 'A long description\nover two lines' })
    actor.send({ type: 'editor.save' })
    expect(at(actor).matches({ description: 'typing' })).toBe(true)
    expect(at(actor).context.description).toBe('A long description\nover two lines')
  })
})
